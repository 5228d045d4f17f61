// One keep-alive HTTP/1.1 connection doing the least client-side work there is: a request is
// written as one string; an answer is parsed only as far as its status line and its length
// (content-length or chunked). The server benchmarks time requests through it so that what they
// charge to the server is the server's work and the kernel's loopback, not node:http's client
// (its parser, agent and stream objects cost 40–60 µs a call on our 2-core VMs; docs/server.md,
// Performance). One request at a time per connection.
import { connect, type Socket } from 'node:net';

export interface Answer {
  status: number;
  body: string;
}

const HEAD_END = Buffer.from('\r\n\r\n');

export class KeepAliveClient {
  private buffered: Buffer = Buffer.alloc(0);
  private pending: { resolve: (answer: Answer) => void; reject: (error: Error) => void } | null = null;

  private constructor(
    private readonly socket: Socket,
    private readonly host: string,
  ) {
    socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
      this.settle();
    });
    const fail = (error: Error) => {
      const pending = this.pending;
      this.pending = null;
      pending?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('the server closed the connection')));
  }

  /** Connects to the server of `url` (http only). */
  static open(url: URL): Promise<KeepAliveClient> {
    return new Promise((resolve, reject) => {
      const socket = connect(Number(url.port || 80), url.hostname);
      socket.setNoDelay(true);
      socket.once('error', reject);
      socket.once('connect', () => {
        socket.off('error', reject);
        resolve(new KeepAliveClient(socket, url.host));
      });
    });
  }

  request(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
    if (this.pending) return Promise.reject(new Error('one request at a time on a KeepAliveClient'));
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.host}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    if (body !== undefined) head += `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`;
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(`${head}\r\n${body ?? ''}`);
    });
  }

  /** Resolves the pending request once its whole answer is buffered. */
  private settle(): void {
    const end = this.buffered.indexOf(HEAD_END);
    if (end < 0 || !this.pending) return;
    const head = this.buffered.toString('latin1', 0, end);
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    let body: Buffer | null;
    let rest: number;
    if (length !== undefined) {
      rest = end + 4 + Number(length);
      body = this.buffered.length >= rest ? this.buffered.subarray(end + 4, rest) : null;
    } else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      ({ body, rest } = dechunk(this.buffered, end + 4));
    } else {
      throw new Error(`an answer without a length: ${head.split('\r\n')[0]}`);
    }
    if (body === null) return;
    const text = body.toString('utf8');
    this.buffered = this.buffered.subarray(rest);
    const pending = this.pending;
    this.pending = null;
    pending.resolve({ status, body: text });
  }

  close(): void {
    this.socket.destroy();
  }
}

/** A chunked body from `from`: the body and where the answer ends, or body null while incomplete. */
function dechunk(buffer: Buffer, from: number): { body: Buffer | null; rest: number } {
  const parts: Buffer[] = [];
  let at = from;
  for (;;) {
    const line = buffer.indexOf('\r\n', at);
    if (line < 0) return { body: null, rest: 0 };
    const size = parseInt(buffer.toString('latin1', at, line), 16);
    if (size === 0) {
      const trailerEnd = buffer.indexOf('\r\n', line + 2);
      return trailerEnd < 0 ? { body: null, rest: 0 } : { body: Buffer.concat(parts), rest: trailerEnd + 2 };
    }
    if (buffer.length < line + 2 + size + 2) return { body: null, rest: 0 };
    parts.push(buffer.subarray(line + 2, line + 2 + size));
    at = line + 2 + size + 2;
  }
}
