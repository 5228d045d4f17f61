import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { DemoBase } from './seed-demo-base';

const DAY_MS = 86_400_000;

const consumables = [
  { name: 'Sterile gauze', specification: '10 × 10 cm, 10 per pack', unit: 'pack', supplier: 'Huaxin Medical', costCents: 320, barcode: '6901234500011', threshold: 20 },
  { name: 'Nitrile gloves', specification: 'size M', unit: 'pair', supplier: 'Huaxin Medical', costCents: 90, barcode: '6901234500028', threshold: 50 },
  { name: 'Iodophor swabs', specification: '3 per sachet', unit: 'sachet', supplier: 'Kangli Pharma', costCents: 150, barcode: '6901234500035', threshold: 30 },
  { name: 'Saline 0.9%', specification: '100 ml', unit: 'bottle', supplier: 'Kangli Pharma', costCents: 450, barcode: '6901234500042', threshold: 10 },
  { name: 'Medical tape', specification: '1.25 cm × 9 m', unit: 'roll', supplier: 'Huaxin Medical', costCents: 600, barcode: '6901234500059', threshold: 8 },
  { name: 'Indwelling needle', specification: '24G', unit: 'piece', supplier: 'Ruikang', costCents: 1200, barcode: '6901234500066', threshold: 15 },
];

/**
 * Consumables, two packs (the first named by the first demo service) and each studio's opening
 * receipts, as ledger rows with their balances. The last studio is short of gloves, so the
 * below-threshold filter has something to show.
 */
export async function seedDemoInventory(trx: Transaction<Database>, base: DemoBase): Promise<void> {
  const stamp = { created_at: base.now - 60 * DAY_MS, updated_at: base.now - 60 * DAY_MS };
  const ids: number[] = [];
  for (const c of consumables) {
    const row = await trx
      .insertInto('consumables')
      .values({ name: c.name, specification: c.specification, unit: c.unit, supplier: c.supplier, unit_cost_cents: c.costCents, barcode: c.barcode, reorder_threshold: c.threshold, enabled: 1, ...stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const packs = [
    { name: 'Wound dressing pack', lines: [[0, 2], [1, 2], [2, 1], [4, 1]] },
    { name: 'IV pack', lines: [[1, 1], [2, 1], [3, 1], [5, 1]] },
  ] as const;
  const packIds: number[] = [];
  for (const p of packs) {
    const row = await trx.insertInto('consumable_packs').values({ name: p.name, description: '', enabled: 1, ...stamp }).returning('id').executeTakeFirstOrThrow();
    packIds.push(row.id);
    await trx.insertInto('consumable_pack_lines').values(p.lines.map(([item, quantity], i) => ({ pack_id: row.id, consumable_id: ids[item] ?? 0, quantity, position: i + 1 }))).execute();
  }
  const firstService = base.services[0];
  if (firstService && packIds[0] !== undefined) await trx.updateTable('services').set({ consumable_pack_id: packIds[0] }).where('id', '=', firstService.id).execute();

  const at = base.now - 30 * DAY_MS;
  for (const [s, studioId] of base.studioIds.entries()) {
    for (const [i, consumableId] of ids.entries()) {
      const short = s === base.studioIds.length - 1 && i === 1;
      const quantity = short ? 12 : 40 + base.rng.int(0, 60);
      await trx
        .insertInto('stock_movements')
        .values({
          studio_id: studioId, consumable_id: consumableId, kind: 'receipt', quantity, balance_after: quantity, supplier: consumables[i]?.supplier ?? '',
          batch: `L${2026}${String(i + 1).padStart(3, '0')}`, expires_at: base.now + 365 * DAY_MS, nurse_id: null, order_id: null, other_studio_id: null,
          reason: 'opening stock', channel: 'system', created_by: base.adminId, created_at: at,
        })
        .execute();
      await trx.insertInto('stock_balances').values({ studio_id: studioId, consumable_id: consumableId, quantity, updated_at: at }).execute();
    }
  }
}
