import { t } from '@careops/core/i18n';
import { formatValue, membersResource } from '@careops/core/resources';
import { DetailPage } from '../../kit/detail/detail-page';
import { usePage } from '../../platform/shell/page-context';
import { RecordSection } from './record-section';
import { cardPath, couponColumns, memberCardColumns, memberOrderColumns, orderPath, patientColumns, patientPath } from './related-columns';

type Row = Record<string, unknown>;
const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((v): v is Row => typeof v === 'object' && v !== null) : []);

/** /member-detail/:id: the member's fields (e-coin balance, spending), patients, recent orders, coupons and cards; enable/disable. */
export function MemberDetailPage() {
  const { params, active } = usePage();
  return (
    <div className="p-6">
      <DetailPage resource={membersResource} id={Number(params.id)} active={active} backTo={membersResource.route ?? '/member-management'} historyEntity="member">
        {({ record }) => (
          <div className="space-y-6">
            <RecordSection id="patients" title="people.ui.member.patients" columns={patientColumns} rows={rowsOf(record.patients)} pathOf={patientPath} />
            <RecordSection
              id="orders"
              title="people.ui.member.orders"
              columns={memberOrderColumns}
              rows={rowsOf(record.recentOrders)}
              pathOf={orderPath}
              summary={t('people.ui.member.ordersSummary', {
                count: typeof record.orderCount === 'number' ? record.orderCount : 0,
                spent: formatValue({ key: 'spentCents', title: 'people.res.field.spent', format: 'cents' }, record.spentCents),
              })}
            />
            <RecordSection id="coupons" title="people.ui.member.coupons" columns={couponColumns} rows={rowsOf(record.coupons)} />
            <RecordSection id="cards" title="people.ui.member.cards" columns={memberCardColumns} rows={rowsOf(record.assistiveCards)} pathOf={cardPath} />
          </div>
        )}
      </DetailPage>
    </div>
  );
}
