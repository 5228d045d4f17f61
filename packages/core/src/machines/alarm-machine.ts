import { assign, setup, transition, type SnapshotFrom } from 'xstate';

/**
 * The SOS alarm (DESIGN §8): active → acknowledged → resolved | false alarm, and an alarm not
 * acknowledged in time escalates: level 0 (the studio's security contact) → 1 (the studio's
 * managers) → 2 (every operator who may handle alarms). Escalated is still waiting for someone.
 *
 * The server never runs an actor: it resolves the snapshot of the STORED alarm (status, level,
 * when the next escalation is due) and asks the pure `transition` what an event leads to, so
 * the machine alone says what may happen; the faces ask it which actions to offer.
 */

export const ALARM_MAX_LEVEL = 2;
/** Default seconds before an unacknowledged alarm escalates (each level). */
export const ALARM_ESCALATE_SECONDS = 60;

export type AlarmEvent =
  | { type: 'alarm.acknowledge' }
  /** The scheduler at `at`: allowed once the escalation is due and a level is left. */
  | { type: 'alarm.escalate'; at: number }
  | { type: 'alarm.note'; note: string }
  | { type: 'alarm.resolve'; notes: string; report: string }
  | { type: 'alarm.falseAlarm'; notes: string; report: string }
  | { type: 'alarm.locate' };
export type AlarmEventType = AlarmEvent['type'];
export const ALARM_EVENT_TYPES = ['alarm.acknowledge', 'alarm.escalate', 'alarm.note', 'alarm.resolve', 'alarm.falseAlarm', 'alarm.locate'] as const satisfies readonly AlarmEventType[];

export interface AlarmContext {
  level: number;
  /** When the next escalation is due (epoch ms); null: none. */
  escalateDueAt: number | null;
}

type StoredAlarmStatus = 'active' | 'escalated' | 'acknowledged' | 'resolved' | 'false-alarm';
const STATE_OF: Record<StoredAlarmStatus, string> = {
  active: 'active',
  escalated: 'escalated',
  acknowledged: 'acknowledged',
  resolved: 'resolved',
  'false-alarm': 'falseAlarm',
};
const STATUS_OF: Record<string, StoredAlarmStatus> = { active: 'active', escalated: 'escalated', acknowledged: 'acknowledged', resolved: 'resolved', falseAlarm: 'false-alarm' };

const filled = (text: string) => text.trim().length > 0;

export const alarmMachine = setup({
  types: {
    context: {} as AlarmContext,
    events: {} as AlarmEvent,
    input: {} as Partial<AlarmContext> | undefined,
  },
  guards: {
    escalationDue: ({ context, event }) =>
      event.type === 'alarm.escalate' && context.level < ALARM_MAX_LEVEL && context.escalateDueAt !== null && event.at >= context.escalateDueAt,
    hasReport: ({ event }) => (event.type === 'alarm.resolve' || event.type === 'alarm.falseAlarm') && filled(event.notes) && filled(event.report),
    hasNote: ({ event }) => event.type === 'alarm.note' && filled(event.note),
  },
  actions: {
    raiseLevel: assign({ level: ({ context }) => context.level + 1 }),
    notifyNextLevel: () => undefined,
    stopEscalation: () => undefined,
    recordStep: () => undefined,
  },
}).createMachine({
  id: 'alarm',
  initial: 'active',
  context: ({ input }) => ({ level: input?.level ?? 0, escalateDueAt: input?.escalateDueAt ?? null }),
  states: {
    active: {
      on: {
        'alarm.acknowledge': { target: 'acknowledged', actions: ['stopEscalation', 'recordStep'] },
        'alarm.escalate': { target: 'escalated', guard: 'escalationDue', actions: ['raiseLevel', 'notifyNextLevel', 'recordStep'] },
        'alarm.note': { guard: 'hasNote', actions: 'recordStep' },
        'alarm.locate': { actions: 'recordStep' },
      },
    },
    escalated: {
      on: {
        'alarm.acknowledge': { target: 'acknowledged', actions: ['stopEscalation', 'recordStep'] },
        'alarm.escalate': { target: 'escalated', guard: 'escalationDue', reenter: true, actions: ['raiseLevel', 'notifyNextLevel', 'recordStep'] },
        'alarm.note': { guard: 'hasNote', actions: 'recordStep' },
        'alarm.locate': { actions: 'recordStep' },
      },
    },
    acknowledged: {
      on: {
        'alarm.resolve': { target: 'resolved', guard: 'hasReport', actions: 'recordStep' },
        'alarm.falseAlarm': { target: 'falseAlarm', guard: 'hasReport', actions: 'recordStep' },
        'alarm.note': { guard: 'hasNote', actions: 'recordStep' },
        'alarm.locate': { actions: 'recordStep' },
      },
    },
    resolved: { type: 'final' },
    falseAlarm: { type: 'final' },
  },
});

export type AlarmMachine = typeof alarmMachine;
export type AlarmSnapshot = SnapshotFrom<AlarmMachine>;

/** An alarm as stored: its status, escalation level and next due time. */
export interface StoredAlarm {
  status: string;
  level: number;
  escalateDueAt: number | null;
}

/** What an event does: the stored status and level it leads to, and the machine's effects. */
export interface AlarmStepResult {
  status: StoredAlarmStatus;
  level: number;
  effects: string[];
}

const isStored = (status: string): status is StoredAlarmStatus => Object.prototype.hasOwnProperty.call(STATE_OF, status);

/** The snapshot of a stored alarm, or null for a status the machine does not know. */
export function alarmSnapshotOf(alarm: StoredAlarm): AlarmSnapshot | null {
  if (!isStored(alarm.status)) return null;
  return alarmMachine.resolveState({ value: STATE_OF[alarm.status], context: { level: alarm.level, escalateDueAt: alarm.escalateDueAt } });
}

/** What `event` does to a stored alarm, or null when the machine refuses it. */
export function nextAlarmStep(alarm: StoredAlarm, event: AlarmEvent): AlarmStepResult | null {
  const snapshot = alarmSnapshotOf(alarm);
  if (!snapshot || !snapshot.can(event)) return null;
  const [next, actions] = transition(alarmMachine, snapshot, event);
  const status = STATUS_OF[String(next.value)];
  if (!status) return null;
  return { status, level: next.context.level, effects: actions.map((action) => action.type).filter((type) => !type.startsWith('xstate.')) };
}

const sample = (type: AlarmEventType, now: number): AlarmEvent => {
  switch (type) {
    case 'alarm.escalate':
      return { type, at: now };
    case 'alarm.note':
      return { type, note: 'x' };
    case 'alarm.resolve':
    case 'alarm.falseAlarm':
      return { type, notes: 'x', report: 'x' };
    default:
      return { type };
  }
};

/** The events a stored alarm accepts now (with their texts given), in ALARM_EVENT_TYPES order. */
export function allowedAlarmEvents(alarm: StoredAlarm, now: number = Date.now()): AlarmEventType[] {
  return ALARM_EVENT_TYPES.filter((type) => nextAlarmStep(alarm, sample(type, now)) !== null);
}

/** Whether a stored status is still waiting to be closed. */
export function isOpenAlarmStatus(status: string): boolean {
  return status === 'active' || status === 'escalated' || status === 'acknowledged';
}
