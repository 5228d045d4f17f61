import { describe, expect, it } from 'vitest';
import type { AnyCommandDef } from '../../commands/types';
import { CareOpsError } from '../../contract/careops-error';
import { endpointRoutes } from '../../contract/endpoint-routes';
import { composeRegistry } from '../../registry/compose-registry';
import { commandsFromResource, registerResourceCommands } from '../verbs/commands-from-resource';
import { scriptedApi, scriptedContext } from '../testing/scripted-context';
import { daysLeft } from './expiring-command';
import { assistiveCardsResource, nurseApplicationsResource, peopleArea, peopleResources } from './index';

const registry = composeRegistry([peopleArea], registerResourceCommands);
const command = (id: string): AnyCommandDef => {
  const found = registry.get(id);
  if (!found) throw new Error(`no command ${id}`);
  return found;
};

/** The batch endpoint: ids ≤ 100 exist (ok, or "already approved" for even ids), others not found. */
function batchApi(options: { failCall?: number; refuse?: CareOpsError } = {}) {
  let calls = 0;
  return scriptedApi((name, body) => {
    if (name !== 'batchAuditNurseExamine' && name !== 'batchAuditAssistiveCards' && name !== 'getAssistiveCardList') throw new Error(`unexpected ${name}`);
    if (name === 'getAssistiveCardList') return { list: body.cardNo === 'AC-7' ? [{ id: 7, cardNo: 'AC-7' }] : [], total: 0 };
    calls += 1;
    if (options.refuse) throw options.refuse;
    if (calls === options.failCall) throw new CareOpsError('internal', 'the server could not be reached');
    const ids = body.ids as number[];
    const verb = body.dryRun ? 'would approve' : 'approved';
    return {
      items: ids.map((id) => (id > 100 ? { id, ok: false, message: 'not found' } : { id, ok: true, message: id % 2 === 0 ? 'already approved' : verb })),
      changed: 0,
      failed: 0,
      dryRun: body.dryRun === true,
    };
  });
}

describe('people commands', () => {
  it('have the CLI words of the issue, each with its endpoint permission', () => {
    const words = registry.list().map((c) => c.cli.join(' '));
    expect(words).toEqual(
      expect.arrayContaining([
        'members list', 'members view', 'members enable', 'members disable', 'members reveal-phone',
        'nurses list', 'nurses view', 'nurses suspend', 'nurses reactivate', 'nurses move-studio', 'nurses expiring',
        'reviews nurses list', 'reviews nurses view', 'reviews nurses approve', 'reviews nurses reject',
        'reviews cards list', 'reviews cards view', 'reviews cards approve', 'reviews cards reject',
        'patients list', 'patients view', 'patients add', 'patients edit',
        'customers list', 'customers view', 'customers add', 'customers edit', 'customers follow-up',
      ]),
    );
    expect(command('nurseApplications.approve').permission).toBe('nurseExamine.review');
    expect(command('assistiveCards.reject').permission).toBe('assistiveCard.review');
    expect(command('nurses.expiring').permission).toBe(endpointRoutes.getNurseList.permission);
    for (const d of peopleResources) {
      for (const c of commandsFromResource(d)) expect(c.cli.every((w) => /^[a-z][a-z0-9-]*$/.test(w))).toBe(true);
    }
  });

  it('a rejection needs its reason; an approval does not', () => {
    expect(command('nurseApplications.reject').args.safeParse({ ids: ['1'] }).success).toBe(false);
    expect(command('nurseApplications.reject').args.safeParse({ ids: ['1'], reason: 'blurred licence' }).success).toBe(true);
    expect(command('nurseApplications.approve').args.safeParse({ ids: ['1'] }).success).toBe(true);
  });
});

