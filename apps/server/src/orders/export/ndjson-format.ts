import type { OrderExportRow } from '@careops/core';
import { R, type ExportRecord } from './export-record';
import type { ExportFormat } from './export-format';

/**
 * NDJSON: one JSON object per line (core's `orderExportRowSchema`: the list's row without
 * version and allowed events), machine values (status codes, cents, epoch ms), phones masked.
 */
const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

export function exportRowOf(r: ExportRecord): OrderExportRow {
  return {
    id: r[R.id],
    orderNo: r[R.orderNo],
    status: r[R.status],
    member: { id: r[R.memberId], phone: r[R.memberPhone], nickname: r[R.memberNickname] },
    patient: { id: r[R.patientId], name: r[R.patientName] },
    service: ref(r[R.serviceId], r[R.serviceName]),
    package: ref(r[R.packageId], r[R.packageName]),
    itemName: r[R.serviceName] ?? r[R.packageName] ?? '',
    studio: { id: r[R.studioId], name: r[R.studioName] },
    nurse: ref(r[R.nurseId], r[R.nurseName]),
    appointmentAt: r[R.appointmentAt],
    amountCents: r[R.amountCents],
    paidCents: r[R.paidCents],
    refundedCents: r[R.refundedCents],
    booking: r[R.booking],
    createdAt: r[R.createdAt],
  };
}

export function ndjsonFormat(): ExportFormat {
  return {
    contentType: 'application/x-ndjson; charset=utf-8',
    extension: 'ndjson',
    start: () => [],
    rows: (rows) => {
      let text = '';
      for (const row of rows) text += `${JSON.stringify(exportRowOf(row))}\n`;
      return [Buffer.from(text, 'utf8')];
    },
    end: () => [],
  };
}
