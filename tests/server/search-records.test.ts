import { describe, expect, it } from 'vitest';
import { fairShares } from '../../apps/server/src/system/search-records';
import { nameInitials } from '../../apps/server/src/system/search-name-initials';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { ordersKit } from './orders-fixtures';
import { systemClient } from './system-fixtures';

describe('the palette’s # record search', () => {
  const server = useServer();
  const api = systemClient(server);
  const orders = ordersKit(server, api);
  const search = async (who: string, q: string) => (await api.ok(who, 'searchRecords', { q })).hits;

  it('finds an order by any part of its number, its beginning first', async () => {
    const order = await orders.place();
    const middle = order.orderNo.slice(4, 9);
    const hits = await search('admin', middle);
    expect(hits.some((h) => h.kind === 'serviceOrderDetail' && h.id === order.id)).toBe(true);
    const tail = order.orderNo.slice(-6);
    expect((await search('admin', tail)).filter((h) => h.kind === 'serviceOrderDetail').map((h) => h.title)).toContain(order.orderNo);
    // Parts that hold no order number find no order.
    expect((await search('admin', 'ZZZ-no-such')).filter((h) => h.kind === 'serviceOrderDetail')).toEqual([]);
  });

  it('finds a member by the last four digits of the phone even when orders match the same digits', async () => {
    const [member] = await sqlOn(server(), 'select m.id, m.phone from members m where exists (select 1 from orders o where o.member_id = m.id) order by m.id limit 1');
    const phone = String(member?.phone);
    const hits = await search('admin', phone.slice(-4));
    const members = hits.filter((h) => h.kind === 'memberManagement');
    expect(members.map((h) => h.id)).toContain(Number(member?.id));
    expect(hits.length).toBeLessThanOrEqual(20);
    // Phones stay masked in what the palette shows.
    expect(members.every((h) => !h.subtitle.includes(phone))).toBe(true);
  });

  it('finds a person by name or by the pinyin initials of a Chinese name, within the caller’s stations', async () => {
    const [nurse] = await sqlOn(server(), 'select id, studio_id from nurses order by id limit 1');
    const [patient] = await sqlOn(server(), 'select id from patients order by id limit 1');
    await sqlOn(server(), 'update nurses set name = ? where id = ?', ['张三丰', nurse?.id]);
    await sqlOn(server(), 'update patients set name = ? where id = ?', ['欧阳娜娜', patient?.id]);
    const byName = await search('admin', '三丰');
    expect(byName.find((h) => h.kind === 'serviceNurse')?.id).toBe(Number(nurse?.id));
    const byInitials = await search('admin', 'zsf');
    expect(byInitials.filter((h) => h.kind === 'serviceNurse').map((h) => h.id)).toEqual([Number(nurse?.id)]);
    expect((await search('admin', 'ZS')).some((h) => h.kind === 'serviceNurse' && h.id === Number(nurse?.id))).toBe(true);
    expect((await search('admin', 'oynn')).filter((h) => h.kind === 'coverService').map((h) => h.id)).toEqual([Number(patient?.id)]);
    // Romanised names answer to their initials too (Wang Lei → wl).
    const romanised = await search('admin', 'wl');
    expect(romanised.length).toBeGreaterThan(0);
    for (const hit of romanised.filter((h) => h.kind === 'serviceNurse' || h.kind === 'coverService')) expect((await nameInitials(hit.title)).startsWith('wl') || /wl/i.test(hit.title)).toBe(true);
    // Other initials do not find the nurse.
    expect((await search('admin', 'zsx')).some((h) => h.kind === 'serviceNurse' && h.id === Number(nurse?.id))).toBe(false);
    // A caller without the nurses' page finds no nurse.
    expect((await search('finance', 'zsf')).filter((h) => h.kind === 'serviceNurse')).toEqual([]);
  });
});

describe('sharing the hits between kinds', () => {
  it('gives each kind a turn, the rest to kinds that have more', () => {
    expect(fairShares([20, 3, 20], 20)).toEqual([9, 3, 8]);
    expect(fairShares([0, 2, 0], 20)).toEqual([0, 2, 0]);
    expect(fairShares([30], 20)).toEqual([20]);
    expect(fairShares([], 20)).toEqual([]);
  });

  it('reads initials of Chinese and romanised names', async () => {
    expect(await nameInitials('张三丰')).toBe('zsf');
    expect(await nameInitials('Wang Lei')).toBe('wl');
  });
});
