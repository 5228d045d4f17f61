import { changedRecordOf, LIVE_RECORD_ENTITIES, type LiveEvent, type LiveTopic } from '@careops/core/client';
import { useCallback, useEffect, useRef } from 'react';
import { useLiveEvents } from '../../platform/live/live-events';

/** A burst of changes (a bulk action elsewhere) becomes one read: this long after the last one, and at most this long after the first. */
const QUIET_MS = 300;
const MAX_WAIT_MS = 1500;

const topicsOf = (entity: string | undefined): readonly LiveTopic[] => (entity === 'sos_alarm' ? ['alarm'] : ['record']);

/**
 * Calls `onChange` (debounced) when the live channel says a record of the resource changed
 * that `concerns` accepts (docs/security-center.md, Live updates), or that events were lost
 * (`reset`). Only while `active`: a hidden page reads again when it is shown anyway.
 */
function useEntityChanges(resourceId: string, active: boolean, concerns: (changed: { id: number; version: number }) => boolean, onChange: () => void): void {
  const entity = LIVE_RECORD_ENTITIES[resourceId];
  const latest = useRef({ concerns, onChange });
  latest.current = { concerns, onChange };
  const pending = useRef<{ timer: number; first: number } | null>(null);
  useEffect(
    () => () => {
      if (pending.current) window.clearTimeout(pending.current.timer);
      pending.current = null;
    },
    [],
  );
  const listener = useCallback(
    (event: LiveEvent) => {
      if (!entity || !active) return;
      if (event.topic !== 'reset') {
        const changed = changedRecordOf(event);
        if (changed?.entity !== entity || !latest.current.concerns(changed)) return;
      }
      const now = Date.now();
      const first = pending.current?.first ?? now;
      if (pending.current) window.clearTimeout(pending.current.timer);
      const fire = () => {
        pending.current = null;
        latest.current.onChange();
      };
      pending.current = { first, timer: window.setTimeout(fire, Math.max(0, Math.min(QUIET_MS, first + MAX_WAIT_MS - now))) };
    },
    [entity, active],
  );
  useLiveEvents(listener, topicsOf(entity));
}

const anyRecord = () => true;

/**
 * An open list re-reads its page when one of its resource's records changes elsewhere (one on
 * it, or one that may now belong on it); the rows stay on screen while it reads, so the
 * selection (of rows still there), cursor and scroll stay where they were.
 */
export function useListFollowsChanges(resourceId: string, active: boolean, reload: () => void): void {
  useEntityChanges(resourceId, active, anyRecord, reload);
}

/**
 * An open record notices when it changed elsewhere (a version other than the one shown):
 * `onChanged` decides whether to read it at once or to offer a reload (unsaved edits).
 */
export function useRecordFollowsChanges(resourceId: string, id: number, version: number | undefined, active: boolean, onChanged: () => void): void {
  const newest = useRef<number | null>(null);
  useEntityChanges(
    resourceId,
    active,
    (changed) => {
      if (changed.id !== id) return false;
      newest.current = changed.version;
      return version === undefined || changed.version !== version;
    },
    () => {
      // By the time a burst settles, the page may show that version already (its own action read it again).
      if (version !== undefined && newest.current === version) return;
      onChanged();
    },
  );
}
