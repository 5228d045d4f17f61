import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ResponseOf } from '../../contract/endpoints';
import { descriptorDisagreements } from '../testing/contract-agreement';
import type { RecordTypeOf } from '../types';
import { financeInvoiceResources, invoicesResource } from '.';

describe('invoice, e-coin and advance-payment descriptors agree with their endpoints', () => {
  it.each(financeInvoiceResources.map((d) => [d.id, d]))('%s: every key is in the contract', (_, d) => {
    expect(descriptorDisagreements(d)).toEqual([]);
  });

  it('carry their endpoints’ types', () => {
    expectTypeOf<RecordTypeOf<typeof invoicesResource>>().toEqualTypeOf<ResponseOf<'getInvoice'>>();
  });
});
