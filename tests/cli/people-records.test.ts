// careops members|nurses|patients|customers list/view (and their actions), nurses expiring --days N,
// against a real server: filters, masking, the ID-card rule naming its field, station scoping,
// and an audited full-value read.
import { describe, expect, it } from 'vitest';
import { useCliUsers } from './support/cli-users';

const { users } = useCliUsers(['admin', 'studio']);
const { run, json } = users.admin;
const asStudio = users.studio.run;
const lines = (text: string) => text.trimEnd().split('\n').map((line) => line.split('\t'));

type Row = Record<string, unknown>;

describe('careops members', () => {
  it('lists by part of the phone with phones masked, and views one with its e-coin balance', async () => {
    const rows = await json<Row[]>(['members', 'list', '--phone', '13700000001']);
    expect(rows.map((r) => r.phone)).toEqual(['137****0001']);
    const member = await json<Row>(['members', 'view', String(rows[0]?.id)]);
    expect(member).toMatchObject({ id: rows[0]?.id, phone: '137****0001', ecoinCents: expect.any(Number), patients: expect.any(Array), recentOrders: expect.any(Array) });
    const human = await run(['members', 'view', String(rows[0]?.id)]);
    const fields = Object.fromEntries(lines(human.stdout).map(([k = '', v = '']) => [k, v]));
    expect(fields['e-coin balance']).toMatch(/^\d[\d,]*\.\d{2}$/);
    expect(fields.phone).toBe('137****0001');
  });

  it('disables and enables in bulk, reporting members already in that state', async () => {
    const [first, second] = await json<Row[]>(['members', 'list', '--status', 'enabled', '--limit', '2', '--sort', 'id', '--order', 'asc']);
    const ids = [String(first?.id), String(second?.id)];
    const off = await run(['members', 'disable', ...ids, '--yes']);
    expect(off.code).toBe(0);
    expect(lines(off.stdout).slice(1).map((l) => l[1])).toEqual(['ok', 'ok']);
    expect((await json<Row>(['members', 'view', ids[0] ?? ''])).status).toBe(0);
    const again = await run(['members', 'disable', ids[0] ?? '', '--yes']);
    expect(lines(again.stdout)[1]?.[2]).toContain('already disabled');
    expect((await run(['members', 'enable', ...ids, '--yes'])).code).toBe(0);
    expect((await json<Row>(['members', 'view', ids[1] ?? ''])).status).toBe(1);
  });

  it('reads the full phone through the audited reveal', async () => {
    const [member] = await json<Row[]>(['members', 'list', '--phone', '13700000002']);
    const before = (await json<unknown[]>(['audit', 'list', '--action', 'pii.read', '--all'])).length;
    const full = await json<Row>(['members', 'reveal-phone', String(member?.id)]);
    expect(full).toMatchObject({ id: member?.id, value: '13700000002' });
    expect((await json<unknown[]>(['audit', 'list', '--action', 'pii.read', '--all'])).length).toBe(before + 1);
  });
});

describe('careops nurses', () => {
  it('lists with filters and views a nurse with documents, orders and rewards', async () => {
    const rows = await json<Row[]>(['nurses', 'list', '--status', 'suspended', '--all']);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 2 && r.statusLabel === 'suspended')).toBe(true);
    const nurse = await json<Row>(['nurses', 'view', String(rows[0]?.id)]);
    expect(nurse).toMatchObject({ status: 2, documents: expect.any(Array), orders: expect.objectContaining({ total: expect.any(Number) }), rewards: expect.any(Array), sos: expect.any(Array) });
    expect(String(nurse.idNumber)).toContain('*');
  });

  it('expiring --days N: certificates lapsing within N days, lapsed ones first, soonest first', async () => {
    const rows = await json<Row[]>(['nurses', 'expiring', '--days', '30', '--all']);
    expect(rows.length).toBeGreaterThan(0);
    const left = rows.map((r) => Number(r.daysLeft));
    expect(left).toEqual([...left].sort((a, b) => a - b));
    expect(left.every((d) => d <= 30)).toBe(true);
    expect(rows.some((r) => r.certificateExpired === true && Number(r.daysLeft) < 0)).toBe(true);
    const none = await json<Row[]>(['nurses', 'expiring', '--days', '0']);
    expect(none.every((r) => Number(r.daysLeft) < 0)).toBe(true);
    const bad = await run(['nurses', 'expiring', '--days', '-3']);
    expect(bad.code).toBe(2);
  });

  it('suspends and reactivates; a station-bound manager sees only her studio', async () => {
    const [active] = await json<Row[]>(['nurses', 'list', '--status', 'active', '--limit', '1']);
    const id = String(active?.id);
    expect((await run(['nurses', 'suspend', id, '--yes'])).code).toBe(0);
    expect((await json<Row>(['nurses', 'view', id])).status).toBe(2);
    expect((await run(['nurses', 'reactivate', id, '--yes'])).code).toBe(0);
    expect((await json<Row>(['nurses', 'view', id])).status).toBe(1);

    const mine = await users.studio.json<Row[]>(['nurses', 'list', '--all']);
    const studioOf = (r: Row) => (r.studio as { name: string }).name;
    const studios = new Set(mine.map(studioOf));
    expect(mine.length).toBeGreaterThan(0);
    expect(studios.size).toBe(1);
    const all = await json<Row[]>(['nurses', 'list', '--all']);
    const outside = all.find((r) => !studios.has(studioOf(r)));
    const refused = await asStudio(['nurses', 'view', String(outside?.id)]);
    expect(refused.code).toBe(1);
    // Her studio filter offers her own studios only (getStudioOptions, no system-user node needed).
    const own = String([...studios][0]);
    expect((await users.studio.json<Row[]>(['nurses', 'list', '--studio', own, '--all'])).length).toBe(mine.length);
    const other = await asStudio(['nurses', 'list', '--studio', outside ? studioOf(outside) : '']);
    expect(other.code).not.toBe(0);
    expect(other.stderr).toContain("no choice");
  });
});

