import { describe, expect, it } from 'vitest';
import { CareOpsError } from '../../contract/careops-error';
import { ordersResource } from '../orders';
import { nurseApplicationsResource } from '../people';
import { usersResource } from '../system';
import { scriptedApi } from '../testing/scripted-context';
import type { ResourceAction, ResourceDescriptor } from '../types';
import { appliesToSelection, confirmQuestion, itemsSummary, mayRunAction } from './action-texts';
import { runAction } from './run-action';

const actionOf = (d: ResourceDescriptor, id: string): ResourceAction => {
  const found = d.actions?.find((a) => a.id === id);
  if (!found) throw new Error(`${d.id} has no ${id}`);
  return found;
};
const disable = actionOf(usersResource, 'disable');
const resetPassword = actionOf(usersResource, 'resetPassword');
const approveApplication = actionOf(nurseApplicationsResource, 'approve');
const rejectApplication = actionOf(nurseApplicationsResource, 'reject');
const approveOrder = actionOf(ordersResource, 'approve');

const user = (id: number, status = 1) => ({ id, username: `u${id}`, status, version: id * 10 });
const denied = () => new CareOpsError('permissionDenied', 'your permission is insufficient to access this function');

/** getUser answers users 1–9 (user 3 disabled), 102 for others; the list finds `u5`; writes succeed. */
function usersApi() {
  return scriptedApi((name, body) => {
    const id = Number(body.userId);
    if (name === 'getUser') {
      if (id > 9) throw new CareOpsError('notFound', 'system user not found');
      return user(id, id === 3 ? 0 : 1);
    }
    if (name === 'getUsersList') return { list: [user(5)], total: 1 };
    return { id, status: body.status, version: 1, sessionsEnded: 0, password: 'kT9xQ2mZ' };
  });
}

/** A review batch endpoint approving ids ≤ 10 and knowing no other; `refuse` fails every call. */
function reviewApi(refuse?: (call: number) => Error | undefined) {
  let calls = 0;
  return scriptedApi((name, body) => {
    calls += 1;
    const error = refuse?.(calls);
    if (error) throw error;
    if (name === 'auditNurseExamine') return { id: body.applicationId, status: 1, version: 2 };
    const ids = body.ids as number[];
    return { items: ids.map((id) => (id <= 10 ? { id, ok: true, message: body.dryRun ? 'would approve' : 'approved' } : { id, ok: false, message: 'not found' })) };
  });
}
const application = (id: number, status = 2) => ({ id, status, version: 1 });

