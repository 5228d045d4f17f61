import { routes } from '../../permissions/route-table';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceField, ResourceOf } from '../types';
import { feedbackAuthorKindEnum, feedbackCategoryEnum, feedbackStatusEnum } from './enumerations';

const category = { kind: 'enumeration', enumeration: feedbackCategoryEnum } as const;
const status = { kind: 'enumeration', enumeration: feedbackStatusEnum } as const;
const authorKind = { kind: 'enumeration', enumeration: feedbackAuthorKindEnum } as const;

const columns: ColumnsOf<'getFeedbackList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'status', title: 'marketing.res.field.status', format: 'enum', enumeration: feedbackStatusEnum },
  { key: 'category', title: 'marketing.res.field.category', format: 'enum', enumeration: feedbackCategoryEnum },
  { key: 'authorKind', title: 'marketing.res.field.authorKind', format: 'enum', enumeration: feedbackAuthorKindEnum },
  { key: 'author.name', title: 'marketing.res.field.author' },
  { key: 'excerpt', title: 'marketing.res.field.content' },
  { key: 'orderNo', title: 'marketing.res.field.orderNo' },
  { key: 'studio.name', title: 'marketing.res.field.studio' },
  { key: 'attachmentCount', title: 'marketing.res.field.attachments', format: 'number' },
  { key: 'replyCount', title: 'marketing.res.field.replies', format: 'number' },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date' },
  { key: 'source', title: 'marketing.res.field.source', hidden: true },
];

const createFields: ResourceField[] = [
  { key: 'authorKind', arg: 'author-kind', label: 'marketing.res.field.authorKind', kind: 'enum', options: authorKind, required: true },
  { key: 'memberId', arg: 'member', label: 'marketing.res.field.member', kind: 'number', help: 'marketing.res.field.memberHelp' },
  { key: 'nurseId', arg: 'nurse', label: 'marketing.res.field.nurse', kind: 'number', help: 'marketing.res.field.nurseHelp' },
  { key: 'category', label: 'marketing.res.field.category', kind: 'enum', options: category, required: true },
  { key: 'content', label: 'marketing.res.field.content', kind: 'textarea', required: true },
  { key: 'orderId', arg: 'order', label: 'marketing.res.field.orderId', kind: 'number' },
];

const updateFields: ResourceField[] = [
  { key: 'category', label: 'marketing.res.field.category', kind: 'enum', options: category },
  { key: 'orderId', arg: 'order', label: 'marketing.res.field.orderId', kind: 'number' },
];

/** Feedback (`/operation-tools/feedback`): from members and nurses, replied to and closed; `careops feedback …`. */
export const feedbackResource: ResourceOf<'getFeedbackList', 'getFeedback'> = {
  id: 'feedback',
  cli: 'feedback',
  title: 'marketing.res.feedback.title',
  recordTitle: 'marketing.res.feedback.record',
  group: 'marketing',
  permission: 'feedback',
  route: routes.feedbackList.path({}),
  nameKey: 'id',
  list: {
    endpoint: 'getFeedbackList',
    filters: [
      { key: 'status', label: 'marketing.res.field.status', kind: 'enum', options: status },
      { key: 'category', label: 'marketing.res.field.category', kind: 'enum', options: category },
      { key: 'authorKind', arg: 'author-kind', label: 'marketing.res.field.authorKind', kind: 'enum', options: authorKind },
      { key: 'content', label: 'marketing.res.field.content', kind: 'text' },
      { key: 'orderId', arg: 'order-id', label: 'marketing.res.field.orderId', kind: 'number' },
      { key: 'created', label: 'resources.field.createdAt', kind: 'date-range', range: { from: 'from', to: 'to' } },
    ],
    columns,
    sort: { keys: ['id', 'createdAt', 'updatedAt'], default: { key: 'createdAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getFeedback',
    idKey: 'feedbackId',
    fields: [
      ...columns.filter((c) => c.key !== 'excerpt').map((c) => ({ ...c, hidden: false })),
      { key: 'content', title: 'marketing.res.field.content' },
      { key: 'replies', title: 'marketing.res.field.replyTexts', format: 'names', itemLabel: 'text' },
      { key: 'repliedAt', title: 'marketing.res.field.repliedAt', format: 'date' },
      { key: 'closedAt', title: 'marketing.res.field.closedAt', format: 'date' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  create: { endpoint: 'addFeedback', fields: createFields, cli: 'create', title: 'marketing.res.feedback.create' },
  update: { endpoint: 'editFeedback', idKey: 'feedbackId', versionKey: 'version', fields: updateFields, cli: 'update' },
  actions: [
    {
      id: 'reply', cli: 'reply', title: 'marketing.res.feedback.reply', endpoint: 'replyFeedback', idKey: 'feedbackId', versionKey: 'version',
      fields: [{ key: 'text', label: 'marketing.res.field.replyText', kind: 'textarea', required: true }],
      done: 'marketing.res.feedback.reply.done', appliesWhen: { key: 'status', values: ['open', 'replied'] }, appliesStrictly: true, notApplicable: 'marketing.res.feedback.reply.closed', shortcut: 'r',
    },
    {
      id: 'close', cli: 'close', title: 'marketing.res.feedback.close', endpoint: 'closeFeedback', idKey: 'feedbackId', versionKey: 'version',
      confirm: 'marketing.res.feedback.close.confirm', done: 'marketing.res.feedback.close.done', bulk: true,
      appliesWhen: { key: 'status', values: ['open', 'replied'] }, notApplicable: 'marketing.res.feedback.close.already',
    },
  ],
  path: (record) => (typeof record.id === 'number' ? routes.feedbackDetail.path({ id: record.id }) : undefined),
};
