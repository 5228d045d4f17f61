import { CareOpsError, codeNameOf } from '../contract/careops-error';
import { isSuccessCode, type ResultCodeName } from '../contract/result-codes';
import { t } from '../i18n/translate';

export type EnvelopeOutcome = { ok: true; data: unknown } | { ok: false; error: CareOpsError };

const fixedMessages: Partial<Record<ResultCodeName, () => string>> = {
  sessionExpired: () => t('error.sessionExpired'),
  accountDisabled: () => t('error.accountDisabled'),
  permissionDenied: () => t('error.permissionDenied'),
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for a body shaped like `{ resultcode, msg, … }`. */
export function isEnvelope(body: unknown): body is Record<string, unknown> & { resultcode: unknown } {
  return isRecord(body) && 'resultcode' in body;
}

/**
 * Reads an answer the spec's way (§7, §8): success codes 1 and 200 give `result`; a body with
 * a `size` field is data; 103/105/106 get their fixed texts; any other code gives `msg`, else
 * "wrong response".
 */
export function readEnvelope(body: unknown): EnvelopeOutcome {
  if (isRecord(body) && isSuccessCode(body.resultcode)) return { ok: true, data: body.result ?? null };
  if (isRecord(body) && 'size' in body) return { ok: true, data: body };
  return { ok: false, error: envelopeError(body) };
}

/** The CareOpsError an unsuccessful envelope stands for. */
export function envelopeError(body: unknown): CareOpsError {
  const envelope = isRecord(body) ? body : {};
  const resultcode = envelope.resultcode;
  const code = typeof resultcode === 'number' || typeof resultcode === 'string' ? codeNameOf(resultcode) : undefined;
  const fixed = code ? fixedMessages[code] : undefined;
  const msg = typeof envelope.msg === 'string' && envelope.msg.trim() ? envelope.msg : undefined;
  const message = fixed ? fixed() : (msg ?? t('error.wrongResponse'));
  const result = envelope.result;
  const field = isRecord(result) && typeof result.field === 'string' ? result.field : undefined;
  let details: Record<string, unknown> | undefined = isRecord(result) ? { ...result } : result === undefined || result === null ? undefined : { result };
  // Codes outside our closed set (or none at all) keep the original for diagnosis.
  if (!code) details = { ...details, resultcode: resultcode ?? null };
  return new CareOpsError(code ?? 'internal', message, { field, details });
}
