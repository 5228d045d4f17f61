import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/translate';
import { endpoints } from '../endpoints';
import { idNumberProblem } from './people-patients';

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('people schemas', () => {
  it('applies the ID-card rule to ID cards only, with its exact message', () => {
    expect(idNumberProblem('id-card', '11010519491231002X')).toBeUndefined();
    expect(idNumberProblem('id-card', '110105194912310')).toBeUndefined();
    expect(idNumberProblem('id-card', 'E12345678')).toBe(t('validate.idCard'));
    expect(idNumberProblem('passport', 'E12345678')).toBeUndefined();
    expect(idNumberProblem('other', 'x')).toBe(t('people.contract.idNumber'));
    const body = { memberId: 1, name: 'A', relationship: 'self', idType: 'id-card', idNumber: '123', phone: '13912345678' };
    expect(issues(endpoints.addPatient.request.safeParse(body))).toEqual([`idNumber: ${t('validate.idCard')}`]);
    expect(issues(endpoints.addPatient.request.safeParse({ ...body, idNumber: '11010519491231002X', phone: '12345678901' }))).toEqual([`phone: ${t('validate.mobile')}`]);
  });

  it('takes batch ids as an array or a comma list, 1 to 1000, deduplicated; a rejection needs its reason', () => {
    const parsed = endpoints.batchAuditAssistiveCards.request.parse({ ids: '3, 5,3', decision: 'approve', dryRun: '1' });
    expect(parsed).toEqual({ ids: [3, 5], decision: 'approve', dryRun: true });
    expect(endpoints.batchAuditNurseExamine.request.parse({ ids: [1], decision: 'approve' }).dryRun).toBe(false);
    expect(issues(endpoints.batchAuditNurseExamine.request.safeParse({ ids: [1], decision: 'reject', reason: '   ' }))).toEqual([`reason: ${t('people.contract.reasonRequired')}`]);
    expect(issues(endpoints.auditAssistiveCard.request.safeParse({ cardId: 1, version: 1, decision: 'reject' }))).toEqual([`reason: ${t('people.contract.reasonRequired')}`]);
    expect(issues(endpoints.batchAuditNurseExamine.request.safeParse({ ids: Array.from({ length: 1001 }, (_, i) => i + 1), decision: 'approve' }))).toEqual([
      `ids: ${t('system.validate.tooMany', { max: 1000 })}`,
    ]);
  });

  it('reads status codes and day counts from numbers or form strings; blank filters are no filter', () => {
    expect(endpoints.getNurseList.request.parse({ status: '2', expiringWithinDays: '30', title: '' })).toMatchObject({ status: 2, expiringWithinDays: 30 });
    expect(endpoints.getNurseList.request.parse({ title: '' }).title).toBeUndefined();
    expect(issues(endpoints.getAssistiveCardList.request.safeParse({ status: 4 }))).toEqual([`status: ${t('people.contract.cardStatus')}`]);
    expect(issues(endpoints.alterNurseStatus.request.safeParse({ nurseId: 1, version: 1, status: 0 }))).toEqual([`status: ${t('people.contract.nurseAlterStatus')}`]);
  });
});
