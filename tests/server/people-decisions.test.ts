import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { countOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { applicationRow, auditOf, boundReviewer, cardRow, hook, makeApplications, makeCards } from './people-fixtures';

describe('people: review decisions', () => {
  const server = useServer();
  const api = systemClient(server);

  it('approving an application activates the nurse, in one transaction with one audit row', async () => {
    const [studio] = await api.stationIds();
    const [id] = await makeApplications(server(), 1, studio as number);
    const answer = await api.ok('reviewer', 'auditNurseExamine', { applicationId: id, version: 1, decision: 'approve' });
    expect(answer).toEqual({ id, status: 1, version: 2, changed: true, message: t('people.server.approved') });
    const row = await applicationRow(server(), id as number);
    expect(row).toMatchObject({ status: 1, version: 2, nurseStatus: 1 });
    const reviewer = await api.as('reviewer');
    expect(row.decidedBy).toBe(reviewer.userId);
    const audit = await auditOf(server(), 'nurse_application', id as number);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'nurseExamine.approve', actor_id: reviewer.userId, channel: 'web' });
    expect(JSON.parse(String(audit[0]?.after_json))).toMatchObject({ status: 1, version: 2, nurseStatus: 1, nurseId: row.nurseId });
  });

  it('rejecting needs a reason, sets the nurse to rejected and keeps the reason', async () => {
    const [studio] = await api.stationIds();
    const [id] = await makeApplications(server(), 1, studio as number);
    const missing = await api.call('reviewer', 'auditNurseExamine', { applicationId: id, version: 1, decision: 'reject' });
    expect(missing.resultcode).toBe(101);
    expect(missing.msg).toBe(`reason: ${t('people.contract.reasonRequired')}`);
    const answer = await api.ok('reviewer', 'auditNurseExamine', { applicationId: id, version: 1, decision: 'reject', reason: '  Licence photo unreadable ' });
    expect(answer).toMatchObject({ status: 0, changed: true, message: t('people.server.rejected') });
    expect(await applicationRow(server(), id as number)).toMatchObject({ status: 0, nurseStatus: 3, reason: 'Licence photo unreadable' });
  });

  it('re-running a decision reports it and changes nothing; the opposite decision is refused naming the field', async () => {
    const [studio] = await api.stationIds();
    const [id] = await makeApplications(server(), 1, studio as number);
    await api.ok('reviewer', 'auditNurseExamine', { applicationId: id, version: 1, decision: 'approve' });
    const audits = await countOn(server(), 'select count(*) from audit_log');
    for (const version of [1, 2]) {
      const again = await api.ok('reviewer', 'auditNurseExamine', { applicationId: id, version, decision: 'approve' });
      expect(again).toEqual({ id, status: 1, version: 2, changed: false, message: t('people.server.already', { status: 'approved' }) });
    }
    const opposite = await api.call('reviewer', 'auditNurseExamine', { applicationId: id, version: 2, decision: 'reject', reason: 'changed my mind' });
    expect(opposite.resultcode).toBe(101);
    expect(opposite.msg).toBe(`decision: ${t('people.server.refused', { what: t('people.server.entity.application'), status: 'approved', decided: 'rejected' })}`);
    const late = await api.call('reviewer', 'auditNurseExamine', { applicationId: id, version: 1, decision: 'reject', reason: 'too late' });
    expect(late.resultcode).toBe(104);
    expect(late.msg).toContain('already approved by');
    expect(await countOn(server(), 'select count(*) from audit_log')).toBe(audits);
    expect(await applicationRow(server(), id as number)).toMatchObject({ status: 1, version: 2 });
  });

  it('a rejected applicant resubmits: a new attempt back in review, the nurse pending again; then approval works', async () => {
    const [studio] = await api.stationIds();
    const [id] = await makeApplications(server(), 1, studio as number);
    await api.ok('reviewer', 'auditNurseExamine', { applicationId: id, version: 1, decision: 'reject', reason: 'blurred' });
    const resubmitted = await hook<{ attempt: number; status: number; version: number }>(server(), 'resubmitApplication', { applicationId: id, documents: [{ kind: 'practice-licence', url: '/demo/documents/new.svg' }] });
    expect(resubmitted.resultcode).toBe(1);
    expect(resubmitted.result).toMatchObject({ status: 2, attempt: 2, version: 3 });
    expect(await applicationRow(server(), id as number)).toMatchObject({ status: 2, attempt: 2, nurseStatus: 0, reason: '', decidedBy: null });
    const detail = await api.ok('reviewer', 'getNurseExamine', { applicationId: id });
    expect(detail).toMatchObject({ status: 2, attempt: 2, allowedEvents: ['approve', 'reject'] });
    expect(detail.documents.map((d) => d.url)).toEqual(['/demo/documents/new.svg']);
    const stale = await api.call('reviewer', 'auditNurseExamine', { applicationId: id, version: 2, decision: 'approve' });
    expect(stale.resultcode).toBe(104);
    expect(stale.msg).toBe(t('error.staleVersion'));
    await api.ok('reviewer', 'auditNurseExamine', { applicationId: id, version: 3, decision: 'approve' });
    expect(await applicationRow(server(), id as number)).toMatchObject({ status: 1, attempt: 2, nurseStatus: 1 });
    const again = await hook(server(), 'resubmitApplication', { applicationId: id });
    expect(again.resultcode).toBe(101);
    expect(again.msg).toContain('only a rejected or expired one can be resubmitted');
    const actions = (await auditOf(server(), 'nurse_application', id as number)).map((r) => r.action);
    expect(actions).toEqual(['nurseExamine.reject', 'nurseExamine.resubmit', 'nurseExamine.approve']);
  });

  it('applications are station data: a reviewer bound to another studio gets 102 and changes nothing', async () => {
    const [first, second] = await api.stationIds();
    const [id] = await makeApplications(server(), 1, first as number);
    const outsider = await boundReviewer(api, [second as number]);
    for (const [name, body] of [
      ['auditNurseExamine', { applicationId: id, version: 1, decision: 'approve' }],
      ['getNurseExamine', { applicationId: id }],
    ] as const) {
      const answer = await api.call(outsider, name, body);
      expect(answer.resultcode, name).toBe(102);
      expect(answer.msg).toBe(t('error.notFound', { what: t('people.server.entity.application') }));
    }
    expect((await applicationRow(server(), id as number)).status).toBe(2);
    const insider = await boundReviewer(api, [first as number]);
    await api.ok(insider, 'auditNurseExamine', { applicationId: id, version: 1, decision: 'approve' });
  });

  it('cards: approve, reject with reason, re-run, refused decisions and resubmission of a rejected card', async () => {
    const [a, b] = await makeCards(server(), 2, 2);
    expect(await api.ok('reviewer', 'auditAssistiveCard', { cardId: a, version: 1, decision: 'approve' })).toMatchObject({ status: 1, version: 2, changed: true });
    expect(await api.ok('reviewer', 'auditAssistiveCard', { cardId: a, version: 2, decision: 'approve' })).toMatchObject({ changed: false, message: 'already activated' });
    const refused = await api.call('reviewer', 'auditAssistiveCard', { cardId: a, version: 2, decision: 'reject', reason: 'x' });
    expect(refused.resultcode).toBe(101);
    expect(refused.result).toEqual({ field: 'decision' });
    await api.ok('reviewer', 'auditAssistiveCard', { cardId: b, version: 1, decision: 'reject', reason: 'blurred photo' });
    expect(await cardRow(server(), b as number)).toMatchObject({ status: 0, reason: 'blurred photo' });
    expect((await hook(server(), 'resubmitCard', { cardId: a })).resultcode).toBe(101);
    const resubmitted = await hook<{ attempt: number }>(server(), 'resubmitCard', { cardId: b });
    expect(resubmitted.result).toMatchObject({ status: 2, attempt: 2 });
    expect(await cardRow(server(), b as number)).toMatchObject({ status: 2, attempt: 2, reason: '' });
    expect((await auditOf(server(), 'assistive_card', b as number)).map((r) => r.action)).toEqual(['assistiveCard.reject', 'assistiveCard.resubmit']);
  });

  it('refuses unknown ids (102), bad decisions (101) and callers without the review permission (106)', async () => {
    expect((await api.call('reviewer', 'auditNurseExamine', { applicationId: 999_999, version: 1, decision: 'approve' })).resultcode).toBe(102);
    expect((await api.call('reviewer', 'auditAssistiveCard', { cardId: 999_999, version: 1, decision: 'approve' })).resultcode).toBe(102);
    const bad = await api.call('reviewer', 'auditNurseExamine', { applicationId: 1, version: 1, decision: 'maybe' });
    expect(bad).toMatchObject({ resultcode: 101, msg: `decision: ${t('people.contract.decision')}` });
    const [card] = await makeCards(server(), 1, 2);
    expect((await api.call('finance', 'auditAssistiveCard', { cardId: card, version: 1, decision: 'approve' })).resultcode).toBe(106);
    expect((await api.call('cs', 'auditNurseExamine', { applicationId: 1, version: 1, decision: 'approve' })).resultcode).toBe(106);
    expect((await cardRow(server(), card as number)).status).toBe(2);
  });
});
