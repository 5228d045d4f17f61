/** `--json` anywhere before `--`: errors of a run that failed before parsing are JSON too. */
export function jsonRequested(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end < 0 ? argv : argv.slice(0, end)).includes('--json');
}
