import { EVENT_POSITION_HEADER } from '@careops/core/client';
import { describe, expect, it } from 'vitest';
import { apiCall } from '../support/server';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { collect, isAlarm } from './events-support';
import { activeNurseOf } from './security-fixtures';

describe('live channel (Server-Sent Events)', () => {
  const server = useServer({ CAREOPS_WATCH_MS: '300', CAREOPS_LIVE_REFRESH_MS: '500' });
  const api = systemClient(server);

  it('pushes a raised alarm with its step to a signed-in console within moments', async () => {
    const [own] = await api.stationIds();
    const stream = collect(server().url, await api.as('admin'), { topics: ['alarm'] });
    await stream.live();
    const started = Date.now();
    const drill = await api.ok('admin', 'raiseDrill', { nurseId: await activeNurseOf(server(), own as number) });
    const event = await stream.next(isAlarm(drill.id, 'raised'));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(event).toMatchObject({ topic: 'alarm', id: expect.any(Number), data: { alarm: { id: drill.id, status: 'active', drill: true }, step: { step: 'raised', actorKind: 'staff' } } });
    await api.ok('admin', 'acknowledgeAlarm', { alarmId: drill.id });
    expect((await stream.next(isAlarm(drill.id, 'acknowledged'))).data).toMatchObject({ alarm: { status: 'acknowledged' } });
    stream.close();
  });

  it('resumes from the last event id: nothing raised while disconnected is lost', async () => {
    const [own] = await api.stationIds();
    const nurseId = await activeNurseOf(server(), own as number);
    const first = collect(server().url, await api.as('admin'), { topics: ['alarm'] });
    await first.live();
    const before = await api.ok('admin', 'raiseDrill', { nurseId });
    await first.next(isAlarm(before.id, 'raised'));
    const last = first.lastEventId();
    first.close();
    const missed = [await api.ok('admin', 'raiseDrill', { nurseId }), await api.ok('admin', 'raiseDrill', { nurseId })];
    const again = collect(server().url, await api.as('admin'), { topics: ['alarm'], lastEventId: last });
    for (const alarm of missed) await again.next(isAlarm(alarm.id, 'raised'));
    expect(again.events.every((e) => e.id > last)).toBe(true);
    again.close();
    // An id the log never had (a database started afresh) resumes from now, after a reset.
    const future = collect(server().url, await api.as('admin'), { topics: ['alarm'], lastEventId: 10_000_000 });
    await future.next((e) => e.topic === 'reset');
    const after = await api.ok('admin', 'raiseDrill', { nurseId });
    await future.next(isAlarm(after.id, 'raised'));
    future.close();
  });

  it('names the position on signed-in answers: a stream first opened from it hears what changed after the page read its data', async () => {
    const [own] = await api.stationIds();
    const nurseId = await activeNurseOf(server(), own as number);
    const admin = await api.as('admin');
    const watching = collect(server().url, admin, { topics: ['alarm'] });
    await watching.live();
    const earlier = await api.ok('admin', 'raiseDrill', { nurseId });
    // Delivered: the hub's position is past it.
    await watching.next(isAlarm(earlier.id, 'raised'));
    watching.close();
    // The page's first read, then a change before its stream opens.
    const read = await apiCall(server().url, '/api/admin/getAlarmList', { status: 'open', limit: 50 }, admin);
    const position = read.headers.get(EVENT_POSITION_HEADER);
    expect(position).toMatch(/^\d+$/);
    const missed = await api.ok('admin', 'raiseDrill', { nurseId });
    const stream = collect(server().url, admin, { topics: ['alarm'], lastEventId: Number(position) });
    await stream.next(isAlarm(missed.id, 'raised'));
    // Only what came after the read: the alarm the page already read is not sent again.
    expect(stream.events.some(isAlarm(earlier.id, 'raised'))).toBe(false);
    stream.close();
    // Signed-out answers name none.
    const signedOut = await apiCall(server().url, '/api/admin/getAlarmList', { status: 'open' }, null);
    expect(signedOut.headers.get(EVENT_POSITION_HEADER)).toBeNull();
  });

  it('sends each user only what they may see: a studio manager gets its studios’ alarms, notifications go to their addressee', async () => {
    const [own, other] = await api.stationIds();
    const manager = collect(server().url, await api.as('studio'));
    const admin = collect(server().url, await api.as('admin'), { topics: ['message', 'alarm'] });
    await Promise.all([manager.live(), admin.live()]);
    const outside = await api.ok('admin', 'raiseDrill', { nurseId: await activeNurseOf(server(), other as number) });
    const inside = await api.ok('admin', 'raiseDrill', { nurseId: await activeNurseOf(server(), own as number) });
    await manager.next(isAlarm(inside.id, 'raised'));
    await admin.next(isAlarm(outside.id, 'raised'));
    expect(manager.events.some(isAlarm(outside.id))).toBe(false);
    // The admin is the demo studios' security contact: the alarm's notification reaches the bell.
    const message = await admin.next((e) => e.topic === 'message' && e.data.kind === 'sos', 8000);
    expect(message.data).toMatchObject({ kind: 'sos', link: expect.stringContaining('/security-center/security-center-list?id=') });
    expect(manager.events.some((e) => e.topic === 'message' && e.data.kind === 'sos' && e.data.link?.endsWith(`id=${outside.id}`))).toBe(false);
    manager.close();
    admin.close();
  });

  it('announces review-queue changes', async () => {
    const stream = collect(server().url, await api.as('admin'), { topics: ['queue'] });
    await stream.live();
    await api.ok('admin', 'raiseDrill', { nurseId: await activeNurseOf(server(), (await api.stationIds())[0] as number) });
    const event = await stream.next((e) => e.topic === 'queue' && e.data.queue === 'security.alarms', 8000);
    expect(event.data).toEqual({ queue: 'security.alarms' });
    stream.close();
  });

  it('closes the stream of a session that ended; the reconnect is refused as signed out', async () => {
    const user = await api.addUser({ roleIds: [await api.roleId('customerService')] });
    const auth = await api.as(user.username);
    const stream = collect(server().url, auth, { topics: ['alarm'] });
    await stream.live();
    await apiCall(server().url, '/api/admin/logout', {}, auth);
    expect(await stream.signedOut(5000)).toBe('sessionExpired');
    stream.close();
  });

  it('refuses a stream without a session, and an unknown topic, with the envelope', async () => {
    const anonymous = await apiCall(server().url, '/api/events', undefined, null, { method: 'GET' });
    expect(anonymous.resultcode).toBe(103);
    const badTopic = await apiCall(server().url, '/api/events?topics=weather', undefined, await api.as('admin'), { method: 'GET' });
    expect(badTopic.resultcode).toBe(101);
    expect(badTopic.msg).toContain('weather');
  });
});
