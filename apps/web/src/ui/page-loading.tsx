import { t } from '@careops/core/i18n';

/** What shows while a lazily loaded page or the session is on its way. */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div role="status" className={`flex items-center justify-center p-8 text-sm text-gray-600 ${fullScreen ? 'h-full' : ''}`}>
      <span className="mr-2 inline-block size-4 animate-spin rounded-full border-2 border-gray-300 border-t-primary" aria-hidden="true" />
      {t('common.loading')}
    </div>
  );
}
