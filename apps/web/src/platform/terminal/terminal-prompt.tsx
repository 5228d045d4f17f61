import { t } from '@careops/core/i18n';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { CompletionStep } from './terminal-completion';
import { historyDown, historyUp, startCursor, type HistoryCursor } from './terminal-history';

interface TerminalPromptProps {
  label: string;
  /** Hide the typing (a password asked by a command). */
  secret: boolean;
  /** A question is pending: history and completion are off. */
  answering: boolean;
  history: readonly string[];
  /** Text placed at the prompt from outside (the palette); changes of `seedKey` apply it. */
  seed: string | undefined;
  seedKey: number | undefined;
  complete(line: string, caret: number): CompletionStep;
  onSubmit(line: string): void;
  onClear(): void;
  onInterrupt(line: string): void;
}

/** The prompt: Enter runs, Tab completes, ↑/↓ walk history, Ctrl+L clears, Ctrl+C cancels. */
export function TerminalPrompt({ label, secret, answering, history, seed, seedKey, complete, onSubmit, onClear, onInterrupt }: TerminalPromptProps) {
  const [value, setValue] = useState('');
  const [listed, setListed] = useState<string[]>([]);
  const [noMatch, setNoMatch] = useState(false);
  const resetHints = () => {
    setListed([]);
    setNoMatch(false);
  };
  const cursor = useRef<HistoryCursor>(startCursor(history));
  const input = useRef<HTMLInputElement>(null);
  const caretAfterRender = useRef<number | null>(null);

  useEffect(() => {
    cursor.current = startCursor(history);
  }, [history]);

  useEffect(() => {
    if (seed === undefined) return;
    setValue(seed);
    resetHints();
    caretAfterRender.current = seed.length;
    input.current?.focus();
  }, [seed, seedKey]);

  useEffect(() => {
    if (caretAfterRender.current === null || !input.current) return;
    input.current.setSelectionRange(caretAfterRender.current, caretAfterRender.current);
    caretAfterRender.current = null;
  });

  const replace = (next: string, caret = next.length) => {
    setValue(next);
    caretAfterRender.current = caret;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const key = event.key;
    const ctrl = event.ctrlKey && !event.metaKey && !event.altKey;
    if (key === 'Enter') {
      event.preventDefault();
      resetHints();
      setValue('');
      onSubmit(value);
    } else if (key === 'Tab' && !event.shiftKey && !answering) {
      // Completion, not focus movement: keep the dialog's focus trap from cycling.
      event.preventDefault();
      event.stopPropagation();
      const step = complete(value, event.currentTarget.selectionStart ?? value.length);
      setListed(step.listed);
      setNoMatch(step.listed.length === 0 && step.line === value);
      replace(step.line, step.caret);
    } else if ((key === 'ArrowUp' || key === 'ArrowDown') && !answering) {
      event.preventDefault();
      const step = key === 'ArrowUp' ? historyUp(cursor.current, value) : historyDown(cursor.current);
      if (!step) return;
      cursor.current = step.cursor;
      resetHints();
      replace(step.value);
    } else if (ctrl && key.toLowerCase() === 'l') {
      event.preventDefault();
      onClear();
    } else if (ctrl && key.toLowerCase() === 'c' && event.currentTarget.selectionStart === event.currentTarget.selectionEnd) {
      // With text selected, Ctrl+C copies as usual.
      event.preventDefault();
      resetHints();
      setValue('');
      onInterrupt(value);
    }
  };

  return (
    <div>
      {listed.length > 0 && (
        <ul className="mb-1 flex flex-wrap gap-x-5 gap-y-0.5 text-gray-300" data-testid="terminal-candidates" aria-label={t('keyboard.terminal.candidates', { count: listed.length })}>
          {listed.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      )}
      {noMatch && (
        <p className="mb-1 text-gray-400" role="status" data-testid="terminal-no-candidates">
          {t('keyboard.terminal.noCandidates')}
        </p>
      )}
      <label className="flex items-center gap-2 rounded focus-within:ring-1 focus-within:ring-sky-400/40">
        <span className="shrink-0 text-sky-300" data-testid="terminal-prompt-label">{label}</span>
        <span className="sr-only">{t('keyboard.terminal.inputLabel')}</span>
        <input
          ref={input}
          type={secret ? 'password' : 'text'}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            if (listed.length || noMatch) resetHints();
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          className="min-w-0 flex-1 bg-transparent text-gray-50 caret-sky-300 outline-none"
          data-testid="terminal-input"
        />
      </label>
    </div>
  );
}
