import { messageOf } from '@careops/core/client';
import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { useId, useRef, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { mayCall } from '../../kit/resource-api';
import { useConsole } from '../../platform/shell/console-context';
import { OrderDialog } from './dialogs/order-dialog';

const MOBILE = /^1\d{10}$/;

/**
 * "Place an order" on the order list: asks for the member (an id, or a full mobile number when
 * the user may search members) and opens /order/order-place/:memberId.
 */
export function PlaceOrderLauncher() {
  const { api, permissions } = useConsole();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const byPhone = mayCall(permissions, 'getMemberList');
  if (!mayCall(permissions, 'getOrderPlaceOptions')) return null;

  // The list stays mounted (kept alive) under the order form: the dialog must close before
  // the form shows, or its modal layer keeps covering the form.
  const openForm = (memberId: number) => {
    setOpen(false);
    setText('');
    navigate(routes.orderPlace.path({ id: memberId }));
  };
  const go = async () => {
    const value = text.trim();
    if (/^\d{1,9}$/.test(value)) {
      openForm(Number(value));
      return;
    }
    if (byPhone && MOBILE.test(value)) {
      try {
        const answer = await api.call('getMemberList', { phone: value, page: 1, limit: 2 }, { silent: true });
        const member = answer.list.length === 1 ? answer.list[0] : undefined;
        if (member) openForm(member.id);
        else setError(t('orders.ui.place.noMember', { phone: value }));
      } catch (e) {
        setError(messageOf(e));
      }
      return;
    }
    setError(byPhone ? t('orders.ui.place.memberOrPhone') : t('orders.ui.place.memberId'));
  };

  return (
    <>
      <button type="button" className="btn-primary" onClick={() => setOpen(true)} data-testid="place-order">
        {t('orders.ui.place.open')}
      </button>
      {open && (
        <OrderDialog title={t('orders.ui.place.open')} description={t('orders.ui.place.which')} testId="place-order-dialog" initialFocus={input} onClose={() => setOpen(false)}>
          <form
            noValidate
            className="space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              void go();
            }}
          >
            <label htmlFor={id} className="field-label">
              {byPhone ? t('orders.ui.place.memberOrPhone') : t('orders.ui.place.memberId')}
            </label>
            <input
              id={id}
              ref={input}
              className="field-input"
              autoComplete="off"
              value={text}
              aria-invalid={error !== null}
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
              data-testid="place-member"
            />
            {error && <p role="alert" className="field-error">{error}</p>}
            <div className="flex justify-end gap-2">
              <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>
                {t('common.cancel')}
              </button>
              <button type="submit" className="btn-primary" data-testid="place-member-go">
                {t('orders.ui.place.continue')}
              </button>
            </div>
          </form>
        </OrderDialog>
      )}
    </>
  );
}
