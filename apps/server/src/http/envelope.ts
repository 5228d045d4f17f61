import { CareOpsError, ResultCode, type Envelope } from '@careops/core/contract';
import { t } from '@careops/core/i18n';

/** The success envelope. */
export function okEnvelope<T>(result: T): Envelope<T> {
  const msg = t('common.ok');
  return { resultcode: ResultCode.ok, msg, message: msg, result };
}

/** The success envelope around a result that is already JSON text. */
export function okEnvelopeText(resultJson: string): string {
  const msg = JSON.stringify(t('common.ok'));
  return `{"resultcode":${ResultCode.ok},"msg":${msg},"message":${msg},"result":${resultJson}}`;
}

/** The envelope of a CareOpsError: field and details travel in `result`. */
export function errorEnvelope(error: CareOpsError): Envelope<Record<string, unknown>> {
  const result = { ...error.details, ...(error.field === undefined ? {} : { field: error.field }) };
  return {
    resultcode: error.resultcode,
    msg: error.message,
    message: error.message,
    ...(Object.keys(result).length ? { result } : {}),
  };
}

/** An envelope with a code and message only (transport errors, 404, 500). */
export function plainEnvelope(resultcode: number, msg: string): Envelope<never> {
  return { resultcode, msg, message: msg };
}
