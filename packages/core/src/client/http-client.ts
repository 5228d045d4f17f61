import { CareOpsError, codeNameOf } from '../contract/careops-error';
import { endpointRoutes } from '../contract/endpoint-routes';
import type { EndpointName, RequestOf, ResponseOf } from '../contract/endpoints';
import { isSuccessCode } from '../contract/result-codes';
import { getLocale, t } from '../i18n/translate';
import { ApiTransportError } from './api-transport-error';
import { envelopeError, isEnvelope, readEnvelope } from './envelope-reader';
import { httpStatusMessage } from './http-status-message';
import type { ApiClient, ApiClientOptions, CallOptions, DownloadResult, QueryValue, StreamResult, Transport, WebAbortSignal, WebBlob, WebFormData, WebReadableStream } from './types';
import { runtime } from './web-globals';
import { filenameFromDisposition, toFormBody, withQueryString } from './wire-encoding';

interface WireRequest {
  path: string;
  method: 'GET' | 'POST';
  body?: unknown;
  headers: Record<string, string>;
  responseType: 'json' | 'blob' | 'stream';
}

interface WireAnswer {
  status: number;
  data: unknown;
  contentType: string;
  disposition: string | null;
  headers: { get(name: string): string | null };
}

interface MinimalSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const isJsonType = (contentType: string) => /^application\/(?:[\w.+-]*\+)?json\b/i.test(contentType);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The HTTP client every face uses (DESIGN §1) over a given transport: auth headers,
 * JSON/form/blob/multipart, the spec's result and error handling (§7, §8) and its retry policy.
 * Failures are thrown as `CareOpsError` (envelope codes) or `ApiTransportError` (everything
 * before an envelope), after the matching callback has been told. `createApiClient` is this
 * over fetch; the CLI passes a transport on Node's http module, which starts faster.
 */
