import { describe, expect, it } from 'vitest';
import { FORMULA_PAYLOADS } from '../../../../packages/core/src/format/formula-payloads';
import { renderCsv } from './csv';

describe('CSV', () => {
  it('quotes as RFC 4180 and joins records with LF', () => {
    expect(renderCsv([['id', 'note'], ['7', 'a "b", c']])).toBe('id,note\n7,"a ""b"", c"\n');
  });

  it('guards every formula payload', () => {
    const text = renderCsv(FORMULA_PAYLOADS.map(({ text }) => [text]));
    expect(text).toBe(FORMULA_PAYLOADS.map(({ field }) => `${field}\n`).join(''));
  });
});
