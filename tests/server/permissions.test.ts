import type { StaffMessage, SystemUserInfo, UserPermission } from '@careops/core/contract';
import { buildPermissionCatalogue } from '@careops/core/permissions';
import { describe, expect, it } from 'vitest';
import { apiCall, login } from '../support/server';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';

const PERMISSION = '/api/admin/getUserPermission';
const INFO = '/system/user/getSystemUserInfo.json';

describe('permissions', () => {
  const server = useServer();
  const nodesOf = async (username: string) => {
    const auth = await login(server().url, username, server().adminPassword);
    const answer = await apiCall<UserPermission>(server().url, PERMISSION, { userId: auth.userId }, auth);
    expect(answer.resultcode).toBe(1);
    return { auth, result: answer.result, codes: new Set(answer.result.permissionNode.map((n) => n.code)) };
  };

  it('gives the super admin the whole catalogue as a consistent tree', async () => {
    const { result, codes } = await nodesOf('admin');
    expect([...codes].sort()).toEqual(buildPermissionCatalogue().map((n) => n.code).sort());
    const ids = new Set(result.permissionNode.map((n) => n.id));
    for (const node of result.permissionNode) expect(node.parentId === 0 || ids.has(node.parentId), node.code).toBe(true);
    expect(result.users).toMatchObject({ username: 'admin', phone: '13800000000' });
  });

  it('answers each node as stored, in id order, also after a node changes or is added (node_json kept by triggers)', async () => {
    const stored = async () =>
      (await sqlOn(server(), 'select id, parent_id, code, name, icon, num, ismenu from permission_nodes order by id')).map((r) => ({
        id: Number(r.id), parentId: Number(r.parent_id), code: String(r.code), name: String(r.name), icon: String(r.icon), num: Number(r.num), ismenu: Number(r.ismenu),
      }));
    expect((await nodesOf('admin')).result.permissionNode).toEqual(await stored());
    await sqlOn(server(), "update permission_nodes set name = ?, icon = ?, num = ? where code = 'orderList'", ['orders "all" — 全部', 'list-check', 7]);
    const [role] = await sqlOn(server(), "select id from roles where code = 'superAdmin'");
    await sqlOn(server(), "insert into permission_nodes (parent_id, code, name, icon, num, ismenu, created_at, updated_at) values (0, 'zzTestNode', 'a test node', '', 99, 0, 1, 1)");
    const [node] = await sqlOn(server(), "select id from permission_nodes where code = 'zzTestNode'");
    await sqlOn(server(), 'insert into role_permissions (role_id, node_id, created_at) values (?, ?, 1)', [role?.id, node?.id]);
    const answered = (await nodesOf('admin')).result.permissionNode;
    expect(answered).toEqual(await stored());
    expect(answered.find((n) => n.code === 'orderList')).toMatchObject({ name: 'orders "all" — 全部', icon: 'list-check', num: 7 });
    expect(answered.at(-1)?.code).toBe('zzTestNode');
  });

  it('gives each demo role its area', async () => {
    const cs = (await nodesOf('cs')).codes;
    expect(cs.has('orderList') && cs.has('memberManagement') && cs.has('consumablesList')).toBe(true);
    expect(cs.has('nurseExamine') || cs.has('finance') || cs.has('consumablesOut')).toBe(false);
    const studio = (await nodesOf('studio')).codes;
    expect(studio.has('studioCenter') && studio.has('securityCenterList') && studio.has('serviceNurse')).toBe(true);
    expect(studio.has('memberManagement')).toBe(false);
    const finance = (await nodesOf('finance')).codes;
    expect(finance.has('withdrawRecord') && finance.has('orderList')).toBe(true);
    expect(finance.has('medicalWaste')).toBe(false);
    const ops = (await nodesOf('ops')).codes;
    expect(ops.has('service') && ops.has('couponList') && ops.has('consumablesOut')).toBe(true);
    expect(ops.has('orderList')).toBe(false);
    const reviewer = (await nodesOf('reviewer')).codes;
    expect([...reviewer].sort()).toEqual(['assistiveCard', 'assistiveCard.review', 'nurseExamine', 'nurseExamine.review', 'nurseExamineDet', 'order', 'orderList', 'orderList.notes', 'orderList.review', 'person', 'serviceOrderDetail']);
  });

  it('gives the account without permissions no nodes', async () => {
    const { result } = await nodesOf('noperm');
    expect(result.permissionNode).toEqual([]);
    expect(result.users.username).toBe('noperm');
  });

  it("refuses another user's permissions with 106, JSON or form-encoded", async () => {
    const auth = await login(server().url, 'cs', server().adminPassword);
    const json = await apiCall(server().url, PERMISSION, { userId: auth.userId + 1 }, auth);
    expect(json.resultcode).toBe(106);
    expect(json.msg).toBe('your permission is insufficient to access this function');
    const form = await apiCall(server().url, PERMISSION, { userId: String(auth.userId + 1) }, auth, { form: true });
    expect(form.resultcode).toBe(106);
    const own = await apiCall(server().url, PERMISSION, { userId: String(auth.userId) }, auth, { form: true });
    expect(own.resultcode).toBe(1);
  });

  it('checks an endpoint guarded by a node code: 106 without it, served with it', async () => {
    for (const username of ['cs', 'noperm', 'reviewer']) {
      const auth = await login(server().url, username, server().adminPassword);
      expect((await apiCall(server().url, '/api/test/needsPermission', {}, auth)).resultcode, username).toBe(106);
    }
    const admin = await login(server().url, 'admin', server().adminPassword);
    const answer = await apiCall(server().url, '/api/test/needsPermission', {}, admin);
    expect(answer.resultcode).toBe(1);
    expect(answer.result).toEqual({ granted: true });
  });

  it('describes the signed-in user: roles, stations, consult flag', async () => {
    const admin = await apiCall<SystemUserInfo>(server().url, INFO, {}, await login(server().url, 'admin', server().adminPassword));
    expect(admin.result).toMatchObject({ username: 'admin', name: 'Administrator', phone: '13800000000', stations: [], isConsult: false });
    expect(admin.result.roles.map((r) => r.code)).toEqual(['superAdmin']);
    const studio = await apiCall<SystemUserInfo>(server().url, INFO, {}, await login(server().url, 'studio', server().adminPassword));
    expect(studio.result.stations).toHaveLength(1);
    expect(studio.result.stations[0]?.name).toBe('Kangning Home Nursing Station (Chaoyang)');
    expect(studio.result.roles.map((r) => r.name)).toEqual(['studio manager']);
    const cs = await apiCall<SystemUserInfo>(server().url, INFO, {}, await login(server().url, 'cs', server().adminPassword));
    expect(cs.result.isConsult).toBe(true);
  });
});

