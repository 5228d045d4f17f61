import { transition, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from 'xstate';

/** What an event does to a stored status: the status it leads to and the machine's action types. */
interface StoredStep<S extends number> {
  status: S;
  actions: string[];
}

/**
 * A machine seen from a stored status (a number in a row). The server resolves the snapshot of
 * the stored status and asks the pure `transition`; the faces ask which events apply.
 * One rule for every machine: a status the machine does not know has no snapshot, leads nowhere
 * and allows nothing (null, []), so a row written by hand or by a later version shows no actions
 * and is refused a change, instead of failing the page that lists it.
 */
export interface StoredStatusAdapter<M extends AnyStateMachine, S extends number, F> {
  isStatus(status: number): status is S;
  /** The snapshot of a stored status with the record's facts, or null for an unknown status. */
  snapshotOf(status: number, facts?: F): SnapshotFrom<M> | null;
  /** What `event` does from `status`, or null when the machine refuses it. */
  step(status: number, event: EventFromLogic<M>, facts?: F): StoredStep<S> | null;
  /** The events the machine accepts from `status`, in the order given. */
  allowed<E extends EventFromLogic<M>>(status: number, events: readonly E[], facts?: F): E[];
}

export interface StoredStatusOptions<M extends AnyStateMachine, S extends number, F> {
  machine: M;
  /** The state of each stored status. */
  stateOf: Readonly<Record<S, string>>;
  /** The machine's context for a record's facts (undefined when the guards need none). */
  contextOf(facts: F | undefined): unknown;
}

export function storedStatusAdapter<M extends AnyStateMachine, S extends number, F = undefined>(
  options: StoredStatusOptions<M, S, F>,
): StoredStatusAdapter<M, S, F> {
  const { machine, stateOf, contextOf } = options;
  const statusOf = new Map<string, S>(Object.entries(stateOf).map(([status, state]) => [state as string, Number(status) as S]));
  const isStatus = (status: number): status is S => Object.prototype.hasOwnProperty.call(stateOf, status);
  const snapshotOf = (status: number, facts?: F): SnapshotFrom<M> | null =>
    isStatus(status) ? (machine.resolveState({ value: stateOf[status], context: contextOf(facts) as never }) as SnapshotFrom<M>) : null;
  const step = (status: number, event: EventFromLogic<M>, facts?: F): StoredStep<S> | null => {
    const snapshot = snapshotOf(status, facts) as { can(event: unknown): boolean } | null;
    if (!snapshot || !snapshot.can(event)) return null;
    const [next, actions] = transition(machine, snapshot as never, event) as [{ value: unknown }, { type: string }[]];
    const nextStatus = statusOf.get(String(next.value));
    return nextStatus === undefined ? null : { status: nextStatus, actions: actions.map((action) => action.type) };
  };
  return {
    isStatus,
    snapshotOf,
    step,
    allowed: (status, events, facts) => (isStatus(status) ? events.filter((event) => step(status, event, facts) !== null) : []),
  };
}
