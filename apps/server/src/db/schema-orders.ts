import type { Generated } from 'kysely';
import type { EntityColumns } from './schema';

/** Tables of migration 0004 (orders and what hangs off them); see it for the meaning of codes. */

export interface OrdersTable extends EntityColumns {
  order_no: string;
  member_id: number;
  patient_id: number;
  service_id: number | null;
  package_id: number | null;
  studio_id: number;
  nurse_id: number | null;
  /** core's order status, −2…8. */
  status: number;
  booking: Generated<number>;
  region: Generated<string>;
  address: string;
  appointment_at: number;
  list_price_cents: number;
  discount_cents: Generated<number>;
  amount_cents: number;
  paid_cents: Generated<number>;
  refunded_cents: Generated<number>;
  member_coupon_id: number | null;
  remark: Generated<string>;
  deadline_at: number | null;
  paid_at: number | null;
  accepted_at: number | null;
  started_at: number | null;
  service_ended_at: number | null;
  finished_at: number | null;
  cancelled_at: number | null;
  cancel_reason: Generated<string>;
  created_by: number | null;
  /** Migration 0012: the release it was priced from, the agreement version the member accepted. */
  release_id: Generated<number | null>;
  agreement_version_id: Generated<number | null>;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  at: number;
  event: string;
  from_status: number | null;
  to_status: number;
  actor_kind: string;
  actor_id: number | null;
  actor_name: string;
  reason: Generated<string>;
  data: Generated<string>;
}

export interface OrderPlatformNotesTable extends EntityColumns {
  order_id: number;
  author_id: number | null;
  content: string;
}

export interface OrderServiceStepsTable {
  id: Generated<number>;
  order_id: number;
  nurse_id: number | null;
  step: string;
  at: number;
  latitude: number;
  longitude: number;
  place: string;
  photos: Generated<string>;
}

export interface FollowUpQuestionsTable extends EntityColumns {
  type: string;
  question: string;
  sort: Generated<number>;
  status: Generated<number>;
  /** Migration 0012: the questionnaire it belongs to; 'single' | 'multiple' | 'text' | 'scale'. */
  questionnaire_id: Generated<number | null>;
  kind: Generated<string>;
  options: Generated<string>;
  scale_max: Generated<number>;
}

export interface OrderFollowUpsTable {
  id: Generated<number>;
  order_id: number;
  question_id: number;
  answer: string;
  at: number;
  /** Migration 0012: the survey the answer belongs to. */
  survey_id: Generated<number | null>;
}

export interface OrderPaymentsTable extends EntityColumns {
  order_id: number;
  kind: string;
  method: string;
  amount_cents: number;
  status: string;
  reference: Generated<string>;
  reason: Generated<string>;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  at: number;
  kind: string;
  party_kind: string;
  party_id: number;
  order_id: number | null;
  amount_cents: number;
  balance_after_cents: number;
  memo: Generated<string>;
  created_by: number | null;
}

export interface PriceChangeRequestsTable extends EntityColumns {
  order_id: number;
  studio_id: number;
  requested_by: number | null;
  old_amount_cents: number;
  new_amount_cents: number;
  reason: string;
  /** 2 pending review, 1 approved, 0 rejected. */
  status: number;
  decided_by: number | null;
  decided_at: number | null;
  decision_reason: Generated<string>;
}

export interface OrderComplaintsTable extends EntityColumns {
  order_id: number;
  content: string;
  from_status: number;
  status: string;
  raised_by: number | null;
  resolution: Generated<string>;
  resolved_by: number | null;
  resolved_at: number | null;
}

export interface MedicalWasteTasksTable extends EntityColumns {
  order_id: number;
  studio_id: number;
  /** 0 pending pickup, 1 collected, 2 disposed. */
  status: number;
  due_at: number;
  collected_at: number | null;
  weight_grams: number | null;
  photos: Generated<string>;
  collector_name: Generated<string>;
  collected_by: number | null;
  disposed_at: number | null;
  disposal_ref: Generated<string>;
  disposed_by: number | null;
}

export interface OrderTables {
  orders: OrdersTable;
  order_events: OrderEventsTable;
  order_platform_notes: OrderPlatformNotesTable;
  order_service_steps: OrderServiceStepsTable;
  follow_up_questions: FollowUpQuestionsTable;
  order_follow_ups: OrderFollowUpsTable;
  order_payments: OrderPaymentsTable;
  ledger_entries: LedgerEntriesTable;
  price_change_requests: PriceChangeRequestsTable;
  order_complaints: OrderComplaintsTable;
  medical_waste_tasks: MedicalWasteTasksTable;
}
