import { t } from '@careops/core/i18n';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logError } from './error-log-store';

interface State {
  error: Error | null;
}

/** Keeps a crashing page from taking the shell down: the page shows the error, the log keeps it. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logError('script', error.message, error.stack ?? info.componentStack ?? undefined);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="m-6 rounded border border-danger/40 bg-danger-soft p-4 text-sm text-danger">
        <p className="font-medium">{t('web.page.crashed')}</p>
        <p className="mt-1 break-words">{this.state.error.message}</p>
        <button type="button" className="mt-3 rounded border border-danger px-3 py-1" onClick={() => this.setState({ error: null })}>
          {t('web.page.retry')}
        </button>
      </div>
    );
  }
}
