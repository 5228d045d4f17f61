import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { AsyncFlateStreamHandler, ZipInputFile } from 'fflate';

/**
 * A zip entry for fflate's streaming Zip, compressed by Node's zlib (C) instead of fflate's
 * JavaScript deflate: several times faster on the hundreds of megabytes of sheet XML a large
 * export makes. Each push is deflated on its own and ends byte-aligned with a sync flush (no
 * final bit), the last one with the final block; raw deflate segments made that way
 * concatenate into one valid stream (each starts with a fresh window: a slightly larger file
 * for pushes of megabytes). The CRC-32 and size of the uncompressed data go in the data
 * descriptor Zip writes after the entry.
 */
export class NativeZipDeflate implements ZipInputFile {
  readonly compression = 8;
  /** Deflate option of the general-purpose flag (fflate shifts it into bits 1–2): 3 "super fast" at level 1, 0 normal. */
  readonly flag: number;
  size = 0;
  crc = 0;
  ondata?: AsyncFlateStreamHandler;
  private running = 0;

  constructor(
    readonly filename: string,
    private readonly level = 1,
  ) {
    this.flag = level === 1 ? 3 : 0;
  }

  push(chunk: Uint8Array, final = false): void {
    if (!this.ondata) throw new Error(`zip entry ${this.filename} was pushed before it was added`);
    this.running = crc32(chunk, this.running);
    this.size += chunk.length;
    if (final) this.crc = this.running;
    const compressed = deflateRawSync(chunk, { level: this.level, finishFlush: final ? constants.Z_FINISH : constants.Z_SYNC_FLUSH });
    this.ondata(null, new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.byteLength) as Uint8Array<ArrayBuffer>, final);
  }
}
