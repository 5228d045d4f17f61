import { describe, expect, it } from 'vitest';
import { centsToDecimalText, formatCents, formatMoney, formatPercent, toFixedDecimals } from './number-format';

describe('formatMoney (thousands separators, 2 decimals)', () => {
  it.each([
    [1234.5, '1,234.50'],
    [0, '0.00'],
    [1, '1.00'],
    [999.999, '1,000.00'],
    [1000, '1,000.00'],
    [1234567.891, '1,234,567.89'],
    [-1234.5, '-1,234.50'],
    [-0.001, '0.00'],
    [1.005, '1.01'],
    [0.125, '0.13'],
    [-0.125, '-0.13'],
    [1e21, '1,000,000,000,000,000,000,000.00'],
    [1.5e-7, '0.00'],
    ['1234.5', '1,234.50'],
    [' -1234567 ', '-1,234,567.00'],
    ['12345678901234567890.125', '12,345,678,901,234,567,890.13'],
    ['.5', '0.50'],
    ['1e3', '1,000.00'],
  ])('%j -> %j', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });
  it('accepts a bigint', () => {
    expect(formatMoney(12345n)).toBe('12,345.00');
  });
  it.each([NaN, Infinity, -Infinity, '', '  ', 'abc', '1,234', '0x10', '-', '.', null, undefined])('not a number %j -> empty', (value) => {
    expect(formatMoney(value)).toBe('');
  });
});

describe('formatPercent (×100, 2 decimals)', () => {
  it.each([
    [0.1234, '12.34%'],
    [1, '100.00%'],
    [0, '0.00%'],
    [-0.05, '-5.00%'],
    [0.00005, '0.01%'],
    [0.123456, '12.35%'],
    [0.07, '7.00%'],
    ['0.5', '50.00%'],
  ])('%j -> %j', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
  it('takes other precisions and gives empty for non-numbers', () => {
    expect(formatPercent(0.1234, 0)).toBe('12%');
    expect(formatPercent(0.12345, 3)).toBe('12.345%');
    expect(formatPercent(NaN)).toBe('');
    expect(formatPercent('')).toBe('');
  });
});

describe('toFixedDecimals', () => {
  it.each([
    [1.005, 2, '1.01'],
    [2.5, 0, '3'],
    [-2.5, 0, '-3'],
    [1.45, 1, '1.5'],
    [10, 3, '10.000'],
    [0.000001, 6, '0.000001'],
    [123.456, 0, '123'],
    ['99.995', 2, '100.00'],
    [1234567.1, 2, '1234567.10'],
  ])('%j to %j -> %j', (value, digits, expected) => {
    expect(toFixedDecimals(value, digits)).toBe(expected);
  });
  it('gives empty for non-numbers and rejects bad digit counts', () => {
    expect(toFixedDecimals('x', 2)).toBe('');
    expect(() => toFixedDecimals(1, -1)).toThrow(RangeError);
    expect(() => toFixedDecimals(1, 1.5)).toThrow('digits must be a whole number from 0 to 20, got 1.5');
    expect(() => toFixedDecimals(1, 21)).toThrow(RangeError);
  });
});

describe('cents as money text (no floating point)', () => {
  it.each([
    [12050, '120.50', '120.50'],
    [123456789, '1234567.89', '1,234,567.89'],
    [5, '0.05', '0.05'],
    [-5, '-0.05', '-0.05'],
    [-123456, '-1234.56', '-1,234.56'],
    [0, '0.00', '0.00'],
    ['700', '7.00', '7.00'],
    [9007199254740993n, '90071992547409.93', '90,071,992,547,409.93'],
  ])('%s -> %s / %s', (cents, plain, display) => {
    expect(centsToDecimalText(cents)).toBe(plain);
    expect(formatCents(cents)).toBe(display);
  });
  it.each([1.5, 'abc', '', null, undefined, NaN, Infinity])('not whole cents %j -> empty', (value) => {
    expect(centsToDecimalText(value)).toBe('');
    expect(formatCents(value)).toBe('');
  });
});