describe('careops patients', () => {
  it('lists with ID numbers and phones masked', async () => {
    const rows = await json<Row[]>(['patients', 'list', '--id-type', 'id-card', '--limit', '5']);
    expect(rows.length).toBe(5);
    for (const row of rows) {
      expect(row).toMatchObject({ idType: 'id-card', idTypeLabel: 'ID card' });
      expect(String(row.idNumber)).toMatch(/^\d{4}\*+[\dX]{4}$/);
      expect(String(row.phone)).toMatch(/^\d{3}\*{4}\d{4}$/);
    }
  });

  it('adds a patient with the ID-card rule on the ID number, then edits it', async () => {
    const [member] = await json<Row[]>(['members', 'list', '--limit', '1']);
    const base = ['patients', 'add', '--member', String(member?.id), '--name', 'Qin Lan', '--relationship', 'parents', '--phone', '13911112222'];
    const bad = await run([...base, '--id-type', 'id-card', '--id-number', '12345']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe('careops: idNumber: please enter a valid ID card number\n');
    expect(await json<Row[]>(['patients', 'list', '--name', 'Qin Lan'])).toEqual([]);
    const passport = await json<Row>([...base, '--id-type', 'passport', '--id-number', 'E12345678']);
    expect(passport).toMatchObject({ name: 'Qin Lan', idType: 'passport', phone: '139****2222' });
    const edited = await json<Row>(['patients', 'edit', String(passport.id), '--id-type', 'id-card', '--id-number', '110101199003071234']);
    expect(edited).toMatchObject({ idType: 'id-card', idNumber: '1101**********1234' });
    const wrong = await run(['patients', 'edit', String(passport.id), '--id-number', 'X1']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('idNumber');
  });
});

describe('careops customers', () => {
  it('adds a customer, records a follow-up and lists it by status', async () => {
    const added = await json<Row>(['customers', 'add', '--name', 'Fu Min', '--phone', '13922223333', '--source', 'referral']);
    expect(added).toMatchObject({ name: 'Fu Min', phone: '139****3333', source: 'referral', status: 'new' });
    const follow = await run(['customers', 'follow-up', String(added.id), '--channel', 'phone', '--content', 'Wants wound care for her mother', '--status', 'following', '--yes']);
    expect(follow.code).toBe(0);
    expect(follow.stdout).toBe(`follow-up recorded for ${String(added.id)}\n`);
    const customer = await json<Row>(['customers', 'view', 'Fu Min']);
    expect(customer).toMatchObject({ status: 'following', followUpCount: 1, followUps: [expect.objectContaining({ channel: 'phone', content: 'Wants wound care for her mother' })] });
    const following = await json<Row[]>(['customers', 'list', '--status', 'following', '--name', 'Fu']);
    expect(following.map((r) => r.name)).toEqual(['Fu Min']);
    const renamed = await json<Row>(['customers', 'edit', 'Fu Min', '--note', 'prefers mornings']);
    expect(renamed).toMatchObject({ note: 'prefers mornings' });
  });
});
