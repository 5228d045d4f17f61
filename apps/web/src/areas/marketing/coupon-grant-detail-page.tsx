import { businessDayOf } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { callEndpoint, couponGrantsResource, memberCouponStateEnum, recipientStatusEnum } from '@careops/core/resources';
import { useEffect, useState } from 'react';
import { DetailPage } from '../../kit/detail/detail-page';
import { useQuery } from '../../kit/query/use-query';
import { usePage } from '../../platform/shell/page-context';
import { Pagination } from '../../ui/pagination';

const POLL_MS = 1000;

interface Recipient {
  id: number;
  memberId: number | null;
  nickname: string;
  phone: string;
  status: string;
  reason: string;
  couponState: string | null;
  expiresAt: number | null;
}

const labelOf = (entries: ReadonlyArray<{ value: string; label: string }>, value: string | null) => (value === null ? '' : entries.find((e) => e.value === value)?.label ?? value);

/** A grant's recipients, a page at a time: who, granted or why refused, and their coupon's state (unused → used | expired). */
function Recipients({ grantId, active, version }: { grantId: number; active: boolean; version: number }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const limit = 20;
  const { state } = useQuery(
    `grant-recipients ${grantId} ${page} ${status} ${version}`,
    async (api) => (await callEndpoint(api, 'getCouponGrantRecipientList', { grantId, page, limit, ...(status ? { status } : {}) })) as { list: Recipient[]; total: number },
    { enabled: active },
  );
  const rows = state.data?.list ?? [];
  return (
    <section className="mt-6" aria-label={t('coupons.page.recipients')}>
      <div className="mb-2 flex items-center gap-4">
        <h2 className="text-base font-semibold">{t('coupons.page.recipients')}</h2>
        <label className="flex items-center gap-2 text-sm">
          {t('coupons.res.field.status')}
          <select
            className="field-input w-auto"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
            data-testid="grant-recipient-status"
          >
            <option value="">{t('coupons.page.anyStatus')}</option>
            {recipientStatusEnum.entries.map((e) => <option key={e.value} value={e.value}>{e.label}</option>)}
          </select>
        </label>
      </div>
      <table className="w-full text-left text-sm" data-testid="grant-recipients">
        <thead>
          <tr>
            <th>{t('coupons.res.field.member')}</th>
            <th>{t('coupons.res.field.phone')}</th>
            <th>{t('coupons.res.field.status')}</th>
            <th>{t('coupons.res.field.reason')}</th>
            <th>{t('coupons.res.field.couponState')}</th>
            <th>{t('coupons.res.field.expiresAt')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid="grant-recipient">
              <td>{r.nickname || (r.memberId ?? '')}</td>
              <td>{r.phone}</td>
              <td>{labelOf(recipientStatusEnum.entries, r.status)}</td>
              <td>{r.reason ? t(`coupons.server.refusal.${r.reason}` as 'coupons.server.refusal.quantity') : ''}</td>
              <td>{labelOf(memberCouponStateEnum.entries, r.couponState)}</td>
              <td>{r.expiresAt === null ? '' : businessDayOf(r.expiresAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} limit={limit} total={state.data?.total ?? 0} onChange={(next) => setPage(next.page)} />
    </section>
  );
}

/** Reloads the record every second while its job runs. */
function FollowProgress({ running, reload }: { running: boolean; reload(): void }) {
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [running, reload]);
  return null;
}

/** /operation-tools/coupon-grant-detail/:id: the grant's progress, its refusals by reason and its recipients. */
export function CouponGrantDetailPage() {
  const { params, active } = usePage();
  const id = Number(params.id);
  return (
    <div className="p-6">
      <DetailPage resource={couponGrantsResource} id={id} active={active} backTo={couponGrantsResource.route ?? '/operation-tools/coupon-grant-list'} historyEntity="couponGrant">
        {({ record, reload }) => (
          <>
            <FollowProgress running={record.status === 'running'} reload={reload} />
            <div className="mt-4 max-w-xl">
              <progress className="w-full" max={100} value={record.percent} aria-label={t('coupons.page.progress')} data-testid="grant-progress" />
              <p className="text-sm text-gray-700" data-testid="grant-summary">{t('coupons.page.grantSummary', { granted: record.granted, refused: record.refused, total: record.total })}</p>
              {record.refusals.length > 0 && (
                <ul className="mt-2 text-sm" data-testid="grant-refusals">
                  {record.refusals.map((r) => <li key={r.reason}>{t(`coupons.server.refusal.${r.reason}`)}: {r.count}</li>)}
                </ul>
              )}
            </div>
            <Recipients grantId={id} active={active} version={record.processed} />
          </>
        )}
      </DetailPage>
    </div>
  );
}
