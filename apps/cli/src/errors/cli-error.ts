/** Failures the CLI itself detects, before or around a server call. */
export type CliErrorKind =
  /** Bad command line: unknown command or flag, a bad or missing argument. */
  | 'usage'
  /** No signed-in profile to run a command that needs one. */
  | 'notSignedIn'
  /** The config file cannot be read or written. */
  | 'config'
  /** The user declined a confirmation. */
  | 'cancelled'
  /** Sign-in needs a picture captcha the CLI cannot show here. */
  | 'captchaRequired'
  /** Some items of a bulk command failed. */
  | 'partial';

export class CliError extends Error {
  readonly kind: CliErrorKind;

  constructor(kind: CliErrorKind, message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'CliError';
    this.kind = kind;
  }
}
