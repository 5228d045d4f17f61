import { buildPermissionCatalogue } from '@careops/core/permissions';
import { describe, expect, it } from 'vitest';
import { builtInRoles, grantedCodes } from './built-in-roles';

const catalogue = buildPermissionCatalogue();
const rule = (code: string) => {
  const found = builtInRoles.find((r) => r.code === code);
  if (!found) throw new Error(code);
  return found;
};

describe('built-in roles', () => {
  it('name only nodes the catalogue has', () => {
    for (const r of builtInRoles) expect(() => grantedCodes(r, catalogue)).not.toThrow();
  });

  it('gives the super admin every node', () => {
    expect(grantedCodes(rule('superAdmin'), catalogue).size).toBe(catalogue.length);
  });

  it('gives customer service people without qualification review, and consumables read-only', () => {
    const codes = grantedCodes(rule('customerService'), catalogue);
    expect(codes).toContain('memberManagement');
    expect(codes).toContain('person');
    expect(codes).toContain('orderList');
    expect(codes).not.toContain('nurseExamine');
    expect(codes).not.toContain('nurseExamineDet');
    expect(codes).toContain('consumablesList');
    expect(codes).toContain('consumables');
    expect(codes).not.toContain('consumablesOut');
    expect(codes).not.toContain('finance');
  });

  it('grants the ancestors of a granted node so the menu can reach it', () => {
    const codes = grantedCodes(rule('reviewer'), catalogue);
    expect([...codes].sort()).toEqual(['assistiveCard', 'assistiveCard.review', 'nurseExamine', 'nurseExamine.review', 'nurseExamineDet', 'order', 'orderList', 'orderList.notes', 'orderList.review', 'person', 'serviceOrderDetail']);
  });

  it('gives system administration to the super admin, its stations’ staff to studio managers, announcements to operations', () => {
    const holders = (code: string) => builtInRoles.filter((r) => grantedCodes(r, catalogue).has(code)).map((r) => r.code);
    for (const code of ['audit.view', 'pii.viewFull', 'systemRole', 'systemRole.edit', 'systemRole.delete']) expect(holders(code), code).toEqual(['superAdmin']);
    for (const code of ['systemUser', 'systemUser.add', 'systemUser.edit', 'systemUser.status', 'systemUser.resetPassword', 'systemUser.sessions']) {
      expect(holders(code), code).toEqual(['superAdmin', 'studioManager']);
    }
    expect(holders('messageRecord.send')).toEqual(['superAdmin', 'operations']);
    expect(holders('messageRecord')).toEqual(['superAdmin', 'operations']);
  });

  it('gives the journal export to finance and the super admin only', () => {
    expect(builtInRoles.filter((r) => grantedCodes(r, catalogue).has('collectionPayment.export')).map((r) => r.code)).toEqual(['superAdmin', 'finance']);
  });

  it('keeps finance to reading orders: no order action at all', () => {
    const codes = grantedCodes(rule('finance'), catalogue);
    expect(codes).toContain('orderList');
    expect(codes).toContain('serviceOrderDetail');
    expect([...codes].filter((c) => c.startsWith('orderList.'))).toEqual([]);
  });

  it('refuses a rule naming an unknown node', () => {
    expect(() => grantedCodes({ code: 'x', nameKey: 'server.role.finance', include: ['nope'] }, catalogue)).toThrow(/unknown permission node nope/);
  });
});
