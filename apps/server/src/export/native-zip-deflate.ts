import { createDeflateRaw, crc32, type DeflateRaw } from 'node:zlib';
import type { AsyncFlateStreamHandler, ZipInputFile } from 'fflate';

/**
 * A zip entry for fflate's streaming Zip, compressed by Node's zlib (C, on the thread pool)
 * instead of fflate's JavaScript deflate: several times faster on the hundreds of megabytes of
 * sheet XML a large export makes. One deflate stream for the whole entry, so its memory is one
 * zlib state however long the sheet. The CRC-32 and size of the uncompressed data go in the
 * data descriptor Zip writes after the entry.
 */
export class NativeZipDeflate implements ZipInputFile {
  readonly compression = 8;
  /** Deflate option of the general-purpose flag (fflate shifts it into bits 1–2): 3 "super fast" at level 1, 0 normal. */
  readonly flag: number;
  size = 0;
  crc = 0;
  ondata?: AsyncFlateStreamHandler;
  private running = 0;
  private readonly deflate: DeflateRaw;

  constructor(
    readonly filename: string,
    level = 1,
  ) {
    this.flag = level === 1 ? 3 : 0;
    this.deflate = createDeflateRaw({ level });
    this.deflate.on('data', (data: Buffer) => this.emit(data, false));
  }

  private emit(data: Uint8Array, final: boolean): void {
    if (!this.ondata) throw new Error(`zip entry ${this.filename} was pushed before it was added`);
    this.ondata(null, data as Uint8Array<ArrayBuffer>, final);
  }

  /**
   * Compresses `chunk`; resolves once zlib has taken it in (the chunk may be reused then) or,
   * for the final one, once the entry's last compressed bytes have gone to the zip.
   */
  push(chunk: Uint8Array, final = false): Promise<void> {
    this.running = crc32(chunk, this.running);
    this.size += chunk.length;
    return new Promise((resolve, reject) => {
      if (!final) {
        this.deflate.write(chunk, (error) => (error ? reject(error) : resolve()));
        return;
      }
      this.crc = this.running;
      this.deflate.once('end', () => {
        this.emit(new Uint8Array(0), true);
        resolve();
      });
      this.deflate.once('error', reject);
      this.deflate.end(chunk);
    });
  }
}
