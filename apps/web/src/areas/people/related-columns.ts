import { activationStatusEnum, idTypeEnum, orderStatusEnum, relationshipEnum } from '@careops/core/enums';
import { routes } from '@careops/core/permissions';
import { applicationStatusEnum, followUpChannelEnum, type ResourceColumn } from '@careops/core/resources';

/** Columns of the records shown under a person (RecordSection), formatted like every list. */

type Row = Record<string, unknown>;
const idOf = (row: Row) => (typeof row.id === 'number' ? row.id : undefined);

/** A row's record page, from the route table's path builder. */
const pageOf = (build: (params: { id: number }) => string) => (row: Row) => {
  const id = idOf(row);
  return id === undefined ? undefined : build({ id });
};

export const orderPath = pageOf(routes.orderDetail.path);
export const patientPath = pageOf(routes.patientDetail.path);
export const cardPath = (row: Row) => (idOf(row) === undefined ? undefined : `/assistive-card?id=${idOf(row)}`);
export const applicationPath = pageOf(routes.nurseApplicationDetail.path);

export const patientColumns: ResourceColumn[] = [
  { key: 'name', title: 'resources.field.name' },
  { key: 'relationship', title: 'people.res.patients.relationship', format: 'enum', enumeration: relationshipEnum },
  { key: 'idType', title: 'people.res.patients.idType', format: 'enum', enumeration: idTypeEnum },
  { key: 'idNumber', title: 'people.res.field.idNumber', format: 'masked' },
  { key: 'phone', title: 'people.res.field.phone', format: 'masked' },
];

export const memberOrderColumns: ResourceColumn[] = [
  { key: 'orderNo', title: 'people.ui.order.no' },
  { key: 'status', title: 'people.res.field.status', format: 'enum', enumeration: orderStatusEnum },
  { key: 'itemName', title: 'people.ui.order.item' },
  { key: 'amountCents', title: 'people.ui.order.amount', format: 'cents' },
  { key: 'appointmentAt', title: 'people.ui.order.appointment', format: 'date' },
];

export const couponColumns: ResourceColumn[] = [
  { key: 'name', title: 'resources.field.name' },
  { key: 'kind', title: 'people.ui.coupon.kind' },
  { key: 'thresholdCents', title: 'people.ui.coupon.threshold', format: 'cents' },
  { key: 'status', title: 'people.res.field.status' },
  { key: 'expiresAt', title: 'people.ui.coupon.expires', format: 'date' },
  { key: 'usedAt', title: 'people.ui.coupon.used', format: 'date' },
];

export const memberCardColumns: ResourceColumn[] = [
  { key: 'cardNo', title: 'people.res.cards.cardNo' },
  { key: 'holderName', title: 'people.res.cards.holder' },
  { key: 'status', title: 'people.res.field.status', format: 'enum', enumeration: activationStatusEnum },
  { key: 'validUntil', title: 'people.res.cards.validUntil', format: 'date' },
];

export const nurseOrderColumns: ResourceColumn[] = [
  { key: 'orderNo', title: 'people.ui.order.no' },
  { key: 'status', title: 'people.res.field.status', format: 'enum', enumeration: orderStatusEnum },
  { key: 'amountCents', title: 'people.ui.order.amount', format: 'cents' },
  { key: 'appointmentAt', title: 'people.ui.order.appointment', format: 'date' },
];

export const rewardColumns: ResourceColumn[] = [
  { key: 'createdAt', title: 'people.ui.reward.at', format: 'date' },
  { key: 'kind', title: 'people.ui.reward.kind' },
  { key: 'amountCents', title: 'people.ui.order.amount', format: 'cents' },
  { key: 'reason', title: 'people.res.review.reason' },
];

export const sosColumns: ResourceColumn[] = [
  { key: 'raisedAt', title: 'people.ui.sos.raised', format: 'date' },
  { key: 'address', title: 'people.ui.sos.address' },
  { key: 'status', title: 'people.res.field.status' },
  { key: 'closedAt', title: 'people.ui.sos.closed', format: 'date' },
];

export const applicationColumns: ResourceColumn[] = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'attempt', title: 'people.res.field.attempt', format: 'number' },
  { key: 'status', title: 'people.res.field.status', format: 'enum', enumeration: applicationStatusEnum },
  { key: 'submittedAt', title: 'people.res.field.submittedAt', format: 'date' },
  { key: 'decidedAt', title: 'people.res.field.decidedAt', format: 'date' },
  { key: 'reason', title: 'people.res.review.reason' },
];

export const followUpColumns: ResourceColumn[] = [
  { key: 'at', title: 'people.ui.followUp.at', format: 'date' },
  { key: 'channel', title: 'people.res.customers.channel', format: 'enum', enumeration: followUpChannelEnum },
  { key: 'by.name', title: 'people.ui.followUp.by' },
  { key: 'content', title: 'people.res.customers.content' },
];
