import { messageOf } from '@careops/core/client';
import type { OrderDetail, ServiceStaff } from '@careops/core/contract';
import { labelOf } from '@careops/core/enums';
import { t } from '@careops/core/i18n';
import { nurseTitleEnum } from '@careops/core/resources';
import { useEffect, useId, useRef, useState } from 'react';
import { useConsole } from '../../../platform/shell/console-context';
import { toast } from '../../../ui/toast-store';
import { when } from '../order-format';
import { OrderDialog } from './order-dialog';

/** Wait after typing before searching. */
const SEARCH_DELAY_MS = 200;

type Found = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; list: ServiceStaff[] };

/**
 * Assign (or reassign) a nurse: search the order's studio's active nurses with a valid licence
 * whose title fits the service (`searchServiceStaff` with the order), by name or phone digits;
 * the least busy and best rated come first. Arrow keys pick, Enter assigns with the order's
 * version (a change since: 104, shown here).
 */
export function AssignNurseDialog({ order, onClose, onDone }: { order: OrderDetail; onClose(): void; onDone(): void }) {
  const { api } = useConsole();
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found>({ state: 'loading' });
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  const idPrefix = useId();

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      api.call('searchServiceStaff', { serviceStaff: text.trim(), orderId: order.id }, { silent: true }).then(
        (answer) => {
          if (!live) return;
          setFound({ state: 'ready', list: answer.list });
          setChosen((c) => (answer.list.some((n) => n.id === c) ? c : (answer.list.find((n) => n.id !== order.nurse?.id)?.id ?? null)));
        },
        (e: unknown) => live && setFound({ state: 'failed', message: messageOf(e) }),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, text, order.id, order.nurse?.id]);

  const assign = async () => {
    if (chosen === null) {
      setError(t('orders.ui.assign.choose'));
      return;
    }
    setBusy(true);
    try {
      await api.call('assignOrderNurse', { orderId: order.id, version: order.version, nurseId: chosen }, { silent: true });
      toast.success(t('orders.res.assign.done', { name: order.orderNo }));
      onDone();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <OrderDialog
      title={t('orders.ui.assign.title', { order: order.orderNo })}
      description={t('orders.ui.assign.description', { studio: order.studio.name, item: order.itemName })}
      testId="assign-nurse-dialog"
      initialFocus={search}
      onClose={onClose}
    >
      <form
        noValidate
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          void assign();
        }}
      >
        <div>
          <label htmlFor={`${idPrefix}-search`} className="field-label">
            {t('orders.ui.assign.search')}
          </label>
          <input
            id={`${idPrefix}-search`}
            ref={search}
            type="search"
            autoComplete="off"
            className="field-input"
            value={text}
            onChange={(e) => setText(e.target.value)}
            data-testid="nurse-search"
          />
        </div>
        {found.state === 'loading' && <p className="text-sm text-gray-600">{t('common.loading')}</p>}
        {found.state === 'failed' && <p role="alert" className="text-sm text-danger">{found.message}</p>}
        {found.state === 'ready' && found.list.length === 0 && <p className="text-sm text-gray-600">{t('orders.ui.assign.noneFound')}</p>}
        {found.state === 'ready' && found.list.length > 0 && (
          <fieldset className="max-h-72 space-y-1 overflow-auto" data-testid="nurse-results">
            <legend className="sr-only">{t('orders.ui.assign.results')}</legend>
            {found.list.map((nurse) => (
              <label key={nurse.id} className="flex cursor-pointer items-start gap-2 rounded px-2 py-1 text-sm hover:bg-gray-50" data-testid="nurse-option" data-id={nurse.id}>
                <input
                  type="radio"
                  name={`${idPrefix}-nurse`}
                  className="mt-1"
                  checked={chosen === nurse.id}
                  onChange={() => {
                    setChosen(nurse.id);
                    setError(null);
                  }}
                />
                <span>
                  <span className="font-medium text-gray-900">{nurse.name}</span> · {nurse.phone} · {labelOf(nurseTitleEnum, nurse.title)}
                  {order.nurse?.id === nurse.id ? ` · ${t('orders.ui.assign.current')}` : ''}
                  <span className="block text-xs text-gray-600">
                    {t('orders.ui.assign.facts', {
                      studio: nurse.studio.name,
                      years: nurse.yearsOfPractice,
                      rating: (nurse.ratingX10 / 10).toFixed(1),
                      active: nurse.activeOrders,
                      done: nurse.ordersCompleted,
                      licence: when(nurse.certificateExpiresAt),
                    })}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {error && (
          <p role="alert" className="field-error" data-testid="assign-error">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={busy} data-testid="assign-run">
            {t('orders.ui.assign.run')}
          </button>
        </div>
      </form>
    </OrderDialog>
  );
}
