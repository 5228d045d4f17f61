import { memo } from 'react';
import { CommandOutput } from '../keyboard/command-output';
import type { TerminalLine } from './terminal-session';

const TONES = {
  plain: 'text-gray-100',
  muted: 'text-gray-400',
  error: 'text-red-300',
  success: 'text-emerald-300',
} as const;

interface TerminalLinesProps {
  lines: TerminalLine[];
  onOpen(path: string): void;
  canOpen(path: string): boolean;
}

/** The scrollback: echoed input, messages and rendered results (tables open rows as tabs). */
export const TerminalLines = memo(function TerminalLines({ lines, onOpen, canOpen }: TerminalLinesProps) {
  return (
    <ol className="space-y-1" data-testid="terminal-output" aria-live="polite">
      {lines.map((line) => (
        <li key={line.id} data-kind={line.kind} data-tone={line.kind === 'text' ? line.tone : undefined}>
          {line.kind === 'input' ? (
            <pre className="whitespace-pre-wrap break-words">
              <span className="text-sky-300">{line.prompt}</span> {line.text}
            </pre>
          ) : line.kind === 'text' ? (
            <pre className={`whitespace-pre-wrap break-words ${TONES[line.tone]}`}>{line.text}</pre>
          ) : (
            <CommandOutput result={line.result} onOpen={onOpen} canOpen={canOpen} tone="dark" />
          )}
        </li>
      ))}
    </ol>
  );
});
