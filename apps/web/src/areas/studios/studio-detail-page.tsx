import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { alarmStatusEnum, nurseStatusEnum, type ResourceColumn, studiosResource } from '@careops/core/resources';
import { orderStatusEnum } from '@careops/core/enums';
import { Link } from 'wouter';
import { DetailPage } from '../../kit/detail/detail-page';
import { opensInConsole } from '../../platform/keyboard/console-paths';
import { useConsole } from '../../platform/shell/console-context';
import { usePage } from '../../platform/shell/page-context';
import { StudioSection } from './studio-section';

type Row = Record<string, unknown>;
const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((v): v is Row => typeof v === 'object' && v !== null) : []);
const idIn = (row: Row) => (typeof row.id === 'number' ? row.id : 0);

const nurseColumns: ResourceColumn[] = [
  { key: 'name', title: 'resources.field.name' },
  { key: 'title', title: 'people.res.field.title' },
  { key: 'status', title: 'studios.res.status', format: 'enum', enumeration: nurseStatusEnum },
];
const orderColumns: ResourceColumn[] = [
  { key: 'orderNo', title: 'orders.res.field.orderNo' },
  { key: 'status', title: 'studios.res.status', format: 'enum', enumeration: orderStatusEnum },
  { key: 'amountCents', title: 'orders.res.field.amount', format: 'cents' },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date' },
];
const alarmColumns: ResourceColumn[] = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'nurse.name', title: 'security.res.nurse' },
  { key: 'status', title: 'security.res.status', format: 'enum', enumeration: alarmStatusEnum },
  { key: 'drill', title: 'security.res.drill', format: 'boolean' },
  { key: 'raisedAt', title: 'security.res.raisedAt', format: 'relative' },
];

/** /studio/detail-studio/:id: the nursing center, its stock and income, what disabling it affects, its nurses, orders and alarms; reloads when it changes elsewhere. */
export function StudioDetailPage() {
  const { params, active } = usePage();
  const { permissionNodes } = useConsole();
  const stockPath = `/consumables/consumables-list?studioId=${Number(params.id)}`;
  return (
    <div className="p-6">
      <DetailPage resource={studiosResource} id={Number(params.id)} active={active} backTo={routes.studioList.path({})} historyEntity="studio">
        {({ record }) => (
          <div className="space-y-6">
            <p className="text-sm text-gray-700" data-testid="studio-affects">
              {t('studios.ui.affects')}: {t('studios.ui.affects.orders', { count: record.affects.openOrders })}, {t('studios.ui.affects.nurses', { count: record.affects.nurses })},{' '}
              {t('studios.ui.affects.alarms', { count: record.affects.openAlarms })}, {t('studios.ui.affects.releases', { count: record.affects.releases })}
            </p>
            {opensInConsole(permissionNodes, stockPath) && (
              <Link href={stockPath} className="text-sm font-medium text-primary hover:underline" data-testid="studio-stock-link">
                {t('studios.ui.stockLink')}
              </Link>
            )}
            <StudioSection id="nurses" title="studios.ui.nurses" columns={nurseColumns} rows={rowsOf(record.nurses)} pathOf={(row) => routes.nurseDetail.path({ id: idIn(row) })} />
            <StudioSection id="orders" title="studios.ui.orders" columns={orderColumns} rows={rowsOf(record.orders)} pathOf={(row) => routes.orderDetail.path({ id: idIn(row) })} />
            <StudioSection id="alarms" title="studios.ui.alarms" columns={alarmColumns} rows={rowsOf(record.alarms)} pathOf={(row) => `${routes.alarmList.path({})}?id=${idIn(row)}`} />
          </div>
        )}
      </DetailPage>
    </div>
  );
}
