import { t } from '@careops/core/i18n';
import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../ui/icon';
import { useErrorLog } from './error-log-store';

const ErrorLogDialog = lazy(() => import('./error-log-dialog').then((m) => ({ default: m.ErrorLogDialog })));

/** The top-bar error-log indicator: a badge with the count; it opens the list of errors. */
export function ErrorLogButton() {
  const entries = useErrorLog();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const label = entries.length ? t('web.errorLog.buttonCount', { count: entries.length }) : t('web.errorLog.button');

  return (
    <>
      <button
        type="button"
        className="btn-icon"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        data-testid="error-log-button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Icon name="bug" />
        {entries.length > 0 && (
          <span className="badge" data-testid="error-log-count" aria-hidden="true">
            {entries.length > 99 ? '99+' : entries.length}
          </span>
        )}
      </button>
      {used && (
        <Suspense fallback={null}>
          <ErrorLogDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
