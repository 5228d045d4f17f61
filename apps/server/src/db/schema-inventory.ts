import type { Generated } from 'kysely';
import type { EntityColumns } from './schema';

/** Tables of migrations 0016 and 0022 (see them for the meaning). */

export interface ConsumablesTable extends EntityColumns {
  name: string;
  specification: Generated<string>;
  unit: string;
  supplier: Generated<string>;
  unit_cost_cents: number;
  barcode: string | null;
  reorder_threshold: Generated<number>;
  enabled: Generated<number>;
}

export interface ConsumablePacksTable extends EntityColumns {
  name: string;
  description: Generated<string>;
  enabled: Generated<number>;
}

export interface ConsumablePackLinesTable {
  pack_id: number;
  consumable_id: number;
  quantity: number;
  position: number;
}

export interface StockBalancesTable {
  id: Generated<number>;
  studio_id: number;
  consumable_id: number;
  quantity: number;
  updated_at: number;
}

export interface StockMovementsTable {
  id: Generated<number>;
  studio_id: number;
  consumable_id: number;
  kind: string;
  quantity: number;
  balance_after: number;
  supplier: Generated<string>;
  batch: Generated<string>;
  expires_at: number | null;
  nurse_id: number | null;
  order_id: number | null;
  other_studio_id: number | null;
  reason: Generated<string>;
  channel: string;
  created_by: number | null;
  created_at: number;
}

export interface StocktakesTable extends EntityColumns {
  studio_id: number;
  status: string;
  created_by: number | null;
  closed_by: number | null;
  closed_at: number | null;
}

export interface StocktakeLinesTable {
  stocktake_id: number;
  consumable_id: number;
  expected: number;
  counted: number | null;
  position: number;
}

export interface StockTransfersTable extends EntityColumns {
  from_studio_id: number;
  to_studio_id: number;
  consumable_id: number;
  quantity: number;
  reason: Generated<string>;
  status: string;
  requested_by: number | null;
  decided_by: number | null;
  decided_at: number | null;
  decision_note: Generated<string>;
}

export interface InventoryTables {
  consumables: ConsumablesTable;
  consumable_packs: ConsumablePacksTable;
  consumable_pack_lines: ConsumablePackLinesTable;
  stock_balances: StockBalancesTable;
  stock_movements: StockMovementsTable;
  stocktakes: StocktakesTable;
  stocktake_lines: StocktakeLinesTable;
  stock_transfers: StockTransfersTable;
}
