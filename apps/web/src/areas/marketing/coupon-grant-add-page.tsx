import type { GrantSource } from '@careops/core/contract';
import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { callEndpoint } from '@careops/core/resources';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useQuery } from '../../kit/query/use-query';
import { useConsole } from '../../platform/shell/console-context';
import { usePage } from '../../platform/shell/page-context';

interface Preview {
  total: number;
  wouldGrant: number;
  refusals: Array<{ reason: string; count: number }>;
  sample: Array<{ memberId: number; nickname: string; phone: string }>;
}

interface Options {
  coupons: Array<{ id: number; name: string; enabled: number }>;
  services: Array<{ id: number; name: string }>;
}

const SOURCES: GrantSource[] = ['phones', 'members', 'segment'];
const refusalText = (reason: string) => t(`coupons.server.refusal.${reason}` as 'coupons.server.refusal.quantity');

/**
 * /operation-tools/coupon-grant-add: a coupon to members chosen by id, by pasted or uploaded
 * phones, or by a segment; a preview (who and how many) before the grant. The page's request key
 * is made once, so sending twice (a double press, a retry) makes one grant.
 */
export function CouponGrantAddPage() {
  const { search } = usePage();
  const { api, navigate } = useConsole();
  const idPrefix = useId();
  const [key] = useState(() => `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`);
  const [couponId, setCouponId] = useState(new URLSearchParams(search).get('coupon') ?? '');
  const [source, setSource] = useState<GrantSource>('phones');
  const [phones, setPhones] = useState('');
  const [memberIds, setMemberIds] = useState('');
  const [segment, setSegment] = useState({ registeredFrom: '', registeredTo: '', orderedServiceId: '', noOrderDays: '' });
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { state } = useQuery('coupon-grant-options', async (client): Promise<Options> => {
    const [coupons, items] = await Promise.all([callEndpoint(client, 'getCouponOptions', {}), callEndpoint(client, 'getCouponItemOptions', {}).catch(() => ({ services: [] }))]);
    return { coupons: (coupons as { list: Options['coupons'] }).list, services: (items as { services: Options['services'] }).services };
  });
  const options = state.data;

  const body = () => ({
    couponId,
    idempotencyKey: key,
    source,
    ...(source === 'phones' ? { phones } : source === 'members' ? { memberIds } : segment),
  });
  const run = async (what: 'preview' | 'grant') => {
    setBusy(true);
    setError(null);
    try {
      if (what === 'preview') setPreview((await callEndpoint(api, 'previewCouponGrant', body())) as Preview);
      else {
        const grant = (await callEndpoint(api, 'addCouponGrant', body())) as { id: number };
        navigate(`/operation-tools/coupon-grant-detail/${grant.id}`);
      }
    } catch (e) {
      const field = e instanceof CareOpsError ? e.field : undefined;
      setError({ ...(field ? { field } : {}), message: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setPhones(await file.text());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('grant');
  };
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const segmentInput = (name: keyof typeof segment, label: string, placeholder = '') => (
    <label className="block text-sm" htmlFor={fieldId(name)}>
      <span className="mb-1 block">{label}</span>
      <input id={fieldId(name)} className="field-input w-full" value={segment[name]} placeholder={placeholder} onChange={(e) => setSegment({ ...segment, [name]: e.target.value })} data-testid={`grant-${name}`} />
    </label>
  );

  return (
    <div className="max-w-2xl p-6">
      <h1 className="mb-4 text-lg font-semibold">{t('coupons.page.newGrant')}</h1>
      <form noValidate className="space-y-4" aria-busy={busy} onSubmit={submit}>
        <label className="block text-sm" htmlFor={fieldId('coupon')}>
          <span className="mb-1 block">{t('coupons.res.field.coupon')}</span>
          <select id={fieldId('coupon')} className="field-input w-full" value={couponId} onChange={(e) => setCouponId(e.target.value)} data-testid="grant-coupon" aria-invalid={error?.field === 'couponId'}>
            <option value="">{t('coupons.page.chooseCoupon')}</option>
            {(options?.coupons ?? []).map((c) => <option key={c.id} value={c.id} disabled={c.enabled !== 1}>{c.name}</option>)}
          </select>
        </label>
        <fieldset className="text-sm">
          <legend className="mb-1">{t('coupons.res.field.source')}</legend>
          <div className="flex gap-4">
            {SOURCES.map((s) => (
              <label key={s} className="flex items-center gap-1.5">
                <input type="radio" name={fieldId('source')} value={s} checked={source === s} onChange={() => { setSource(s); setPreview(null); }} data-testid={`grant-source-${s}`} />
                {t(`coupons.res.source.${s}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {source === 'phones' && (
          <div className="space-y-2">
            <label className="block text-sm" htmlFor={fieldId('phones')}>
              <span className="mb-1 block">{t('coupons.page.phones')}</span>
              <textarea id={fieldId('phones')} className="field-input h-40 w-full font-mono" value={phones} onChange={(e) => setPhones(e.target.value)} data-testid="grant-phones" aria-invalid={error?.field === 'phones'} />
            </label>
            <label className="block text-sm" htmlFor={fieldId('file')}>
              <span className="mb-1 block">{t('coupons.page.upload')}</span>
              <input id={fieldId('file')} type="file" accept=".txt,.csv,text/plain,text/csv" onChange={(e) => void onFile(e)} data-testid="grant-file" />
            </label>
          </div>
        )}
        {source === 'members' && (
          <label className="block text-sm" htmlFor={fieldId('members')}>
            <span className="mb-1 block">{t('coupons.page.memberIds')}</span>
            <textarea id={fieldId('members')} className="field-input h-24 w-full font-mono" value={memberIds} onChange={(e) => setMemberIds(e.target.value)} data-testid="grant-members" aria-invalid={error?.field === 'memberIds'} />
          </label>
        )}
        {source === 'segment' && (
          <div className="grid grid-cols-2 gap-3">
            {segmentInput('registeredFrom', t('coupons.page.registeredFrom'), 'YYYY-MM-DD')}
            {segmentInput('registeredTo', t('coupons.page.registeredTo'), 'YYYY-MM-DD')}
            <label className="block text-sm" htmlFor={fieldId('orderedServiceId')}>
              <span className="mb-1 block">{t('coupons.page.orderedService')}</span>
              <select id={fieldId('orderedServiceId')} className="field-input w-full" value={segment.orderedServiceId} onChange={(e) => setSegment({ ...segment, orderedServiceId: e.target.value })} data-testid="grant-orderedServiceId">
                <option value="">{t('coupons.page.anyService')}</option>
                {(options?.services ?? []).map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
              </select>
            </label>
            {segmentInput('noOrderDays', t('coupons.page.noOrderDays'))}
          </div>
        )}
        {error && <p role="alert" data-testid="form-error" className="text-sm text-danger">{error.message}</p>}
        {preview && (
          <div role="status" className="rounded border border-gray-200 p-3 text-sm" data-testid="grant-preview">
            <p>{t('coupons.page.previewSummary', { wouldGrant: preview.wouldGrant, total: preview.total })}</p>
            {preview.refusals.map((r) => <p key={r.reason}>{refusalText(r.reason)}: {r.count}</p>)}
            <ul className="mt-1 list-disc pl-5">{preview.sample.map((s) => <li key={s.memberId}>{s.nickname} {s.phone}</li>)}</ul>
          </div>
        )}
        <div className="flex gap-3">
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => void run('preview')} data-testid="grant-preview-button">{t('coupons.page.preview')}</button>
          <button type="submit" className="btn-primary" disabled={busy} data-testid="form-submit">{t('coupons.page.grant')}</button>
        </div>
      </form>
    </div>
  );
}
