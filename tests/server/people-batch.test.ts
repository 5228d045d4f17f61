import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { countOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { applicationRow, boundReviewer, cardRow, makeApplications, makeCards } from './people-fixtures';

const inList = (ids: number[]) => ids.map(() => '?').join(', ');

describe('people: batch review', () => {
  const server = useServer();
  const api = systemClient(server);
  const auditCount = (entity: string, ids: number[]) => countOn(server(), `select count(*) from audit_log where entity = ? and entity_id in (${inList(ids)})`, [entity, ...ids]);

  it('decides each item in its own transaction and reports every item, failures included', async () => {
    const [first, second] = await api.stationIds();
    const [fresh1, fresh2, decided, rejected] = (await makeApplications(server(), 4, first as number)) as [number, number, number, number];
    const [outside] = await makeApplications(server(), 1, second as number);
    await api.ok('admin', 'auditNurseExamine', { applicationId: decided, version: 1, decision: 'approve' });
    await api.ok('admin', 'auditNurseExamine', { applicationId: rejected, version: 1, decision: 'reject', reason: 'no seal' });
    const reviewer = await boundReviewer(api, [first as number]);
    const ids = [fresh1, 999_999, decided, rejected, outside as number, fresh2];
    const answer = await api.ok(reviewer, 'batchAuditNurseExamine', { ids, decision: 'approve' });
    const what = t('people.server.entity.application');
    expect(answer).toEqual({
      dryRun: false,
      changed: 2,
      failed: 3,
      items: [
        { id: fresh1, ok: true, message: 'approved', status: 1 },
        { id: 999_999, ok: false, message: t('error.notFound', { what }) },
        { id: decided, ok: true, message: 'already approved', status: 1 },
        { id: rejected, ok: false, message: t('people.server.refused', { what, status: 'rejected', decided: 'approved' }), status: 0 },
        { id: outside, ok: false, message: t('error.notFound', { what }) },
        { id: fresh2, ok: true, message: 'approved', status: 1 },
      ],
    });
    for (const id of [fresh1, fresh2]) expect(await applicationRow(server(), id)).toMatchObject({ status: 1, nurseStatus: 1 });
    expect((await applicationRow(server(), outside as number)).status).toBe(2);
    expect((await applicationRow(server(), rejected)).status).toBe(0);
    // One audit row per change; the earlier single decisions wrote theirs.
    expect(await auditCount('nurse_application', [fresh1, fresh2])).toBe(2);
    expect(await auditCount('nurse_application', [decided, rejected])).toBe(2);
  });

  it('a dry run reports what would change and writes nothing, no audit row either', async () => {
    const ids = await makeCards(server(), 3, 2);
    const [activated] = await makeCards(server(), 1, 1);
    await api.as('reviewer'); // signing in writes its own audit row
    const audits = await countOn(server(), 'select count(*) from audit_log');
    const versions = await countOn(server(), 'select sum(version) from assistive_cards');
    const answer = await api.ok('reviewer', 'batchAuditAssistiveCards', { ids: [...ids, activated], decision: 'reject', reason: 'dry', dryRun: true });
    expect(answer.dryRun).toBe(true);
    expect(answer.changed).toBe(3);
    expect(answer.failed).toBe(1);
    expect(answer.items.map((i) => i.message)).toEqual(['would reject', 'would reject', 'would reject', t('people.server.refused', { what: t('people.server.entity.card'), status: 'activated', decided: 'rejected' })]);
    expect(answer.items.slice(0, 3).map((i) => i.status)).toEqual([0, 0, 0]);
    expect(await countOn(server(), 'select count(*) from audit_log')).toBe(audits);
    expect(await countOn(server(), 'select sum(version) from assistive_cards')).toBe(versions);
    for (const id of ids) expect((await cardRow(server(), id)).status).toBe(2);
  });

  it('re-running a batch changes nothing and reports each item as already decided', async () => {
    const ids = await makeCards(server(), 5, 2);
    expect((await api.ok('reviewer', 'batchAuditAssistiveCards', { ids, decision: 'approve' })).changed).toBe(5);
    await api.as('reviewer');
    const audits = await countOn(server(), 'select count(*) from audit_log');
    const again = await api.ok('reviewer', 'batchAuditAssistiveCards', { ids, decision: 'approve' });
    expect(again).toMatchObject({ changed: 0, failed: 0 });
    expect(again.items.every((i) => i.ok && i.message === 'already activated')).toBe(true);
    expect(await countOn(server(), 'select count(*) from audit_log')).toBe(audits);
  });

  it('validates the batch: ids (1 to 1000, comma-separated from forms), decision, a reason to reject', async () => {
    const tooMany = Array.from({ length: 1001 }, (_, i) => i + 1);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ids: tooMany, decision: 'approve' }, 'ids', t('system.validate.tooMany', { max: 1000 })],
      [{ ids: [], decision: 'approve' }, 'ids', t('people.contract.idsRequired')],
      [{ ids: [1, 'x'], decision: 'approve' }, 'ids.1', t('system.validate.id')],
      [{ ids: [1], decision: 'reject' }, 'reason', t('people.contract.reasonRequired')],
      [{ ids: [1], decision: 'approve', dryRun: 'perhaps' }, 'dryRun', t('system.validate.flag')],
    ];
    for (const [body, field, problem] of cases) {
      const answer = await api.call('reviewer', 'batchAuditNurseExamine', body);
      expect(answer.resultcode, JSON.stringify(body).slice(0, 60)).toBe(101);
      expect(answer.msg).toBe(`${field}: ${problem}`);
    }
    const ids = await makeCards(server(), 2, 2);
    const form = await api.call('reviewer', 'batchAuditAssistiveCards', { ids: ids.join(','), decision: 'approve', dryRun: 'true' }, { form: true });
    expect(form.resultcode).toBe(1);
    expect(form.result.items.map((i) => i.id)).toEqual(ids);
  });

  it('approves 1000 applications in one call, each with its own audit row (prints the time per item)', async () => {
    const [studio] = await api.stationIds();
    const ids = await makeApplications(server(), 1000, studio as number);
    await api.as('reviewer');
    const started = performance.now();
    const answer = await api.ok('reviewer', 'batchAuditNurseExamine', { ids, decision: 'approve' });
    const ms = performance.now() - started;
    console.log(`batchAuditNurseExamine: 1000 approvals in ${ms.toFixed(0)} ms (${(ms / 1000).toFixed(3)} ms per item, ${server().databaseUrl ? 'PostgreSQL' : 'SQLite'})`);
    expect(answer.changed).toBe(1000);
    expect(answer.failed).toBe(0);
    expect(await auditCount('nurse_application', ids)).toBe(1000);
    expect(await countOn(server(), `select count(*) from nurses where status = 1 and id in (select nurse_id from nurse_applications where id in (${inList(ids)}))`, ids)).toBe(1000);
  });
});
