import { describe, expect, it } from 'vitest';
import { ChunkPool, ChunkWriter } from './chunk-writer';
import { csvField } from '@careops/core/format';

const written = (write: (out: ChunkWriter) => void, size?: number) => {
  const out = new ChunkWriter(new ChunkPool(size));
  write(out);
  return Buffer.concat(out.take(true)).toString('utf8');
};

/** The reference: cents as yuan with two decimals, by string arithmetic. */
const yuan = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

describe('ChunkWriter', () => {
  it('writes whole numbers as decimal text', () => {
    // Every digit count, each at its edges (10^k − 1, 10^k, 10^k + 1), both signs.
    const edges = Array.from({ length: 16 }, (_, k) => [10 ** k - 1, 10 ** k, 10 ** k + 1]).flat();
    const numbers = [...edges, ...edges.map((n) => -n), 7, 99, 123456789, 1795647592775, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    expect(written((out) => numbers.forEach((n) => (out.int(n), out.byte(32))))).toBe(numbers.map((n) => `${n} `).join(''));
  });

  it('writes cents as yuan with two decimals', () => {
    const amounts = [0, 5, 10, 99, 100, 105, 25800, 123456, -5, -105, 999999999];
    expect(written((out) => amounts.forEach((c) => (out.cents(c), out.byte(59))))).toBe(amounts.map((c) => `${yuan(c)};`).join(''));
  });

  it('writes any text as UTF-8, ASCII and not', () => {
    const texts = ['plain', '', '王小明', 'café ☕ 🙂', 'mixed 张 ascii'];
    expect(written((out) => texts.forEach((t) => out.text(t)))).toBe(texts.join(''));
  });

  it('fills chunks to their size, never splits a write, and takes them in order', () => {
    const out = new ChunkWriter(new ChunkPool(16));
    for (let i = 0; i < 20; i++) out.text(`row ${i};`);
    const chunks = out.take(true);
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(16);
    expect(Buffer.concat(chunks).toString()).toBe(Array.from({ length: 20 }, (_, i) => `row ${i};`).join(''));
  });

  it('takes only full chunks unless asked for all', () => {
    const out = new ChunkWriter(new ChunkPool(16));
    out.text('0123456789');
    expect(out.take()).toEqual([]);
    out.text('abcdefghij');
    expect(Buffer.concat(out.take()).toString()).toBe('0123456789');
    expect(Buffer.concat(out.take(true)).toString()).toBe('abcdefghij');
  });

  it('writes a text longer than a chunk whole', () => {
    const long = 'x'.repeat(100);
    expect(written((out) => (out.text('a'), out.text(long), out.text('b')), 16)).toBe(`a${long}b`);
  });

  it('reuses a released chunk', () => {
    const pool = new ChunkPool(16);
    const out = new ChunkWriter(pool);
    out.text('01234');
    out.text('56789');
    const [first] = out.take();
    expect(first).toBeDefined();
    pool.release(first as Buffer);
    expect(pool.take().buffer).toBe((first as Buffer).buffer);
  });

  it('writes a CSV field as it is only when csvField would leave it so, and a plain ASCII one always', () => {
    const alphabet = ['a', 'Z', '0', ' ', ',', '"', '\r', '\n', '\t', '=', '+', '-', '@', "'", '\u00a0', '张', '\u0001', '.'];
    const samples = ['S202611250999996', '', 'plain text', ' lead', 'trail ', '=1+2', '-5', '@x', 'a,b', 'say "hi"', 'line\nbreak', '\u00a0nbsp', 'x\u3000'];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 2000; i++) samples.push(Array.from({ length: 1 + Math.floor(random() * 6) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(''));
    for (const text of samples) {
      const out = new ChunkWriter(new ChunkPool());
      const plain = out.plainCsv(text);
      const bytes = Buffer.concat(out.take(true)).toString('utf8');
      if (plain) expect(csvField(text)).toBe(text);
      if (/^[!#-+./-~][ !#-+.-~]*$/.test(text) && !/^[=+\-@]/.test(text) && !text.endsWith(' ')) expect([text, plain]).toEqual([text, true]);
      expect(bytes).toBe(plain ? text : '');
    }
  });
});
