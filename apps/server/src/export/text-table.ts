import type { ChunkWriter } from './chunk-writer';
import { csvField } from '@careops/core/format';
import { xlsxPlainText } from './xlsx-parts';

/**
 * Texts by record id (a member's masked phone, a patient's name…) as UTF-8 bytes in one
 * buffer: no JavaScript string per record, so a table of hundreds of thousands of names costs
 * its bytes and two numbers a record, outside the garbage-collected heap, and an export copies
 * the bytes of a name instead of encoding it again on every row. Each text also records
 * whether CSV and XML take it as it is (most names); the others go the escaping way.
 */
const CSV_PLAIN = 1;
const XML_PLAIN = 2;
const PRESENT = 4;
const FLAG_BITS = 3;

export class TextTable {
  /**
   * Two numbers per id, side by side: where its bytes start, and their length shifted past the
   * flags. An export reads a member or patient at random: one cache line for all it needs of
   * the record, rather than one in each of three arrays.
   */
  private meta = new Uint32Array(0);
  private bytes: Buffer = Buffer.allocUnsafe(1024);
  private used = 0;

  /** Room for ids below `size`. */
  reserve(size: number): void {
    if (size * 2 <= this.meta.length) return;
    const meta = new Uint32Array(Math.max(size, Math.ceil(this.meta.length * 0.75)) * 2);
    meta.set(this.meta);
    this.meta = meta;
  }

  set(id: number, text: string): void {
    this.reserve(id + 1);
    const most = text.length * 3;
    if (this.used + most > this.bytes.length) {
      const bytes = Buffer.allocUnsafe(Math.max(this.used + most, this.bytes.length * 2));
      this.bytes.copy(bytes, 0, 0, this.used);
      this.bytes = bytes;
    }
    const length = this.bytes.write(text, this.used, 'utf8');
    const flags = PRESENT | (csvField(text) === text ? CSV_PLAIN : 0) | (xlsxPlainText(text) ? XML_PLAIN : 0);
    this.meta[id * 2] = this.used;
    this.meta[id * 2 + 1] = (length << FLAG_BITS) | flags;
    this.used += length;
  }

  has(id: number | null): boolean {
    return id !== null && id * 2 < this.meta.length && ((this.meta[id * 2 + 1] as number) & PRESENT) !== 0;
  }

  /** The text of `id` (undefined when not held). */
  text(id: number | null): string | undefined {
    if (!this.has(id)) return undefined;
    const start = this.meta[(id as number) * 2] as number;
    return this.bytes.toString('utf8', start, start + ((this.meta[(id as number) * 2 + 1] as number) >>> FLAG_BITS));
  }

  /** Whether the text of `id` (held) is written as it is: in CSV, or (`xml`) in an XML text node. */
  plain(id: number, xml: boolean): boolean {
    return ((this.meta[id * 2 + 1] as number) & (xml ? XML_PLAIN : CSV_PLAIN)) !== 0;
  }

  /** Writes the bytes of `id` (held). */
  write(id: number, out: ChunkWriter): void {
    const start = this.meta[id * 2] as number;
    out.slice(this.bytes, start, start + ((this.meta[id * 2 + 1] as number) >>> FLAG_BITS));
  }
}
