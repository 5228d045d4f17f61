import { describe, expect, it } from 'vitest';
import { ALARM_MAX_LEVEL, allowedAlarmEvents, nextAlarmStep, type AlarmEvent } from './alarm-machine';

const NOW = 1_800_000_000_000;
const report = { notes: 'called the nurse; police on site', report: 'patient relative was aggressive; nurse safe' };

describe('alarm machine', () => {
  it('goes active → acknowledged → resolved, with each step recorded', () => {
    const ack = nextAlarmStep({ status: 'active', level: 0, escalateDueAt: NOW }, { type: 'alarm.acknowledge' });
    expect(ack).toMatchObject({ status: 'acknowledged', level: 0 });
    expect(ack?.effects).toEqual(['stopEscalation', 'recordStep']);
    expect(nextAlarmStep({ status: 'acknowledged', level: 0, escalateDueAt: null }, { type: 'alarm.resolve', ...report })).toMatchObject({ status: 'resolved' });
    expect(nextAlarmStep({ status: 'acknowledged', level: 1, escalateDueAt: null }, { type: 'alarm.falseAlarm', ...report })).toMatchObject({ status: 'false-alarm', level: 1 });
  });

  it('refuses closing without notes and a report, and closing before acknowledging', () => {
    const acknowledged = { status: 'acknowledged', level: 0, escalateDueAt: null };
    expect(nextAlarmStep(acknowledged, { type: 'alarm.resolve', notes: ' ', report: 'r' })).toBeNull();
    expect(nextAlarmStep(acknowledged, { type: 'alarm.resolve', notes: 'n', report: '' })).toBeNull();
    expect(nextAlarmStep({ status: 'active', level: 0, escalateDueAt: NOW }, { type: 'alarm.resolve', ...report })).toBeNull();
  });

  it('escalates only once due, one level at a time, up to every operator', () => {
    const escalate = (at: number): AlarmEvent => ({ type: 'alarm.escalate', at });
    expect(nextAlarmStep({ status: 'active', level: 0, escalateDueAt: NOW }, escalate(NOW - 1))).toBeNull();
    expect(nextAlarmStep({ status: 'active', level: 0, escalateDueAt: NOW }, escalate(NOW))).toMatchObject({ status: 'escalated', level: 1, effects: ['notifyNextLevel', 'recordStep'] });
    expect(nextAlarmStep({ status: 'escalated', level: 1, escalateDueAt: NOW }, escalate(NOW))).toMatchObject({ status: 'escalated', level: 2 });
    expect(nextAlarmStep({ status: 'escalated', level: ALARM_MAX_LEVEL, escalateDueAt: NOW }, escalate(NOW + 1))).toBeNull();
    expect(nextAlarmStep({ status: 'acknowledged', level: 0, escalateDueAt: NOW }, escalate(NOW))).toBeNull();
  });

  it('acknowledges once: a second acknowledgement is refused', () => {
    expect(nextAlarmStep({ status: 'escalated', level: 2, escalateDueAt: null }, { type: 'alarm.acknowledge' })).toMatchObject({ status: 'acknowledged', level: 2 });
    expect(nextAlarmStep({ status: 'acknowledged', level: 0, escalateDueAt: null }, { type: 'alarm.acknowledge' })).toBeNull();
  });

  it('closed alarms accept nothing; an unknown status accepts nothing', () => {
    expect(allowedAlarmEvents({ status: 'resolved', level: 0, escalateDueAt: null }, NOW)).toEqual([]);
    expect(allowedAlarmEvents({ status: 'false-alarm', level: 0, escalateDueAt: null }, NOW)).toEqual([]);
    expect(allowedAlarmEvents({ status: 'lost', level: 0, escalateDueAt: null }, NOW)).toEqual([]);
  });

  it('lists what each open status allows', () => {
    expect(allowedAlarmEvents({ status: 'active', level: 0, escalateDueAt: NOW }, NOW)).toEqual(['alarm.acknowledge', 'alarm.escalate', 'alarm.note', 'alarm.locate']);
    expect(allowedAlarmEvents({ status: 'acknowledged', level: 0, escalateDueAt: null }, NOW)).toEqual(['alarm.note', 'alarm.resolve', 'alarm.falseAlarm', 'alarm.locate']);
  });
});
