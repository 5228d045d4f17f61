/** @jsxRuntime classic */
/** @jsx React.createElement */
// Ink and React are imported only inside the functions below, never at the top: the CLI is
// bundled into one file, where a top-level import would load them for every command.
// React through its default export: the bundle inlines React (CommonJS) into a chunk whose only
// export is module.exports as default; named exports exist only when Node loads the package.
// oxlint-disable-next-line no-unused-vars -- the classic JSX pragma above uses React
import type React from 'react';
import type { ComponentType } from 'react';
import { t } from '@careops/core/i18n';

export interface ProgressProps {
  /** What is being done, e.g. "approving". */
  label: string;
  /** Items finished so far (succeeded or failed). */
  done: number;
  total: number;
  /** Items that failed so far. */
  failed?: number;
  /** Cells of the bar. */
  width?: number;
}

/** The bar itself: filled cells for the finished share, light cells for the rest. */
export function progressBar(done: number, total: number, width: number): string {
  const share = total > 0 ? Math.min(1, Math.max(0, done / total)) : 1;
  const filled = Math.round(share * width);
  return '█'.repeat(filled) + '░'.repeat(width - filled);
}

export function progressPercent(done: number, total: number): number {
  return total > 0 ? Math.floor((Math.min(done, total) * 100) / total) : 100;
}

/** The progress view, loaded on demand (interactive paths only). */
export async function loadProgress(): Promise<ComponentType<ProgressProps>> {
  // oxlint-disable-next-line no-unused-vars -- used by the classic JSX pragma
  const [{ default: React }, { Box, Text }] = await Promise.all([import('react'), import('ink')]);
  return function Progress({ label, done, total, failed = 0, width = 30 }: ProgressProps) {
    return (
      <Box>
        <Text>{label} </Text>
        <Text color="cyan">{progressBar(done, total, width)}</Text>
        <Text>
          {' '}
          {progressPercent(done, total)}% {done}/{total}
        </Text>
        {failed > 0 ? <Text color="red"> {t('cli.progress.failed', { count: failed })}</Text> : null}
      </Box>
    );
  };
}

export interface ProgressHandle {
  update(change: Partial<ProgressProps>): void;
  /** Draws the last frame and releases the terminal. */
  finish(): void;
}

/** Shows a live progress bar on a terminal stream (stderr, so stdout stays the results). */
export async function mountProgress(stream: NodeJS.WriteStream, initial: ProgressProps): Promise<ProgressHandle> {
  // oxlint-disable-next-line no-unused-vars -- used by the classic JSX pragma
  const [{ default: React }, { render }, Progress] = await Promise.all([import('react'), import('ink'), loadProgress()]);
  let props = initial;
  const instance = render(<Progress {...props} />, { stdout: stream, exitOnCtrlC: false, patchConsole: false });
  return {
    update(change) {
      props = { ...props, ...change };
      instance.rerender(<Progress {...props} />);
    },
    finish() {
      instance.unmount();
    },
  };
}
