import { describe, expect, it } from 'vitest';
import { itemsText, newRow, rowsOf, withoutRow } from './package-items-model';

describe('package items editor model', () => {
  it('writes the chosen rows in the CLI syntax, leaving out rows without a service', () => {
    const rows = rowsOf([
      { serviceId: 12, serviceName: 'Wound care', times: 4 },
      { serviceId: 13, serviceName: 'Injection', times: 2 },
    ]);
    expect(itemsText([...rows, newRow()])).toBe('12x4, 13x2');
    expect(itemsText(rowsOf(undefined))).toBe('');
  });

  it('removes a row and keeps one to focus (a blank one when the last goes)', () => {
    const rows = rowsOf([{ serviceId: 1, serviceName: 'a', times: 1 }, { serviceId: 2, serviceName: 'b', times: 1 }]);
    const { rows: left, focus } = withoutRow(rows, 1);
    expect(left.map((r) => r.serviceId)).toEqual([1]);
    expect(focus).toBe(rows[0]?.key);
    const last = withoutRow(left, 0);
    expect(last.rows).toHaveLength(1);
    expect(last.rows[0]?.serviceId).toBeNull();
  });
});
