/** How results are printed: aligned table (terminal), TSV (pipe), CSV or JSON (on request). */
export type OutputMode = 'table' | 'tsv' | 'csv' | 'json';

/** `--json` / `--csv` when given, else a table on a terminal and TSV when piped. */
export function chooseOutputMode(flags: { json?: boolean; csv?: boolean }, stdoutIsTTY: boolean): OutputMode {
  if (flags.json) return 'json';
  if (flags.csv) return 'csv';
  return stdoutIsTTY ? 'table' : 'tsv';
}

/** Colour only on a terminal, and never when NO_COLOR is set (no-color.org). */
export function useColor(env: Record<string, string | undefined>, isTTY: boolean): boolean {
  return isTTY && !env.NO_COLOR && env.TERM !== 'dumb';
}
