import { messageOf } from '@careops/core/client';
import { CareOpsError, ORDER_TEXT_MAX } from '@careops/core/contract';
import { labelOf } from '@careops/core/enums';
import { t } from '@careops/core/i18n';
import { moneyToCents, priceChangeStatusEnum } from '@careops/core/resources';
import { useId, useRef, useState } from 'react';
import { useConsole } from '../../../platform/shell/console-context';
import { toast } from '../../../ui/toast-store';
import { money } from '../order-format';
import { QueryView } from '../../../kit/query/query-state';
import { useQuery } from '../../../kit/query/use-query';
import { OrderDialog } from './order-dialog';

type Errors = Partial<Record<'amount' | 'reason' | 'form', string>>;

/**
 * Request a price change on an unpaid order: the data before the change (list price,
 * discount, coupon, current amount, a request already waiting) from
 * `getOrderDataBeforePriceAlter`, a new amount in money and a reason. The request then waits
 * for another reviewer on the price-change page.
 */
export function PriceChangeRequestDialog({ orderId, orderNo, onClose, onDone }: { orderId: number; orderNo: string; onClose(): void; onDone(): void }) {
  const { api } = useConsole();
  const { state: result, refresh } = useQuery(String(orderId), (client, signal) => client.call('getOrderDataBeforePriceAlter', { orderId }, { silent: true, signal }));
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  const idPrefix = useId();
  const data = result.status === 'ready' ? result.data : null;

  const send = async () => {
    if (!data) return;
    const cents = moneyToCents(amount);
    const problems: Errors = {};
    if (cents === undefined) problems.amount = t('validate.money');
    if (!reason.trim()) problems.reason = t('orders.contract.reasonRequired');
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await api.call('applyOrderAlterPrice', { orderId, version: data.order.version, newAmountCents: cents ?? 0, reason: reason.trim() }, { silent: true });
      toast.success(t('orders.cmd.priceChange.requested', { order: orderNo }));
      onDone();
    } catch (e) {
      const field = e instanceof CareOpsError ? e.field : undefined;
      const message = messageOf(e).replace(/^\w+: /, '');
      setErrors(field === 'newAmountCents' ? { amount: message } : field === 'reason' ? { reason: message } : { form: messageOf(e) });
    } finally {
      setBusy(false);
    }
  };

  const fact = (label: string, value: string, key: string) => (
    <div data-testid={`before-${key}`}>
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className="text-sm text-gray-900">{value}</dd>
    </div>
  );

  return (
    <OrderDialog
      title={t('orders.ui.priceRequest.title', { order: orderNo })}
      description={t('orders.ui.priceRequest.description')}
      testId="price-request-dialog"
      initialFocus={first}
      onClose={onClose}
    >
      {!data && (
        <QueryView state={result} onRetry={refresh}>
          {() => null}
        </QueryView>
      )}
      {data && (
        <form
          noValidate
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <dl className="grid grid-cols-2 gap-2 rounded bg-gray-50 p-3 sm:grid-cols-4" data-testid="price-before">
            {fact(t('orders.res.field.listPrice'), money(data.listPriceCents), 'list')}
            {fact(t('orders.res.field.discount'), money(data.discountCents), 'discount')}
            {fact(t('orders.res.field.coupon'), data.coupon?.name ?? '—', 'coupon')}
            {fact(t('orders.res.field.amount'), money(data.amountCents), 'amount')}
          </dl>
          {data.pending && (
            <p className="text-sm text-gray-900" data-testid="price-pending">
              {t('orders.ui.priceChange.line', { from: money(data.pending.oldAmountCents), to: money(data.pending.newAmountCents), status: labelOf(priceChangeStatusEnum, data.pending.status) })}
            </p>
          )}
          {!data.canRequest && (
            <p role="alert" className="text-sm text-danger" data-testid="price-cannot">
              {data.reason || t('orders.cmd.priceChange.cannot')}
            </p>
          )}
          <div>
            <label htmlFor={`${idPrefix}-amount`} className="field-label">
              {t('orders.res.priceChanges.newAmount')}
            </label>
            <input
              id={`${idPrefix}-amount`}
              ref={first}
              inputMode="decimal"
              autoComplete="off"
              className="field-input"
              value={amount}
              disabled={!data.canRequest}
              aria-invalid={errors.amount !== undefined}
              aria-describedby={errors.amount ? `${idPrefix}-amount-error` : undefined}
              onChange={(e) => setAmount(e.target.value)}
              data-testid="price-amount"
            />
            {errors.amount && <p id={`${idPrefix}-amount-error`} className="field-error">{errors.amount}</p>}
          </div>
          <div>
            <label htmlFor={`${idPrefix}-reason`} className="field-label">
              {t('orders.res.field.reason')}
            </label>
            <textarea
              id={`${idPrefix}-reason`}
              className="field-input min-h-16"
              maxLength={ORDER_TEXT_MAX}
              value={reason}
              disabled={!data.canRequest}
              aria-invalid={errors.reason !== undefined}
              aria-describedby={errors.reason ? `${idPrefix}-reason-error` : undefined}
              onChange={(e) => setReason(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                  e.preventDefault();
                  void send();
                }
              }}
              data-testid="price-reason"
            />
            {errors.reason && <p id={`${idPrefix}-reason-error`} className="field-error">{errors.reason}</p>}
          </div>
          {errors.form && <p role="alert" className="field-error">{errors.form}</p>}
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="btn-primary" disabled={busy || !data.canRequest} data-testid="price-request-run">
              {t('orders.ui.priceRequest.run')}
            </button>
          </div>
        </form>
      )}
    </OrderDialog>
  );
}
