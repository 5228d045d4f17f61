import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ResponseOf } from '../../contract/endpoints';
import { parseCsv } from '../../contract/catalogue-csv';
import { toCsv } from '../../format/csv';
import { descriptorDisagreements } from '../testing/contract-agreement';
import type { RecordTypeOf, RowOf, TypedColumn } from '../types';
import { catalogueResources, packagesResource, servicesResource } from '.';

describe('catalogue descriptors agree with their endpoints', () => {
  it.each(catalogueResources.map((d) => [d.id, d]))('%s: every key is in the contract', (_, d) => {
    expect(descriptorDisagreements(d)).toEqual([]);
  });

  it('a renamed column is found', () => {
    const columns = [...servicesResource.list.columns, { key: 'priceYuan', title: servicesResource.title }];
    expect(descriptorDisagreements({ ...servicesResource, list: { ...servicesResource.list, columns } } as typeof servicesResource).join('\n')).toContain('priceYuan');
  });

  it('carry their endpoints’ types', () => {
    expectTypeOf<RecordTypeOf<typeof servicesResource>>().toEqualTypeOf<ResponseOf<'getService'>>();
    expectTypeOf<RowOf<typeof packagesResource>>().toEqualTypeOf<ResponseOf<'getPackageList'>['list'][number]>();
  });
});

describe('the import file reads what the export writes', () => {
  it('round-trips quotes, commas, line breaks and formula-looking text, with each record’s line', () => {
    const rows = [
      ['name', 'description'],
      ['Wound care, advanced', 'line one\nline "two"'],
      ['-minus', '=SUM(A1)'],
    ];
    const { records, unclosedQuoteAt } = parseCsv(toCsv(rows, { bom: true }));
    expect(unclosedQuoteAt).toBeUndefined();
    expect(records.map((r) => r.fields)).toEqual(rows);
    expect(records.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it('reports an unclosed quote with the line it opens on', () => {
    expect(parseCsv('name\n"open,\nmore').unclosedQuoteAt).toBe(2);
  });
});

// Compile-time checks (`npm run typecheck`): each `@ts-expect-error` must meet an error.
export const typeChecks = (): unknown[] => [
  { key: 'category.fullName', title: 'catalogue.res.services.category' } satisfies TypedColumn<RowOf<typeof servicesResource>>,
  // @ts-expect-error a service row names its category under `category`, not `categoryName`
  { key: 'categoryName', title: 'catalogue.res.services.category' } satisfies TypedColumn<RowOf<typeof servicesResource>>,
];
