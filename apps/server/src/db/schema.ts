import type { Generated, Insertable, Selectable } from 'kysely';
import type { CatalogueTables } from './schema-catalogue';
import type { CatalogueSalesTables } from './schema-catalogue-sales';
import type { OrderTables } from './schema-orders';
import type { PeopleCatalogueTables } from './schema-people';
import type { StudiosSecurityTables } from './schema-studios-security';
import type { SavedViewTables } from './schema-saved-views';
import type { InventoryTables } from './schema-inventory';
import type { FinanceLedgerTables } from './schema-finance-ledger';
import type { FinanceWithdrawalTables } from './schema-finance-withdrawals';
import type { FinanceInvoiceTables } from './schema-finance-invoices';
import type { MarketingCouponTables } from './schema-marketing-coupons';
import type { MarketingContentTables } from './schema-marketing-content';

/**
 * The typed shape of the database (migrations in ./migrations create it). Timestamps are
 * epoch milliseconds in BIGINT columns on both dialects; flags are INTEGER 0/1.
 */

/** Columns every entity table has. `version` starts at 1 and grows on each update. */
export interface EntityColumns {
  id: Generated<number>;
  created_at: number;
  updated_at: number;
  version: Generated<number>;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface PermissionNodesTable extends EntityColumns {
  /** 0 for a top-level node. */
  parent_id: number;
  code: string;
  name: string;
  icon: string;
  num: number;
  ismenu: number;
  /** The node as JSON, kept by triggers (migration 0009): never written by the application. */
  node_json: Generated<string>;
}

export interface RolesTable extends EntityColumns {
  code: string;
  name: string;
  built_in: number;
}

export interface RolePermissionsTable {
  role_id: number;
  node_id: number;
  created_at: number;
}

export interface SystemUsersTable extends EntityColumns {
  username: string;
  name: string;
  phone: string;
  password_hash: string;
  /** 1 enabled, 0 disabled. */
  status: number;
  is_consult: number;
  avatar: string;
  introduction: string;
  password_changed_at: number;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
  created_at: number;
}

export interface StudiosTable extends EntityColumns {
  name: string;
  /** Medical institution practice licence. */
  practice_licence_no: string;
  business_licence_no: string;
  contact_name: string;
  phone: string;
  region: string;
  address: string;
  service_radius_km: number;
  /** 1 enabled, 0 disabled. */
  status: number;
  /** Migration 0013: the practice licence's expiry, legal representative, region, coordinates, hours, who receives alarms first, why disabled. */
  licence_expires_at: number | null;
  legal_representative: Generated<string>;
  province: Generated<string>;
  city: Generated<string>;
  district: Generated<string>;
  latitude: number | null;
  longitude: number | null;
  business_hours: Generated<string>;
  security_contact_id: number | null;
  disabled_reason: Generated<string>;
}

export interface UserStationsTable {
  user_id: number;
  studio_id: number;
  created_at: number;
}

export type Channel = 'web' | 'terminal' | 'cli' | 'system';

export interface SessionsTable extends EntityColumns {
  token_hash: string;
  user_id: number;
  channel: string;
  last_seen_at: number;
  idle_expires_at: number;
  absolute_expires_at: number;
  revoked_at: number | null;
  revoked_reason: string | null;
  address: string;
  user_agent: string;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  username: string;
  address: string;
  at: number;
  /** 1 success, 0 failure. */
  success: number;
  /** 'password' | 'sms' | 'changePassword'. */
  method: string;
}

export interface CaptchasTable {
  /** Random, unguessable; the client holds it. */
  id: string;
  answer_hash: string;
  username: string | null;
  address: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  /** Null when the phone belongs to no enabled staff (the code is never sent). */
  user_id: number | null;
  code_hash: string;
  salt: string;
  address: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  attempts: number;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  text: string;
  status: string;
  created_at: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  channel: Channel;
  action: string;
  entity: string;
  entity_id: number | null;
  before_json: string | null;
  after_json: string | null;
  at: number;
  address: string;
}

export interface StaffMessagesTable extends EntityColumns {
  user_id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read_at: number | null;
}

export interface MessageRecordsTable extends EntityColumns {
  /** 'sms' | 'app' | 'announcement'. */
  channel: string;
  template: string;
  title: string;
  body: string;
  /** 'all' | 'role' | 'station' | 'users' | 'members' | 'nurses'. */
  target_kind: string;
  target_label: string;
  /** The station it was addressed to; null: platform-wide. */
  station_id: number | null;
  created_by: number | null;
  recipients: number;
  delivered: number;
  failed: number;
  pending: number;
}

export interface MessageRecipientsTable {
  id: Generated<number>;
  record_id: number;
  /** 'staff' | 'member' | 'nurse'. */
  kind: string;
  recipient_id: number | null;
  name: string;
  /** A phone (stored in full, shown masked) or a staff username. */
  address: string;
  /** 'pending' | 'delivered' | 'failed'. */
  status: string;
  error: string | null;
  delivered_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface MessageOutboxTable {
  id: Generated<number>;
  record_id: number;
  recipient_row_id: number;
  channel: string;
  address: string;
  title: string;
  body: string;
  status: string;
  created_at: number;
}

export interface Database extends PeopleCatalogueTables, OrderTables, CatalogueTables, StudiosSecurityTables, CatalogueSalesTables, SavedViewTables, InventoryTables, FinanceLedgerTables, FinanceWithdrawalTables, FinanceInvoiceTables, MarketingCouponTables, MarketingContentTables {
  app_meta: AppMetaTable;
  permission_nodes: PermissionNodesTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  system_users: SystemUsersTable;
  user_roles: UserRolesTable;
  studios: StudiosTable;
  user_stations: UserStationsTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  captchas: CaptchasTable;
  sms_codes: SmsCodesTable;
  sms_outbox: SmsOutboxTable;
  audit_log: AuditLogTable;
  staff_messages: StaffMessagesTable;
  message_records: MessageRecordsTable;
  message_recipients: MessageRecipientsTable;
  message_outbox: MessageOutboxTable;
}

export type SystemUserRow = Selectable<SystemUsersTable>;
export type NewAuditRow = Insertable<AuditLogTable>;
