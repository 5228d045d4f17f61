import { describe, expect, it } from 'vitest';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { collect } from './events-support';
import type { LiveEvent } from '@careops/core/client';

const recordOf = (entity: string, id: number) => (e: LiveEvent) => e.topic === 'record' && e.data.entity === entity && e.data.id === id;

describe('live channel: "this record changed" for the areas with lists', () => {
  const server = useServer({ CAREOPS_WATCH_MS: '300', CAREOPS_LIVE_REFRESH_MS: '500' });
  const api = systemClient(server);

  it('an order changed (a note) reaches who may see its studio, with the order’s version; not a station-bound user of another studio', async () => {
    const [own, other] = await api.stationIds();
    const ownOrder = await countOn(server(), 'select min(id) from orders where studio_id = ?', [own as number]);
    const otherOrder = await countOn(server(), 'select min(id) from orders where studio_id = ?', [other as number]);
    const admin = collect(server().url, await api.as('admin'), { topics: ['record'] });
    const manager = collect(server().url, await api.as('studio'), { topics: ['record'] });
    await Promise.all([admin.live(), manager.live()]);
    await api.ok('admin', 'addPlatformNotes', { orderId: otherOrder, content: 'called the family about the visit' });
    await api.ok('admin', 'addPlatformNotes', { orderId: ownOrder, content: 'the nurse confirmed the time' });
    const version = await countOn(server(), 'select version from orders where id = ?', [ownOrder]);
    expect((await manager.next(recordOf('order', ownOrder), 8000)).data).toEqual({ entity: 'order', id: ownOrder, version });
    await admin.next(recordOf('order', otherOrder), 8000);
    // The manager's stream saw the own order after the other's was written: the other's was not sent to it.
    expect(manager.events.some(recordOf('order', otherOrder))).toBe(false);
    admin.close();
    manager.close();
  });

  it('a member’s status change arrives with the new version, once per change; a revealed field (a read) is no change', async () => {
    const [first, second] = await sqlOn(server(), 'select id, version from members where status = 1 order by id limit 2');
    const memberId = Number(first!.id);
    const marker = Number(second!.id);
    const stream = collect(server().url, await api.as('admin'), { topics: ['record'] });
    await stream.live();
    await api.ok('admin', 'revealPersonField', { kind: 'member', id: memberId, field: 'phone' });
    // A change written after the read: once it is announced, the watcher has passed the read.
    await api.ok('admin', 'alterMemberStatus', { memberId: marker, version: Number(second!.version), status: 0 });
    await stream.next(recordOf('member', marker), 8000);
    const changed = await api.ok('admin', 'alterMemberStatus', { memberId, version: Number(first!.version), status: 0 });
    await stream.next(recordOf('member', memberId), 8000);
    await api.ok('admin', 'alterMemberStatus', { memberId, version: changed.version, status: 1 });
    await stream.next((e) => recordOf('member', memberId)(e) && e.topic === 'record' && e.data.version === changed.version + 1, 8000);
    expect(stream.events.filter(recordOf('member', memberId)).map((e) => (e.topic === 'record' ? e.data.version : 0))).toEqual([changed.version, changed.version + 1]);
    stream.close();
  });
});