describe('runAction, once per record', () => {
  it('resolves typed ids and names, reads each record for its version and state, one item per target in order', async () => {
    const api = usersApi();
    const progressed: Array<[number, number]> = [];
    const run = await runAction(api, usersResource, disable, ['1', '99', 'u5', '3'], { progress: (done, total) => progressed.push([done, total]) });
    expect(run.stopped).toBeUndefined();
    expect(run.items.map((i) => [i.input, i.id, i.name, i.ok, i.message])).toEqual([
      ['1', 1, 'u1', true, 'u1 disabled'],
      ['99', 99, '99', false, 'system user not found'],
      ['u5', 5, 'u5', true, 'u5 disabled'],
      ['3', 3, 'u3', true, 'u3 is already disabled'],
    ]);
    const writes = api.calls.filter((c) => c.name === 'alterUserStatus').map((c) => c.body);
    expect(writes).toEqual(expect.arrayContaining([{ userId: 1, status: 0, version: 10 }, { userId: 5, status: 0, version: 50 }]));
    expect(writes).toHaveLength(2);
    expect(progressed[0]).toEqual([0, 4]);
    expect(progressed.at(-1)).toEqual([4, 4]);
  });

  it('acts on a record on screen as shown: its version, its state, no read', async () => {
    const api = usersApi();
    const run = await runAction(api, usersResource, disable, [user(4), user(6, 0)]);
    expect(api.calls).toEqual([{ name: 'alterUserStatus', body: { userId: 4, status: 0, version: 40 } }]);
    expect(run.items.map((i) => [i.id, i.ok, i.message])).toEqual([
      [4, true, 'u4 disabled'],
      [6, true, 'u6 is already disabled'],
    ]);
  });

  it('reads a shown record again when it lacks the version or the state', async () => {
    const api = usersApi();
    await runAction(api, usersResource, disable, [{ id: 2, username: 'u2' }]);
    expect(api.calls.map((c) => c.name)).toEqual(['getUser', 'alterUserStatus']);
    expect(api.calls[1]?.body).toEqual({ userId: 2, status: 0, version: 20 });
  });

  it('a stale version fails its item only', async () => {
    const api = scriptedApi((name, body) => {
      if (body.userId === 1) throw new CareOpsError('staleVersion', 'the record was changed by someone else; reload it');
      return { id: body.userId, status: 0, version: 2 };
    });
    const run = await runAction(api, usersResource, disable, [user(1), user(2)]);
    expect(run.items.map((i) => [i.ok, i.message])).toEqual([
      [false, 'the record was changed by someone else; reload it'],
      [true, 'u2 disabled'],
    ]);
    expect(run.items[0]?.error).toBeInstanceOf(CareOpsError);
  });

  it('a dry run reads and says what would change, writing nothing', async () => {
    const api = usersApi();
    const run = await runAction(api, usersResource, disable, ['1', '3', '42'], { dryRun: true });
    expect(run.items.map((i) => [i.ok, i.message])).toEqual([
      [true, 'would disable system users: u1'],
      [true, 'u3 is already disabled'],
      [false, 'system user not found'],
    ]);
    expect(api.calls.every((c) => c.name === 'getUser')).toBe(true);
  });

  it('refuses a record in another state without a call when the action applies strictly', async () => {
    const api = scriptedApi(() => ({}));
    const run = await runAction(api, ordersResource, approveOrder, [{ id: 2, orderNo: 'CO2', status: 5, version: 1 }]);
    expect(api.calls).toEqual([]);
    expect(run.items[0]).toMatchObject({ ok: false, message: 'order CO2 is "finished"; it is not waiting for a review' });
  });

  it('shows a revealed value once, with the values given', async () => {
    const api = usersApi();
    const run = await runAction(api, usersResource, resetPassword, ['4'], { values: { password: 'Chosen-1' } });
    expect(api.calls).toEqual([{ name: 'resetUserPassword', body: { userId: 4, password: 'Chosen-1' } }]);
    expect(run.items[0]).toMatchObject({ id: 4, ok: true, revealed: 'kT9xQ2mZ' });
  });

  it('stops at an error about the caller: items in flight finish, the rest are "not run", nothing is thrown', async () => {
    const api = scriptedApi((_, body) => {
      if (body.userId === 2) throw denied();
      return { id: body.userId, status: 0, version: 2 };
    });
    const shown = Array.from({ length: 8 }, (_, i) => user(i + 1));
    const run = await runAction(api, usersResource, disable, shown, { concurrency: 1 });
    expect(run.stopped?.code).toBe('permissionDenied');
    expect(run.items.map((i) => [i.id ?? i.input, i.ok, i.notRun === true])).toEqual([
      [1, true, false],
      [2, false, false],
      ...[3, 4, 5, 6, 7, 8].map((id) => [String(id), false, true]),
    ]);
    expect(run.items[2]?.message).toBe('not run: your permission is insufficient to access this function');
    expect(api.calls).toHaveLength(2);
  });

  it('works on at most `concurrency` records at once', async () => {
    let open = 0;
    let most = 0;
    const api = scriptedApi(async (_, body) => {
      open += 1;
      most = Math.max(most, open);
      await new Promise((resolve) => setTimeout(resolve, 2));
      open -= 1;
      return { id: body.userId };
    });
    const run = await runAction(api, usersResource, disable, Array.from({ length: 12 }, (_, i) => user(i + 1)), { concurrency: 3 });
    expect(run.items.every((i) => i.ok)).toBe(true);
    expect(most).toBe(3);
  });
});

