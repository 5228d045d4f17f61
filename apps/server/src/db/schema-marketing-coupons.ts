import type { Generated } from 'kysely';
import type { EntityColumns } from './schema';

/** Tables of migration 0020 (coupons' applicable items, grants and their recipients). */

export interface CouponItemsTable {
  coupon_id: number;
  item_kind: string;
  item_id: number;
}

export interface CouponGrantsTable extends EntityColumns {
  coupon_id: number;
  idempotency_key: string;
  source: string;
  source_label: Generated<string>;
  status: string;
  total: number;
  processed: Generated<number>;
  granted: Generated<number>;
  refused: Generated<number>;
  created_by: number | null;
  finished_at: number | null;
}

export interface CouponGrantRecipientsTable {
  id: Generated<number>;
  grant_id: number;
  member_id: number | null;
  phone: string;
  status: string;
  reason: Generated<string>;
}

export interface MarketingCouponTables {
  coupon_items: CouponItemsTable;
  coupon_grants: CouponGrantsTable;
  coupon_grant_recipients: CouponGrantRecipientsTable;
}
