import { formatDate } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import * as Dialog from '@radix-ui/react-dialog';
import { Icon } from '../../ui/icon';
import { clearErrorLog, useErrorLog, type ErrorSource } from './error-log-store';
import { useReturnFocus } from '../../ui/use-return-focus';

const sourceKey = {
  api: 'web.errorLog.source.api',
  script: 'web.errorLog.source.script',
  promise: 'web.errorLog.source.promise',
} as const satisfies Record<ErrorSource, string>;

/** The list of captured errors with clear-all; loaded the first time the log is opened. */
export function ErrorLogDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const returnFocus = useReturnFocus(open);
  const entries = useErrorLog();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          data-testid="error-log-dialog"
          className="fixed top-16 left-1/2 z-[61] flex max-h-[80vh] w-[min(48rem,calc(100vw-2rem))] -translate-x-1/2 flex-col rounded bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-gray-200 px-5 py-3">
            <Dialog.Title className="text-base font-semibold">{t('web.errorLog.title')}</Dialog.Title>
            <Dialog.Close className="btn-icon" aria-label={t('web.common.close')}>
              <Icon name="x" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('web.errorLog.description')}</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-5 py-3">
            {entries.length === 0 ? (
              <p className="py-6 text-center text-sm text-gray-600">{t('web.errorLog.empty')}</p>
            ) : (
              <ul className="divide-y divide-gray-100" data-testid="error-log-list">
                {[...entries].reverse().map((entry) => (
                  <li key={entry.id} className="py-2 text-sm">
                    <div className="flex flex-wrap items-baseline gap-x-3 text-xs text-gray-600">
                      <span>{formatDate(entry.at)}</span>
                      <span>{t(sourceKey[entry.source])}</span>
                      <span className="font-mono">{entry.page}</span>
                    </div>
                    <p className="mt-1 break-words text-danger">{entry.message}</p>
                    {entry.stack && (
                      <details className="mt-1">
                        <summary className="cursor-pointer text-xs text-gray-600">{t('web.errorLog.stack')}</summary>
                        <pre className="mt-1 overflow-x-auto text-xs whitespace-pre-wrap text-gray-700">{entry.stack}</pre>
                      </details>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex justify-end border-t border-gray-200 px-5 py-3">
            <button type="button" className="btn-secondary" data-testid="error-log-clear" disabled={entries.length === 0} onClick={clearErrorLog}>
              {t('web.errorLog.clearAll')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
