import { createExternalStore, useExternalStore } from '../../ui/external-store';

/** Where a captured error came from. */
export type ErrorSource = 'api' | 'script' | 'promise';

export interface ErrorLogEntry {
  id: number;
  source: ErrorSource;
  message: string;
  /** The console page the user was on. */
  page: string;
  /** Stack trace of script errors, when the browser gives one. */
  stack?: string;
  at: number;
}

/** Older entries are dropped past this many, so a failing loop cannot eat memory. */
export const ERROR_LOG_LIMIT = 200;

export const errorLogStore = createExternalStore<ErrorLogEntry[]>([]);
let nextId = 1;

export function logError(source: ErrorSource, message: string, stack?: string): void {
  const entry: ErrorLogEntry = { id: nextId++, source, message, page: location.pathname + location.search, at: Date.now() };
  if (stack) entry.stack = stack;
  errorLogStore.set((list) => [...list, entry].slice(-ERROR_LOG_LIMIT));
}

export function clearErrorLog(): void {
  errorLogStore.set([]);
}

function describe(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error) return reason.stack ? { message: reason.message, stack: reason.stack } : { message: reason.message };
  return { message: typeof reason === 'string' ? reason : JSON.stringify(reason) ?? String(reason) };
}

/**
 * Captures uncaught script errors and unhandled promise rejections of the page.
 * API failures are logged by the API client's onError (shell/console-api.ts).
 */
export function installErrorCapture(): () => void {
  const onError = (event: ErrorEvent) => {
    const { message, stack } = describe(event.error ?? event.message);
    logError('script', message || event.message, stack);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const { message, stack } = describe(event.reason);
    logError('promise', message, stack);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

export function useErrorLog(): ErrorLogEntry[] {
  return useExternalStore(errorLogStore);
}
