/** An error commander threw (its `code` is `commander.*`), with the exit code it chose. */
export interface CommanderErrorLike extends Error {
  code: string;
  exitCode: number;
}

/**
 * Whether `error` is commander's, told by its code, so that recognising one does not load
 * commander: a command line that names one registry command runs without it.
 */
export function isCommanderError(error: unknown): error is CommanderErrorLike {
  if (!(error instanceof Error)) return false;
  const { code, exitCode } = error as Partial<CommanderErrorLike>;
  return typeof code === 'string' && code.startsWith('commander.') && typeof exitCode === 'number';
}
