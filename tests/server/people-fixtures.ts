// Helpers of the people server tests: arrange nurses, applications and cards straight in the
// test server's database (many at once, in one statement each), and read them back.
import type { TestServer } from '../support/server';
import { countOn, sqlOn } from './support/database';
import type { SystemClient } from './system-fixtures';

const DAY = 86_400_000;
let batch = 0;

/** A prefix no other call of this process uses, for phones and card numbers (11-digit phones 1374…/1375…). */
function nextPrefix(): string {
  batch += 1;
  return `${String(process.pid % 100).padStart(2, '0')}${String(batch).padStart(2, '0')}`;
}

/**
 * `count` pending nurses in `studioId`, each with a qualification application under review
 * (no documents). Answers the application ids in nurse order.
 */
export async function makeApplications(server: TestServer, count: number, studioId: number): Promise<number[]> {
  const prefix = nextPrefix();
  const now = Date.now();
  const values: string[] = [];
  const params: unknown[] = [];
  for (let i = 0; i < count; i++) {
    values.push('(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    params.push(studioId, `Applicant ${prefix}-${i}`, `1374${prefix}${String(i).padStart(3, '0')}`, '110105199001011234', 'nurse', 3, `RNX${prefix}${i}`, now + 400 * DAY, 0, now, now, 1);
  }
  // Inserted in chunks: SQLite takes at most 32766 parameters per statement.
  for (let start = 0; start < values.length; start += 500) {
    await sqlOn(
      server,
      `insert into nurses (studio_id, name, phone, id_number, title, years_of_practice, certificate_no, certificate_expires_at, status, created_at, updated_at, version) values ${values.slice(start, start + 500).join(', ')}`,
      params.slice(start * 12, (start + 500) * 12),
    );
  }
  await sqlOn(
    server,
    `insert into nurse_applications (nurse_id, studio_id, status, attempt, submitted_at, created_at, updated_at, version)
     select id, studio_id, 2, 1, ?, ?, ?, 1 from nurses where phone like ? order by id`,
    [now, now, now, `1374${prefix}%`],
  );
  const rows = await sqlOn(server, 'select a.id from nurse_applications a join nurses n on n.id = a.nurse_id where n.phone like ? order by n.id', [`1374${prefix}%`]);
  return rows.map((r) => Number(r.id));
}

/** `count` assistive cards of the first demo member with `status`, valid until `validUntil`. Answers their ids. */
export async function makeCards(server: TestServer, count: number, status: number, validUntil = Date.now() + 365 * DAY): Promise<number[]> {
  const prefix = nextPrefix();
  const now = Date.now();
  const member = await countOn(server, 'select min(id) from members');
  const values: string[] = [];
  const params: unknown[] = [];
  for (let i = 0; i < count; i++) {
    values.push('(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    params.push(member, `TC${prefix}${String(i).padStart(4, '0')}`, `Holder ${prefix}-${i}`, '110105199001011234', 'physical', 2, status, now - 10 * DAY, validUntil, now, now, now, 1);
  }
  for (let start = 0; start < values.length; start += 500) {
    await sqlOn(
      server,
      `insert into assistive_cards (member_id, card_no, holder_name, id_number, disability_kind, disability_level, status, valid_from, valid_until, submitted_at, created_at, updated_at, version) values ${values.slice(start, start + 500).join(', ')}`,
      params.slice(start * 13, (start + 500) * 13),
    );
  }
  const rows = await sqlOn(server, 'select id from assistive_cards where card_no like ? order by id', [`TC${prefix}%`]);
  return rows.map((r) => Number(r.id));
}

export async function applicationRow(server: TestServer, id: number) {
  const [row] = await sqlOn(server, 'select a.status, a.version, a.attempt, a.reason, a.decided_by, n.status as nurse_status, n.id as nurse_id from nurse_applications a join nurses n on n.id = a.nurse_id where a.id = ?', [id]);
  if (!row) throw new Error(`no application ${id}`);
  return { status: Number(row.status), version: Number(row.version), attempt: Number(row.attempt), reason: String(row.reason), decidedBy: row.decided_by === null ? null : Number(row.decided_by), nurseStatus: Number(row.nurse_status), nurseId: Number(row.nurse_id) };
}

export async function cardRow(server: TestServer, id: number) {
  const [row] = await sqlOn(server, 'select status, version, attempt, reason from assistive_cards where id = ?', [id]);
  if (!row) throw new Error(`no card ${id}`);
  return { status: Number(row.status), version: Number(row.version), attempt: Number(row.attempt), reason: String(row.reason) };
}

/** Audit rows of one record, oldest first. */
export async function auditOf(server: TestServer, entity: string, id: number) {
  return sqlOn(server, 'select action, actor_id, channel, before_json, after_json from audit_log where entity = ? and entity_id = ? order by id', [entity, id]);
}

/** A reviewer bound to `stationIds` (a fresh account with the built-in reviewer role). */
export async function boundReviewer(api: SystemClient, stationIds: number[]): Promise<string> {
  const user = await api.addUser({ roleIds: [await api.roleId('reviewer')], stationIds });
  return user.username;
}

/** Posts to a test hook. */
export async function hook<T>(server: TestServer, name: string, body: unknown): Promise<{ resultcode: number; msg: string; result: T }> {
  const response = await fetch(`${server.url}/api/test/people/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as { resultcode: number; msg: string; result: T };
}

/** `count` nurses of `status` in `studioId` (no application). Answers their ids. */
export async function makeNurses(server: TestServer, count: number, studioId: number, status: number): Promise<number[]> {
  const prefix = nextPrefix();
  const now = Date.now();
  const values = Array.from({ length: count }, () => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
  const params = Array.from({ length: count }, (_, i) => [studioId, `Nurse ${prefix}-${i}`, `1375${prefix}${String(i).padStart(3, '0')}`, '110105199001011234', 'nurse', 3, `RNY${prefix}${i}`, now + 400 * DAY, status, now, now, 1]).flat();
  await sqlOn(server, `insert into nurses (studio_id, name, phone, id_number, title, years_of_practice, certificate_no, certificate_expires_at, status, created_at, updated_at, version) values ${values}`, params);
  return (await sqlOn(server, 'select id from nurses where phone like ? order by id', [`1375${prefix}%`])).map((r) => Number(r.id));
}
