import { t } from '@careops/core/i18n';
import type { ReactNode } from 'react';

/** A titled section of the order page (`data-testid="order-section-<id>"`). */
export function OrderSection({ id, title, children, actions }: { id: string; title: string; children: ReactNode; actions?: ReactNode }) {
  const headingId = `order-section-${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded border border-gray-200 bg-white p-4" data-testid={`order-section-${id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="mr-auto text-base font-semibold text-gray-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** "None" in a section with nothing to list. */
export function Nothing({ text }: { text?: string }) {
  return <p className="text-sm text-gray-600">{text ?? t('orders.ui.none')}</p>;
}

/** Label/value pairs as a description list. */
export function Facts({ items, testId }: { items: Array<{ label: string; value: ReactNode; key: string }>; testId?: string }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2 xl:grid-cols-3" data-testid={testId}>
      {items.map((item) => (
        <div key={item.key} data-testid={`fact-${item.key}`}>
          <dt className="text-xs text-gray-600">{item.label}</dt>
          <dd className="mt-0.5 text-sm break-words text-gray-900">{item.value === '' || item.value === null ? '—' : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
