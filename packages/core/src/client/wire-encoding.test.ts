import { describe, expect, it } from 'vitest';
import { filenameFromDisposition, toFormBody, withQueryString } from './wire-encoding';

describe('wire encoding', () => {
  it('reads file names from Content-Disposition', () => {
    expect(filenameFromDisposition('attachment; filename="orders.csv"')).toBe('orders.csv');
    expect(filenameFromDisposition('attachment; filename=orders.xlsx')).toBe('orders.xlsx');
    expect(filenameFromDisposition(`attachment; filename="a.csv"; filename*=UTF-8''%E8%AE%A2%E5%8D%95.csv`)).toBe('订单.csv');
    expect(filenameFromDisposition('attachment; filename="say \\"hi\\".txt"')).toBe('say "hi".txt');
    expect(filenameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="fallback.csv"`)).toBe('fallback.csv');
    expect(filenameFromDisposition('inline')).toBeUndefined();
    expect(filenameFromDisposition(null)).toBeUndefined();
  });

  it('encodes form bodies', () => {
    expect(toFormBody({ a: 'x y', b: [1, 2], c: null, d: undefined, e: { k: 1 }, f: true })).toBe('a=x+y&b=1&b=2&c=&e=%7B%22k%22%3A1%7D&f=true');
    expect(toFormBody(undefined)).toBe('');
    expect(() => toFormBody('text')).toThrow('a form-encoded body must be an object');
  });

  it('appends query strings', () => {
    expect(withQueryString('/export', { page: 1, ids: [3, 4], q: 'é&', none: null, gone: undefined })).toBe('/export?page=1&ids=3&ids=4&q=%C3%A9%26');
    expect(withQueryString('/export?x=1', { y: 2 })).toBe('/export?x=1&y=2');
    expect(withQueryString('/export', {})).toBe('/export');
    expect(withQueryString('/export', undefined)).toBe('/export');
  });
});
