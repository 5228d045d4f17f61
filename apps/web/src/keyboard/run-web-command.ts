import { messageOf, t, validateArgs, type AnyCommandDef, type CommandContext, type CommandResult } from '@careops/core';
import type { ConsoleContextValue } from '../shell/console-context';
import { toast } from '../ui/toast-store';
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
  } else {
    hooks.showResult({ title, result });
  }
}

/**
 * Runs a registry command from the palette or its shortcut. A command with a shell dialog
 * opens it; one that needs arguments opens the terminal with its words typed; the rest run
 * with the web context (`ctx.confirm` is the shell's dialog) and show their result.
 */
export async function runWebCommand(command: AnyCommandDef, shell: ConsoleContextValue, hooks: WebRunHooks): Promise<void> {
  const dialog = SHELL_DIALOGS[command.id];
  if (dialog) return dialog(shell);
  const checked = validateArgs(command, {});
  if (!checked.ok) {
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
  }
}