export function createApiClientOver(transport: Transport, options: ApiClientOptions): ApiClient {
  /** Errors of calls the caller aborted: never shown to the user. */
  const quiet = new WeakSet<object>();

  function headersFor(call: CallOptions, extra: Record<string, string> = {}): Record<string, string> {
    const auth = options.getAuth();
    const signedIn: Record<string, string> = auth ? { token: auth.token, userId: String(auth.userId) } : {};
    const channel: Record<string, string> = options.channel ? { 'x-careops-channel': options.channel } : {};
    // The server answers its messages in the face's language (apps/server/src/http/request-language.ts).
    return { accept: 'application/json', 'accept-language': getLocale(), ...channel, ...extra, ...signedIn, ...call.headers };
  }

  function transportFailure(error: unknown, timedOut: boolean, callerAborted: boolean): Error {
    if (error instanceof CareOpsError || error instanceof ApiTransportError) return error;
    if (timedOut) return new ApiTransportError('timeout', t('error.timeout'), { cause: error });
    if (callerAborted) {
      const aborted = new ApiTransportError('unknown', t('error.noConnection'), { cause: error });
      quiet.add(aborted);
      return aborted;
    }
    // fetch rejects with a TypeError when the network fails (browsers and undici alike).
    if (error instanceof TypeError) return new ApiTransportError('network', t('error.network'), { cause: error });
    return new ApiTransportError('unknown', t('error.noConnection'), { cause: error });
  }

  async function exchange(req: WireRequest, call: CallOptions): Promise<WireAnswer> {
    const controller = new runtime.AbortController();
    let timedOut = false;
    const timer = runtime.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, call.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const external = call.signal as unknown as MinimalSignal | undefined;
    const forward = () => controller.abort();
    if (external?.aborted) controller.abort();
    else external?.addEventListener('abort', forward, { once: true });
    try {
      const response = await transport({
        baseURL: options.baseURL,
        path: req.path,
        method: req.method,
        headers: req.headers,
        body: req.body,
        responseType: req.responseType,
        signal: controller.signal as unknown as WebAbortSignal,
      });
      const contentType = response.headers.get('content-type') ?? '';
      let data: unknown = response._data;
      // A blob answer may still be an envelope (an export refused with 103, say).
      if (req.responseType === 'blob' && isJsonType(contentType) && data) data = { blob: data, json: parseJson(await (data as WebBlob).text()) };
      // A stream that is an envelope or an HTTP error is read whole: it is small, and it is the answer.
      if (req.responseType === 'stream' && (isJsonType(contentType) || response.status >= 400)) data = { json: parseJson(await response.text()) };
      return { status: response.status, data, contentType, disposition: response.headers.get('content-disposition'), headers: response.headers };
    } catch (error) {
      throw transportFailure(error, timedOut, external?.aborted === true);
    } finally {
      runtime.clearTimeout(timer);
      external?.removeEventListener('abort', forward);
    }
  }

  function httpFailure(status: number, body: unknown): Error {
    // Our server names the problem of a 400/413/429 in an envelope; prefer its words.
    if (status >= 400 && status < 500 && isEnvelope(body)) {
      const code = codeNameOf(String(body.resultcode));
      if (code && !isSuccessCode(body.resultcode)) return envelopeError(body);
      if (typeof body.msg === 'string' && body.msg.trim()) return new ApiTransportError('http', body.msg, { status });
    }
    return new ApiTransportError('http', httpStatusMessage(status), { status });
  }

  function report(error: unknown, call: CallOptions): void {
    if (typeof error === 'object' && error !== null && quiet.has(error)) return;
    if (error instanceof Error) options.onFailure?.(error);
    if (error instanceof CareOpsError) {
      const { message } = error;
      if (error.code === 'sessionExpired') {
        options.onSessionExpired?.({ path: options.currentPath?.() ?? '/', message });
        return;
      }
      if (error.code === 'accountDisabled') {
        options.onAccountDisabled?.({ message });
        return;
      }
      if (error.code === 'permissionDenied') options.onPermissionDenied?.({ message });
    }
    if (!call.silent && error instanceof Error) options.onError?.(error.message, error);
  }

  async function withPolicy<T>(call: CallOptions, attempt: () => Promise<T>): Promise<T> {
    const { retry, shouldRetry, retryDelay } = call;
    // Spec §8: retry only when the count, the test and the delay are all set.
    let remaining = typeof retry === 'number' && shouldRetry && typeof retryDelay === 'number' ? retry : 0;
    for (;;) {
      try {
        return await attempt();
      } catch (error) {
        const aborted = typeof error === 'object' && error !== null && quiet.has(error);
        if (remaining > 0 && !aborted && shouldRetry?.(error)) {
          remaining -= 1;
          await new Promise<void>((resolve) => runtime.setTimeout(resolve, retryDelay ?? 0));
          continue;
        }
        report(error, call);
        throw error;
      }
    }
  }

  async function envelopeCall<T>(req: WireRequest, call: CallOptions): Promise<T> {
    return withPolicy(call, async () => {
      const answer = await exchange(req, call);
      if (answer.status >= 400) throw httpFailure(answer.status, answer.data);
      const outcome = readEnvelope(answer.data);
      if (!outcome.ok) throw outcome.error;
      return outcome.data as T;
    });
  }

  function jsonOrForm(path: string, method: 'GET' | 'POST', body: unknown, call: CallOptions): WireRequest {
    if (method === 'GET') {
      const query = (body ?? undefined) as Record<string, QueryValue> | undefined;
      return { path: withQueryString(path, query), method, headers: headersFor(call), responseType: 'json' };
    }
    if (call.encoding === 'form') {
      const headers = headersFor(call, { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' });
      return { path, method, body: toFormBody(body), headers, responseType: 'json' };
    }
    return { path, method, body: body ?? {}, headers: headersFor(call), responseType: 'json' };
  }

  return {
    call<N extends EndpointName>(name: N, body?: RequestOf<N>, call: CallOptions = {}): Promise<ResponseOf<N>> {
      const endpoint = endpointRoutes[name];
      return envelopeCall<ResponseOf<N>>(jsonOrForm(endpoint.path, endpoint.method, body, call), call);
    },

    post<T = unknown>(path: string, body?: unknown, call: CallOptions = {}): Promise<T> {
      return envelopeCall<T>(jsonOrForm(path, 'POST', body, call), call);
    },

    upload<T = unknown>(path: string, form: WebFormData, call: CallOptions = {}): Promise<T> {
      // fetch writes the multipart content type with its boundary itself.
      return envelopeCall<T>({ path, method: 'POST', body: form, headers: headersFor(call), responseType: 'json' }, call);
    },

    download(path: string, query?: Record<string, QueryValue>, call: CallOptions = {}): Promise<DownloadResult> {
      const req: WireRequest = { path: withQueryString(path, query), method: 'GET', headers: headersFor(call, { accept: '*/*' }), responseType: 'blob' };
      return withPolicy(call, async () => {
        const answer = await exchange(req, call);
        const inspected = answer.data as { blob: WebBlob; json: unknown } | WebBlob | undefined;
        const json = inspected && 'json' in inspected ? inspected.json : undefined;
        if (answer.status >= 400) throw httpFailure(answer.status, json);
        if (isEnvelope(json) && !isSuccessCode(json.resultcode)) throw envelopeError(json);
        const blob = inspected && 'json' in inspected ? inspected.blob : inspected;
        if (!blob) throw new ApiTransportError('unknown', t('error.wrongResponse'), { status: answer.status });
        const filename = filenameFromDisposition(answer.disposition);
        return filename === undefined ? { blob } : { blob, filename };
      });
    },
    stream(path: string, query?: Record<string, QueryValue>, call: CallOptions = {}): Promise<StreamResult> {
      const req: WireRequest = { path: withQueryString(path, query), method: 'GET', headers: headersFor(call, { accept: '*/*' }), responseType: 'stream' };
      return withPolicy(call, async () => {
        const answer = await exchange(req, call);
        const refused = answer.data as { json: unknown } | undefined;
        if (refused && typeof refused === 'object' && 'json' in refused) {
          if (answer.status >= 400) throw httpFailure(answer.status, refused.json);
          if (isEnvelope(refused.json) && !isSuccessCode(refused.json.resultcode)) throw envelopeError(refused.json);
          throw new ApiTransportError('unknown', t('error.wrongResponse'), { status: answer.status });
        }
        if (!answer.data) throw new ApiTransportError('unknown', t('error.wrongResponse'), { status: answer.status });
        const filename = filenameFromDisposition(answer.disposition);
        const headers = answer.headers;
        return { body: answer.data as WebReadableStream, header: (name: string) => headers.get(name), ...(filename === undefined ? {} : { filename }) };
      });
    },
  };
}
