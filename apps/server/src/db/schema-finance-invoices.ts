import type { Generated } from 'kysely';
import type { EntityColumns } from './schema';

/** Tables of migration 0019 (invoice titles, invoice applications, advance payments; see it for the meaning). */

export interface InvoiceTitlesTable extends EntityColumns {
  member_id: number;
  kind: string;
  invoice_type: string;
  name: string;
  tax_number: Generated<string>;
  address: Generated<string>;
  phone: Generated<string>;
  bank: Generated<string>;
  bank_account: Generated<string>;
  email: Generated<string>;
}

export interface InvoiceApplicationsTable extends EntityColumns {
  order_id: number;
  title_id: number;
  amount_cents: number;
  status: number;
  invoice_no: string | null;
  issued_at: number | null;
  file_id: number | null;
  reject_reason: Generated<string>;
  red_invoice_no: string | null;
  red_reason: Generated<string>;
  reversed_at: number | null;
  created_by: number | null;
  reviewed_by: number | null;
}

export interface AdvancePaymentsTable extends EntityColumns {
  order_id: number;
  member_id: number;
  studio_id: number;
  amount_cents: number;
  status: number;
  ended_at: number | null;
}

export interface FinanceInvoiceTables {
  invoice_titles: InvoiceTitlesTable;
  invoice_applications: InvoiceApplicationsTable;
  advance_payments: AdvancePaymentsTable;
}
