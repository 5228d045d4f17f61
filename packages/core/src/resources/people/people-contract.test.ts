import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ResponseOf } from '../../contract/endpoints';
import { descriptorDisagreements } from '../testing/contract-agreement';
import type { RecordTypeOf, ResourceOf, RowOf, TypedColumn } from '../types';
import { assistiveCardsResource, nurseApplicationsResource, nursesResource, peopleResources } from '.';

describe('people descriptors agree with their endpoints', () => {
  it.each(peopleResources.map((d) => [d.id, d]))('%s: every key is in the contract', (_, d) => {
    expect(descriptorDisagreements(d)).toEqual([]);
  });

  it('a review action whose batch endpoint lacks its field is found', () => {
    const actions = (nurseApplicationsResource.actions ?? []).map((a) => (a.id === 'reject' ? { ...a, fields: [{ key: 'remark', label: a.title, kind: 'text' as const }] } : a));
    expect(descriptorDisagreements({ ...nurseApplicationsResource, actions })).toEqual([
      "nurseApplications: action reject: field remark is not in auditNurseExamine's request",
      "nurseApplications: action reject: batch key remark is not in batchAuditNurseExamine's request",
    ]);
  });

  it('carry their endpoints’ types', () => {
    expectTypeOf<RecordTypeOf<typeof nurseApplicationsResource>>().toEqualTypeOf<ResponseOf<'getNurseExamine'>>();
    expectTypeOf<RecordTypeOf<typeof assistiveCardsResource>>().toEqualTypeOf<ResponseOf<'getAssistiveCard'>>();
    expectTypeOf<RowOf<typeof nursesResource>>().toEqualTypeOf<ResponseOf<'getNurseList'>['list'][number]>();
  });
});

// Compile-time checks (`npm run typecheck`): each `@ts-expect-error` must meet an error.
export const typeChecks = (cards: ResourceOf<'getAssistiveCardList', 'getAssistiveCard'>): unknown[] => [
  { key: 'nurse.name', title: 'people.res.applications.nurse' } satisfies TypedColumn<RowOf<typeof nurseApplicationsResource>>,
  // @ts-expect-error the applicant is under `nurse`, not `applicant`
  { key: 'applicant.name', title: 'people.res.applications.nurse' } satisfies TypedColumn<RowOf<typeof nurseApplicationsResource>>,
  // @ts-expect-error a card is named by its number (`cardNo`)
  { ...cards, nameKey: 'cardNumber' } satisfies ResourceOf<'getAssistiveCardList', 'getAssistiveCard'>,
  // @ts-expect-error a list row has no documents (only the record has)
  { key: 'documents', title: 'people.res.field.status' } satisfies TypedColumn<RowOf<typeof assistiveCardsResource>>,
];
