import { ACCOUNT_KINDS, ACCOUNT_OWNER_KINDS, JOURNAL_KINDS } from '@careops/core/contract';
import { PUBLIC } from '@careops/core/permissions';
import * as z from 'zod';
import type { RouteSpec } from '../../http/register-endpoints';
import type { Services } from '../../services';
import { postJournal } from './post-journal';
import { requestHashOf } from './idempotency';
import { reconcileLedger } from './reconcile';
import { setJournalExportBatchForTests } from './journal-export';

/**
 * Test hooks of the ledger (CAREOPS_TEST_HOOKS=1 only): any journal transaction posted through
 * the one write, as the finance areas built on it will; e-coin granted to a member the way a
 * purchase will (wallet and member record together); the reconciliation run now;
 * the journal export's batch size.
 */

const postingSchema = z.object({
  account: z.object({ kind: z.enum(ACCOUNT_KINDS), ownerKind: z.enum(ACCOUNT_OWNER_KINDS), ownerId: z.number().int().nonnegative() }),
  amountCents: z.number(),
});
const postRequest = z.object({
  kind: z.enum(JOURNAL_KINDS),
  memo: z.string().default(''),
  orderId: z.number().int().positive().optional(),
  idempotencyKey: z.string().min(1).max(100).optional(),
  postings: z.array(postingSchema),
});
/** The journal export's batch size (null: the production size), so a few postings make several batches. */
const batchRequest = z.object({ size: z.number().int().positive().nullable() });
const grantRequest = z.object({ memberId: z.number().int().positive(), amountCents: z.number().int().positive() });

export function ledgerTestRoutes(services: Services): RouteSpec[] {
  return [
    {
      name: 'test.ledgerPost',
      def: { path: '/api/test/ledgerPost', method: 'POST', permission: PUBLIC, mutates: true, request: postRequest, response: z.object({ journalId: z.number(), replayed: z.boolean() }) },
      handler: async (ctx) => {
        const b = ctx.body as z.output<typeof postRequest>;
        return ctx.mutate(async (trx, audit) => {
          const result = await postJournal(trx, services.dialect, {
            kind: b.kind, memo: b.memo, orderId: b.orderId ?? null, actorId: null, at: Date.now(), postings: b.postings,
            ...(b.idempotencyKey ? { idempotencyKey: `test:${b.idempotencyKey}`, requestHash: requestHashOf('test.ledgerPost', b) } : {}),
          });
          await audit({ action: 'ledger.post', entity: 'journal_transaction', entityId: result.journalId, after: result });
          return result;
        });
      },
    },
    {
      name: 'test.grantEcoin',
      def: { path: '/api/test/grantEcoin', method: 'POST', permission: PUBLIC, mutates: true, request: grantRequest, response: z.object({ journalId: z.number() }) },
      handler: async (ctx) => {
        const b = ctx.body as z.output<typeof grantRequest>;
        return ctx.mutate(async (trx, audit) => {
          const { journalId } = await postJournal(trx, services.dialect, {
            kind: 'topUp', memo: `test e-coin for member ${b.memberId}`, actorId: null, at: Date.now(),
            postings: [{ account: { kind: 'memberWallet', ownerKind: 'member', ownerId: b.memberId }, amountCents: b.amountCents }, { account: { kind: 'ecoinLiability', ownerKind: 'platform', ownerId: 0 }, amountCents: -b.amountCents }],
          });
          await audit({ action: 'ledger.grantEcoin', entity: 'journal_transaction', entityId: journalId, after: b });
          await trx.updateTable('members').set((eb) => ({ ecoin_cents: eb('ecoin_cents', '+', b.amountCents) })).where('id', '=', b.memberId).execute();
          return { journalId };
        });
      },
    },
    {
      name: 'test.journalExportBatch',
      def: { path: '/api/test/journalExportBatch', method: 'POST', permission: PUBLIC, mutates: false, request: batchRequest, response: z.object({ size: z.number() }) },
      handler: async (ctx) => {
        const { size } = ctx.body as z.output<typeof batchRequest>;
        return { size: setJournalExportBatchForTests(size) };
      },
    },
    {
      name: 'test.ledgerReconcile',
      def: { path: '/api/test/ledgerReconcile', method: 'POST', permission: PUBLIC, mutates: false, request: z.object({}).passthrough(), response: z.unknown() },
      handler: async (ctx) => reconcileLedger(ctx.db),
    },
  ];
}
