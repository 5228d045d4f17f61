import { alarmsResource } from '@careops/core/resources';
import { ResourcePage } from '../../kit/resource-page';
import { AlarmSteps } from './alarm-steps';

/**
 * /security-center/security-center-list: the SOS queue, newest first, kept current by the live
 * channel like every list (a raised, escalated or acknowledged alarm re-reads it, selection kept); an alarm's page on `?id=`
 * with its location, steps and the actions that apply (acknowledge `a`, resolve, note, the phone).
 */
export function AlarmsPage() {
  return (
    <div className="p-6">
      <ResourcePage
        resource={alarmsResource}
        historyEntity="sos_alarm"
        rowTone={(row) => (row.status === 'active' || row.status === 'escalated' ? 'alert' : undefined)}
        detail={({ record }) => <AlarmSteps record={record} />}
      />
    </div>
  );
}
