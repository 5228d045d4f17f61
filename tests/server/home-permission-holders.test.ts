import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';

describe("why can't I: who holds a permission", () => {
  const server = useServer();
  const api = systemClient(server);

  it('names the roles granting a permission and enabled accounts to ask, to any signed-in user', async () => {
    const answer = await api.ok('finance', 'getPermissionHolders', { code: 'nurseExamine.review' });
    const [node] = await sqlOn(server(), 'select name from permission_nodes where code = ?', ['nurseExamine.review']);
    expect(answer.code).toBe('nurseExamine.review');
    expect(answer.name).toBe(node?.name);
    const granting = await sqlOn(
      server(),
      `select r.name as name, (select count(*) from user_roles ur join system_users u on u.id = ur.user_id where ur.role_id = r.id and u.status = 1) as users
       from roles r where r.id in (select rp.role_id from role_permissions rp join permission_nodes n on n.id = rp.node_id where n.code = ?) order by r.name`,
      ['nurseExamine.review'],
    );
    expect(answer.roles).toEqual(granting.map((r) => ({ name: r.name, users: Number(r.users) })));
    expect(answer.users.map((u) => u.username)).toContain('reviewer');
    expect(answer.users.map((u) => u.username)).not.toContain('finance');
    // A disabled account is never offered as someone to ask.
    expect(answer.users.map((u) => u.username)).not.toContain('disabled');
    expect(answer.users.length).toBeLessThanOrEqual(5);
  });

  it('refuses an unknown code naming the field', async () => {
    const refused = await api.call('cs', 'getPermissionHolders', { code: 'no.such.code' });
    expect(refused.resultcode).toBe(101);
    expect(refused.msg).toBe(`code: ${t('daily.server.unknownPermission', { code: 'no.such.code' })}`);
    expect((await api.call('cs', 'getPermissionHolders', {})).resultcode).toBe(101);
  });
});
