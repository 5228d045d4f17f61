import type { RevealableOrderField } from '../../contract/schemas/orders-values';
import type { MessageKey } from '../../i18n/en';
import type { ListRowOf, RecordOf, ResourceField, TypedAction } from '../types';
import type { StatelessAction } from '../people/reveal-actions';

type OrderAction = TypedAction<ListRowOf<'getOrderList'>, RecordOf<'getOrder'>>;
import { statusesAllowing } from './action-statuses';

/**
 * What staff can do to an order, one action per staff event of core's order machine. Each
 * applies only in the statuses the machine accepts its event (`statusesAllowing`), strictly: an
 * order in another status is refused without a call, as the server would refuse it. All carry
 * the version read just before (a change by someone else since: 104).
 */

const reason = (required: boolean): ResourceField => ({
  key: 'reason',
  label: 'orders.res.field.reason',
  kind: 'textarea',
  ...(required ? { required: true, help: 'orders.res.field.reasonRequired' } : { help: 'orders.res.field.reasonOptional' }),
});

const common = { idKey: 'orderId', versionKey: 'version', appliesStrictly: true } as const;

export const orderTransitionActions: OrderAction[] = [
  {
    id: 'approve',
    cli: 'review approve',
    title: 'orders.res.approve',
    endpoint: 'auditOrder',
    body: { decision: 'approve' },
    fields: [reason(false)],
    confirm: 'orders.res.approve.confirm',
    done: 'orders.res.approve.done',
    bulk: true,
    appliesWhen: { key: 'status', values: statusesAllowing('order.approve') },
    notApplicable: 'orders.res.approve.refused',
    shortcut: 'a',
    ...common,
  },
  {
    id: 'reject',
    cli: 'review reject',
    title: 'orders.res.reject',
    endpoint: 'auditOrder',
    body: { decision: 'reject' },
    fields: [reason(true)],
    confirm: 'orders.res.reject.confirm',
    done: 'orders.res.reject.done',
    bulk: true,
    danger: true,
    appliesWhen: { key: 'status', values: statusesAllowing('order.reject') },
    notApplicable: 'orders.res.reject.refused',
    shortcut: 'r',
    ...common,
  },
  {
    id: 'assign',
    cli: 'assign',
    title: 'orders.res.assign',
    endpoint: 'assignOrderNurse',
    fields: [{ key: 'nurseId', arg: 'nurse', label: 'orders.res.field.nurseId', kind: 'number', required: true }],
    done: 'orders.res.assign.done',
    appliesWhen: { key: 'status', values: statusesAllowing('order.assign') },
    notApplicable: 'orders.res.assign.refused',
    shortcut: 'n',
    ...common,
  },
  {
    id: 'cancel',
    cli: 'cancel',
    title: 'orders.res.cancel',
    endpoint: 'cancelOrder',
    fields: [reason(true)],
    confirm: 'orders.res.cancel.confirm',
    done: 'orders.res.cancel.done',
    bulk: true,
    danger: true,
    appliesWhen: { key: 'status', values: statusesAllowing('order.cancel') },
    notApplicable: 'orders.res.cancel.refused',
    shortcut: 'c',
    ...common,
  },
  {
    id: 'complain',
    cli: 'complaint open',
    title: 'orders.res.complain',
    endpoint: 'openOrderComplaint',
    fields: [{ key: 'content', label: 'orders.res.field.complaint', kind: 'textarea', required: true }],
    done: 'orders.res.complain.done',
    appliesWhen: { key: 'status', values: statusesAllowing('order.complain') },
    notApplicable: 'orders.res.complain.refused',
    shortcut: 'o',
    ...common,
  },
  {
    id: 'resolve',
    cli: 'complaint resolve',
    title: 'orders.res.resolve',
    endpoint: 'resolveOrderComplaint',
    fields: [{ key: 'resolution', label: 'orders.res.field.resolution', kind: 'textarea', required: true }],
    done: 'orders.res.resolve.done',
    appliesWhen: { key: 'status', values: statusesAllowing('order.resolve') },
    notApplicable: 'orders.res.resolve.refused',
    shortcut: 's',
    ...common,
  },
];

function reveal(id: string, cli: string, field: RevealableOrderField, column: string, title: MessageKey, label: MessageKey): StatelessAction {
  return {
    id,
    cli,
    title,
    endpoint: 'revealOrderField',
    idKey: 'orderId',
    body: { field },
    done: 'orders.res.reveal.done',
    reveals: { key: 'value', label, field: column },
  };
}

/** Full phones and ID number, read through the audited endpoint (pii.viewFull; a pii.read audit row). */
export const orderRevealActions: StatelessAction[] = [
  reveal('revealMemberPhone', 'reveal-phone', 'memberPhone', 'member.phone', 'orders.res.reveal.memberPhone', 'orders.res.field.memberPhone'),
  reveal('revealPatientPhone', 'reveal-patient-phone', 'patientPhone', 'patient.phone', 'orders.res.reveal.patientPhone', 'orders.res.field.patientPhone'),
  reveal('revealPatientId', 'reveal-patient-id', 'patientIdNumber', 'patient.idNumber', 'orders.res.reveal.patientIdNumber', 'orders.res.field.patientIdNumber'),
  reveal('revealNursePhone', 'reveal-nurse-phone', 'nursePhone', 'nurse.phone', 'orders.res.reveal.nursePhone', 'orders.res.field.nursePhone'),
];
