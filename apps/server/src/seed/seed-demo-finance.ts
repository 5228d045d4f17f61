import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { journalLegacyLedger } from '../finance/ledger/legacy-ledger';
import type { DemoBase } from './seed-demo-base';

/**
 * The demo orders' payments and refunds (written as single-entry history) and the members'
 * e-coin, brought onto the journal by the same conversion migration 0017 runs on a real database.
 */
export async function seedDemoFinance(trx: Transaction<Database>, base: DemoBase): Promise<void> {
  await journalLegacyLedger(trx, base.now);
}
