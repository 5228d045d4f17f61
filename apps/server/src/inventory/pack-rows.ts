import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { num } from './inventory-access';

/** Consumable packs as lists and details answer them. */

export async function loadPackSummaries(db: Kysely<Database>, ids: number[]) {
  if (!ids.length) return [];
  const [rows, lines, services] = await Promise.all([
    db.selectFrom('consumable_packs').select(['id', 'name', 'enabled', 'created_at', 'updated_at', 'version']).where('id', 'in', ids).execute(),
    db
      .selectFrom('consumable_pack_lines')
      .innerJoin('consumables', 'consumables.id', 'consumable_pack_lines.consumable_id')
      .select(['consumable_pack_lines.pack_id', 'consumable_pack_lines.consumable_id', 'consumable_pack_lines.quantity', 'consumables.name', 'consumables.unit', 'consumables.unit_cost_cents'])
      .where('consumable_pack_lines.pack_id', 'in', ids)
      .orderBy('consumable_pack_lines.pack_id')
      .orderBy('consumable_pack_lines.position')
      .execute(),
    db.selectFrom('services').select((s) => ['consumable_pack_id', s.fn.countAll<number>().as('n')]).where('consumable_pack_id', 'in', ids).groupBy('consumable_pack_id').execute(),
  ]);
  const byId = new Map(rows.map((r) => [num(r.id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const own = lines
      .filter((l) => num(l.pack_id) === id)
      .map((l) => ({ consumableId: num(l.consumable_id), consumableName: l.name, unit: l.unit, quantity: num(l.quantity), unitCostCents: num(l.unit_cost_cents) }));
    return [{
      id,
      name: r.name,
      enabled: num(r.enabled),
      lines: own,
      costCents: own.reduce((sum, l) => sum + l.quantity * l.unitCostCents, 0),
      serviceCount: num(services.find((s) => num(s.consumable_pack_id) === id)?.n ?? 0),
      createdAt: num(r.created_at),
      updatedAt: num(r.updated_at),
      version: num(r.version),
    }];
  });
}

export async function loadPackDetail(db: Kysely<Database>, id: number) {
  const [summary] = await loadPackSummaries(db, [id]);
  if (!summary) return undefined;
  const [row, services] = await Promise.all([
    db.selectFrom('consumable_packs').select('description').where('id', '=', id).executeTakeFirstOrThrow(),
    db.selectFrom('services').select(['id', 'name']).where('consumable_pack_id', '=', id).orderBy('name').execute(),
  ]);
  return {
    ...summary,
    description: row.description,
    linesText: summary.lines.map((l) => `${l.consumableId}x${l.quantity}`).join(', '),
    services: services.map((s) => ({ id: num(s.id), name: s.name })),
  };
}

/** The lines of a pack (consumable × quantity), for a stock-out; undefined for an unknown pack. */
export async function packLines(db: Kysely<Database>, packId: number) {
  const pack = await db.selectFrom('consumable_packs').select(['name', 'enabled']).where('id', '=', packId).executeTakeFirst();
  if (!pack) return undefined;
  const lines = await db.selectFrom('consumable_pack_lines').select(['consumable_id', 'quantity']).where('pack_id', '=', packId).orderBy('position').execute();
  return { name: pack.name, enabled: num(pack.enabled), lines: lines.map((l) => ({ consumableId: num(l.consumable_id), quantity: num(l.quantity) })) };
}
