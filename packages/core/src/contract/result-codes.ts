/**
 * Result codes of the envelope. 1 and 200 (number or string) mean success, as in the spec;
 * 103, 105 and 106 are the spec's; the rest are ours (docs/contract.md).
 */
export const ResultCode = {
  ok: 1,
  invalidInput: 101,
  notFound: 102,
  sessionExpired: 103,
  staleVersion: 104,
  accountDisabled: 105,
  permissionDenied: 106,
  captchaRequired: 107,
  tooManyAttempts: 108,
  wrongCredentials: 109,
  smsCodeWrong: 110,
  internal: 500,
} as const;

export type ResultCodeName = keyof typeof ResultCode;
export type ResultCodeValue = (typeof ResultCode)[ResultCodeName];

/** True for the spec's success codes: 1 and 200, as number or string. */
export function isSuccessCode(code: unknown): boolean {
  return code === 1 || code === 200 || code === '1' || code === '200';
}

/** The wire envelope every `/api/admin/*` answer has. */
export interface Envelope<T = unknown> {
  resultcode: number | string;
  msg: string;
  message?: string;
  result?: T;
}
