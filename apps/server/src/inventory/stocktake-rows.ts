import type { StocktakeStatus } from '@careops/core/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { num } from './inventory-access';

/** Stocktakes as lists and sheets answer them: each line with its difference, and the totals. */

type Db = Kysely<Database> | Transaction<Database>;

async function lineRows(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('stocktake_lines as l')
    .innerJoin('consumables as c', 'c.id', 'l.consumable_id')
    .select(['l.stocktake_id', 'l.consumable_id', 'l.expected', 'l.counted', 'c.name', 'c.barcode', 'c.unit', 'c.unit_cost_cents'])
    .where('l.stocktake_id', 'in', ids)
    .orderBy('l.stocktake_id')
    .orderBy('l.position')
    .execute();
}

const lineOf = (l: Awaited<ReturnType<typeof lineRows>>[number]) => {
  const expected = num(l.expected);
  const counted = l.counted === null ? null : num(l.counted);
  return {
    consumableId: num(l.consumable_id), consumableName: l.name, barcode: l.barcode ?? '', unit: l.unit, expected, counted,
    difference: counted === null ? null : counted - expected, unitCostCents: num(l.unit_cost_cents),
  };
};
export type StocktakeLine = ReturnType<typeof lineOf>;

export async function loadStocktakes(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const [rows, lines] = await Promise.all([
    db
      .selectFrom('stocktakes as s')
      .innerJoin('studios', 'studios.id', 's.studio_id')
      .select(['s.id', 's.studio_id', 'studios.name as studio_name', 's.status', 's.created_at', 's.updated_at', 's.closed_at', 's.version'])
      .where('s.id', 'in', ids)
      .execute(),
    lineRows(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [num(r.id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const own = lines.filter((l) => num(l.stocktake_id) === id).map(lineOf);
    const counted = own.filter((l) => l.difference !== null);
    const differing = counted.filter((l) => l.difference !== 0);
    return [{
      id, studioId: num(r.studio_id), studioName: r.studio_name, status: r.status as StocktakeStatus,
      lineCount: own.length, countedCount: counted.length, differences: differing.length,
      differenceCents: differing.reduce((sum, l) => sum + (l.difference ?? 0) * l.unitCostCents, 0),
      createdAt: num(r.created_at), updatedAt: num(r.updated_at), closedAt: r.closed_at === null ? null : num(r.closed_at), version: num(r.version),
      lines: own,
    }];
  });
}
