import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { activeNurseOf, fieldApp, fieldToken, runEscalation } from './security-fixtures';

const report = { notes: 'called the nurse; she is safe', report: 'a relative shouted; the visit was finished with a colleague' };

describe('security center: SOS alarms', () => {
  const server = useServer();
  const api = systemClient(server);

  it('the nurse app raises an alarm with its own credential; staff see nurse, order address, location and its age, a masked phone revealed with an audit row', async () => {
    const [own] = await api.stationIds();
    const nurseId = await activeNurseOf(server(), own as number);
    const app = fieldApp(server, await fieldToken(api, nurseId));
    const orderId = await countOn(server(), 'select min(id) from orders where nurse_id = ?', [nurseId]);
    const raised = await app.raise({ latitude: 31.2, longitude: 121.4, ...(orderId ? { orderId } : {}) });
    expect(raised.resultcode).toBe(1);
    const alarm = await api.ok('studio', 'getAlarm', { alarmId: raised.result.alarmId });
    expect(alarm).toMatchObject({ status: 'active', drill: false, escalationLevel: 0, nurse: { id: nurseId }, studio: { id: own }, latitude: 31.2, longitude: 121.4 });
    expect(alarm.nursePhone).toContain('****');
    expect(alarm.steps.map((s) => [s.step, s.actorKind])).toEqual([['raised', 'nurse']]);
    if (orderId) expect(alarm.address).toBe(await sqlOn(server(), 'select address from orders where id = ?', [orderId]).then((r) => r[0]?.address));
    const moved = await app.locate({ latitude: 31.25, longitude: 121.41 });
    expect(moved.result.alarmIds).toEqual([alarm.id]);
    const located = await api.ok('studio', 'getAlarm', { alarmId: alarm.id });
    expect(located).toMatchObject({ latitude: 31.25, longitude: 121.41 });
    expect(located.locationAt).toBeGreaterThanOrEqual(alarm.locationAt);
    expect(located.steps.at(-1)).toMatchObject({ step: 'located', actorKind: 'nurse' });
    const full = await api.ok('studio', 'revealAlarmNursePhone', { alarmId: alarm.id });
    expect(full.value).toMatch(/^\d{11}$/);
    const audit = await sqlOn(server(), "select action, after_json as after from audit_log where action = 'pii.read' and entity = 'nurse' and entity_id = ? order by id desc", [nurseId]);
    expect(String(audit[0]?.after)).toContain('sos_alarm');
    expect(String(audit[0]?.after)).not.toContain(full.value);
    expect((await fieldApp(server, 'not-a-real-token-0000000000000000').raise({ latitude: 1, longitude: 1 })).resultcode).toBe(103);
    expect((await app.raise({ latitude: 95, longitude: 1 })).result).toEqual({ field: 'latitude' });
  });

  it('two operators acknowledging at once: exactly one wins, the other is told who did', async () => {
    const [own] = await api.stationIds();
    const drill = await api.ok('admin', 'raiseDrill', { nurseId: await activeNurseOf(server(), own as number) });
    expect(drill.drill).toBe(true);
    const answers = await Promise.all([api.call('admin', 'acknowledgeAlarm', { alarmId: drill.id }), api.call('cs', 'acknowledgeAlarm', { alarmId: drill.id })]);
    const won = answers.filter((a) => a.resultcode === 1);
    const lost = answers.filter((a) => a.resultcode !== 1);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]?.resultcode).toBe(101);
    const winner = won[0]?.result.handler?.name ?? '';
    expect(lost[0]?.msg).toBe(`alarmId: ${t('security.server.acknowledgedBy', { name: winner })}`);
    expect(await countOn(server(), "select count(*) from sos_alarm_steps where alarm_id = ? and step = 'acknowledged'", [drill.id])).toBe(1);
  });

  it('closing needs the notes and the closing report, only once acknowledged; every step timed and attributed', async () => {
    const [own] = await api.stationIds();
    const drill = await api.ok('studio', 'raiseDrill', { nurseId: await activeNurseOf(server(), own as number) });
    expect((await api.call('studio', 'resolveAlarm', { alarmId: drill.id, ...report })).resultcode).toBe(101);
    await api.ok('studio', 'acknowledgeAlarm', { alarmId: drill.id });
    expect((await api.call('studio', 'resolveAlarm', { alarmId: drill.id, notes: '', report: 'x' })).msg).toBe(`notes: ${t('security.contract.notesRequired')}`);
    expect((await api.call('studio', 'resolveAlarm', { alarmId: drill.id, notes: 'x' })).msg).toBe(`report: ${t('security.contract.reportRequired')}`);
    await api.ok('studio', 'addAlarmNote', { alarmId: drill.id, note: 'nurse called back' });
    const closed = await api.ok('studio', 'resolveAlarm', { alarmId: drill.id, outcome: 'false-alarm', ...report });
    expect(closed).toMatchObject({ status: 'false-alarm', notes: report.notes, closingReport: report.report, closedBy: { name: expect.any(String) } });
    expect(closed.steps.map((s) => s.step)).toEqual(['raised', 'acknowledged', 'note', 'false-alarm']);
    expect(closed.steps.every((s, i, all) => i === 0 || s.at >= (all[i - 1]?.at ?? 0))).toBe(true);
    expect(closed.steps.slice(1).every((s) => s.actorKind === 'staff' && s.actor !== null)).toBe(true);
    expect((await api.call('studio', 'addAlarmNote', { alarmId: drill.id, note: 'late' })).resultcode).toBe(101);
    const audit = await sqlOn(server(), "select action from audit_log where entity = 'sos_alarm' and entity_id = ? order by id", [drill.id]);
    expect(audit.map((r) => r.action)).toEqual(['securityCenterList.drill', 'securityCenterList.acknowledge', 'securityCenterList.note', 'securityCenterList.falseAlarm']);
  });

  it('a studio manager sees only its studios’ alarms', async () => {
    const [own, other] = await api.stationIds();
    const outside = await api.ok('admin', 'raiseDrill', { nurseId: await activeNurseOf(server(), other as number) });
    const mine = await api.ok('studio', 'getAlarmList', { limit: 1000 });
    expect(mine.list.every((a) => a.studio.id === own)).toBe(true);
    expect(mine.list.some((a) => a.id === outside.id)).toBe(false);
    expect((await api.call('studio', 'getAlarm', { alarmId: outside.id })).resultcode).toBe(102);
    expect((await api.call('studio', 'acknowledgeAlarm', { alarmId: outside.id })).resultcode).toBe(102);
    expect((await api.call('studio', 'raiseDrill', { nurseId: await activeNurseOf(server(), other as number) })).result).toEqual({ field: 'nurseId' });
    const all = await api.ok('admin', 'getAlarmList', { status: 'open', drill: true, limit: 1000 });
    expect(all.list.some((a) => a.id === outside.id)).toBe(true);
    expect((await api.call('reviewer', 'getAlarmList', {})).resultcode).toBe(106);
  });

  it('escalates at the set time, level by level, once per due time, notifying who it reaches', async () => {
    const [own] = await api.stationIds();
    const drill = await api.ok('admin', 'raiseDrill', { nurseId: await activeNurseOf(server(), own as number) });
    const due = drill.escalateDueAt ?? 0;
    expect(due - drill.raisedAt).toBe(60_000);
    expect(await runEscalation(server(), due - 1)).not.toContain(drill.id);
    const both = await Promise.all([runEscalation(server(), due), runEscalation(server(), due)]);
    expect(both.flat().filter((id) => id === drill.id)).toHaveLength(1);
    const first = await api.ok('admin', 'getAlarm', { alarmId: drill.id });
    expect(first).toMatchObject({ status: 'escalated', escalationLevel: 1, escalateDueAt: due + 60_000 });
    expect(first.steps.at(-1)).toMatchObject({ step: 'escalated', actorKind: 'system', actor: null, level: 1, at: due });
    const managers = await countOn(server(), "select count(*) from staff_messages where kind = 'sos' and link like ? and title like '%escalated%'", [`%id=${drill.id}`]);
    expect(managers).toBeGreaterThan(0);
    expect(await runEscalation(server(), due + 60_000)).toContain(drill.id);
    expect((await api.ok('admin', 'getAlarm', { alarmId: drill.id })).escalationLevel).toBe(2);
    expect(await runEscalation(server(), due + 600_000)).not.toContain(drill.id);
    await api.ok('cs', 'acknowledgeAlarm', { alarmId: drill.id });
    expect((await api.ok('admin', 'getAlarm', { alarmId: drill.id })).escalateDueAt).toBeNull();
  });
});
