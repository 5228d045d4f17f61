import type { OrderPlaceOptions } from '@careops/core/contract';
import { labelOf, relationshipEnum } from '@careops/core/enums';
import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { useId, useRef, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { usePage } from '../../../platform/shell/page-context';
import { toast } from '../../../ui/toast-store';
import { money } from '../order-format';
import { QueryView } from '../../../kit/query/query-state';
import { useQuery } from '../../../kit/query/use-query';
import { consentNeeded, offeredAt, type PlaceValues } from './place-values';
import { usePlaceOrder, type PlaceErrors, type QuoteState } from './use-place-order';

function Field({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="field-error" data-testid={`place-error-${id.split('-').pop() ?? ''}`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Props every input gets: id, invalid state, its error's description. */
const inputProps = (id: string, error: string | undefined) => ({ id, 'aria-invalid': error !== undefined, 'aria-describedby': error ? `${id}-error` : undefined, className: 'field-input' });

function Quote({ quote }: { quote: QuoteState }) {
  return (
    <section aria-live="polite" aria-label={t('orders.ui.place.price')} className="rounded border border-gray-200 bg-gray-50 p-3 text-sm" data-testid="place-quote">
      {quote.state === 'none' && <p className="text-gray-600">{t('orders.ui.place.chooseItem')}</p>}
      {quote.state === 'loading' && <p className="text-gray-600">{t('common.loading')}</p>}
      {quote.state === 'failed' && <p role="alert" className="text-danger">{quote.message}</p>}
      {quote.state === 'ready' && (
        <p className="text-gray-900">
          {t('orders.ui.place.quote', { list: money(quote.quote.listPriceCents), discount: money(quote.quote.discountCents) })}{' '}
          <strong data-testid="place-amount">{money(quote.quote.amountCents)}</strong>
        </p>
      )}
    </section>
  );
}

function PlaceForm({ memberId, options }: { memberId: number; options: OrderPlaceOptions }) {
  const form = usePlaceOrder(memberId, options);
  const { values, set, errors } = form;
  const p = useId();
  const first = useRef<HTMLSelectElement>(null);
  const id = (key: keyof PlaceValues) => `${p}-${key}`;
  const offered = offeredAt(options, values.studioId);
  const agreement = consentNeeded(options, values);
  const err = (key: keyof PlaceErrors) => errors[key];
  const submit = async () => {
    const orderId = await form.place();
    if (orderId === null) return;
    toast.success(t('orders.ui.place.placed'));
    navigate(routes.orderDetail.path({ id: orderId }));
  };
  return (
    <form
      noValidate
      className="grid max-w-3xl grid-cols-1 gap-4 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          void submit();
        }
      }}
      data-testid="place-form"
    >
      <Field id={id('patientId')} label={t('orders.res.field.patient')} error={err('patientId')}>
        <select ref={first} {...inputProps(id('patientId'), err('patientId'))} value={values.patientId} onChange={(e) => set('patientId', e.target.value)} data-testid="place-patient">
          <option value="">{t('orders.ui.place.choose')}</option>
          {options.patients.map((pt) => (
            <option key={pt.id} value={pt.id}>
              {pt.name} ({labelOf(relationshipEnum, pt.relationship)})
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('studioId')} label={t('orders.res.field.studio')} error={err('studioId')}>
        <select {...inputProps(id('studioId'), err('studioId'))} value={values.studioId} onChange={(e) => set('studioId', e.target.value)} data-testid="place-studio">
          <option value="">{t('orders.ui.place.choose')}</option>
          {options.studios.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </Field>
      <fieldset>
        <legend className="field-label">{t('orders.ui.place.itemKind')}</legend>
        <div className="flex gap-4 text-sm">
          {(['service', 'package'] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-1">
              <input type="radio" name={`${p}-kind`} checked={values.itemKind === kind} onChange={() => set('itemKind', kind)} data-testid={`place-kind-${kind}`} />
              {t(kind === 'service' ? 'orders.res.field.service' : 'orders.ui.service.package')}
            </label>
          ))}
        </div>
      </fieldset>
      {values.itemKind === 'service' ? (
        <Field id={id('serviceId')} label={t('orders.res.field.service')} error={err('serviceId')}>
          <select {...inputProps(id('serviceId'), err('serviceId'))} value={values.serviceId} onChange={(e) => set('serviceId', e.target.value)} data-testid="place-service">
            <option value="">{t('orders.ui.place.choose')}</option>
            {offered.services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} · {money(s.priceCents)}
              </option>
            ))}
          </select>
        </Field>
      ) : (
        <Field id={id('packageId')} label={t('orders.ui.service.package')} error={err('packageId') ?? err('serviceId')}>
          <select {...inputProps(id('packageId'), err('packageId'))} value={values.packageId} onChange={(e) => set('packageId', e.target.value)} data-testid="place-package">
            <option value="">{t('orders.ui.place.choose')}</option>
            {offered.packages.map((pk) => (
              <option key={pk.id} value={pk.id}>
                {pk.name} · {money(pk.priceCents)}
              </option>
            ))}
          </select>
        </Field>
      )}
      {values.studioId !== '' && offered.services.length + offered.packages.length === 0 && (
        <p className="text-sm text-gray-600 sm:col-span-2" data-testid="place-nothing-released">
          {t('catalogue.place.nothingReleased')}
        </p>
      )}
      {agreement && (
        <fieldset className="sm:col-span-2 rounded border border-gray-200 p-3" data-testid="place-agreement">
          <legend className="field-label">{t('catalogue.place.agreement', { name: agreement.name, number: agreement.number })}</legend>
          <p className="max-h-32 overflow-y-auto whitespace-pre-wrap text-sm text-gray-700">{agreement.content}</p>
          <label className="mt-2 flex items-center gap-2 text-sm text-gray-900">
            <input type="checkbox" checked={values.consent} onChange={(e) => set('consent', e.target.checked)} aria-describedby={err('consent') ? `${id('consent')}-error` : undefined} data-testid="place-consent" />
            {t('catalogue.place.consent')}
          </label>
          {err('consent') && (
            <p id={`${id('consent')}-error`} className="field-error" data-testid="place-error-consent">
              {err('consent')}
            </p>
          )}
        </fieldset>
      )}
      <Field id={id('memberCouponId')} label={t('orders.res.field.coupon')} error={err('memberCouponId')}>
        <select {...inputProps(id('memberCouponId'), err('memberCouponId'))} value={values.memberCouponId} onChange={(e) => set('memberCouponId', e.target.value)} data-testid="place-coupon">
          <option value="">{t('orders.ui.place.noCoupon')}</option>
          {options.coupons.map((c) => (
            <option key={c.memberCouponId} value={c.memberCouponId}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('appointment')} label={t('orders.res.field.appointmentAt')} error={err('appointment')}>
        <input type="datetime-local" {...inputProps(id('appointment'), err('appointment'))} value={values.appointment} onChange={(e) => set('appointment', e.target.value)} data-testid="place-appointment" />
      </Field>
      <Field id={id('region')} label={t('orders.res.field.region')} error={err('region')}>
        <input {...inputProps(id('region'), err('region'))} value={values.region} onChange={(e) => set('region', e.target.value)} data-testid="place-region" />
      </Field>
      <Field id={id('address')} label={t('orders.res.field.address')} error={err('address')}>
        <input {...inputProps(id('address'), err('address'))} value={values.address} onChange={(e) => set('address', e.target.value)} data-testid="place-address" />
      </Field>
      <label className="flex items-center gap-2 text-sm text-gray-900">
        <input type="checkbox" checked={values.booking} onChange={(e) => set('booking', e.target.checked)} data-testid="place-booking" />
        {t('orders.ui.place.booking')}
      </label>
      <Field id={id('remark')} label={t('orders.res.field.remark')} error={err('remark')}>
        <textarea {...inputProps(id('remark'), err('remark'))} value={values.remark} onChange={(e) => set('remark', e.target.value)} data-testid="place-remark" />
      </Field>
      <div className="sm:col-span-2 space-y-3">
        <Quote quote={form.quote} />
        {errors.form && (
          <p role="alert" className="field-error" data-testid="place-error">
            {errors.form}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={form.busy} data-testid="place-submit">
          {t('orders.ui.place.submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * /order/order-place/:id (hidden; :id = the member): place an order for a member — patient,
 * service or package, studio, address, appointment, coupon; the price is the server's quote.
 * Ctrl+Enter places it from any field; then the new order's page opens (it starts at the
 * organisation review).
 */
export function OrderPlacePage() {
  const { params } = usePage();
  const memberId = Number(params.id);
  const { state: options, refresh } = useQuery<OrderPlaceOptions>(String(memberId), (client, signal) => client.call('getOrderPlaceOptions', { memberId }, { silent: true, signal }));
  return (
    <div className="space-y-4 p-6" data-testid="order-place">
      <h1 className="text-xl font-semibold text-gray-900">
        {options.data ? t('orders.ui.place.title', { member: `${options.data.member.nickname} (${options.data.member.phone})` }) : t('orders.ui.place.open')}
      </h1>
      <QueryView state={options} onRetry={refresh}>
        {(data) => <PlaceForm memberId={memberId} options={data} />}
      </QueryView>
    </div>
  );
}
