import { centsToDecimalText } from '@careops/core/format';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { num } from './inventory-access';

/** Consumables as the contract answers them. */

const columns = [
  'id', 'name', 'specification', 'unit', 'supplier', 'unit_cost_cents', 'barcode', 'reorder_threshold', 'enabled', 'created_at', 'updated_at', 'version',
] as const;

type Row = { id: number; name: string; specification: string; unit: string; supplier: string; unit_cost_cents: number; barcode: string | null; reorder_threshold: number; enabled: number; created_at: number; updated_at: number; version: number };

const summary = (r: Row) => ({
  id: num(r.id),
  name: r.name,
  specification: r.specification,
  unit: r.unit,
  supplier: r.supplier,
  unitCostCents: num(r.unit_cost_cents),
  barcode: r.barcode ?? '',
  reorderThreshold: num(r.reorder_threshold),
  enabled: num(r.enabled),
  createdAt: num(r.created_at),
  updatedAt: num(r.updated_at),
  version: num(r.version),
});

export async function loadConsumableSummaries(db: Kysely<Database>, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.selectFrom('consumables').select(columns).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [num(r.id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [summary(r)] : [];
  });
}

export async function loadConsumableDetail(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('consumables').select(columns).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const packs = await db
    .selectFrom('consumable_pack_lines')
    .innerJoin('consumable_packs', 'consumable_packs.id', 'consumable_pack_lines.pack_id')
    .select(['consumable_packs.id', 'consumable_packs.name', 'consumable_pack_lines.quantity'])
    .where('consumable_pack_lines.consumable_id', '=', id)
    .orderBy('consumable_packs.name')
    .execute();
  const s = summary(row);
  return { ...s, unitCost: centsToDecimalText(s.unitCostCents), packs: packs.map((p) => ({ id: num(p.id), name: p.name, quantity: num(p.quantity) })) };
}
