import type { OrderExportRow } from '@careops/core/contract';
import { R, type ExportNames, type OrderTuple } from './export-record';

/**
 * NDJSON: one JSON object per line (core's `orderExportRowSchema`: the list's row without
 * version and allowed events), machine values (status codes, cents, epoch ms), phones masked.
 */
const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

export function exportRowOf(r: OrderTuple, n: ExportNames): OrderExportRow {
  const serviceName = n.serviceName.text(r[R.serviceId]) ?? null;
  const packageName = n.packageName.text(r[R.packageId]) ?? null;
  return {
    id: r[R.id],
    orderNo: r[R.orderNo],
    status: r[R.status],
    member: { id: r[R.memberId], phone: n.memberPhone.text(r[R.memberId]) ?? '', nickname: n.memberNickname.text(r[R.memberId]) ?? '' },
    patient: { id: r[R.patientId], name: n.patientName.text(r[R.patientId]) ?? '' },
    service: ref(r[R.serviceId], serviceName),
    package: ref(r[R.packageId], packageName),
    itemName: serviceName ?? packageName ?? '',
    studio: { id: r[R.studioId], name: n.studioName.text(r[R.studioId]) ?? '' },
    nurse: ref(r[R.nurseId], n.nurseName.text(r[R.nurseId]) ?? null),
    appointmentAt: r[R.appointmentAt],
    amountCents: r[R.amountCents],
    paidCents: r[R.paidCents],
    refundedCents: r[R.refundedCents],
    booking: r[R.booking],
    createdAt: r[R.createdAt],
  };
}
