import type { Generated } from 'kysely';
import type { EntityColumns } from './schema';

/** Tables of migration 0021 (see it for the meaning). */

export interface CarouselsTable extends EntityColumns {
  title: string;
  image_upload_id: number;
  position: string;
  link_kind: string;
  link_id: number | null;
  link_url: Generated<string>;
  sort_order: Generated<number>;
  display_from: number | null;
  display_until: number | null;
  enabled: Generated<number>;
}

export interface PromotionsTable extends EntityColumns {
  name: string;
  code: string;
  promoter_kind: string;
  promoter_id: number;
  coupon_id: number | null;
  starts_at: number;
  ends_at: number;
  enabled: Generated<number>;
  note: Generated<string>;
}

export interface PromotionVisitsTable {
  id: Generated<number>;
  promotion_id: number;
  visitor_key: string;
  day: number;
  at: number;
}

export interface PromotionReferralsTable {
  member_id: number;
  promotion_id: number;
  signed_up_at: number;
  coupon_outcome: string;
  member_coupon_id: number | null;
}

export interface FeedbackTable extends EntityColumns {
  author_kind: string;
  member_id: number | null;
  nurse_id: number | null;
  category: string;
  content: string;
  order_id: number | null;
  studio_id: number | null;
  attachment_upload_ids: Generated<string>;
  status: string;
  source: string;
  replied_at: number | null;
  closed_at: number | null;
}

export interface FeedbackRepliesTable {
  id: Generated<number>;
  feedback_id: number;
  text: string;
  message_record_id: number | null;
  delivery: string;
  created_by: number | null;
  created_at: number;
}

export interface MarketingContentTables {
  carousels: CarouselsTable;
  promotions: PromotionsTable;
  promotion_visits: PromotionVisitsTable;
  promotion_referrals: PromotionReferralsTable;
  feedback: FeedbackTable;
  feedback_replies: FeedbackRepliesTable;
}
