import { messageOf } from '@careops/core/client';
import { validateArgs, type AnyCommandDef, type CommandContext, type CommandResult } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import type { ConsoleContextValue } from '../shell/console-context';
import { toast } from '../../ui/toast-store';
import { toggleTerminal } from './keyboard-events';
import type { ShownResult } from './result-dialog';

/** Commands that have a dialog of their own in the shell; the palette opens it instead. */
const SHELL_DIALOGS: Record<string, (shell: ConsoleContextValue) => void> = {
  'session.changePassword': (shell) => shell.openChangePassword(),
};

// A one-line text result reads well as a toast; anything longer gets the result dialog.
const TOAST_TEXT_MAX = 120;

export interface WebRunHooks {
  showResult(shown: ShownResult): void;
}

/** Arguments filled in by the page (a context command) and what to do once it ran. */
export interface WebRunOptions {
  args?: Record<string, unknown>;
  /** Called after the command finished or failed (the page reloads its record or list). */
  after?(): void;
}

/** The web command context with the open page set (for `when` and context commands). */
export function webContext(shell: ConsoleContextValue): CommandContext {
  const base = shell.commandContext('web');
  return { ...base, currentPath: base.currentPath ?? shell.path };
}

/** Shows a result of a command run from the palette or a shortcut. */
export function presentResult(title: string, result: CommandResult, shell: ConsoleContextValue, hooks: WebRunHooks, navigated: string | undefined): void {
  if (result.kind === 'navigate') {
    if (navigated !== result.path) shell.navigate(result.path);
  } else if (result.kind === 'none') {
    toast.success(t('keyboard.result.done', { title }));
  } else if (result.kind === 'text' && !result.text.includes('\n') && result.text.length <= TOAST_TEXT_MAX) {
    toast.success(result.text);
  } else if (result.kind === 'items' && result.items.length === 1 && result.items[0]) {
    // A bulk command on one record (the open one) reads as a toast, like a single action.
    const [item] = result.items;
    if (item.ok) toast.success(item.message);
    else toast.error(item.message);
  } else {
    hooks.showResult({ title, result });
  }
}

/**
 * Runs a registry command from the palette or its shortcut. A command with a shell dialog
 * opens it; one that needs arguments opens the terminal with its words typed (unless the page
 * filled them in: a context command on the open record or selection); the rest run
 * with the web context (`ctx.confirm` is the shell's dialog) and show their result.
 */
export async function runWebCommand(command: AnyCommandDef, shell: ConsoleContextValue, hooks: WebRunHooks, options: WebRunOptions = {}): Promise<void> {
  const dialog = SHELL_DIALOGS[command.id];
  if (dialog) return dialog(shell);
  const checked = validateArgs(command, options.args ?? {});
  if (!checked.ok) {
    // Arguments the page filled in are its own: a mistake there is reported, not handed to the terminal.
    if (options.args) {
      toast.error(t('keyboard.result.failed', { title: command.title, message: checked.error }));
      return;
    }
    toggleTerminal({ action: 'open', input: `${command.cli.join(' ')} ` });
    return;
  }
  const base = webContext(shell);
  let navigated: string | undefined;
  const ctx: CommandContext = {
    ...base,
    navigate: (path) => {
      navigated = path;
      shell.navigate(path);
    },
  };
  try {
    const result = await command.run(ctx, checked.args);
    presentResult(command.title, result, shell, hooks, navigated);
  } catch (error) {
    toast.error(t('keyboard.result.failed', { title: command.title, message: messageOf(error) }));
  } finally {
    options.after?.();
  }
}
