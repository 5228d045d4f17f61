// The permission matrix: for every endpoint of the core table that needs a permission node and
// every built-in role (signed in as its demo account), a call with a valid body. Roles the
// reviewed table (apps/server/src/seed/built-in-role-endpoints.ts) allows succeed; the others
// get 106 and change no row. The seeded role rules must grant exactly what the table says.
import { endpoints, type EndpointName } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { PUBLIC, SIGNED_IN, buildPermissionCatalogue } from '@careops/core/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtInRoleEndpoints } from '../../apps/server/src/seed/built-in-role-endpoints';
import { builtInRoles, grantedCodes } from '../../apps/server/src/seed/built-in-roles';
import { adminAccount, demoStaff, emptyRoleCode } from '../../apps/server/src/seed/demo-data';
import { apiCall } from '../support/server';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient, uniquePerson } from './system-fixtures';
import { orderMatrix } from './matrix/orders-matrix';
import { peopleMatrix } from './matrix/people-matrix';
import { catalogueMatrix } from './matrix/catalogue-matrix';
import { catalogueSalesMatrix } from './matrix/catalogue-sales-matrix';
import { inventoryMatrix } from './matrix/inventory-matrix';
import { couponsMatrix } from './matrix/coupons-matrix';
import { marketingContentMatrix } from './matrix/marketing-content-matrix';
import { financeInvoicesMatrix } from './matrix/finance-invoices-matrix';
import { financeWithdrawalsMatrix } from './matrix/finance-withdrawals-matrix';
import { financeLedgerMatrix } from './matrix/finance-ledger-matrix';
import { homeMatrix } from './matrix/home-matrix';
import type { MatrixArea } from './matrix/matrix-area';
import { securityMatrix } from './matrix/security-matrix';
import { studiosMatrix } from './matrix/studios-matrix';

const areas: MatrixArea[] = [orderMatrix, peopleMatrix, homeMatrix, studiosMatrix, securityMatrix, catalogueMatrix, catalogueSalesMatrix, inventoryMatrix, couponsMatrix, financeInvoicesMatrix, marketingContentMatrix, financeWithdrawalsMatrix, financeLedgerMatrix];

const catalogue = buildPermissionCatalogue();
const guarded = (Object.keys(endpoints) as EndpointName[]).filter((n) => endpoints[n].permission !== PUBLIC && endpoints[n].permission !== SIGNED_IN);

/** One enabled demo account per built-in role, plus the account whose role grants nothing. */
const accounts = [
  ...builtInRoles.map((rule) => {
    const account = rule.code === adminAccount.role ? adminAccount : demoStaff.find((s) => s.role === rule.code && s.status === 1);
    if (!account) throw new Error(`no demo account holds the built-in role ${rule.code}`);
    const reviewed = rule.all ? guarded : builtInRoleEndpoints[rule.code as keyof typeof builtInRoleEndpoints];
    if (!reviewed) throw new Error(`the reviewed table has no row for the built-in role ${rule.code}`);
    return { username: account.username, role: rule.code, grants: grantedCodes(rule, catalogue), allowed: new Set<EndpointName>(reviewed) };
  }),
  { username: demoStaff.find((s) => s.role === emptyRoleCode)?.username ?? 'noperm', role: emptyRoleCode, grants: new Set<string>(), allowed: new Set<EndpointName>() },
];

/** Row counts and sums that any change of this area would move (session touches excluded). */
const fingerprintSql = `select
 (select count(*) from system_users) as users, (select coalesce(sum(version), 0) from system_users) as users_version,
 (select coalesce(sum(status), 0) from system_users) as users_status,
 (select count(*) from user_roles) as user_roles, (select coalesce(sum(user_id * 1000 + role_id), 0) from user_roles) as user_roles_sum,
 (select count(*) from user_stations) as user_stations, (select coalesce(sum(user_id * 1000 + studio_id), 0) from user_stations) as user_stations_sum,
 (select count(*) from roles) as roles, (select coalesce(sum(version), 0) from roles) as roles_version,
 (select count(*) from role_permissions) as role_permissions, (select coalesce(sum(role_id * 1000 + node_id), 0) from role_permissions) as role_permissions_sum,
 (select count(*) from sessions where revoked_at is null) as live_sessions,
 (select count(*) from audit_log) as audit_rows,
 (select count(*) from message_records) as message_records, (select count(*) from message_recipients) as message_recipients,
 (select count(*) from message_outbox) as message_outbox,
 (select count(*) from staff_messages) as staff_messages, (select count(*) from staff_messages where read_at is not null) as staff_messages_read,
 (select count(*) from studios) as studios, (select coalesce(sum(version), 0) from studios) as studios_version,
 (select count(*) from permission_nodes) as permission_nodes${areas.flatMap((a) => a.fingerprint).map((f, i) => `,\n ${f} as area_${i}`).join('')}`;

