import { describe, expect, it } from 'vitest';
import { subscribeLiveEvents, type StreamOpener } from './event-stream';

/** Opens one refused stream (a plain envelope), recording the headers it was asked with. */
function headersAskedWith(lastEventId?: number): Promise<Record<string, string>> {
  return new Promise((resolve) => {
    const open: StreamOpener = async (_url, headers) => {
      resolve(headers);
      async function* refused() {
        yield JSON.stringify({ resultcode: 103, msg: 'signed out' });
      }
      return { status: 200, contentType: 'application/json', chunks: refused() };
    };
    subscribeLiveEvents({ baseURL: 'http://127.0.0.1:1', getAuth: () => null, onEvent: () => undefined, open, ...(lastEventId === undefined ? {} : { lastEventId }) });
  });
}

describe('the live subscription’s first connect', () => {
  it('resumes from a position it was given, 0 included (a page that read its data while the log was empty)', async () => {
    expect((await headersAskedWith(0))['last-event-id']).toBe('0');
    expect((await headersAskedWith(42))['last-event-id']).toBe('42');
  });

  it('asks for nothing replayed when given no position', async () => {
    expect((await headersAskedWith())['last-event-id']).toBeUndefined();
  });
});