describe('batch review through the batch endpoint', () => {
  it('sends chunks of ids (not one call per id), one result per item in the order given, progress per chunk', async () => {
    const api = batchApi();
    const ctx = scriptedContext(api, { confirm: true });
    const ids = Array.from({ length: 1200 }, (_, i) => String(i + 1));
    const result = await command('nurseApplications.approve').run(ctx, { ids, reason: 'ok' });
    const batches = api.calls.filter((c) => c.name === 'batchAuditNurseExamine');
    expect(batches.map((c) => (c.body.ids as number[]).length)).toEqual([500, 500, 200]);
    expect(batches[0]?.body).toMatchObject({ decision: 'approve', reason: 'ok' });
    expect(batches[0]?.body).not.toHaveProperty('dryRun');
    expect(result.kind).toBe('items');
    if (result.kind !== 'items') return;
    expect(result.items).toHaveLength(1200);
    expect(result.items.slice(0, 2)).toEqual([
      { id: '1', ok: true, message: '1: approved' },
      { id: '2', ok: true, message: '2: already approved' },
    ]);
    expect(result.items[1199]).toEqual({ id: '1200', ok: false, message: 'not found' });
    expect(ctx.progressed).toEqual([[0, 1200], [500, 1200], [1000, 1200], [1200, 1200]]);
    expect(ctx.asked).toHaveLength(1);
  });

  it('passes --dry-run to the server, asks nothing, and fails bad ids locally', async () => {
    const api = batchApi();
    const ctx = scriptedContext(api);
    const result = await command('nurseApplications.approve').run(ctx, { ids: ['3', 'x', '0', '3'], dryRun: true });
    expect(api.calls.map((c) => c.body)).toEqual([{ ids: [3], decision: 'approve', dryRun: true }]);
    expect(result).toEqual({
      kind: 'items',
      items: [
        { id: '3', ok: true, message: '3: would approve' },
        { id: 'x', ok: false, message: "'x' is not a qualification application id" },
        { id: '0', ok: false, message: "'0' is not a qualification application id" },
      ],
    });
  });

  it('finds cards by number, fails a failed chunk item by item and goes on', async () => {
    const api = batchApi({ failCall: 1 });
    const ids = [...Array.from({ length: 500 }, (_, i) => String(i + 201)), 'AC-7', 'AC-404'];
    const result = await command('assistiveCards.approve').run(scriptedContext(api, { confirm: true }), { ids });
    if (result.kind !== 'items') throw new Error('items expected');
    expect(result.items[0]).toEqual({ id: '201', ok: false, message: 'the server could not be reached' });
    expect(result.items[500]).toEqual({ id: 'AC-7', ok: true, message: 'AC-7: approved' });
    expect(result.items[501]?.ok).toBe(false);
    expect(api.calls.filter((c) => c.name === 'batchAuditAssistiveCards')).toHaveLength(2);
  });

  it('stops at an error about the caller or the request', async () => {
    const denied = batchApi({ refuse: new CareOpsError('permissionDenied', 'your permission is insufficient') });
    await expect(command('nurseApplications.approve').run(scriptedContext(denied, { confirm: true }), { ids: ['1'] })).rejects.toThrow('insufficient');
    const invalid = batchApi({ refuse: new CareOpsError('invalidInput', 'reason: too long', { field: 'reason' }) });
    await expect(command('nurseApplications.reject').run(scriptedContext(invalid, { confirm: true }), { ids: ['1'], reason: 'x' })).rejects.toThrow('too long');
  });

  it('is offered on both review resources', () => {
    for (const d of [nurseApplicationsResource, assistiveCardsResource]) {
      expect(d.actions?.filter((a) => a.batch).map((a) => a.id)).toEqual(['approve', 'reject']);
    }
  });
});

describe('nurses expiring', () => {
  it('counts whole days left, negative once lapsed', () => {
    const now = Date.UTC(2026, 10, 22);
    expect(daysLeft(now + 3 * 86_400_000 + 5, now)).toBe(3);
    expect(daysLeft(now - 1, now)).toBe(-1);
  });

  it('asks for certificates expiring within N days, soonest first', async () => {
    const api = scriptedApi(() => ({ list: [{ id: 4, name: 'Li', certificateExpiresAt: Date.now() + 2.5 * 86_400_000, studio: { id: 1, name: 'S1' } }], total: 1 }));
    const result = await command('nurses.expiring').run(scriptedContext(api), { days: 7 });
    expect(api.calls[0]?.body).toMatchObject({ expiringWithinDays: 7, sort: 'certificateExpiresAt', page: 1 });
    expect(result.kind === 'table' && result.rows[0]).toMatchObject({ id: 4, name: 'Li', 'studio.name': 'S1', daysLeft: 2 });
  });
});
