import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ResponseOf } from '../../contract/endpoints';
import { descriptorDisagreements } from '../testing/contract-agreement';
import type { RecordTypeOf, RowOf } from '../types';
import { consumablesResource, inventoryResources, packsResource, stockResource } from '.';

describe('inventory descriptors agree with their endpoints', () => {
  it.each(inventoryResources.map((d) => [d.id, d]))('%s: every key is in the contract', (_, d) => {
    expect(descriptorDisagreements(d)).toEqual([]);
  });

  it('a renamed column is found', () => {
    const columns = [...stockResource.list.columns, { key: 'onHand', title: stockResource.title }];
    expect(descriptorDisagreements({ ...stockResource, list: { ...stockResource.list, columns } } as typeof stockResource).join('\n')).toContain('onHand');
  });

  it('carry their endpoints’ types', () => {
    expectTypeOf<RecordTypeOf<typeof consumablesResource>>().toEqualTypeOf<ResponseOf<'getConsumable'>>();
    expectTypeOf<RowOf<typeof packsResource>>().toEqualTypeOf<ResponseOf<'getConsumablePackList'>['list'][number]>();
    // @ts-expect-error a key the stock rows do not have
    const wrong: keyof RowOf<typeof stockResource> = 'onHand';
    void wrong;
  });
});
