import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { FORMULA_PAYLOADS } from '../../../../../packages/core/src/format/formula-payloads';
import { csvField, toCsv } from './csv';
import { csvOf } from './csv-export';

describe('CSV', () => {
  it('quotes fields with commas, quotes, line breaks or edge spaces, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('')).toBe('');
  });

  it('defuses every cell a spreadsheet would run as a formula, a leading minus included', () => {
    for (const { text, field } of FORMULA_PAYLOADS) expect(csvField(text)).toBe(field);
    expect(csvField('-12.5')).toBe("'-12.5");
    expect(csvField('=a,b')).toBe(`"'=a,b"`);
  });

  it('joins lines with CRLF and ends with one', () => {
    expect(toCsv(['id', 'name'], [['1', 'Li, Na'], ['2', 'Wu']])).toBe('id,name\r\n1,"Li, Na"\r\n2,Wu\r\n');
  });

  it('exports a list whose names hold the payloads with each one guarded', () => {
    const columns = [{ key: 'nickname', title: 'people.res.field.nickname' as const }];
    const text = csvOf(columns, FORMULA_PAYLOADS.map(({ text }) => ({ nickname: text })));
    expect(text).toBe(`\ufeff${t('people.res.field.nickname')}\r\n${FORMULA_PAYLOADS.map(({ field }) => `${field}\r\n`).join('')}`);
  });
});
