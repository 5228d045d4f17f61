import { useCallback } from 'react';
import { useLiveEvents } from '../../platform/live/live-events';

/** Reloads the studio's page when the live channel says the studio changed (another console edited or disabled it). */
export function StudioLiveReload({ id, version, reload }: { id: number; version: number; reload(): void }) {
  useLiveEvents(
    useCallback(
      (event) => {
        if (event.topic === 'reset' || (event.topic === 'record' && event.data.entity === 'studio' && event.data.id === id && event.data.version !== version)) reload();
      },
      [id, version, reload],
    ),
    ['record'],
  );
  return null;
}
