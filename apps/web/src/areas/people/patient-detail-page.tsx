import { patientsResource } from '@careops/core/resources';
import { DetailPage } from '../../kit/detail/detail-page';
import { usePage } from '../../platform/shell/page-context';
import { RecordSection } from './record-section';
import { memberOrderColumns, orderPath } from './related-columns';

type Row = Record<string, unknown>;
const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((v): v is Row => typeof v === 'object' && v !== null) : []);

/** /cover-service-detail/:id: a patient (masked ID and phone, full values audited), edit, recent orders. */
export function PatientDetailPage() {
  const { params, active } = usePage();
  return (
    <div className="p-6">
      <DetailPage resource={patientsResource} id={Number(params.id)} active={active} backTo={patientsResource.route ?? '/cover-service'} historyEntity="patient">
        {({ record }) => (
          <RecordSection
            id="orders"
            title="people.ui.patient.orders"
            columns={memberOrderColumns.filter((c) => c.key !== 'amountCents')}
            rows={rowsOf(record.recentOrders)}
            pathOf={orderPath}
          />
        )}
      </DetailPage>
    </div>
  );
}