describe('runAction through a batch endpoint', () => {
  it('sends a selection in one batch call; shown records not under review are answered without a call', async () => {
    const api = reviewApi();
    const run = await runAction(api, nurseApplicationsResource, approveApplication, [application(1), application(2, 1), application(11)]);
    expect(api.calls).toEqual([{ name: 'batchAuditNurseExamine', body: { ids: [1, 11], decision: 'approve' } }]);
    expect(run.items.map((i) => [i.id, i.ok, i.message])).toEqual([
      [1, true, '1: approved'],
      [2, true, '2 is not under review: unchanged'],
      [11, false, 'not found'],
    ]);
  });

  it('decides one shown record through the single endpoint with the version the person saw', async () => {
    const api = reviewApi();
    await runAction(api, nurseApplicationsResource, approveApplication, [application(4)], { values: { reason: 'fine' } });
    expect(api.calls).toEqual([{ name: 'auditNurseExamine', body: { applicationId: 4, decision: 'approve', reason: 'fine', version: 1 } }]);
  });

  it('takes typed ids in chunks, with the dry run the server says', async () => {
    const api = reviewApi();
    const run = await runAction(api, nurseApplicationsResource, approveApplication, ['3', 'x', '3'], { dryRun: true });
    expect(api.calls).toEqual([{ name: 'batchAuditNurseExamine', body: { ids: [3], decision: 'approve', dryRun: true } }]);
    expect(run.items.map((i) => [i.input, i.ok, i.message])).toEqual([
      ['3', true, '3: would approve'],
      ['x', false, "'x' is not a qualification application id"],
      ['3', true, '3: would approve'],
    ]);
  });

  it('a chunk failing for another reason fails its items and the run goes on', async () => {
    const api = reviewApi((call) => (call === 1 ? new CareOpsError('internal', 'the server could not be reached') : undefined));
    const ids = Array.from({ length: 501 }, (_, i) => String(i + 1));
    const run = await runAction(api, nurseApplicationsResource, approveApplication, ids);
    expect(run.stopped).toBeUndefined();
    expect(run.items[0]?.message).toBe('the server could not be reached');
    expect(run.items[500]).toMatchObject({ ok: false, message: 'not found' });
    expect(run.items[500]).not.toHaveProperty('notRun');
    expect(api.calls).toHaveLength(2);
  });

  it('a chunk refused as a whole (the caller, or the body all chunks share) stops the run: later chunks are not run', async () => {
    for (const error of [denied(), new CareOpsError('invalidInput', 'reason: too long', { field: 'reason' })]) {
      const api = reviewApi(() => error);
      const ids = Array.from({ length: 501 }, (_, i) => String(i + 1));
      const run = await runAction(api, nurseApplicationsResource, rejectApplication, ids, { values: { reason: 'x' } });
      expect(run.stopped).toBe(error);
      expect(run.items[0]).toMatchObject({ ok: false, message: error.message });
      expect(run.items[500]).toMatchObject({ ok: false, notRun: true, message: `not run: ${error.message}` });
      expect(api.calls).toHaveLength(1);
    }
  });
});

describe('what every face asks and shows', () => {
  it('asks one question naming the first few targets', () => {
    expect(confirmQuestion(disable, ['1', '99', 'u5'])).toBe('disable 3 system users: 1, 99, u5? Their sessions end at once.');
    expect(confirmQuestion(disable, ['a', 'b', 'c', 'd', 'e', 'f'])).toContain('a, b, c, d, e, …');
    expect(confirmQuestion(actionOf(usersResource, 'revealPhone'), ['1'])).toBeNull();
  });

  it('sums up a run', () => {
    expect(itemsSummary([{ ok: true }, { ok: false }, { ok: true }])).toBe('2 succeeded, 1 failed');
  });

  it('offers a bulk action for a selection it applies to (every record, for a strict one)', () => {
    expect(appliesToSelection(disable, [user(1, 0), user(2)])).toBe(true);
    expect(appliesToSelection(disable, [user(1, 0)])).toBe(false);
    expect(appliesToSelection(approveOrder, [{ status: -2 }, { status: 5 }])).toBe(false);
    expect(appliesToSelection(approveOrder, [{ status: -2 }])).toBe(true);
  });

  it('needs the action’s permission, else its endpoint’s', () => {
    expect(mayRunAction(new Set(['systemUser.alterStatus']), disable)).toBe(mayRunAction(new Set(['systemUser.alterStatus']), { ...disable }));
    expect(mayRunAction(new Set(), disable)).toBe(false);
    expect(mayRunAction(new Set(['x']), { ...disable, permission: 'x' })).toBe(true);
  });
});
