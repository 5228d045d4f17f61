import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ResponseOf } from '../../contract/endpoints';
import { endpoints } from '../../contract/endpoints';
import { endpointRoutes } from '../../contract/endpoint-routes';
import { EXPIRING_DAYS_DEFAULT } from '../../contract/schemas/inventory-stock';
import { scriptedApi, scriptedContext } from '../testing/scripted-context';
import { descriptorDisagreements } from '../testing/contract-agreement';
import { commandsFromResource } from '../verbs/commands-from-resource';
import type { RecordTypeOf, RowOf } from '../types';
import { consumablesResource, expiringBatchesResource, inventoryResources, packsResource, stockResource } from '.';

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

describe('batches expiring soon', () => {
  const batch = { movementId: 7, studioId: 2, studioName: 'East', consumableId: 3, consumableName: 'Saline', unit: 'bottle', batch: 'B-1', supplier: 'Acme', expiresAt: Date.UTC(2026, 0, 20), daysLeft: 12, received: 4, onHand: 9, expired: false };

  it('is a list of receipts over getExpiringBatches under the in-warehouse list\'s permission', () => {
    expectTypeOf<RowOf<typeof expiringBatchesResource>>().toEqualTypeOf<ResponseOf<'getExpiringBatches'>['list'][number]>();
    expect(expiringBatchesResource.list.endpoint).toBe('getExpiringBatches');
    expect(expiringBatchesResource.permission).toBe(stockResource.permission);
    expect(endpointRoutes.getExpiringBatches.permission).toBe(stockResource.permission);
    expect(expiringBatchesResource.route).toBe(`${stockResource.route}?view=expiring`);
    expect(expiringBatchesResource.list.columns.filter((c) => !c.hidden).map((c) => c.key)).toEqual(['consumableName', 'studioName', 'batch', 'expiresAt', 'daysLeft', 'onHand', 'unit']);
  });

  it('its filters are the endpoint\'s request, 30 days unless given', () => {
    const request = endpoints.getExpiringBatches.request;
    expect(request.parse({})).toEqual({ days: EXPIRING_DAYS_DEFAULT });
    expect(EXPIRING_DAYS_DEFAULT).toBe(30);
    const body = Object.fromEntries(expiringBatchesResource.list.filters.map((f) => [f.key, '5']));
    expect(request.parse(body)).toEqual({ days: 5, studioId: 5 });
  });

  it('`stock expiring-batches list` sends its filters and prints the batches', async () => {
    const api = scriptedApi(() => ({ days: 7, list: [batch] }));
    const list = commandsFromResource(expiringBatchesResource).find((c) => c.id === 'expiringBatches.list');
    expect(list?.cli).toEqual(['stock', 'expiring-batches', 'list']);
    const result = await list?.run(scriptedContext(api), { days: 7, studio: 2 });
    expect(api.calls[0]).toMatchObject({ name: 'getExpiringBatches', body: { days: 7, studioId: 2 } });
    expect(result).toMatchObject({ kind: 'table', total: 1, rows: [expect.objectContaining({ consumableName: 'Saline', batch: 'B-1', daysLeft: 12, onHand: 9 })] });
  });
});
