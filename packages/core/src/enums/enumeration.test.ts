import { afterEach, describe, expect, it } from 'vitest';
import { registerCatalogue, setLocale } from '../i18n/translate';
import {
  defineEnumeration,
  isEnumValue,
  labelOf,
  optionsOf,
  parseEnumValue,
  slugOf,
  valueFromSlug,
} from './enumeration';
import { Booking, bookingEnum } from './lifecycle-statuses';
import { OrderStatus, orderStatusEnum, orderStatusFromSlug } from './order-status';

afterEach(() => setLocale('en'));

describe('enumeration helpers', () => {
  it('list { value, label } options in display order', () => {
    expect(optionsOf(bookingEnum)).toEqual([
      { value: 0, label: 'none' },
      { value: 1, label: 'has' },
    ]);
  });

  it('label values and their text forms; unknown values read as themselves', () => {
    expect(labelOf(orderStatusEnum, OrderStatus.pendingPayment)).toBe('pending payment');
    expect(labelOf(orderStatusEnum, '-2')).toBe('pending organisation review');
    expect(labelOf(orderStatusEnum, 42)).toBe('42');
    expect(labelOf(orderStatusEnum, '')).toBe('');
    expect(labelOf(orderStatusEnum, null)).toBe('');
    expect(labelOf(orderStatusEnum, undefined)).toBe('');
    expect(labelOf(orderStatusEnum, { value: 0 })).toBe('[object Object]');
  });

  it('labels follow the current language, falling back to English', () => {
    registerCatalogue('test-enum', { 'enum.booking.1': 'oui' });
    setLocale('test-enum');
    expect(labelOf(bookingEnum, Booking.has)).toBe('oui');
    expect(labelOf(bookingEnum, Booking.none)).toBe('none');
    expect(bookingEnum.entries[1]?.label).toBe('oui');
    expect(optionsOf(bookingEnum)[1]).toEqual({ value: 1, label: 'oui' });
  });

  it('tells values apart from their text forms', () => {
    expect(isEnumValue(orderStatusEnum, 0)).toBe(true);
    expect(isEnumValue(orderStatusEnum, '0')).toBe(false);
    expect(isEnumValue(orderStatusEnum, 9)).toBe(false);
  });

  it('maps slugs both ways', () => {
    expect(valueFromSlug(orderStatusEnum, 'pending-payment')).toBe(0);
    expect(valueFromSlug(orderStatusEnum, ' In-Complaint ')).toBe(7);
    expect(valueFromSlug(orderStatusEnum, 'pending_payment')).toBeUndefined();
    expect(slugOf(orderStatusEnum, -1)).toBe('pending-customer-service-review');
    expect(slugOf(orderStatusEnum, '8')).toBe('expired');
    expect(slugOf(orderStatusEnum, 99)).toBeUndefined();
  });

  it('parses CLI arguments given as a slug or a value', () => {
    expect(parseEnumValue(orderStatusEnum, 'accepted')).toBe(2);
    expect(parseEnumValue(orderStatusEnum, '-2')).toBe(-2);
    expect(parseEnumValue(orderStatusEnum, ' 5 ')).toBe(5);
    expect(parseEnumValue(orderStatusEnum, '')).toBeUndefined();
    expect(parseEnumValue(orderStatusEnum, '1.5')).toBeUndefined();
    expect(parseEnumValue(orderStatusEnum, 'nope')).toBeUndefined();
    expect(orderStatusFromSlug('pending-payment')).toBe(OrderStatus.pendingPayment);
    expect(orderStatusFromSlug('0')).toBeUndefined();
  });

  it('refuse duplicate values and slugs', () => {
    expect(() =>
      defineEnumeration('dup', [
        { value: 1, slug: 'a', labelKey: 'enum.booking.0' },
        { value: 1, slug: 'b', labelKey: 'enum.booking.1' },
      ]),
    ).toThrow('enumeration dup: duplicate value 1');
    expect(() =>
      defineEnumeration('dup', [
        { value: 1, slug: 'a', labelKey: 'enum.booking.0' },
        { value: 2, slug: 'a', labelKey: 'enum.booking.1' },
      ]),
    ).toThrow('enumeration dup: duplicate slug a');
  });

  it('are frozen', () => {
    expect(Object.isFrozen(orderStatusEnum.entries)).toBe(true);
    expect(Object.isFrozen(orderStatusEnum.entries[0])).toBe(true);
  });
});
