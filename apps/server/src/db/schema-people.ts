import type { Generated } from 'kysely';
import type { EntityColumns } from './schema';

/** Tables of migration 0003 (people, catalogue, coupons, nurse-side records); see it for the meaning of codes. */

export interface MembersTable extends EntityColumns {
  phone: string;
  nickname: string;
  real_name: Generated<string>;
  gender: Generated<string>;
  avatar: Generated<string>;
  /** 1 enabled, 0 disabled. */
  status: Generated<number>;
  ecoin_cents: Generated<number>;
  last_login_at: number | null;
}

export interface PatientsTable extends EntityColumns {
  member_id: number;
  name: string;
  relationship: string;
  id_type: string;
  id_number: string;
  gender: Generated<string>;
  birth_date: Generated<string>;
  phone: string;
  region: Generated<string>;
  address: Generated<string>;
  health_notes: Generated<string>;
}

export interface CustomersTable extends EntityColumns {
  name: string;
  phone: string;
  source: string;
  status: string;
  studio_id: number | null;
  owner_id: number | null;
  member_id: number | null;
  note: Generated<string>;
  next_follow_up_at: number | null;
}

export interface CustomerFollowUpsTable {
  id: Generated<number>;
  customer_id: number;
  at: number;
  by_user_id: number | null;
  channel: string;
  content: string;
}

export interface NursesTable extends EntityColumns {
  studio_id: number;
  name: string;
  phone: string;
  gender: Generated<string>;
  id_number: string;
  title: string;
  years_of_practice: number;
  /** JSON array of skill names. */
  skills: Generated<string>;
  certificate_no: string;
  certificate_expires_at: number;
  /** 0 pending qualification, 1 active, 2 suspended, 3 rejected. */
  status: number;
  rating_x10: Generated<number>;
  orders_completed: Generated<number>;
  earnings_cents: Generated<number>;
  avatar: Generated<string>;
}

export interface NurseApplicationsTable extends EntityColumns {
  nurse_id: number;
  studio_id: number;
  /** 2 under review, 1 approved, 0 rejected. */
  status: number;
  attempt: Generated<number>;
  submitted_at: number;
  decided_at: number | null;
  decided_by: number | null;
  reason: Generated<string>;
}

export interface NurseDocumentsTable {
  id: Generated<number>;
  application_id: number;
  kind: string;
  url: string;
  created_at: number;
}

export interface AssistiveCardsTable extends EntityColumns {
  /** 1 on the first submission, +1 on each resubmission (migration 0006). */
  attempt: Generated<number>;
  member_id: number;
  patient_id: number | null;
  card_no: string;
  holder_name: string;
  id_number: string;
  disability_kind: string;
  disability_level: number;
  /** Activation status: 0 rejected, 1 activated, 2 under review, 3 expired. */
  status: number;
  valid_from: number;
  valid_until: number;
  front_url: Generated<string>;
  back_url: Generated<string>;
  submitted_at: number;
  decided_at: number | null;
  decided_by: number | null;
  reason: Generated<string>;
}

export interface NurseRewardsTable extends EntityColumns {
  nurse_id: number;
  kind: string;
  amount_cents: number;
  reason: string;
  order_id: number | null;
  created_by: number | null;
}

export interface SosAlarmsTable extends EntityColumns {
  nurse_id: number;
  studio_id: number;
  order_id: number | null;
  raised_at: number;
  latitude: number;
  longitude: number;
  address: Generated<string>;
  status: string;
  handler_id: number | null;
  acknowledged_at: number | null;
  escalated_at: number | null;
  closed_at: number | null;
  notes: Generated<string>;
  /** Migration 0013: a drill, the escalation level reached and when the next is due, the location's time, the closing report, who closed it. */
  drill: Generated<number>;
  escalation_level: Generated<number>;
  escalate_due_at: number | null;
  location_at: number | null;
  closing_report: Generated<string>;
  closed_by_id: number | null;
}

export interface ServiceCategoriesTable extends EntityColumns {
  name: string;
  sort: Generated<number>;
  status: Generated<number>;
  /** Migration 0011: the parent of a second-level category, null at the top. */
  parent_id: number | null;
  description: Generated<string>;
}

export interface ServicesTable extends EntityColumns {
  category_id: number;
  name: string;
  price_cents: number;
  duration_minutes: number;
  required_title: string;
  agreement_id: number | null;
  consumable_pack_id: number | null;
  produces_waste: Generated<number>;
  on_shelf: Generated<number>;
  description: Generated<string>;
  /** Migration 0011: the cover (an upload) and the detail images (JSON array of upload ids). */
  cover_upload_id: number | null;
  detail_upload_ids: Generated<string>;
  /** Migration 0012: the follow-up questionnaire and its duration in hours (24…168). */
  questionnaire_id: Generated<number | null>;
  follow_up_hours: Generated<number | null>;
}

export interface PackagesTable extends EntityColumns {
  name: string;
  price_cents: number;
  validity_days: number;
  on_shelf: Generated<number>;
  description: Generated<string>;
  /** Migration 0011. */
  cover_upload_id: number | null;
}

export interface PackageItemsTable {
  package_id: number;
  service_id: number;
  times: number;
}

export interface CouponsTable extends EntityColumns {
  name: string;
  kind: string;
  value: number;
  threshold_cents: Generated<number>;
  valid_from: number | null;
  valid_until: number | null;
  valid_days: number | null;
  quantity: number;
  granted: Generated<number>;
  per_member_limit: Generated<number>;
  status: Generated<number>;
  /** Migration 0020. */
  description: Generated<string>;
  cap_cents: number | null;
}

export interface MemberCouponsTable extends EntityColumns {
  coupon_id: number;
  member_id: number;
  status: string;
  expires_at: number;
  used_at: number | null;
  order_id: number | null;
  /** Migration 0020: the grant that gave it (null: given before grants existed). */
  grant_id: Generated<number | null>;
}

export interface PeopleCatalogueTables {
  members: MembersTable;
  patients: PatientsTable;
  customers: CustomersTable;
  customer_follow_ups: CustomerFollowUpsTable;
  nurses: NursesTable;
  nurse_applications: NurseApplicationsTable;
  nurse_documents: NurseDocumentsTable;
  assistive_cards: AssistiveCardsTable;
  nurse_rewards: NurseRewardsTable;
  sos_alarms: SosAlarmsTable;
  service_categories: ServiceCategoriesTable;
  services: ServicesTable;
  packages: PackagesTable;
  package_items: PackageItemsTable;
  coupons: CouponsTable;
  member_coupons: MemberCouponsTable;
}
