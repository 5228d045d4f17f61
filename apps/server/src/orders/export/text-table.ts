import type { ChunkWriter } from './chunk-writer';
import { csvField } from './csv-format';
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

export class TextTable {
  private starts = new Uint32Array(0);
  private lengths = new Uint32Array(0);
  private flags = new Uint8Array(0);
  private bytes: Buffer = Buffer.allocUnsafe(1024);
  private used = 0;

  /** Room for ids below `size`. */
  reserve(size: number): void {
    if (size <= this.starts.length) return;
    const grown = Math.max(size, Math.ceil(this.starts.length * 1.5));
    const starts = new Uint32Array(grown);
    starts.set(this.starts);
    const lengths = new Uint32Array(grown);
    lengths.set(this.lengths);
    const flags = new Uint8Array(grown);
    flags.set(this.flags);
    this.starts = starts;
    this.lengths = lengths;
    this.flags = flags;
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
    this.starts[id] = this.used;
    this.lengths[id] = length;
    this.flags[id] = PRESENT | (csvField(text) === text ? CSV_PLAIN : 0) | (xlsxPlainText(text) ? XML_PLAIN : 0);
    this.used += length;
  }

  has(id: number | null): boolean {
    return id !== null && id < this.flags.length && (this.flags[id] as number) !== 0;
  }

  /** The text of `id` (undefined when not held). */
  text(id: number | null): string | undefined {
    if (!this.has(id)) return undefined;
    const start = this.starts[id as number] as number;
    return this.bytes.toString('utf8', start, start + (this.lengths[id as number] as number));
  }

  /** Whether the text of `id` (held) is written as it is: in CSV, or (`xml`) in an XML text node. */
  plain(id: number, xml: boolean): boolean {
    return ((this.flags[id] as number) & (xml ? XML_PLAIN : CSV_PLAIN)) !== 0;
  }

  /** Writes the bytes of `id` (held). */
  write(id: number, out: ChunkWriter): void {
    const start = this.starts[id] as number;
    out.slice(this.bytes, start, start + (this.lengths[id] as number));
  }
}
