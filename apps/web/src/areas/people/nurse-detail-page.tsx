import { t } from '@careops/core/i18n';
import { formatValue, nursesResource } from '@careops/core/resources';
import { DetailPage } from '../../kit/detail/detail-page';
import { usePage } from '../../platform/shell/page-context';
import { DocumentGallery } from './documents/document-gallery';
import { nurseDocuments } from './documents/documents';
import { RecordSection } from './record-section';
import { applicationColumns, applicationPath, nurseOrderColumns, orderPath, rewardColumns, sosColumns } from './related-columns';

type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? value.filter(isRow) : []);
const count = (value: unknown) => (typeof value === 'number' ? value : 0);
const cents = (value: unknown) => formatValue({ key: 'v', title: 'people.ui.order.amount', format: 'cents' }, value);

/**
 * /service-nurse-det/:id: profile, qualification documents (image viewer), applications,
 * orders, earnings, rewards and penalties, SOS history; suspend/reactivate and move studio.
 */
export function NurseDetailPage() {
  const { params, active } = usePage();
  return (
    <div className="p-6">
      <DetailPage resource={nursesResource} id={Number(params.id)} active={active} backTo={nursesResource.route ?? '/service-nurse'} historyEntity="nurse">
        {({ record }) => {
          const orders = record.orders;
          return (
            <div className="space-y-6">
              <DocumentGallery documents={nurseDocuments(record)} title="people.ui.nurse.documents" />
              <RecordSection id="applications" title="people.ui.nurse.applications" columns={applicationColumns} rows={rowsOf(record.applications)} pathOf={applicationPath} />
              <RecordSection
                id="orders"
                title="people.ui.nurse.orders"
                columns={nurseOrderColumns}
                rows={rowsOf(orders.recent)}
                pathOf={orderPath}
                summary={t('people.ui.nurse.ordersSummary', { total: count(orders.total), completed: count(orders.completed), inProgress: count(orders.inProgress), cancelled: count(orders.cancelled) })}
              />
              <RecordSection
                id="rewards"
                title="people.ui.nurse.rewards"
                columns={rewardColumns}
                rows={rowsOf(record.rewards)}
                summary={t('people.ui.nurse.rewardsSummary', { earnings: cents(record.earningsCents), rewards: cents(record.rewardsCents), penalties: cents(record.penaltiesCents) })}
              />
              <RecordSection id="sos" title="people.ui.nurse.sos" columns={sosColumns} rows={rowsOf(record.sos)} />
            </div>
          );
        }}
      </DetailPage>
    </div>
  );
}
