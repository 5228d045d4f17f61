import { ORDER_TEXT_MAX } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { useId, useState } from 'react';
import { mayCall } from '../../../kit/resource-api';
import { QueryView } from '../../../kit/query/query-state';
import { useQuery } from '../../../kit/query/use-query';
import { useConsole } from '../../../platform/shell/console-context';
import { toast } from '../../../ui/toast-store';
import { when } from '../order-format';
import { OrderSection } from './order-section';

/** Platform notes (staff-only remarks on the order): newest first, and a box to add one (`orderList.notes`). */
export function OrderNotesSection({ orderId }: { orderId: number }) {
  const { api, permissions } = useConsole();
  const canAdd = mayCall(permissions, 'addPlatformNotes');
  const { state, refresh: reload } = useQuery(String(orderId), (client, signal) => client.call('getPlatformNotes', { orderId }, { silent: true, signal }));
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  const add = async () => {
    const content = draft.trim();
    if (!content) {
      setError(t('orders.contract.noteRequired'));
      return;
    }
    setBusy(true);
    try {
      await api.call('addPlatformNotes', { orderId, content });
      setDraft('');
      setError(null);
      toast.success(t('orders.ui.notes.added'));
      reload();
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <OrderSection id="notes" title={t('orders.ui.notes')}>
      {canAdd && (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <label htmlFor={inputId} className="field-label">
            {t('orders.ui.notes.new')}
          </label>
          <textarea
            id={inputId}
            className="field-input min-h-16"
            value={draft}
            maxLength={ORDER_TEXT_MAX}
            aria-invalid={error !== null}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(e) => {
              setDraft(e.target.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                void add();
              }
            }}
            data-testid="note-input"
          />
          {error && (
            <p id={`${inputId}-error`} className="field-error">
              {error}
            </p>
          )}
          <button type="submit" className="btn-primary" disabled={busy} data-testid="note-add">
            {t('orders.ui.notes.add')}
          </button>
        </form>
      )}
      <QueryView state={state} onRetry={reload} isEmpty={(data) => data.list.length === 0} emptyText={t('orders.ui.notes.none')}>
        {(data) => (
          <ul className="space-y-2" data-testid="order-notes">
            {data.list.map((note) => (
              <li key={note.id} className="text-sm" data-testid="order-note">
                <p className="whitespace-pre-wrap text-gray-900">{note.content}</p>
                <p className="text-xs text-gray-600">
                  {note.author?.name ?? t('orders.ui.notes.unknownAuthor')} · {when(note.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </OrderSection>
  );
}
