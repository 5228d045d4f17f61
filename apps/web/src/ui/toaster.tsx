import { t } from '@careops/core/i18n';
import { useExternalStore } from './external-store';
import { Icon } from './icon';
import { dismissToast, toastStore, type ToastKind } from './toast-store';

const kindClass: Record<ToastKind, string> = {
  error: 'border-danger/40 bg-danger-soft text-danger',
  info: 'border-gray-300 bg-info-soft text-info',
  success: 'border-success/40 bg-success-soft text-success',
};

/** The toasts, top centre; errors are announced at once (role alert), others politely. */
export function Toaster() {
  const toasts = useExternalStore(toastStore);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-[100] flex flex-col items-center gap-2 px-4" aria-live="polite">
      {toasts.map((item) => (
        <div
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
          data-testid={`toast-${item.kind}`}
          className={`pointer-events-auto flex max-w-lg items-start gap-3 rounded border px-4 py-2 text-sm shadow-md ${kindClass[item.kind]}`}
        >
          <span className="flex-1 break-words">{item.message}</span>
          <button
            type="button"
            className="shrink-0 rounded opacity-80 hover:opacity-100"
            aria-label={t('web.common.dismiss')}
            onClick={() => dismissToast(item.id)}
          >
            <Icon name="x" className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
