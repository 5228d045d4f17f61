import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { isIdCard, isMobile, isMoney, validateIdCard, validateMobile, validateMoney } from './field-validators';

describe('isMobile (11 digits, first 1, second 3 to 9)', () => {
  it.each(['13912345678', '13000000000', '19999999999', ' 13912345678 '])('accepts %j', (value) => {
    expect(isMobile(value)).toBe(true);
  });
  it.each([
    ['12345678901', 'second digit 2'],
    ['11912345678', 'second digit 1'],
    ['10912345678', 'second digit 0'],
    ['23912345678', 'first digit 2'],
    ['1391234567', '10 digits'],
    ['139123456789', '12 digits'],
    ['1391234567a', 'a letter'],
    ['139 1234 5678', 'inner spaces'],
    ['+8613912345678', 'country code'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(isMobile(value)).toBe(false);
  });
  it('accepts a number and rejects null/undefined', () => {
    expect(isMobile(13912345678)).toBe(true);
    expect(isMobile(null)).toBe(false);
    expect(isMobile(undefined)).toBe(false);
  });
});

describe('isIdCard (15 or 18, last may be X)', () => {
  it.each(['110105491231002', '11010519491231002X', '11010519491231002x', '110105194912310021'])('accepts %j', (value) => {
    expect(isIdCard(value)).toBe(true);
  });
  it.each([
    ['1101051949123100', '16 digits'],
    ['11010519491231002', '17 digits'],
    ['1101051949123100211', '19 digits'],
    ['11010549123100X', '14 digits + X'],
    ['1101051949123100X2', 'X not last'],
    ['11010519491231002Y', 'Y last'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(isIdCard(value)).toBe(false);
  });
});

describe('isMoney (at most two decimals, no leading zeros)', () => {
  it.each(['0', '0.5', '0.05', '1', '10', '1.2', '1.23', '1234567.89', 5, 0.5])('accepts %j', (value) => {
    expect(isMoney(value)).toBe(true);
  });
  it.each([
    ['01', 'leading zero'],
    ['00', 'leading zeros'],
    ['00.5', 'leading zero before point'],
    ['1.234', 'three decimals'],
    ['1.', 'bare point'],
    ['.5', 'no integer part'],
    ['-1', 'negative'],
    ['1,000', 'separator'],
    ['abc', 'text'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(isMoney(value)).toBe(false);
  });
});

describe('field validators', () => {
  it('return the catalogue message when invalid and undefined when valid', () => {
    expect(validateMobile('12345678901')).toBe(en['validate.mobile']);
    expect(validateMobile('13912345678')).toBeUndefined();
    expect(validateIdCard('1101051949123100')).toBe(en['validate.idCard']);
    expect(validateIdCard('11010519491231002X')).toBeUndefined();
    expect(validateMoney('1.234')).toBe(en['validate.money']);
    expect(validateMoney('0.5')).toBeUndefined();
  });
  it('treat empty as invalid unless the field is optional', () => {
    expect(validateMobile('')).toBe(en['validate.mobile']);
    expect(validateMobile('  ', { optional: true })).toBeUndefined();
    expect(validateMoney(null, { optional: true })).toBeUndefined();
    expect(validateIdCard('123', { optional: true })).toBe(en['validate.idCard']);
  });
});
