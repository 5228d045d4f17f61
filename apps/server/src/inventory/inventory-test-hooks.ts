import { PUBLIC } from '@careops/core/permissions';
import * as z from 'zod';
import type { RouteSpec } from '../http/register-endpoints';
import { setStockMovementsExportBatchForTests } from './stock-movements-export';

/** The movements export's batch size (null: the production size), so a few movements make several batches. */
const batchRequest = z.object({ size: z.number().int().positive().nullable() });

/** Test hooks of the inventory (CAREOPS_TEST_HOOKS=1 only): the movements export's batch size. */
export function inventoryTestRoutes(): RouteSpec[] {
  return [
    {
      name: 'test.stockMovementsExportBatch',
      def: { path: '/api/test/stockMovementsExportBatch', method: 'POST', permission: PUBLIC, mutates: false, request: batchRequest, response: z.object({ size: z.number() }) },
      handler: async (ctx) => {
        const { size } = ctx.body as z.output<typeof batchRequest>;
        return { size: setStockMovementsExportBatchForTests(size) };
      },
    },
  ];
}
