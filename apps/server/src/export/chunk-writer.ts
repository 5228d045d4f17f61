/**
 * Bytes written straight into fixed-size chunks, for the exports: no string per cell or row
 * and no encoding pass over the whole text, so a million-row file makes little garbage. Full
 * chunks wait in `ready` until taken; a chunk given back with `release` (once the socket has
 * sent it) is reused, so the memory an export holds stays a few chunks whatever its size.
 */
export const CHUNK_SIZE = 64 * 1024;

/** Chunks to reuse, so that the bytes of a long export do not pile up as garbage between collections. */
export class ChunkPool {
  private readonly free: Buffer[] = [];

  constructor(readonly size = CHUNK_SIZE) {}

  take(): Buffer {
    return this.free.pop() ?? Buffer.allocUnsafeSlow(this.size);
  }

  /** Gives back a chunk that is no longer read (a view of it is fine: its whole buffer is reused). */
  release(chunk: Uint8Array): void {
    if (chunk.buffer.byteLength === this.size && this.free.length < 64) this.free.push(Buffer.from(chunk.buffer, 0, this.size));
  }
}

/** '00'…'99' as two byte codes each: the digits of dates and cents. */
const TENS = Uint8Array.from({ length: 100 }, (_, n) => 48 + Math.floor(n / 10));
const ONES = Uint8Array.from({ length: 100 }, (_, n) => 48 + (n % 10));

export class ChunkWriter {
  private chunk: Buffer;
  private at = 0;
  private readonly ready: Buffer[] = [];

  constructor(private readonly pool: ChunkPool) {
    this.chunk = pool.take();
  }

  /** Room for `n` more bytes in the current chunk (the full one moves to `ready`). */
  private room(n: number): void {
    if (this.at + n <= this.chunk.length) return;
    this.seal();
    if (n > this.chunk.length) this.chunk = Buffer.allocUnsafeSlow(n);
  }

  private seal(): void {
    if (this.at > 0) this.ready.push(this.chunk.subarray(0, this.at));
    else this.pool.release(this.chunk);
    this.chunk = this.pool.take();
    this.at = 0;
  }

  /** A text of any characters, as UTF-8. */
  text(text: string): void {
    const length = text.length;
    this.room(length * 3);
    const chunk = this.chunk;
    let at = this.at;
    for (let i = 0; i < length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0x80) {
        this.at = at + chunk.write(text.slice(i), at, 'utf8');
        return;
      }
      chunk[at++] = code;
    }
    this.at = at;
  }

  /**
   * Writes `text` when CSV takes it as it is (ASCII, none of `,` `"` CR LF, no space at either
   * end, not starting like a formula: core's csvField) and answers true; otherwise
   * writes nothing and answers false. One pass, no regular expression: for order numbers.
   */
  plainCsv(text: string): boolean {
    const length = text.length;
    if (length === 0) return true;
    const first = text.charCodeAt(0);
    const last = text.charCodeAt(length - 1);
    // = + - @ TAB CR first, or a space (or TAB/CR/LF) at either end.
    if (first === 61 || first === 43 || first === 45 || first === 64 || first <= 32 || last <= 32) return false;
    this.room(length);
    const chunk = this.chunk;
    const start = this.at;
    for (let i = 0; i < length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0x80 || code === 44 || code === 34 || code === 13 || code === 10) return false;
      chunk[start + i] = code;
    }
    this.at = start + length;
    return true;
  }

  /** Bytes as they are. */
  bytes(bytes: Uint8Array): void {
    this.slice(bytes, 0, bytes.length);
  }

  /** `source[start…end)`, copied. */
  slice(source: Uint8Array, start: number, end: number): void {
    const length = end - start;
    this.room(length);
    const chunk = this.chunk;
    let at = this.at;
    // A loop beats a native copy for the few bytes of a name.
    if (length < 64) for (let i = start; i < end; i++) chunk[at++] = source[i] as number;
    else {
      chunk.set(source.subarray(start, end), at);
      at += length;
    }
    this.at = at;
  }

  byte(code: number): void {
    this.room(1);
    this.chunk[this.at++] = code;
  }

  /** A whole number in decimal (safe integers). */
  int(value: number): void {
    this.room(21);
    const chunk = this.chunk;
    let n = value;
    if (n < 0) {
      chunk[this.at++] = 45;
      n = -n;
    }
    if (n < 100) {
      if (n >= 10) chunk[this.at++] = TENS[n] as number;
      chunk[this.at++] = ONES[n] as number;
      return;
    }
    // Two digits at a time from the end, into the room counted first (no view to reverse).
    let digits = 3;
    for (let power = 1000; power <= n; power *= 10) digits++;
    let at = this.at + digits;
    this.at = at;
    while (n >= 100) {
      const pair = n % 100;
      n = Math.floor(n / 100);
      chunk[--at] = ONES[pair] as number;
      chunk[--at] = TENS[pair] as number;
    }
    if (n >= 10) {
      chunk[--at] = ONES[n] as number;
      chunk[--at] = TENS[n] as number;
    } else chunk[--at] = 48 + n;
  }

  /** `n` (0…99) as two digits. */
  twoDigits(n: number): void {
    this.room(2);
    this.chunk[this.at++] = TENS[n] as number;
    this.chunk[this.at++] = ONES[n] as number;
  }

  /** Cents as yuan with two decimals ('1234.50', '-0.05'): the exports' money text. */
  cents(cents: number): void {
    const abs = Math.abs(cents);
    if (cents < 0) this.byte(45);
    this.int(Math.floor(abs / 100));
    this.byte(46);
    this.twoDigits(abs % 100);
  }

  /** The full chunks (and, with `all`, the current one too), in order; the writer goes on in a fresh chunk. */
  take(all = false): Buffer[] {
    if (all) this.seal();
    return this.ready.splice(0, this.ready.length);
  }
}
