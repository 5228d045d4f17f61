import { alarmsResource } from '@careops/core/resources';
import { useCallback, useState } from 'react';
import { ResourcePage } from '../../kit/resource-page';
import { useLiveEvents } from '../../platform/live/live-events';
import { usePage } from '../../platform/shell/page-context';
import { AlarmSteps } from './alarm-steps';

/**
 * /security-center/security-center-list: the SOS queue, newest first, kept current by the live
 * channel (a raised, escalated or acknowledged alarm re-reads the list); an alarm's page on `?id=`
 * with its location, steps and the actions that apply (acknowledge `a`, resolve, note, the phone).
 */
export function AlarmsPage() {
  const { search } = usePage();
  const showingRecord = new URLSearchParams(search).has('id');
  const [generation, setGeneration] = useState(0);
  // The list is read again on a change; an open alarm's page reloads itself (AlarmSteps).
  useLiveEvents(useCallback(() => !showingRecord && setGeneration((n) => n + 1), [showingRecord]), ['alarm']);
  return (
    <div className="p-6">
      <ResourcePage
        key={generation}
        resource={alarmsResource}
        historyEntity="sos_alarm"
        rowTone={(row) => (row.status === 'active' || row.status === 'escalated' ? 'alert' : undefined)}
        detail={({ record, reload }) => <AlarmSteps record={record} reload={reload} />}
      />
    </div>
  );
}
