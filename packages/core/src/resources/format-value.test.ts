import { describe, expect, it } from 'vitest';
import { formatCell, formatValue, valueAt } from './format-value';
import { userStatusEnum } from './system';

describe('formatValue', () => {
  it('formats by the column: money, dates, enums, booleans, names, json', () => {
    expect(formatValue({ key: 'a', title: 'resources.field.id', format: 'money' }, 1234.5)).toBe('1,234.50');
    expect(formatValue({ key: 'a', title: 'resources.field.id', format: 'date' }, '2026-01-02 03:04:05')).toBe('2026-01-02 03:04:05');
    expect(formatValue({ key: 'a', title: 'resources.field.id', format: 'enum', enumeration: userStatusEnum }, 0)).toBe('disabled');
    expect(formatValue({ key: 'a', title: 'resources.field.id', format: 'boolean' }, true)).toBe('yes');
    expect(formatValue({ key: 'a', title: 'resources.field.id', format: 'names' }, [{ name: 'a' }, { name: 'b' }])).toBe('a, b');
    expect(formatValue({ key: 'a', title: 'resources.field.id', format: 'names' }, ['x', 'y'])).toBe('x, y');
    expect(formatValue({ key: 'a', title: 'resources.field.id', format: 'json' }, { status: 1 })).toBe('{"status":1}');
    expect(formatValue({ key: 'a', title: 'resources.field.id', format: 'relative' }, 1_000_000 - 10_000, 1_000_000)).toBe('just now');
    expect(formatValue({ key: 'a', title: 'resources.field.id' }, null)).toBe('');
    expect(formatValue({ key: 'a', title: 'resources.field.id', format: 'image' }, '/uploads/ab-thumb.webp')).toBe('yes');
  });

  it('shows integer cents as money without floating-point error', () => {
    const cents = { key: 'a', title: 'resources.field.id', format: 'cents' } as const;
    expect(formatValue(cents, 123456)).toBe('1,234.56');
    expect(formatValue(cents, -5)).toBe('-0.05');
    expect(formatValue(cents, 1000)).toBe('10.00');
    expect(formatValue(cents, '2999')).toBe('29.99');
    expect(formatValue(cents, 'x')).toBe('');
  });

  it('reaches into nested records with a dotted key', () => {
    expect(valueAt({ createdBy: { name: 'Li' } }, 'createdBy.name')).toBe('Li');
    expect(valueAt({ createdBy: null }, 'createdBy.name')).toBeUndefined();
    expect(formatCell({ key: 'createdBy.name', title: 'resources.field.name' }, { createdBy: { name: 'Li' } })).toBe('Li');
  });
});
