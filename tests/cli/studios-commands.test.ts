// careops studios list|view|create|update|enable|disable against a real server: filters, view
// by id and by name, the one form for create and update, the reason a disable needs, a dry
// run, station scoping and exit codes.
import { describe, expect, it } from 'vitest';
import { useCliUsers } from './support/cli-users';

const { users } = useCliUsers(['admin', 'studio']);
const { run, json } = users.admin;
const asStudio = users.studio.run;
type Row = Record<string, unknown>;

describe('careops studios', () => {
  it('creates and updates through one form, views by name, lists by licence expiry', async () => {
    const created = await json<Row>(['studios', 'create', '--name', 'Minhang Care Center', '--licence', 'PLN-MH-7', '--phone', '021-6000 7000', '--licence-expires', '2026-12-20', '--city', 'Shanghai', '--hours', '08:00-18:00']);
    expect(created).toMatchObject({ name: 'Minhang Care Center', practiceLicenceNo: 'PLN-MH-7', licenceExpiresOn: '2026-12-20', businessHours: '08:00-18:00', status: 1 });
    const updated = await json<Row>(['studios', 'update', 'Minhang Care Center', '--radius', '15', '--district', 'Minhang']);
    expect(updated).toMatchObject({ id: created.id, serviceRadiusKm: 15, district: 'Minhang', version: 2 });
    const viewed = await json<Row>(['studios', 'view', 'Minhang Care Center']);
    expect(viewed).toMatchObject({ id: created.id, affects: { openOrders: 0, nurses: 0 }, nurses: [], orders: [] });
    const bad = await run(['studios', 'create', '--name', 'Bad hours', '--licence', 'X', '--phone', '021-6000 7001', '--hours', '8-18']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('businessHours');
    const expiring = await json<Row[]>(['studios', 'list', '--licence-expiring', '30', '--sort', 'licenceExpiresAt', '--order', 'asc']);
    expect(expiring.length).toBeGreaterThan(0);
    const table = await run(['studios', 'list', '--status', 'enabled']);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('Minhang Care Center');
  });

  it('disables with a reason (a dry run first), enables again; a studio manager may not', async () => {
    const dry = await run(['studios', 'disable', 'Minhang Care Center', '--reason', 'licence renewal', '--dry-run']);
    expect(dry.code).toBe(0);
    expect((await json<Row>(['studios', 'view', 'Minhang Care Center'])).status).toBe(1);
    const noReason = await run(['studios', 'disable', 'Minhang Care Center', '--yes']);
    expect(noReason.code).not.toBe(0);
    const disabled = await run(['studios', 'disable', 'Minhang Care Center', '--reason', 'licence renewal', '--yes']);
    expect(disabled.code).toBe(0);
    expect(await json<Row>(['studios', 'view', 'Minhang Care Center'])).toMatchObject({ status: 0, disabledReason: 'licence renewal' });
    const again = await run(['studios', 'enable', 'Minhang Care Center', '--yes']);
    expect(again.code).toBe(0);
    expect((await json<Row>(['studios', 'view', 'Minhang Care Center'])).status).toBe(1);
    const own = await users.studio.json<Row[]>(['studios', 'list']);
    expect(own).toHaveLength(1);
    const refused = await asStudio(['studios', 'disable', String(own[0]?.id), '--reason', 'x', '--yes']);
    expect(refused.code).toBe(4);
  });
});
