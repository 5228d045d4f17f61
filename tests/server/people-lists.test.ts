import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { boundReviewer } from './people-fixtures';

const masked = /^1\d{2}\*{4}\d{4}$/;
const DAY = 86_400_000;

describe('people: lists, filters, scoping', () => {
  const server = useServer();
  const api = systemClient(server);
  const studioOf = async (username: string) => countOn(server(), 'select min(us.studio_id) from user_stations us join system_users u on u.id = us.user_id where u.username = ?', [username]);

  it('members: filters, masking, sorting and cursor paging over every row once', async () => {
    const all = await api.ok('cs', 'getMemberList', { limit: 100 });
    expect(all.total).toBe(await countOn(server(), 'select count(*) from members'));
    expect(all.list.every((m) => masked.test(m.phone))).toBe(true);
    const disabled = await api.ok('cs', 'getMemberList', { status: 0 });
    expect(disabled.total).toBe(await countOn(server(), 'select count(*) from members where status = 0'));
    expect(disabled.list.every((m) => m.status === 0)).toBe(true);
    const byPhone = await api.ok('cs', 'getMemberList', { phone: '00017' });
    expect(byPhone.list.map((m) => m.phone)).toEqual(['137****0017']);
    const reversed = await api.call('cs', 'getMemberList', { registeredFrom: 2000, registeredTo: 1000 });
    expect(reversed).toMatchObject({ resultcode: 101, result: { field: 'registeredTo' } });
    const seen: number[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await api.ok('cs', 'getMemberList', { sort: 'nickname', limit: 7, ...(cursor ? { cursor } : {}) });
      seen.push(...page.list.map((m) => m.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(all.total);
    expect(seen).toHaveLength(all.total);
    const badSort = await api.call('cs', 'getMemberList', { sort: 'password' });
    expect(badSort).toMatchObject({ resultcode: 101, result: { field: 'sort' } });
  });

  it('nurses: station-scoped; status, title and certificate-expiry filters', async () => {
    const all = await api.ok('admin', 'getNurseList', { limit: 100 });
    expect(all.total).toBe(await countOn(server(), 'select count(*) from nurses'));
    expect(all.list.every((n) => masked.test(n.phone))).toBe(true);
    const studio = await studioOf('studio');
    const mine = await api.ok('studio', 'getNurseList', { limit: 100 });
    expect(mine.total).toBe(await countOn(server(), 'select count(*) from nurses where studio_id = ?', [studio]));
    expect(mine.list.every((n) => n.studio.id === studio)).toBe(true);
    const [, other] = await api.stationIds();
    expect((await api.ok('studio', 'getNurseList', { studioId: other })).total).toBe(0);
    const soon = await api.ok('admin', 'getNurseList', { expiringWithinDays: 30, sort: 'certificateExpiresAt', limit: 100 });
    expect(soon.total).toBe(await countOn(server(), 'select count(*) from nurses where certificate_expires_at <= ?', [Date.now() + 30 * DAY]));
    expect(soon.total).toBeGreaterThanOrEqual(6);
    expect(soon.list[0]?.certificateExpired).toBe(true);
    expect(soon.list.slice(1).some((n) => !n.certificateExpired)).toBe(true);
    const expiries = soon.list.map((n) => n.certificateExpiresAt);
    expect(expiries).toEqual([...expiries].sort((a, b) => a - b));
    const suspended = await api.ok('admin', 'getNurseList', { status: 2, title: 'nurse' });
    expect(suspended.list.every((n) => n.status === 2 && n.title === 'nurse')).toBe(true);
    expect((await api.call('admin', 'getNurseList', { status: 7 })).msg).toBe(`status: ${t('people.contract.nurseStatus')}`);
    expect((await api.call('admin', 'getNurseList', { expiringWithinDays: -1 })).msg).toBe(`expiringWithinDays: ${t('people.contract.days')}`);
  });

  it('nurse detail: documents in viewer order, applications, allowed statuses; 102 outside the stations', async () => {
    const [row] = await sqlOn(server(), 'select n.id, n.studio_id from nurses n where n.status = 0 order by n.id limit 1');
    const nurse = await api.ok('admin', 'getNurse', { nurseId: Number(row?.id) });
    expect(nurse.documents.map((d) => d.kind)).toEqual(['id-front', 'id-back', 'practice-licence', 'qualification-certificate', 'employment-letter', 'staff-badge']);
    expect(nurse.documents[0]?.url).toBe(`/demo/documents/n${nurse.id}-id-front.svg`);
    expect(nurse.applications[0]?.status).toBe(2);
    expect(nurse.allowedStatuses).toEqual([]);
    expect(nurse.idNumber).toMatch(/^\d{4}\*{10}[\dX]{4}$/);
    expect(masked.test(nurse.phone)).toBe(true);
    const studio = await studioOf('studio');
    const [outside] = await sqlOn(server(), 'select id from nurses where studio_id <> ? order by id limit 1', [studio]);
    const answer = await api.call('studio', 'getNurse', { nurseId: Number(outside?.id) });
    expect(answer).toMatchObject({ resultcode: 102, msg: t('error.notFound', { what: t('people.server.entity.nurse') }) });
  });

  it('qualification applications: the queue by status, station-scoped, with documents and allowed decisions', async () => {
    const waiting = await api.ok('reviewer', 'getNurseExamineList', { status: 2, limit: 100 });
    expect(waiting.total).toBe(await countOn(server(), 'select count(*) from nurse_applications where status = 2'));
    expect(waiting.list.every((a) => a.allowedEvents.join() === 'approve,reject' && a.documentCount === 6 && masked.test(a.nurse.phone))).toBe(true);
    const decided = await api.ok('reviewer', 'getNurseExamineList', { status: 1, limit: 5 });
    expect(decided.list.every((a) => a.allowedEvents.length === 0 && a.decidedBy !== null)).toBe(true);
    const [first] = await api.stationIds();
    const bound = await boundReviewer(api, [first as number]);
    const mine = await api.ok(bound, 'getNurseExamineList', { limit: 100 });
    expect(mine.total).toBe(await countOn(server(), 'select count(*) from nurse_applications where studio_id = ?', [first]));
    expect(mine.list.every((a) => a.studio.id === first)).toBe(true);
    const name = waiting.list[0]?.nurse.name ?? '';
    const byName = await api.ok('reviewer', 'getNurseExamineList', { name: name.slice(0, 5).toUpperCase(), status: 2 });
    expect(byName.list.some((a) => a.nurse.name === name)).toBe(true);
    const oldestFirst = await api.ok('reviewer', 'getNurseExamineList', { status: 2, sort: 'submittedAt' });
    const times = oldestFirst.list.map((a) => a.submittedAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await api.call('studio', 'getNurseExamineList', {})).resultcode).toBe(106);
    const reversed = await api.call('reviewer', 'getNurseExamineList', { submittedFrom: 5, submittedTo: 1 });
    expect(reversed.result).toEqual({ field: 'submittedTo' });
  });

  it('patients: platform-wide, ID numbers and phones masked, filters by member phone and ID type', async () => {
    const all = await api.ok('cs', 'getPatientList', { limit: 200 });
    expect(all.total).toBe(await countOn(server(), 'select count(*) from patients'));
    expect(all.list.every((p) => masked.test(p.phone) && masked.test(p.member.phone) && /\*/.test(p.idNumber))).toBe(true);
    const passports = await api.ok('cs', 'getPatientList', { idType: 'passport' });
    expect(passports.total).toBe(await countOn(server(), "select count(*) from patients where id_type = 'passport'"));
    expect(passports.list.every((p) => p.idType === 'passport')).toBe(true);
    const ofMember = await api.ok('cs', 'getPatientList', { memberPhone: '13700000003' });
    expect(ofMember.list.length).toBeGreaterThan(0);
    expect(ofMember.list.every((p) => p.member.phone === '137****0003')).toBe(true);
    expect((await api.call('cs', 'getPatientList', { relationship: 'cousin' })).result).toEqual({ field: 'relationship' });
  });

  it('customers: station data when they have a studio; those without one are seen by all', async () => {
    const all = await api.ok('cs', 'getCustomerList', { limit: 100 });
    expect(all.total).toBe(await countOn(server(), 'select count(*) from customers'));
    expect(all.total).toBeGreaterThanOrEqual(25);
    const studio = (await api.stationIds())[0] as number;
    const agent = (await api.addUser({ roleIds: [await api.roleId('customerService')], stationIds: [studio] })).username;
    const mine = await api.ok(agent, 'getCustomerList', { limit: 100 });
    expect(mine.total).toBe(await countOn(server(), 'select count(*) from customers where studio_id is null or studio_id = ?', [studio]));
    expect(mine.list.every((c) => c.studio === null || c.studio.id === studio)).toBe(true);
    const following = await api.ok('cs', 'getCustomerList', { status: 'following' });
    expect(following.list.every((c) => c.status === 'following' && c.followUpCount > 0 && c.lastFollowUpAt !== null)).toBe(true);
    const [outside] = await sqlOn(server(), 'select id from customers where studio_id <> ? order by id limit 1', [studio]);
    expect((await api.call(agent, 'getCustomer', { customerId: Number(outside?.id) })).resultcode).toBe(102);
  });

  it('assistive cards: every status, activated ones ending soon, masked ID numbers; the Home counts', async () => {
    const all = await api.ok('reviewer', 'getAssistiveCardList', { limit: 100 });
    expect(all.total).toBe(await countOn(server(), 'select count(*) from assistive_cards'));
    for (const status of [0, 1, 2, 3]) {
      const page = await api.ok('reviewer', 'getAssistiveCardList', { status });
      expect(page.total, `status ${status}`).toBeGreaterThan(0);
      expect(page.list.every((c) => c.status === status && /\*/.test(c.idNumber) && masked.test(c.member.phone))).toBe(true);
    }
    const soon = await api.ok('reviewer', 'getAssistiveCardList', { expiringWithinDays: 10, sort: 'validUntil' });
    expect(soon.total).toBe(await countOn(server(), 'select count(*) from assistive_cards where status = 1 and valid_until <= ?', [Date.now() + 10 * DAY]));
    expect(soon.total).toBeGreaterThanOrEqual(3);
    const card = await api.ok('reviewer', 'getAssistiveCard', { cardId: soon.list[0]?.id });
    expect(card.frontUrl).toBe(`/demo/documents/c${card.id}-front.svg`);
    const waitingCards = await countOn(server(), 'select count(*) from assistive_cards where status = 2');
    const waitingApplications = await countOn(server(), 'select count(*) from nurse_applications where status = 2');
    expect(await api.ok('reviewer', 'getReviewQueueCounts')).toEqual({ nurseApplications: waitingApplications, assistiveCards: waitingCards });
    expect(await api.ok('finance', 'getReviewQueueCounts')).toEqual({ nurseApplications: null, assistiveCards: null });
    const [first] = await api.stationIds();
    const bound = await boundReviewer(api, [first as number]);
    expect((await api.ok(bound, 'getReviewQueueCounts')).nurseApplications).toBe(await countOn(server(), 'select count(*) from nurse_applications where status = 2 and studio_id = ?', [first]));
  });

  it('studio options: the caller’s stations, or all', async () => {
    expect((await api.ok('studio', 'getStudioOptions')).list.map((s) => s.id)).toEqual([await studioOf('studio')]);
    expect((await api.ok('reviewer', 'getStudioOptions')).list).toHaveLength(await countOn(server(), 'select count(*) from studios'));
  });
});
