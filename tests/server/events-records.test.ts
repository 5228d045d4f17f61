import { describe, expect, it } from 'vitest';
import { apiCall } from '../support/server';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { activeNurseOf, fieldApp, fieldToken } from './security-fixtures';
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

  it('a nurse’s field credential and location reports leave the nurse as it was: no event; a status change is one', async () => {
    const [own] = await api.stationIds();
    const nurseId = await activeNurseOf(server(), own as number);
    const [marker] = await sqlOn(server(), 'select id, version from members where status = 1 order by id desc limit 1');
    const stream = collect(server().url, await api.as('admin'), { topics: ['record'] });
    await stream.live();
    const app = fieldApp(server, await fieldToken(api, nurseId));
    expect((await app.locate({ latitude: 31.2, longitude: 121.4 })).resultcode).toBe(1);
    await api.ok('admin', 'alterMemberStatus', { memberId: Number(marker!.id), version: Number(marker!.version), status: 0 });
    await stream.next(recordOf('member', Number(marker!.id)), 8000);
    expect(stream.events.some(recordOf('nurse', nurseId))).toBe(false);
    const version = await countOn(server(), 'select version from nurses where id = ?', [nurseId]);
    const suspended = await api.ok('admin', 'alterNurseStatus', { nurseId, version, status: 2 });
    const event = await stream.next(recordOf('nurse', nurseId), 8000);
    expect(event.topic === 'record' && event.data.version).toBe(suspended.version);
    await api.ok('admin', 'alterNurseStatus', { nurseId, version: suspended.version, status: 1 });
    stream.close();
  });

  it('the other areas with lists too: a voice announcement cancelled and a consumable edited arrive with their versions', async () => {
    const [own] = await api.stationIds();
    const stream = collect(server().url, await api.as('admin'), { topics: ['record'] });
    await stream.live();
    const scheduled = await api.ok('admin', 'addVoiceAnnouncement', { text: 'Checks at 9.', studioIds: [own], scheduledAt: Date.now() + 3_600_000 });
    const cancelled = await api.ok('admin', 'cancelVoiceAnnouncement', { announcementId: scheduled.id, version: scheduled.version });
    await stream.next((e) => recordOf('voice_announcement', scheduled.id)(e) && e.topic === 'record' && e.data.version === cancelled.version, 8000);
    const [consumable] = await sqlOn(server(), 'select id, version from consumables order by id limit 1');
    const edited = await api.ok('admin', 'editConsumable', { consumableId: Number(consumable!.id), version: Number(consumable!.version), supplier: 'Live Test Medical Supplies' });
    const event = await stream.next(recordOf('consumable', Number(consumable!.id)), 8000);
    expect(event.topic === 'record' && event.data.version).toBe(edited.version);
    stream.close();
  });

  it('system, finance, marketing and stock lists too: a role edited arrives; a wrong password for a user is no change of the user', async () => {
    const [cs] = await sqlOn(server(), "select id from system_users where username = 'cs'");
    const stream = collect(server().url, await api.as('admin'), { topics: ['record'] });
    await stream.live();
    expect((await apiCall(server().url, '/api/admin/passwordLogin', { username: 'cs', password: 'not the password' })).resultcode).not.toBe(1);
    const role = await api.ok('admin', 'addRole', { name: 'Live role', nodeCodes: ['finance'] });
    const edited = await api.ok('admin', 'editRole', { roleId: role.id, version: role.version, name: 'Live role 2' });
    await stream.next((e) => recordOf('role', role.id)(e) && e.topic === 'record' && e.data.version === edited.version, 8000);
    expect(stream.events.some(recordOf('system_user', Number(cs!.id)))).toBe(false);
    stream.close();
  });
});
