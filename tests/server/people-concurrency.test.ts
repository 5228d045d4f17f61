import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { countOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { applicationRow, cardRow, makeApplications, makeCards } from './people-fixtures';

describe('people: concurrent decisions on one item', () => {
  const server = useServer();
  const api = systemClient(server);

  it('approve and reject of one application at the same time: exactly one wins, the other is told who decided', async () => {
    const [studio] = await api.stationIds();
    const ids = await makeApplications(server(), 8, studio as number);
    await api.as('reviewer');
    await api.as('admin');
    for (const id of ids) {
      const [approve, reject] = await Promise.all([
        api.call('reviewer', 'auditNurseExamine', { applicationId: id, version: 1, decision: 'approve' }),
        api.call('admin', 'auditNurseExamine', { applicationId: id, version: 1, decision: 'reject', reason: 'race' }),
      ]);
      const winners = [approve, reject].filter((a) => a.resultcode === 1);
      expect(winners, `application ${id}`).toHaveLength(1);
      const loser = approve.resultcode === 1 ? reject : approve;
      expect(loser.resultcode).toBe(104);
      const won = approve.resultcode === 1 ? 'approved' : 'rejected';
      const by = approve.resultcode === 1 ? 'Sun Li' : 'Administrator';
      expect(loser.msg).toMatch(new RegExp(`^the ${t('people.server.entity.application')} was already ${won} by `));
      expect(loser.msg).toContain(`by ${by};`);
      const row = await applicationRow(server(), id);
      expect(row.status).toBe(approve.resultcode === 1 ? 1 : 0);
      expect(row.nurseStatus).toBe(approve.resultcode === 1 ? 1 : 3);
      expect(await countOn(server(), "select count(*) from audit_log where entity = 'nurse_application' and entity_id = ?", [id])).toBe(1);
    }
  });

  it('two reviewers approving the same card at once: one change, the other learns it is already activated', async () => {
    const ids = await makeCards(server(), 6, 2);
    for (const id of ids) {
      const answers = await Promise.all([
        api.call('reviewer', 'auditAssistiveCard', { cardId: id, version: 1, decision: 'approve' }),
        api.call('admin', 'auditAssistiveCard', { cardId: id, version: 1, decision: 'approve' }),
      ]);
      expect(answers.map((a) => a.resultcode)).toEqual([1, 1]);
      expect(answers.filter((a) => a.result.changed)).toHaveLength(1);
      expect(answers.find((a) => !a.result.changed)?.result.message).toBe('already activated');
      expect(await cardRow(server(), id)).toMatchObject({ status: 1, version: 2 });
      expect(await countOn(server(), "select count(*) from audit_log where entity = 'assistive_card' and entity_id = ?", [id])).toBe(1);
    }
  });

  it('an approving batch and a rejecting batch over the same ids: every item is decided exactly once', async () => {
    const ids = await makeCards(server(), 60, 2);
    const [approved, rejected] = await Promise.all([
      api.ok('reviewer', 'batchAuditAssistiveCards', { ids, decision: 'approve' }),
      api.ok('admin', 'batchAuditAssistiveCards', { ids, decision: 'reject', reason: 'race' }),
    ]);
    expect(approved.changed + rejected.changed).toBe(ids.length);
    for (const [i, id] of ids.entries()) {
      const a = approved.items[i];
      const r = rejected.items[i];
      expect(a?.id).toBe(id);
      expect(r?.id).toBe(id);
      const status = (await cardRow(server(), id)).status;
      const winner = status === 1 ? a : r;
      const loser = status === 1 ? r : a;
      expect(winner).toMatchObject({ ok: true, status });
      expect(loser).toMatchObject({ ok: false, status });
      expect(loser?.message).toMatch(/cannot be (approved|rejected)$/);
    }
    const placeholders = ids.map(() => '?').join(', ');
    expect(await countOn(server(), `select count(*) from audit_log where entity = 'assistive_card' and entity_id in (${placeholders})`, ids)).toBe(ids.length);
  });
});
