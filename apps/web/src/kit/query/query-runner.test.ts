import { ApiTransportError } from '@careops/core/client';
import { CareOpsError } from '@careops/core/contract';
import { describe, expect, it } from 'vitest';
import { QueryRunner, type QueryState } from './query-runner';

/** A call the test answers by hand, remembering the signal it was given. */
function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  let signal!: AbortSignal;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const fetcher = (s: AbortSignal) => {
    signal = s;
    return promise;
  };
  return { fetcher, resolve, reject, signal: () => signal };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

function watch<T>(runner: QueryRunner<T>): Array<QueryState<T>['status']> {
  const seen: Array<QueryState<T>['status']> = [];
  runner.subscribe(() => seen.push(runner.getState().status));
  return seen;
}

describe('the data hook\'s runner', () => {
  it('starts loading with no data, then holds the answer', async () => {
    const runner = new QueryRunner<string[]>();
    expect(runner.getState()).toEqual({ status: 'loading', data: null, error: null });
    const call = pending<string[]>();
    runner.run(call.fetcher);
    call.resolve(['a']);
    await settle();
    expect(runner.getState()).toEqual({ status: 'ready', data: ['a'], error: null });
  });

  it('keeps the last answer while it reloads (stale while reloading)', async () => {
    const runner = new QueryRunner<number>();
    const first = pending<number>();
    runner.run(first.fetcher);
    first.resolve(1);
    await settle();
    const second = pending<number>();
    runner.run(second.fetcher);
    expect(runner.getState()).toEqual({ status: 'loading', data: 1, error: null });
    second.resolve(2);
    await settle();
    expect(runner.getState()).toEqual({ status: 'ready', data: 2, error: null });
  });

  it('aborts the call before on a new run and drops its late answer', async () => {
    const runner = new QueryRunner<string>();
    const old = pending<string>();
    runner.run(old.fetcher);
    const current = pending<string>();
    runner.run(current.fetcher);
    expect(old.signal().aborted).toBe(true);
    expect(current.signal().aborted).toBe(false);
    current.resolve('new');
    old.resolve('old');
    await settle();
    expect(runner.getState().data).toBe('new');
  });

  it('aborts on abort() (unmount, page hidden) and ignores what the call does then', async () => {
    const runner = new QueryRunner<string>();
    const seen = watch(runner);
    const call = pending<string>();
    runner.run(call.fetcher);
    runner.abort();
    expect(call.signal().aborted).toBe(true);
    call.reject(new DOMException('aborted', 'AbortError'));
    await settle();
    expect(runner.getState().status).toBe('loading');
    expect(seen).toEqual(['loading']);
  });

  it('fails with the CareOpsError the call threw, and tells onError', async () => {
    const runner = new QueryRunner<string>();
    const heard: CareOpsError[] = [];
    const call = pending<string>();
    runner.run(call.fetcher, (e) => heard.push(e));
    const error = new CareOpsError('permissionDenied', 'no permission');
    call.reject(error);
    await settle();
    expect(runner.getState()).toEqual({ status: 'failed', data: null, error });
    expect(heard).toEqual([error]);
  });

  it('turns a transport failure or a thrown fetcher into a CareOpsError with its message', async () => {
    const runner = new QueryRunner<string>();
    runner.run(() => Promise.reject(new ApiTransportError('timeout', 'request timeout')));
    await settle();
    const failed = runner.getState();
    expect(failed.status).toBe('failed');
    expect(failed.error).toBeInstanceOf(CareOpsError);
    expect(failed.error?.code).toBe('internal');
    expect(failed.error?.message).toBe('request timeout');

    runner.run(() => {
      throw new Error('resource has no record endpoint');
    });
    await settle();
    expect(runner.getState().error?.message).toBe('resource has no record endpoint');
  });

  it('refreshes after a failure: loading with no data, then the answer', async () => {
    const runner = new QueryRunner<string>();
    const seen = watch(runner);
    runner.run(() => Promise.reject(new CareOpsError('internal', 'server error')));
    await settle();
    const retry = pending<string>();
    runner.run(retry.fetcher);
    expect(runner.getState()).toEqual({ status: 'loading', data: null, error: null });
    retry.resolve('back');
    await settle();
    expect(seen).toEqual(['loading', 'failed', 'loading', 'ready']);
  });
});
