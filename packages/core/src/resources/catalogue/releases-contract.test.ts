import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ResponseOf } from '../../contract/endpoints';
import { endpoints } from '../../contract/endpoints';
import { formatQuestionLines, parseQuestionLines } from '../../contract/schemas/catalogue-questionnaire-lines';
import { descriptorDisagreements } from '../testing/contract-agreement';
import type { RecordTypeOf, RowOf, TypedColumn } from '../types';
import { agreementsResource } from './agreements';
import { questionnairesResource } from './questionnaires';
import { releasesResource } from './releases';
import { surveysResource } from './surveys';

describe('release, agreement, questionnaire and survey descriptors agree with their endpoints', () => {
  it.each([releasesResource, agreementsResource, questionnairesResource, surveysResource].map((d) => [d.id, d]))('%s: every key is in the contract', (_, d) => {
    expect(descriptorDisagreements(d)).toEqual([]);
  });

  it('carry their endpoints’ types', () => {
    expectTypeOf<RecordTypeOf<typeof releasesResource>>().toEqualTypeOf<ResponseOf<'getProductRelease'>>();
    expectTypeOf<RowOf<typeof questionnairesResource>>().toEqualTypeOf<ResponseOf<'getQuestionnaireList'>['list'][number]>();
    expectTypeOf<RecordTypeOf<typeof surveysResource>>().toEqualTypeOf<ResponseOf<'getSurvey'>>();
  });
});

describe('questions as lines', () => {
  const text = 'single: How was it? | Good | Poor\nmultiple: What hurt? | Arm | Leg | None\n\ntext: Anything else?\nscale 10: Pain?\nA question without a kind';

  it('reads each kind, skips blank lines and writes them back the same', () => {
    const parsed = parseQuestionLines(text);
    if (!('questions' in parsed)) throw new Error('unread');
    expect(parsed.questions.map((q) => [q.kind, q.text, q.options, q.scaleMax])).toEqual([
      ['single', 'How was it?', ['Good', 'Poor'], 5],
      ['multiple', 'What hurt?', ['Arm', 'Leg', 'None'], 5],
      ['text', 'Anything else?', [], 5],
      ['scale', 'Pain?', [], 10],
      ['text', 'A question without a kind', [], 5],
    ]);
    expect(parseQuestionLines(formatQuestionLines(parsed.questions))).toEqual(parsed);
  });

  it('names the line it cannot read, and the schema refuses choices where none belong', () => {
    expect(parseQuestionLines('text: fine\nscale 40: too far')).toEqual({ badLine: 2 });
    const refused = endpoints.addQuestionnaire.request.safeParse({ name: 'x', type: 'health', questions: 'single: only one | Yes' });
    expect(refused.success).toBe(false);
    expect(endpoints.addQuestionnaire.request.safeParse({ name: 'x', type: 'health', questions: 'text: fine | extra' }).success).toBe(false);
    expect(endpoints.addQuestionnaire.request.safeParse({ name: 'x', type: 'health', questions: text }).success).toBe(true);
  });

  it('takes release times as dates (UTC) or epoch ms, and refuses an end before the start', () => {
    const body = { studioId: 1, serviceId: 2, price: '99.50' };
    const parsed = endpoints.addProductRelease.request.parse({ ...body, startsAt: '2026-01-01', endsAt: '2026-02-01 08:30' });
    expect(parsed).toMatchObject({ price: 9_950, startsAt: Date.UTC(2026, 0, 1), endsAt: Date.UTC(2026, 1, 1, 8, 30) });
    expect(endpoints.addProductRelease.request.parse({ ...body, startsAt: String(Date.UTC(2026, 0, 1)) }).startsAt).toBe(Date.UTC(2026, 0, 1));
    expect(endpoints.addProductRelease.request.safeParse({ ...body, startsAt: '2026-02-01', endsAt: '2026-01-01' }).success).toBe(false);
    expect(endpoints.addProductRelease.request.safeParse({ ...body, packageId: 3, startsAt: '2026-01-01' }).success).toBe(false);
    expect(endpoints.addProductRelease.request.safeParse({ ...body, startsAt: 'next week' }).success).toBe(false);
  });
});

// Compile-time checks (`npm run typecheck`): each `@ts-expect-error` must meet an error.
export const typeChecks = (): unknown[] => [
  { key: 'studio.name', title: 'catalogue.res.releases.studio' } satisfies TypedColumn<RowOf<typeof releasesResource>>,
  // @ts-expect-error a release row names its studio under `studio`, not `studioName`
  { key: 'studioName', title: 'catalogue.res.releases.studio' } satisfies TypedColumn<RowOf<typeof releasesResource>>,
];
