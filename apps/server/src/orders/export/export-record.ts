import type { TextTable } from '../../export/text-table';

/**
 * An exported order as a tuple: the orders' own columns as the export reads them (arrays, no
 * object per row); the names come from ExportNames. Read with the constants below.
 */
export type OrderTuple = [
  id: number,
  orderNo: string,
  status: number,
  memberId: number,
  patientId: number,
  serviceId: number | null,
  packageId: number | null,
  studioId: number,
  nurseId: number | null,
  appointmentAt: number,
  amountCents: number,
  paidCents: number,
  refundedCents: number,
  booking: number,
  createdAt: number,
];

/** The names an exported order shows, by the ids in its tuple (ExportLookups fills them). */
export interface ExportNames {
  memberPhone: TextTable;
  memberNickname: TextTable;
  patientName: TextTable;
  serviceName: TextTable;
  packageName: TextTable;
  studioName: TextTable;
  nurseName: TextTable;
}

/** The orders' columns in OrderTuple order (alias `o`). */
export const ORDER_TUPLE_COLUMNS =
  'o.id, o.order_no, o.status, o.member_id, o.patient_id, o.service_id, o.package_id, o.studio_id, o.nurse_id, o.appointment_at, o.amount_cents, o.paid_cents, o.refunded_cents, o.booking, o.created_at';

export const R = {
  id: 0,
  orderNo: 1,
  status: 2,
  memberId: 3,
  patientId: 4,
  serviceId: 5,
  packageId: 6,
  studioId: 7,
  nurseId: 8,
  appointmentAt: 9,
  amountCents: 10,
  paidCents: 11,
  refundedCents: 12,
  booking: 13,
  createdAt: 14,
} as const;

/** Where each sort field's value sits in the tuple (the keyset of the next batch). */
export const SORT_VALUE_AT = { createdAt: R.createdAt, appointmentAt: R.appointmentAt, amountCents: R.amountCents, id: R.id } as const;
