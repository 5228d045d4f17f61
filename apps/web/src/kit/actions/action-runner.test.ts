import { CareOpsError, nurseApplicationsResource, type ApiClient } from '@careops/core';
import { describe, expect, it } from 'vitest';
import { runAction } from './action-runner';

const approve = nurseApplicationsResource.actions?.find((a) => a.id === 'approve');
if (!approve) throw new Error('no approve action');

/** An api recording calls; the batch endpoint approves ids ≤ 10 and knows no other. */
function api(refuse?: CareOpsError) {
  const calls: Array<{ name: string; body: Record<string, unknown> }> = [];
  const call = async (name: string, body: Record<string, unknown>) => {
    calls.push({ name, body });
    if (refuse) throw refuse;
    const ids = body.ids as number[];
    return { items: ids.map((id) => (id <= 10 ? { id, ok: true, message: 'approved' } : { id, ok: false, message: 'not found' })) };
  };
  return { calls, client: { call } as unknown as ApiClient };
}

const row = (id: number, status = 2) => ({ id, status, version: 1 });

describe('runAction with a batch endpoint', () => {
  it('sends a selection in one batch call; records not under review are reported without a call', async () => {
    const { calls, client } = api();
    const items = await runAction(client, nurseApplicationsResource, approve, [row(1), row(2, 1), row(11)], {});
    expect(calls).toEqual([{ name: 'batchAuditNurseExamine', body: { ids: [1, 11], decision: 'approve' } }]);
    expect(items.map((i) => [i.id, i.ok, i.message])).toEqual([
      [1, true, '1: approved'],
      [2, true, '2 is not under review: unchanged'],
      [11, false, '11: not found'],
    ]);
  });

  it('fails the chunk with the error of its call', async () => {
    const { client } = api(new CareOpsError('permissionDenied', 'your permission is insufficient to access this function'));
    const items = await runAction(client, nurseApplicationsResource, approve, [row(1), row(3)], {});
    expect(items.every((i) => !i.ok && i.message === 'your permission is insufficient to access this function')).toBe(true);
  });

  it('decides one record through the single endpoint with its version', async () => {
    const { calls, client } = api();
    await runAction(client, nurseApplicationsResource, approve, [row(4)], { reason: 'fine' });
    expect(calls).toEqual([{ name: 'auditNurseExamine', body: { applicationId: 4, decision: 'approve', reason: 'fine', version: 1 } }]);
  });
});
