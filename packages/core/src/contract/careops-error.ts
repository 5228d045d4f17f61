import { ResultCode, type ResultCodeName } from './result-codes';

/** HTTP status used for each code; business errors travel as 200 (DESIGN §3). */
const httpStatusOf: Partial<Record<ResultCodeName, number>> = {
  tooManyAttempts: 429,
  internal: 500,
};

/**
 * The one error type of CareOps: a closed set of codes, a message for people and, for
 * validation errors, the field it is about. The server turns it into the envelope, the CLI
 * into an exit code, the web into a toast or a field message.
 */
export class CareOpsError extends Error {
  readonly code: ResultCodeName;
  readonly field: string | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: ResultCodeName,
    message: string,
    options: { field?: string; details?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'CareOpsError';
    this.code = code;
    this.field = options.field;
    this.details = options.details;
  }

  get resultcode(): number {
    return ResultCode[this.code];
  }

  get httpStatus(): number {
    return httpStatusOf[this.code] ?? 200;
  }
}

/** Codes about the caller rather than the record: no other item of a batch could succeed either. */
const callerCodes: ReadonlySet<ResultCodeName> = new Set<ResultCodeName>(['sessionExpired', 'accountDisabled', 'permissionDenied']);

/**
 * Whether an error is about the caller (session expired 103, account disabled 105, permission
 * 106) rather than the thing asked for: a batch stops at it.
 */
export function isCallerError(error: unknown): error is CareOpsError {
  return error instanceof CareOpsError && callerCodes.has(error.code);
}

export function codeNameOf(resultcode: number | string): ResultCodeName | undefined {
  const n = Number(resultcode);
  return (Object.keys(ResultCode) as ResultCodeName[]).find((k) => ResultCode[k] === n);
}
