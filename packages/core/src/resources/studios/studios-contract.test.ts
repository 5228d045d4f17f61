import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ResponseOf } from '../../contract/endpoints';
import { descriptorDisagreements } from '../testing/contract-agreement';
import type { RecordTypeOf, RowOf, TypedColumn } from '../types';
import { alarmsResource, securityResources } from '../security';
import { studiosResource, studiosResources } from '.';

describe('nursing center and security descriptors agree with their endpoints', () => {
  it.each([...studiosResources, ...securityResources].map((d) => [d.id, d]))('%s: every key is in the contract', (_, d) => {
    expect(descriptorDisagreements(d)).toEqual([]);
  });

  it('a renamed key is found', () => {
    const actions = (studiosResource.actions ?? []).map((a) => (a.id === 'disable' ? { ...a, fields: [{ key: 'why', label: a.title, kind: 'text' as const }] } : a));
    expect(descriptorDisagreements({ ...studiosResource, actions })).toEqual(["studios: action disable: field why is not in alterStudioStatus's request"]);
  });

  it('carry their endpoints’ types', () => {
    expectTypeOf<RecordTypeOf<typeof studiosResource>>().toEqualTypeOf<ResponseOf<'getStudio'>>();
    expectTypeOf<RowOf<typeof alarmsResource>>().toEqualTypeOf<ResponseOf<'getAlarmList'>['list'][number]>();
  });
});

// Compile-time checks (`npm run typecheck`): each `@ts-expect-error` must meet an error.
export const typeChecks: unknown[] = [
  { key: 'nurse.name', title: 'security.res.nurse' } satisfies TypedColumn<RowOf<typeof alarmsResource>>,
  // @ts-expect-error the nurse is under `nurse`, not `nurseName`
  { key: 'nurseName', title: 'security.res.nurse' } satisfies TypedColumn<RowOf<typeof alarmsResource>>,
  // @ts-expect-error a studio list row has no nurses (only the record has)
  { key: 'nurses', title: 'studios.ui.nurses' } satisfies TypedColumn<RowOf<typeof studiosResource>>,
];
