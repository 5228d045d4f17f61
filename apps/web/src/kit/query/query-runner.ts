import { messageOf } from '@careops/core/client';
import { CareOpsError } from '@careops/core/contract';

/**
 * Where a query stands. While it reloads (a new key, a refresh) the last answer stays in
 * `data`, so a page keeps showing it (marked busy) instead of flashing a loading state.
 */
export type QueryState<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'failed'; data: null; error: CareOpsError }
  | { status: 'ready'; data: T; error: null };

export type QueryFetcher<T> = (signal: AbortSignal) => Promise<T>;

/** Any error a call may throw, as a CareOpsError (a transport failure keeps its message, code `internal`). */
export function asCareOpsError(error: unknown): CareOpsError {
  return error instanceof CareOpsError ? error : new CareOpsError('internal', messageOf(error), { cause: error });
}

/**
 * Runs one query at a time for a hook (or anything else): a new run aborts the one before, and
 * an answer to an aborted or older run is dropped. Framework-free, so its states are testable
 * without a DOM.
 */
export class QueryRunner<T> {
  private state: QueryState<T> = { status: 'loading', data: null, error: null };
  private controller: AbortController | null = null;
  private readonly listeners = new Set<() => void>();

  readonly getState = (): QueryState<T> => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  run(fetcher: QueryFetcher<T>, onError?: (error: CareOpsError) => void): void {
    this.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.set({ status: 'loading', data: this.state.data, error: null });
    let answer: Promise<T>;
    try {
      answer = fetcher(controller.signal);
    } catch (thrown) {
      answer = Promise.reject(thrown);
    }
    answer.then(
      (data) => {
        if (this.controller === controller) this.set({ status: 'ready', data, error: null });
      },
      (thrown: unknown) => {
        if (this.controller !== controller || controller.signal.aborted) return;
        const error = asCareOpsError(thrown);
        this.set({ status: 'failed', data: null, error });
        onError?.(error);
      },
    );
  }

  /** Aborts the run under way (its answer, if it still comes, is dropped). */
  abort(): void {
    this.controller?.abort();
    this.controller = null;
  }

  private set(next: QueryState<T>): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
