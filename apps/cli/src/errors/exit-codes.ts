import { ApiTransportError, messageOf } from '@careops/core/client';
import { CareOpsError } from '@careops/core/contract/errors';
import { CliError } from './cli-error';
import { isCommanderError, type CommanderErrorLike } from './commander-error';
import { sayCommanderMessage } from './commander-messages';

/** Exit codes of `careops` (DESIGN §6). */
export const ExitCode = {
  ok: 0,
  error: 1,
  usage: 2,
  signedOut: 3,
  permission: 4,
  partial: 5,
} as const;
export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];

/** Commander's own "errors" that are really successful answers. */
const commanderSuccess = new Set(['commander.helpDisplayed', 'commander.version']);

/** The one mapping from anything a command may throw to the process exit code. */
export function exitCodeOf(error: unknown): ExitCodeValue {
  if (error instanceof CliError) {
    switch (error.kind) {
      case 'usage':
        return ExitCode.usage;
      case 'notSignedIn':
        return ExitCode.signedOut;
      case 'partial':
        return ExitCode.partial;
      default:
        return ExitCode.error;
    }
  }
  if (isCommanderError(error)) return commanderSuccess.has(error.code) ? ExitCode.ok : ExitCode.usage;
  if (error instanceof CareOpsError) {
    switch (error.code) {
      case 'sessionExpired':
      case 'accountDisabled':
        return ExitCode.signedOut;
      case 'permissionDenied':
        return ExitCode.permission;
      default:
        return ExitCode.error;
    }
  }
  return ExitCode.error;
}

export interface ErrorPayload {
  /** A stable name: a result code name (`wrongCredentials`), a CLI kind (`usage`) or a transport kind (`network`). */
  code: string;
  message: string;
  /** The envelope's result code, for server errors. */
  resultcode?: number;
  /** The field a validation error is about. */
  field?: string;
  /** The HTTP status of a transport error. */
  status?: number;
}

/** What `--json` prints on stderr for an error: `{ error: ErrorPayload }`. */
export function errorPayload(error: unknown): ErrorPayload {
  if (error instanceof CareOpsError) {
    return { code: error.code, message: error.message, resultcode: error.resultcode, ...(error.field ? { field: error.field } : {}) };
  }
  if (error instanceof ApiTransportError) return { code: error.kind, message: error.message, ...(error.status ? { status: error.status } : {}) };
  if (error instanceof CliError) return { code: error.kind, message: error.message };
  if (isCommanderError(error)) return { code: 'usage', message: commanderMessage(error) };
  return { code: 'internal', message: messageOf(error) };
}

/** Commander prefixes its messages with "error: "; we print our own prefix. */
export function commanderMessage(error: CommanderErrorLike): string {
  return sayCommanderMessage(error.message);
}
