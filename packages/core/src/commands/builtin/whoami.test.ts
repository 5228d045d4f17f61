import { describe, expect, it } from 'vitest';
import type { SystemUserInfo, UserPermission } from '../../contract/schemas/auth';
import { buildPermissionCatalogue, type PermissionNode } from '../../permissions/permission-catalogue';
import { fakeContext } from '../testing/fake-command-context';
import { permittedAreas, whoamiCommand } from './whoami';

const catalogue = buildPermissionCatalogue();
const nodes = (...codes: string[]): PermissionNode[] => catalogue.filter((n) => codes.includes(n.code));

const info: SystemUserInfo = {
  id: 2,
  username: 'cs',
  phone: '13800000001',
  name: 'Customer Service',
  roles: [{ id: 2, code: 'customerService', name: 'customer service' }],
  stations: [],
  isConsult: false,
};
const permission = (permissionNode: PermissionNode[]): UserPermission => ({ permissionNode, users: { username: 'cs', id: 2, phone: '13800000001' } });

describe('session.whoami', () => {
  it('shows user, name, phone, roles and permitted areas', async () => {
    const ctx = fakeContext({
      answers: {
        getSystemUserInfo: info,
        getUserPermission: permission(nodes('order', 'orderList', 'person', 'memberManagement', 'system', 'getCustomerPushLog')),
      },
    });
    const result = await whoamiCommand.run(ctx, {});
    expect(result.kind).toBe('record');
    if (result.kind !== 'record') return;
    expect(result.fields).toEqual([
      { label: 'user', value: 'cs' },
      { label: 'name', value: 'Customer Service' },
      { label: 'phone', value: '13800000001' },
      { label: 'roles', value: 'customer service' },
      { label: 'permitted areas', value: 'order management, user management, system management' },
    ]);
    expect(result.data).toMatchObject({ username: 'cs', areas: ['order management', 'user management', 'system management'], permissions: ['order', 'orderList', 'person', 'memberManagement', 'system', 'getCustomerPushLog'] });
    expect(ctx.api.calls).toEqual([
      { name: 'getSystemUserInfo', body: {} },
      { name: 'getUserPermission', body: { userId: 2 } },
    ]);
  });

  it('says none when there are no roles or areas', async () => {
    const ctx = fakeContext({ answers: { getSystemUserInfo: { ...info, roles: [] }, getUserPermission: permission(nodes('getCustomerPushLog')) } });
    const result = await whoamiCommand.run(ctx, {});
    expect(result.kind === 'record' && result.fields.slice(3)).toEqual([
      { label: 'roles', value: 'none' },
      { label: 'permitted areas', value: 'none' },
    ]);
  });

  it('lets the server fail through', async () => {
    const ctx = fakeContext({ answers: { getSystemUserInfo: () => Promise.reject(new Error('network request error')), getUserPermission: permission([]) } });
    await expect(whoamiCommand.run(ctx, {})).rejects.toThrow('network request error');
  });
});

describe('permittedAreas', () => {
  it('takes title and order from the nodes, only top-level menu nodes of areas with pages', () => {
    const own: PermissionNode[] = [
      { id: 1, parentId: 0, code: 'finance', name: 'money', icon: '', num: 2, ismenu: 1 },
      { id: 2, parentId: 0, code: 'order', name: 'orders', icon: '', num: 1, ismenu: 1 },
      { id: 3, parentId: 2, code: 'orderList', name: 'order list', icon: '', num: 1, ismenu: 1 },
      { id: 4, parentId: 0, code: 'studio', name: 'studios', icon: '', num: 3, ismenu: 0 },
      { id: 5, parentId: 0, code: 'notARoute', name: 'ghost', icon: '', num: 0, ismenu: 1 },
      { id: 6, parentId: 0, code: 'system', name: 'admin', icon: '', num: 0, ismenu: 1 },
    ];
    expect(permittedAreas(own)).toEqual(['admin', 'orders', 'money']);
  });
});
