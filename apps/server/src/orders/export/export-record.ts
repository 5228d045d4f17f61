/**
 * An exported order as a tuple: the orders' own columns as the export reads them (arrays, no
 * object per row), then the names ExportLookups adds. Read with the constants below.
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
  sortValue: number | string,
];

export type ExportRecord = [
  ...OrderTuple,
  memberPhone: string,
  memberNickname: string,
  patientName: string,
  serviceName: string | null,
  packageName: string | null,
  studioName: string,
  nurseName: string | null,
];

/** The orders' columns in OrderTuple order (alias `o`), without the sort value. */
export const ORDER_TUPLE_COLUMNS =
  'o.id, o.order_no, o.status, o.member_id, o.patient_id, o.service_id, o.package_id, o.studio_id, o.nurse_id, o.appointment_at, o.amount_cents, o.paid_cents, o.refunded_cents, o.booking, o.created_at';

/**
 * Empty columns where the names go: each row arrives with its full length, so filling in the
 * names does not regrow (and copy) a million arrays.
 */
export const NAME_SLOTS = 'null, null, null, null, null, null, null';

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
  sortValue: 15,
  memberPhone: 16,
  memberNickname: 17,
  patientName: 18,
  serviceName: 19,
  packageName: 20,
  studioName: 21,
  nurseName: 22,
} as const;
