import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse-parser';

describe('SSE parser', () => {
  it('splits messages across chunks, keeps the last id, skips comments and joins data lines', () => {
    const seen: SseMessage[] = [];
    const feed = createSseParser((m) => seen.push(m));
    feed('retry: 2000\nevent: ready\ndata: {"position":3}\n\n: keep-alive\n\nid: 4\nev');
    feed('ent: alarm\ndata: {"a":\ndata: 1}\r\n\r\nid: 5\ndata: x\n');
    expect(seen).toEqual([
      { id: null, event: 'ready', data: '{"position":3}' },
      { id: '4', event: 'alarm', data: '{"a":\n1}' },
    ]);
    feed('\n');
    expect(seen.at(-1)).toEqual({ id: '5', event: 'message', data: 'x' });
  });
});