describe('permission matrix', () => {
  // Nothing but the calls may change rows while a slow run compares fingerprints around a
  // refused call: an alarm the matrix raises must not escalate (notifying staff, auditing), and
  // the scheduled jobs (a demo order passing its payment or acceptance deadline, cards
  // expiring, surveys falling overdue) wait a day.
  const server = useServer({
    CAREOPS_SOS_ESCALATE_SECONDS: '86400',
    CAREOPS_ORDER_JOB_SECONDS: '86400',
    CAREOPS_PEOPLE_JOB_SECONDS: '86400',
    CAREOPS_SURVEY_JOB_SECONDS: '86400',
  });
  const api = systemClient(server);
  const fingerprint = async () => JSON.stringify((await sqlOn(server(), fingerprintSql))[0]);

  // What the bodies refer to: a target account in the studio manager's station (so that every
  // role allowed to manage users may manage it), the empty role, a demo message record.
  let station = 0;
  let emptyRole = 0;
  let targetId = 0;
  let recordId = 0;
  const versionOf = async (table: 'system_users' | 'roles', id: number) => Number((await sqlOn(server(), `select version from ${table} where id = ?`, [id]))[0]?.version);
  const freshRole = async () => (await api.ok('admin', 'addRole', { name: `Matrix ${uniquePerson().username}`, nodeCodes: [] })).id;

  beforeAll(async () => {
    const studio = await api.as('studio');
    station = Number((await sqlOn(server(), 'select min(studio_id) as s from user_stations where user_id = ?', [studio.userId]))[0]?.s);
    emptyRole = await api.roleId(emptyRoleCode);
    targetId = (await api.addUser({ roleIds: [emptyRole], stationIds: [station] })).id;
    recordId = Number((await sqlOn(server(), 'select min(id) as id from message_records'))[0]?.id);
    for (const a of accounts) await api.as(a.username);
    for (const area of areas) Object.assign(bodies, await area.bodies({ server: server(), api }));
  });

  /** A valid body per guarded endpoint; later areas add theirs (a missing one fails below). */
  const bodies: Partial<Record<EndpointName, () => Promise<Record<string, unknown>>>> = {
    getUsersList: async () => ({ status: 1, limit: 10 }),
    getUser: async () => ({ userId: targetId }),
    getAllStationList: async () => ({}),
    getAllRole: async () => ({}),
    addUser: async () => ({ ...uniquePerson(), name: 'Matrix', password: 'Matrix-pass-2048', roleIds: [emptyRole], stationIds: [station] }),
    editUser: async () => ({ userId: targetId, version: await versionOf('system_users', targetId), name: `Edited ${Date.now()}` }),
    alterUserStatus: async () => {
      const [row] = await sqlOn(server(), 'select status, version from system_users where id = ?', [targetId]);
      return { userId: targetId, status: Number(row?.status) === 1 ? 0 : 1, version: Number(row?.version) };
    },
    resetUserPassword: async () => ({ userId: targetId, password: 'Reset-pass-2048' }),
    getUserSessions: async () => ({ userId: targetId }),
    endUserSessions: async () => ({ userId: targetId }),
    revealUserField: async () => ({ userId: targetId, field: 'phone' }),
    getRoleList: async () => ({}),
    getRole: async () => ({ roleId: emptyRole }),
    getPermissionTree: async () => ({}),
    addRole: async () => ({ name: `Matrix ${uniquePerson().username}`, nodeCodes: [] }),
    editRole: async () => {
      const roleId = await freshRole();
      return { roleId, version: 1, name: `Renamed ${roleId}` };
    },
    deleteRole: async () => ({ roleId: await freshRole(), version: 1 }),
    getAuditList: async () => ({ limit: 5 }),
    getRecordHistory: async () => ({ entity: 'system_user', entityId: targetId }),
    getMessageRecordList: async () => ({}),
    getMessageRecord: async () => ({ id: recordId }),
    sendAnnouncement: async () => ({ target: 'users', userIds: [targetId], title: 'Matrix', body: 'Hello' }),
  };

  it('grants each built-in role exactly the endpoints the reviewed table allows it', () => {
    for (const account of accounts) {
      const byRule = guarded.filter((n) => account.grants.has(endpoints[n].permission));
      expect(byRule, account.role).toEqual(guarded.filter((n) => account.allowed.has(n)));
    }
  });

  it('keeps finance to reading orders: no cancel (a refund), no review, no export, no notes', () => {
    const finance = accounts.find((a) => a.role === 'finance');
    for (const name of ['cancelOrder', 'auditOrder', 'exportOrders', 'addPlatformNotes', 'assignOrderNurse', 'openOrderComplaint', 'reviewPriceChange'] as const) {
      expect(finance?.allowed.has(name), name).toBe(false);
    }
    expect(finance?.allowed.has('getOrderList')).toBe(true);
    expect(finance?.allowed.has('getOrder')).toBe(true);
  });

  it('lets finance, and no other built-in role but the super admin, export the journal', () => {
    expect(accounts.filter((a) => a.allowed.has('exportJournal')).map((a) => a.role).sort()).toEqual(['finance', 'superAdmin']);
  });

  it('lets the roles that read stock movements export them, and no other', () => {
    expect(accounts.filter((a) => a.allowed.has('exportStockMovements')).map((a) => a.role).sort()).toEqual(['customerService', 'operations', 'studioManager', 'superAdmin']);
  });

  it('covers every built-in role with a demo account whose live permissions match its seeded rule', async () => {
    expect(accounts.map((a) => a.role)).toEqual([...builtInRoles.map((r) => r.code), emptyRoleCode]);
    for (const account of accounts) {
      const answer = await api.ok(account.username, 'getUserPermission', {});
      expect(new Set(answer.permissionNode.map((n) => n.code)), account.username).toEqual(account.grants);
    }
  });

  /** A multipart POST of one file (an upload), answered with the envelope. */
  const uploadAs = async (username: string, name: EndpointName, file: Blob) => {
    const auth = await api.as(username);
    const form = new FormData();
    form.append('file', file, 'matrix.png');
    const response = await fetch(`${server().url}${endpoints[name].path}`, { method: 'POST', headers: { token: auth.token, userId: String(auth.userId) }, body: form });
    const envelope = (await response.json()) as { resultcode: number; msg: string };
    return { resultcode: envelope.resultcode, msg: envelope.msg };
  };

  /** POST with a JSON body; a GET (an export) with the body as its query, whose success is a file rather than an envelope. */
  const callAs = async (username: string, name: EndpointName, body: Record<string, unknown>) => {
    if (body.file instanceof Blob) return uploadAs(username, name, body.file);
    if (endpoints[name].method !== 'GET') return api.call(username, name, body);
    const query = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
    const answer = await apiCall(server().url, `${endpoints[name].path}?${query}`, undefined, await api.as(username), { method: 'GET' });
    return answer.status === 200 && answer.resultcode === '' ? { ...answer, resultcode: 1 } : answer;
  };

  it('has a valid body for every endpoint that needs a permission', () => {
    expect(guarded.filter((n) => !bodies[n])).toEqual([]);
    expect(guarded.length).toBeGreaterThanOrEqual(22);
  });

  for (const name of guarded) {
    it(`${name} (${endpoints[name].permission})`, async () => {
      const body = bodies[name];
      if (!body) throw new Error(`no matrix body for ${name}`);
      const outcome: string[] = [];
      for (const account of accounts) {
        const allowed = account.allowed.has(name);
        const request = await body();
        const before = await fingerprint();
        const answer = await callAs(account.username, name, request);
        if (allowed) {
          expect(answer.resultcode, `${name} as ${account.username}: ${answer.msg}`).toBe(1);
        } else {
          expect(answer.resultcode, `${name} as ${account.username}`).toBe(106);
          expect(answer.msg).toBe(t('error.permissionDenied'));
          expect(await fingerprint(), `${name} as ${account.username} changed rows`).toBe(before);
        }
        outcome.push(`${account.username}:${allowed ? 'allowed' : 'denied'}`);
      }
      // Every endpoint is allowed to someone (the super admin) and denied to someone (noperm).
      expect(outcome).toContain('admin:allowed');
      expect(outcome).toContain('noperm:denied');
    });
  }
});
