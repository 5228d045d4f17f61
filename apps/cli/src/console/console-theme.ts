/** How the console draws emphasis: colours, or none (`NO_COLOR`, a dumb or monochrome terminal). */
export interface ConsoleTheme {
  /** Ink colour of accents (titles, counts); undefined draws without colour. */
  accent: string | undefined;
  /** Ink colour of failures. */
  danger: string | undefined;
  /** Ink colour of successes. */
  ok: string | undefined;
  /** Ink colour of secondary text. */
  dim: string | undefined;
}

/** The theme an environment asks for: no colour when `NO_COLOR` is set (to anything but empty) or `TERM` is `dumb`. */
export function themeFor(env: Record<string, string | undefined>): ConsoleTheme {
  const noColor = (env.NO_COLOR !== undefined && env.NO_COLOR !== '') || env.TERM === 'dumb';
  if (noColor) return { accent: undefined, danger: undefined, ok: undefined, dim: undefined };
  return { accent: 'cyan', danger: 'red', ok: 'green', dim: 'gray' };
}
