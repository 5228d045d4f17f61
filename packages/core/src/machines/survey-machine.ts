import { setup, type SnapshotFrom } from 'xstate';
import { SurveyStatus, type SurveyStatusValue } from '../enums/lifecycle-statuses';
import { storedStatusAdapter } from './stored-status';

/**
 * A follow-up survey (spec §4 survey status): created underway (2) when an order finishes;
 * the member's answers finish it (1); the scheduler marks it overdue (3) once its due time has
 * passed without answers; staff may cancel (0) one still underway; any survey that is not
 * already deleted may be deleted (−1), which only hides it. Deleted is final.
 *
 * As with the other machines the server never runs an actor: it rebuilds the snapshot from the
 * stored status and asks the pure `transition` what an event leads to.
 */

export type SurveyEvent =
  | { type: 'survey.answer' }
  /** The scheduler, at `at` (epoch ms): allowed once the due time has passed. */
  | { type: 'survey.expire'; at: number }
  | { type: 'survey.cancel' }
  | { type: 'survey.delete' };
export type SurveyEventType = SurveyEvent['type'];
export const SURVEY_EVENT_TYPES = ['survey.answer', 'survey.expire', 'survey.cancel', 'survey.delete'] as const satisfies readonly SurveyEventType[];

export interface SurveyContext {
  /** When the answers are due (epoch ms); null when unknown (then `expire` is not held back). */
  dueAt: number | null;
}

export type SurveyStateName = 'deleted' | 'cancelled' | 'finished' | 'underway' | 'overdue';

const STATE_OF_STATUS: Record<SurveyStatusValue, SurveyStateName> = {
  [SurveyStatus.deleted]: 'deleted',
  [SurveyStatus.cancelled]: 'cancelled',
  [SurveyStatus.finished]: 'finished',
  [SurveyStatus.underway]: 'underway',
  [SurveyStatus.overdue]: 'overdue',
};

export const surveyMachine = setup({
  types: {
    context: {} as SurveyContext,
    events: {} as SurveyEvent,
    input: {} as Partial<SurveyContext> | undefined,
  },
  guards: {
    isPastDue: ({ context, event }) => event.type === 'survey.expire' && (context.dueAt === null || event.at >= context.dueAt),
  },
}).createMachine({
  id: 'survey',
  initial: 'underway',
  context: ({ input }) => ({ dueAt: input?.dueAt ?? null }),
  states: {
    underway: {
      on: {
        'survey.answer': 'finished',
        'survey.expire': { target: 'overdue', guard: 'isPastDue' },
        'survey.cancel': 'cancelled',
        'survey.delete': 'deleted',
      },
    },
    finished: { on: { 'survey.delete': 'deleted' } },
    overdue: { on: { 'survey.delete': 'deleted' } },
    cancelled: { on: { 'survey.delete': 'deleted' } },
    deleted: { type: 'final' },
  },
});

export type SurveyMachine = typeof surveyMachine;
export type SurveySnapshot = SnapshotFrom<SurveyMachine>;

const stored = storedStatusAdapter<SurveyMachine, SurveyStatusValue, Partial<SurveyContext>>({
  machine: surveyMachine,
  stateOf: STATE_OF_STATUS,
  contextOf: (facts) => ({ dueAt: facts?.dueAt ?? null }),
});

/** True for a stored survey status (−1…3). */
export function isSurveyStatus(status: number): status is SurveyStatusValue {
  return stored.isStatus(status);
}

/** The machine's snapshot for a stored status (null for a status it does not know). */
export function surveySnapshotOf(status: number, context: Partial<SurveyContext> = {}): SurveySnapshot | null {
  return stored.snapshotOf(status, context);
}

const eventOf = (event: SurveyEvent | SurveyEventType, at: number): SurveyEvent =>
  typeof event === 'string' ? (event === 'survey.expire' ? { type: 'survey.expire', at } : { type: event }) : event;

/** The status an event leads to from a stored status, or null when the machine refuses it. */
export function nextSurveyStatus(status: number, event: SurveyEvent | SurveyEventType, context: Partial<SurveyContext> = {}, now: number = Date.now()): SurveyStatusValue | null {
  return stored.step(status, eventOf(event, now), context)?.status ?? null;
}

/** The events the machine accepts from a stored status, in SURVEY_EVENT_TYPES order. */
export function allowedSurveyEvents(status: number, context: Partial<SurveyContext> = {}, now: number = Date.now()): SurveyEventType[] {
  return stored.allowed(status, SURVEY_EVENT_TYPES.map((type) => eventOf(type, now)), context).map((event) => event.type);
}

export { SURVEY_DURATION_HOURS, type SurveyDurationHours } from '../contract/schemas/catalogue-release-values';
