import type { MessageKey } from '../i18n/en';
import { t } from '../i18n/translate';

const statusKeys: Record<number, MessageKey> = {
  400: 'error.http.400',
  401: 'error.http.401',
  403: 'error.http.403',
  404: 'error.http.404',
  408: 'error.http.408',
  500: 'error.http.500',
  501: 'error.http.501',
  502: 'error.http.502',
  503: 'error.http.503',
  504: 'error.http.504',
  505: 'error.http.505',
};

/** The spec's text for an HTTP error status (§8); others read "connection error <status>". */
export function httpStatusMessage(status: number): string {
  const key = statusKeys[status];
  return key ? t(key) : t('error.http.other', { status });
}
