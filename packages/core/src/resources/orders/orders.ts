import { orderStatusEnum } from '../../enums/order-status';
import { bookingEnum } from '../../enums/lifecycle-statuses';
import { relationshipEnum } from '../../enums/people';
import { routes } from '../../permissions/route-table';
import type { ColumnsOf, ResourceOf } from '../types';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import { orderRevealActions, orderTransitionActions } from './order-actions';
import { orderStudioOptions } from './options';

const status = { kind: 'enumeration', enumeration: orderStatusEnum } as const;

const columns: ColumnsOf<'getOrderList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number', hidden: true },
  { key: 'orderNo', title: 'orders.res.field.orderNo' },
  { key: 'status', title: 'orders.res.field.status', format: 'enum', enumeration: orderStatusEnum },
  { key: 'member.phone', title: 'orders.res.field.memberPhone', format: 'masked' },
  { key: 'patient.name', title: 'orders.res.field.patient' },
  { key: 'itemName', title: 'orders.res.field.item' },
  { key: 'studio.name', title: 'orders.res.field.studio' },
  { key: 'nurse.name', title: 'orders.res.field.nurse' },
  { key: 'appointmentAt', title: 'orders.res.field.appointmentAt', format: 'date' },
  { key: 'amountCents', title: 'orders.res.field.amount', format: 'cents' },
  { key: 'booking', title: 'orders.res.field.booking', format: 'enum', enumeration: bookingEnum, hidden: true },
  { key: 'member.nickname', title: 'orders.res.field.member', hidden: true },
  { key: 'paidCents', title: 'orders.res.field.paid', format: 'cents', hidden: true },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date' },
];

/**
 * Orders (`/order/order-list`, `/order/service-order-detail/:id`; `careops orders …`): the list
 * with every filter of getOrderList, the record by id or order number, and the staff
 * transitions of core's order machine (reviews, nurse, cancel, complaint) as actions.
 */
export const ordersResource: ResourceOf<'getOrderList', 'getOrder'> = {
  id: 'orders',
  cli: 'orders',
  title: 'orders.res.orders.title',
  recordTitle: 'orders.res.orders.record',
  group: 'orders',
  permission: 'orderList',
  route: '/order/order-list',
  nameKey: 'orderNo',
  // `orders view CO…` finds the order by its number (the filter matches its beginning; the exact one is taken).
  lookupFilter: 'orderNo',
  list: {
    endpoint: 'getOrderList',
    filters: [
      { key: 'status', label: 'orders.res.field.status', kind: 'enum', options: status },
      { key: 'orderNo', label: 'orders.res.field.orderNo', kind: 'text' },
      { key: 'memberPhone', label: 'orders.res.field.memberPhone', kind: 'text' },
      { key: 'patientName', arg: 'patient', label: 'orders.res.field.patient', kind: 'text' },
      { key: 'serviceId', arg: 'service', label: 'orders.res.field.serviceId', kind: 'number' },
      { key: 'studioId', arg: 'studio', label: 'orders.res.field.studio', kind: 'enum', options: orderStudioOptions },
      { key: 'nurseId', arg: 'nurse', label: 'orders.res.field.nurseId', kind: 'number' },
      { key: 'booking', label: 'orders.res.field.booking', kind: 'enum', options: { kind: 'enumeration', enumeration: bookingEnum } },
      { key: 'appointment', label: 'orders.res.field.appointmentAt', kind: 'date-range', range: { from: 'appointmentFrom', to: 'appointmentTo' } },
      { key: 'created', label: 'resources.field.createdAt', kind: 'date-range', range: { from: 'createdFrom', to: 'createdTo' } },
    ],
    columns,
    sort: { keys: ['createdAt', 'appointmentAt', 'amountCents', 'id'], default: { key: 'createdAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getOrder',
    idKey: 'orderId',
    fields: [
      { key: 'orderNo', title: 'orders.res.field.orderNo' },
      { key: 'status', title: 'orders.res.field.status', format: 'enum', enumeration: orderStatusEnum },
      { key: 'itemName', title: 'orders.res.field.item' },
      { key: 'member.nickname', title: 'orders.res.field.member' },
      { key: 'member.phone', title: 'orders.res.field.memberPhone', format: 'masked' },
      { key: 'patient.name', title: 'orders.res.field.patient' },
      { key: 'patient.relationship', title: 'orders.res.field.relationship', format: 'enum', enumeration: relationshipEnum },
      { key: 'patient.phone', title: 'orders.res.field.patientPhone', format: 'masked' },
      { key: 'patient.idNumber', title: 'orders.res.field.patientIdNumber', format: 'masked' },
      { key: 'studio.name', title: 'orders.res.field.studio' },
      { key: 'nurse.name', title: 'orders.res.field.nurse' },
      { key: 'nurse.phone', title: 'orders.res.field.nursePhone', format: 'masked' },
      { key: 'region', title: 'orders.res.field.region' },
      { key: 'address', title: 'orders.res.field.address' },
      { key: 'appointmentAt', title: 'orders.res.field.appointmentAt', format: 'date' },
      { key: 'booking', title: 'orders.res.field.booking', format: 'enum', enumeration: bookingEnum },
      { key: 'listPriceCents', title: 'orders.res.field.listPrice', format: 'cents' },
      { key: 'discountCents', title: 'orders.res.field.discount', format: 'cents' },
      { key: 'amountCents', title: 'orders.res.field.amount', format: 'cents' },
      { key: 'paidCents', title: 'orders.res.field.paid', format: 'cents' },
      { key: 'refundedCents', title: 'orders.res.field.refunded', format: 'cents' },
      { key: 'coupon.name', title: 'orders.res.field.coupon' },
      { key: 'deadlineAt', title: 'orders.res.field.deadlineAt', format: 'date' },
      { key: 'remark', title: 'orders.res.field.remark' },
      { key: 'cancelReason', title: 'orders.res.field.cancelReason' },
      { key: 'createdBy.name', title: 'orders.res.field.createdBy' },
      { key: 'createdAt', title: 'resources.field.createdAt', format: 'date' },
      { key: 'updatedAt', title: 'resources.field.updatedAt', format: 'date' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  actions: [...orderTransitionActions, ...orderRevealActions],
  path: (record) => (typeof record.id === 'number' ? routes.orderDetail.path({ id: record.id }) : undefined),
};