describe('staff message center', () => {
  const server = useServer();
  type Page = { list: StaffMessage[]; total: number; page: number; limit: number; unread: number };

  it('lists, filters, pages and marks read the caller’s own messages', async () => {
    const auth = await login(server().url, 'cs', server().adminPassword);
    const list = (body: Record<string, unknown>) => apiCall<Page>(server().url, '/api/admin/getStaffMessageList', body, auth);
    const all = await list({});
    expect(all.result).toMatchObject({ total: 2, page: 1, limit: 20, unread: 2 });
    expect(all.result.list[0]?.id).toBeGreaterThan(all.result.list[1]?.id ?? Infinity);
    const paged = await list({ page: 2, limit: 1 });
    expect(paged.result.list).toHaveLength(1);
    expect(paged.result.list[0]?.id).toBe(all.result.list[1]?.id);
    const first = all.result.list[0]?.id ?? 0;
    const marked = await apiCall<{ updated: number }>(server().url, '/api/admin/markStaffMessagesRead', { ids: [first] }, auth);
    expect(marked.result).toEqual({ updated: 1 });
    const unread = await list({ unreadOnly: true });
    expect(unread.result).toMatchObject({ total: 1, unread: 1 });
    expect(unread.result.list.map((m) => m.id)).not.toContain(first);
    // Someone else's messages are not touched.
    const admin = await login(server().url, 'admin', server().adminPassword);
    const foreign = await apiCall<{ updated: number }>(server().url, '/api/admin/markStaffMessagesRead', { ids: [first] }, admin);
    expect(foreign.result).toEqual({ updated: 0 });
    const rest = await apiCall<{ updated: number }>(server().url, '/api/admin/markStaffMessagesRead', {}, auth);
    expect(rest.result).toEqual({ updated: 1 });
    expect((await list({})).result.unread).toBe(0);
  });

  it('validates paging', async () => {
    const auth = await login(server().url, 'cs', server().adminPassword);
    const answer = await apiCall(server().url, '/api/admin/getStaffMessageList', { limit: 5000 }, auth);
    expect(answer.resultcode).toBe(101);
    expect(answer.msg).toBe('limit: must be at most 1000');
  });
});
