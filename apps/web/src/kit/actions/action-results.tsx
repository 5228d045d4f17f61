import { t } from '@careops/core/i18n';
import { itemsSummary } from '@careops/core/resources';
import type { ActionOutcome } from './use-action-flow';

/** The per-item results of the last action (a bulk action lists every record it touched). */
export function ActionResults({ outcome, onDismiss }: { outcome: ActionOutcome | null; onDismiss(): void }) {
  const failed = outcome?.items.filter((i) => !i.ok).length ?? 0;
  return (
    <div aria-live="polite">
      {outcome && (
        <section
          data-testid="action-results"
          aria-label={t(outcome.action.title)}
          className={`rounded border p-3 text-sm ${failed > 0 ? 'border-danger/40 bg-danger-soft' : 'border-success/40 bg-success-soft'}`}
        >
          <div className="flex items-center gap-3">
            <p className="mr-auto font-medium text-gray-900">
              {t(outcome.action.title)}: {itemsSummary(outcome.items)}
            </p>
            <button type="button" className="btn-secondary px-3 py-1" onClick={onDismiss} data-testid="action-results-dismiss">
              {t('web.common.dismiss')}
            </button>
          </div>
          <ul className="mt-2 space-y-1">
            {outcome.items.map((item, index) => (
              <li key={`${index}-${item.input}`} data-testid="action-result" data-ok={item.ok} className="flex gap-2">
                <span className={`font-medium ${item.ok ? 'text-success' : 'text-danger'}`}>{item.ok ? t('resources.items.ok') : t('resources.items.failed')}</span>
                <span className="text-gray-900" data-testid="action-result-message">{item.ok ? item.message : `${item.name}: ${item.message}`}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
