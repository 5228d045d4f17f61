import type { PermissionTreeNode } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { buildPermissionCatalogue } from '@careops/core/permissions';
import { describe, expect, it } from 'vitest';
import { apiCall, login } from '../support/server';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { TEST_USER_PASSWORD, systemClient } from './system-fixtures';

const flatten = (nodes: PermissionTreeNode[]): PermissionTreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('roles', () => {
  const server = useServer();
  const api = systemClient(server);

  it('lists the roles with user and node counts, filtered and sorted', async () => {
    const page = await api.ok('admin', 'getRoleList', {});
    expect(page.list.map((r) => r.code).slice(0, 6)).toEqual(['superAdmin', 'customerService', 'studioManager', 'finance', 'operations', 'reviewer']);
    const superAdmin = page.list[0];
    expect(superAdmin).toMatchObject({ builtIn: true, userCount: 1, nodeCount: buildPermissionCatalogue().length });
    const byName = await api.ok('admin', 'getRoleList', { name: 'SERVICE', sort: '-name' });
    expect(byName.list.map((r) => r.code)).toEqual(['customerService']);
    expect((await api.ok('admin', 'getRoleList', { builtIn: 'false' })).list.every((r) => !r.builtIn)).toBe(true);
    expect((await api.call('admin', 'getRoleList', { sort: 'userCount' })).msg).toBe(
      `sort: ${t('system.list.unknownSort', { field: 'userCount', allowed: 'id, code, name, createdAt, updatedAt' })}`,
    );
  });

  it('answers the whole permission tree for the editor', async () => {
    const { tree } = await api.ok('admin', 'getPermissionTree');
    const all = flatten(tree);
    expect(all.map((n) => n.code).sort()).toEqual(buildPermissionCatalogue().map((n) => n.code).sort());
    const system = tree.find((n) => n.code === 'system');
    expect(flatten(system?.children ?? []).map((n) => n.code)).toEqual(expect.arrayContaining(['systemUser', 'systemUser.add', 'audit.view', 'pii.viewFull']));
    expect(tree.map((n) => n.num)).toEqual([...tree.map((n) => n.num)].sort((a, b) => a - b));
  });

  it('creates a role with exactly the codes sent, refusing unknown codes and duplicate names', async () => {
    const role = await api.ok('admin', 'addRole', { name: 'Night desk', nodeCodes: ['orderList', 'order'] });
    expect(role).toMatchObject({ code: 'nightDesk', name: 'Night desk', builtIn: false, version: 1, userCount: 0, nodeCodes: ['order', 'orderList'] });
    const again = await api.ok('admin', 'addRole', { name: 'Night desk 2', code: 'nightDesk2' });
    expect(again.nodeCodes).toEqual([]);
    expect((await api.call('admin', 'addRole', { name: 'night DESK' })).msg).toBe(`name: ${t('system.validate.roleNameTaken', { name: 'night DESK' })}`);
    expect((await api.call('admin', 'addRole', { name: 'Other', code: 'nightDesk' })).msg).toBe(`code: ${t('system.validate.roleCodeTaken', { code: 'nightDesk' })}`);
    const unknown = await api.call('admin', 'addRole', { name: 'Bad', nodeCodes: ['orderList', 'noSuchNode'] });
    expect(unknown.msg).toBe(`nodeCodes: ${t('system.validate.unknownNodes', { codes: 'noSuchNode' })}`);
    expect(await countOn(server(), "select count(*) from roles where name = 'Bad'")).toBe(0);
  });

  it('edits a role at the version read; a stale edit gets 104 and changes nothing', async () => {
    const role = await api.ok('admin', 'addRole', { name: 'Edited role', nodeCodes: ['finance'] });
    const edited = await api.ok('admin', 'editRole', { roleId: role.id, version: 1, name: 'Edited role 2', nodeCodes: ['collectionPayment', 'finance'] });
    expect(edited).toMatchObject({ name: 'Edited role 2', version: 2, nodeCodes: ['finance', 'collectionPayment'] });
    const stale = await api.call('admin', 'editRole', { roleId: role.id, version: 1, nodeCodes: [] });
    expect(stale.resultcode).toBe(104);
    expect((await api.ok('admin', 'getRole', { roleId: role.id })).nodeCodes).toEqual(['finance', 'collectionPayment']);
    const superAdmin = await api.roleId('superAdmin');
    expect((await api.call('admin', 'editRole', { roleId: superAdmin, version: 1, nodeCodes: [] })).msg).toBe(`roleId: ${t('system.validate.superAdminRole')}`);
    expect((await api.call('admin', 'editRole', { roleId: 99_999, version: 1 })).resultcode).toBe(102);
  });

  it('applies a role change at once to tokens already issued', async () => {
    const role = await api.ok('admin', 'addRole', { name: 'Grows', nodeCodes: [] });
    const user = await api.addUser({ roleIds: [role.id] });
    const auth = await login(server().url, user.username, TEST_USER_PASSWORD);
    const list = () => apiCall(server().url, '/api/admin/getUsersList', {}, auth);
    expect((await list()).resultcode).toBe(106);
    await api.ok('admin', 'editRole', { roleId: role.id, version: 1, nodeCodes: ['system', 'systemUser'] });
    expect((await list()).resultcode).toBe(1);
    const nodes = await apiCall<{ permissionNode: Array<{ code: string }> }>(server().url, '/api/admin/getUserPermission', {}, auth);
    expect(nodes.result.permissionNode.map((n) => n.code).sort()).toEqual(['system', 'systemUser']);
    await api.ok('admin', 'editRole', { roleId: role.id, version: 2, nodeCodes: [] });
    expect((await list()).resultcode).toBe(106);
    // Taking the role from the user applies at once too.
    await api.ok('admin', 'editRole', { roleId: role.id, version: 3, nodeCodes: ['system', 'systemUser'] });
    expect((await list()).resultcode).toBe(1);
    await api.ok('admin', 'editUser', { userId: user.id, version: 1, roleIds: [] });
    expect((await list()).resultcode).toBe(106);
  });

  it('deletes only an unused, non-built-in role, naming how many users hold it', async () => {
    const role = await api.ok('admin', 'addRole', { name: 'Temporary', nodeCodes: ['orderList'] });
    const holders = [await api.addUser({ roleIds: [role.id] }), await api.addUser({ roleIds: [role.id] })];
    const refused = await api.call('admin', 'deleteRole', { roleId: role.id, version: 1 });
    expect(refused.resultcode).toBe(101);
    expect(refused.msg).toBe(`roleId: ${t('system.validate.roleInUse', { count: 2 })}`);
    expect(await countOn(server(), 'select count(*) from roles where id = ?', [role.id])).toBe(1);
    for (const holder of holders) await api.ok('admin', 'editUser', { userId: holder.id, version: 1, roleIds: [] });
    expect((await api.call('admin', 'deleteRole', { roleId: role.id, version: 2 })).resultcode).toBe(104);
    expect(await api.ok('admin', 'deleteRole', { roleId: role.id, version: 1 })).toEqual({ id: role.id, deleted: true });
    expect(await countOn(server(), 'select count(*) from role_permissions where role_id = ?', [role.id])).toBe(0);
    expect((await api.call('admin', 'getRole', { roleId: role.id })).resultcode).toBe(102);
    const builtIn = await api.call('admin', 'deleteRole', { roleId: await api.roleId('reviewer'), version: 1 });
    expect(builtIn.msg).toBe(`roleId: ${t('system.validate.builtInRole')}`);
  });

  it('refuses granting codes the caller does not hold, and changing a role above the caller', async () => {
    const editor = await api.ok('admin', 'addRole', { name: 'Role editor', nodeCodes: ['system', 'systemRole', 'systemRole.edit', 'orderList'] });
    const user = await api.addUser({ roleIds: [editor.id] });
    const auth = await login(server().url, user.username, TEST_USER_PASSWORD);
    const refused = await api.call(auth, 'addRole', { name: 'Escalate', nodeCodes: ['orderList', 'audit.view'] });
    expect(refused.msg).toBe(`nodeCodes: ${t('system.validate.nodesNotHeld', { codes: 'audit.view' })}`);
    expect((await api.ok(auth, 'addRole', { name: 'Smaller', nodeCodes: ['orderList'] })).nodeCodes).toEqual(['orderList']);
    const finance = await api.roleId('finance');
    const above = await api.call(auth, 'editRole', { roleId: finance, version: 1, nodeCodes: [] });
    expect(above.resultcode).toBe(106);
    expect(above.msg).toBe(t('system.error.cannotManageRole'));
    const [row] = await sqlOn(server(), 'select version from roles where id = ?', [finance]);
    expect(Number(row?.version)).toBe(1);
  });
});
