// careops coupons against a real server: create and update a coupon, list and view it, grant it
// from a file of phones (a dry run first, then the grant; the same line again changes nothing;
// a refused recipient makes it partial: exit 5), by member ids and by a segment.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { t } from '@careops/core/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { countOn, sqlOn } from '../server/support/database';
import { ensureCliBuilt } from './support/build-cli';
import { careops, tempConfigDir, type CareopsRun } from './support/run-careops';

let server: TestServer;
const config = tempConfigDir();
const run = (args: string[], input?: string): Promise<CareopsRun> => careops(args, { env: { CAREOPS_CONFIG_DIR: config.dir }, ...(input === undefined ? {} : { input }) });
const json = async <T>(args: string[]): Promise<T> => {
  const result = await run([...args, '--json']);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
};
const members: Array<{ id: number; phone: string }> = [];
/** The day the test's members registered: no one else did. */
const REGISTERED = Date.parse('2002-03-04T10:00:00Z');

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
  const signIn = await run(['login', '--server', server.url, '--username', 'ops', '--password-stdin'], `${server.adminPassword}\n`);
  expect(signIn.code, signIn.stderr).toBe(0);
  for (let i = 0; i < 4; i++) {
    const phone = `1384${String(process.pid % 10_000).padStart(4, '0')}${String(i).padStart(3, '0')}`;
    await sqlOn(server, 'insert into members (phone, nickname, created_at, updated_at) values (?, ?, ?, ?)', [phone, `CLI member ${i}`, REGISTERED, REGISTERED]);
    members.push({ id: await countOn(server, 'select id from members where phone = ?', [phone]), phone });
  }
});
afterAll(async () => {
  await server?.stop();
  config.dispose();
});

describe('careops coupons', () => {
  it('creates, updates, lists and views a coupon', async () => {
    const created = await json<{ id: number; value: number; capCents: number }>(['coupons', 'create', '--name', 'CLI fifteen', '--kind', 'percent', '--value', '15', '--cap', '30', '--quantity', '3', '--valid-days', '10']);
    expect(created).toMatchObject({ value: 1500, capCents: 3000 });
    const updated = await json<{ perMemberLimit: number; version: number }>(['coupons', 'update', 'CLI fifteen', '--per-member', '2']);
    expect(updated).toMatchObject({ perMemberLimit: 2, version: 2 });
    const listed = await run(['coupons', 'list', '--name', 'CLI fifteen']);
    expect(listed.stdout).toContain(t('coupons.server.offer.percentCap', { percent: 15, cap: '30.00' }));
    const viewed = await run(['coupons', 'view', 'CLI fifteen']);
    expect(viewed.stdout).toContain(t('coupons.server.appliesAll'));
    const refused = await run(['coupons', 'create', '--name', 'CLI bad', '--kind', 'threshold', '--value', '5', '--quantity', '3', '--valid-days', '10']);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(t('coupons.server.thresholdNeeded'));
  });

  it('grants from a file of phones: a dry run, the grant with exit 5 when some are refused, the same line again changing nothing', async () => {
    const file = join(config.dir, 'phones.csv');
    writeFileSync(file, `phone,name\n${members.map((m) => `${m.phone},x`).join('\n')}\n`);
    const dry = await run(['coupons', 'grant', 'CLI fifteen', '--members-from-file', file, '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('CLI member 0');
    expect(await countOn(server, "select count(*) from member_coupons mc join coupons c on c.id = mc.coupon_id where c.name = 'CLI fifteen'")).toBe(0);
    const granted = await run(['coupons', 'grant', 'CLI fifteen', '--members-from-file', file]);
    expect(granted.code, granted.stdout + granted.stderr).toBe(5);
    expect(granted.stdout + granted.stderr).toContain(t('coupons.server.refusal.quantity'));
    const again = await run(['coupons', 'grant', 'CLI fifteen', '--members-from-file', file]);
    expect(again.code).toBe(5);
    expect(await countOn(server, "select count(*) from member_coupons mc join coupons c on c.id = mc.coupon_id where c.name = 'CLI fifteen'")).toBe(3);
    expect(await countOn(server, "select count(*) from coupon_grants g join coupons c on c.id = g.coupon_id where c.name = 'CLI fifteen'")).toBe(1);
    const grants = await json<Array<{ granted: number; refused: number; status: string }>>(['coupon-grants', 'list']);
    expect(grants[0]).toMatchObject({ granted: 3, refused: 1, status: 'partial' });
  });

  it('grants by member ids and by a segment; a bad segment is refused naming it', async () => {
    const coupon = await json<{ id: number }>(['coupons', 'create', '--name', 'CLI cash', '--kind', 'cash', '--value', '5', '--quantity', '100', '--per-member', '2', '--valid-until', '2099-01-01']);
    const byIds = await run(['coupons', 'grant', String(coupon.id), '--members', members.slice(0, 2).map((m) => m.id).join(',')]);
    expect(byIds.code, byIds.stderr).toBe(0);
    const bySegment = await run(['coupons', 'grant', 'CLI cash', '--segment', 'registered-from=2002-03-04,registered-to=2002-03-04,no-order-days=30']);
    expect(bySegment.code, bySegment.stderr).toBe(0);
    expect(await countOn(server, 'select count(*) from member_coupons where coupon_id = ? and member_id in (?, ?, ?, ?)', [coupon.id, ...members.map((m) => m.id)])).toBe(6);
    const bad = await run(['coupons', 'grant', 'CLI cash', '--segment', 'bogus=1']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain(t('coupons.res.grant.segmentHelp'));
  });
});
