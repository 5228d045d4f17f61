import * as Dialog from '@radix-ui/react-dialog';
import { completeCommandLine } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { opensInConsole } from '../keyboard/console-paths';
import { consoleRegistry } from '../keyboard/console-registry';
import { useConsole, type ConsoleContextValue } from '../shell/console-context';
import { applyCompletion, withLocalCommands } from './terminal-completion';
import { TerminalLines } from './terminal-lines';
import type { TerminalSeed } from './terminal-panel';
import { TerminalProgress } from './terminal-progress';
import { TerminalPrompt } from './terminal-prompt';
import { saveInBrowser } from '../../ui/save-in-browser';
import { panelWriteOutput } from './terminal-output';
import { TerminalSession } from './terminal-session';
import { liveFollower, withLiveCommands } from './terminal-live';
import { sessionActor } from '../auth/session';

// One session per user for the life of the page: closing the panel keeps scrollback and history.
let current: TerminalSession | null = null;

function sessionFor(shell: ConsoleContextValue, prompt: string): TerminalSession {
  const files = { save: saveInBrowser, print: (text: string) => current?.printOutput(text) };
  const deps = {
    context: () => shell.commandContext('terminal'),
    navigate: shell.navigate,
    prompt,
    writeOutput: panelWriteOutput(shell.api, files),
    serverUrl: location.origin,
    follow: liveFollower(location.origin, () => {
      const { token, user } = sessionActor.getSnapshot().context;
      return token && user ? { token, userId: user.userId } : null;
    }),
  };
  if (current?.userId !== shell.user.userId) {
    const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
    current = new TerminalSession({ ...deps, registry: consoleRegistry, storage, userId: shell.user.userId });
  } else current.update(deps);
  return current;
}

interface TerminalWindowProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  seed: TerminalSeed | null;
}

/** The terminal panel's window: a modal drawer at the bottom (focus trapped; Esc or Ctrl+` closes). */
export function TerminalWindow({ open, onOpenChange, seed }: TerminalWindowProps) {
  const shell = useConsole();
  const prompt = `${shell.user.username}@careops $`;
  const session = sessionFor(shell, prompt);
  const state = useSyncExternalStore(session.subscribe, session.getState);

  // Stick to the bottom, like a terminal: after new lines, when the panel opens (its content
  // mounts a render later, hence the callback ref) and when the prompt area grows (completion
  // candidates) or the window resizes, unless the user scrolled up to read.
  const pinned = useRef(true);
  const scroller = useRef<HTMLDivElement | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const attachScroller = useCallback((el: HTMLDivElement | null) => {
    observer.current?.disconnect();
    scroller.current = el;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    pinned.current = true;
    observer.current = new ResizeObserver(() => {
      if (pinned.current) el.scrollTop = el.scrollHeight;
    });
    observer.current.observe(el);
  }, []);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    pinned.current = true;
  }, [state.lines]);

  // The panel unmounts only when the signed-in layout does (sign-out): forget the scrollback then.
  useEffect(
    () => () => {
      if (current === session) current = null;
    },
    [session],
  );

  const canOpen = useCallback((path: string) => opensInConsole(shell.permissionNodes, path), [shell.permissionNodes]);
  const complete = useCallback(
    (line: string, caret: number) => {
      const before = line.slice(0, caret);
      const completion = withLiveCommands(withLocalCommands(completeCommandLine(consoleRegistry, before, shell.commandContext('terminal')), before), before);
      return applyCompletion(line, caret, completion);
    },
    [shell],
  );

  const question = state.question;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[45] bg-gray-900/10" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-[46] flex h-[min(46vh,520px)] flex-col border-t border-gray-700 bg-gray-950 font-mono text-[13px] text-gray-100 shadow-2xl"
          data-testid="terminal"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>('[data-testid="terminal-input"]')?.focus();
          }}
        >
          <header className="flex items-center justify-between border-b border-gray-800 px-4 py-1.5 text-xs text-gray-400">
            <Dialog.Title className="font-sans text-xs font-semibold uppercase tracking-wide text-gray-300">{t('keyboard.terminal.title')}</Dialog.Title>
            <Dialog.Description className="hidden font-sans sm:block">{t('keyboard.terminal.description')}</Dialog.Description>
            <Dialog.Close className="rounded px-2 py-0.5 font-sans text-gray-300 hover:bg-gray-800" aria-label={t('keyboard.terminal.close')}>
              ✕
            </Dialog.Close>
          </header>
          <div
            ref={attachScroller}
            className="min-h-0 flex-1 overflow-y-auto px-4 py-2"
            // Focusable so the scrollback can be scrolled from the keyboard (Shift+Tab from the prompt).
            tabIndex={0}
            aria-label={t('keyboard.terminal.output')}
            onScroll={(e) => {
              const el = e.currentTarget;
              pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 4;
            }}
            onMouseUp={() => {
              // Clicking the scrollback returns to the prompt, unless the user is selecting text.
              if (!window.getSelection()?.toString()) scroller.current?.parentElement?.querySelector<HTMLInputElement>('[data-testid="terminal-input"]')?.focus();
            }}
          >
            <TerminalLines lines={state.lines} onOpen={shell.navigate} canOpen={canOpen} />
          </div>
          {state.progress && <TerminalProgress done={state.progress.done} total={state.progress.total} />}
          <div className="border-t border-gray-800 px-4 py-2">
            <TerminalPrompt
              label={question ? question.label : state.busy ? t('keyboard.terminal.running') : prompt}
              secret={question?.secret ?? false}
              answering={question !== null}
              history={state.history}
              seed={seed?.input}
              seedKey={seed?.n}
              complete={complete}
              onSubmit={(line) => void session.submit(line)}
              onClear={() => session.clear()}
              onInterrupt={(line) => session.interrupt(line)}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
