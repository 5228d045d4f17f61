import { activationStatusEnum } from '../../enums/lifecycle-statuses';
import type { ColumnsOf, ResourceOf } from '../types';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import { revealAction } from './reveal-actions';
import { reviewActions } from './review-actions';

const columns: ColumnsOf<'getAssistiveCardList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'cardNo', title: 'people.res.cards.cardNo' },
  { key: 'holderName', title: 'people.res.cards.holder' },
  { key: 'idNumber', title: 'people.res.field.idNumber', format: 'masked' },
  { key: 'member.nickname', title: 'people.res.members.record' },
  { key: 'member.phone', title: 'people.res.cards.memberPhone', format: 'masked', hidden: true },
  { key: 'disabilityKind', title: 'people.res.cards.kind' },
  { key: 'disabilityLevel', title: 'people.res.cards.level', format: 'number' },
  { key: 'status', title: 'people.res.field.status', format: 'enum', enumeration: activationStatusEnum },
  { key: 'attempt', title: 'people.res.field.attempt', format: 'number', hidden: true },
  { key: 'validFrom', title: 'people.res.cards.validFrom', format: 'date', hidden: true },
  { key: 'validUntil', title: 'people.res.cards.validUntil', format: 'date' },
  { key: 'submittedAt', title: 'people.res.field.submittedAt', format: 'date' },
  { key: 'decidedBy.name', title: 'people.res.field.decidedBy', hidden: true },
  { key: 'reason', title: 'people.res.review.reason', hidden: true },
];

/**
 * Disability-assistance cards (`/assistive-card`; `careops reviews cards …`): platform-wide;
 * the activation machine (under review → activated | rejected; activated → expired; rejected or
 * expired → resubmitted). Cards are found by their number as well as their id.
 */
export const assistiveCardsResource: ResourceOf<'getAssistiveCardList', 'getAssistiveCard'> = {
  id: 'assistiveCards',
  cli: 'reviews cards',
  title: 'people.res.cards.title',
  recordTitle: 'people.res.cards.record',
  group: 'people',
  permission: 'assistiveCard',
  route: '/assistive-card',
  nameKey: 'cardNo',
  lookupFilter: 'cardNo',
  list: {
    endpoint: 'getAssistiveCardList',
    filters: [
      { key: 'status', label: 'people.res.field.status', kind: 'enum', options: { kind: 'enumeration', enumeration: activationStatusEnum } },
      { key: 'holderName', label: 'people.res.cards.holder', kind: 'text' },
      { key: 'cardNo', label: 'people.res.cards.cardNo', kind: 'text' },
      { key: 'memberPhone', label: 'people.res.cards.memberPhone', kind: 'text' },
      { key: 'expiringWithinDays', arg: 'expiringWithin', label: 'people.res.cards.expiringWithin', kind: 'number' },
    ],
    columns,
    sort: { keys: ['id', 'submittedAt', 'validUntil'], default: { key: 'submittedAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getAssistiveCard',
    idKey: 'cardId',
    fields: [
      ...columns.map((c) => ({ ...c, hidden: false })),
      { key: 'patient.name', title: 'people.res.patients.record' },
      { key: 'decidedAt', title: 'people.res.field.decidedAt', format: 'date' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  actions: [
    ...reviewActions('auditAssistiveCard', 'batchAuditAssistiveCards', 'cardId', {
      approve: { title: 'people.res.cards.approve', confirm: 'people.res.cards.approve.confirm', done: 'people.res.review.approved' },
      reject: { title: 'people.res.cards.reject', confirm: 'people.res.cards.reject.confirm', done: 'people.res.review.rejected' },
      notApplicable: 'people.res.review.notUnderReview',
    }),
    revealAction('card', 'idNumber'),
  ],
  path: (record) => (typeof record.id === 'number' ? `/assistive-card?id=${record.id}` : undefined),
};
