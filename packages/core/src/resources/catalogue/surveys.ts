import { surveyStatusEnum } from '../../enums/lifecycle-statuses';
import { routes } from '../../permissions/route-table';
import { studioOptions } from '../people/options';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceOf } from '../types';
import { questionnaireOptions } from './releases-enumerations';

const columns: ColumnsOf<'getSurveyList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'order.orderNo', title: 'catalogue.res.surveys.order' },
  { key: 'questionnaire.name', title: 'catalogue.res.surveys.questionnaire' },
  { key: 'member.name', title: 'catalogue.res.surveys.member' },
  { key: 'studio.name', title: 'catalogue.res.surveys.studio' },
  { key: 'status', title: 'catalogue.res.surveys.status', format: 'enum', enumeration: surveyStatusEnum },
  { key: 'dueAt', title: 'catalogue.res.surveys.dueAt', format: 'date' },
  { key: 'answeredAt', title: 'catalogue.res.surveys.answeredAt', format: 'date' },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date', hidden: true },
];

/** Follow-up surveys: created when an order of a service with a questionnaire finishes (read-only). */
export const surveysResource: ResourceOf<'getSurveyList', 'getSurvey'> = {
  id: 'surveys',
  cli: 'surveys',
  title: 'catalogue.res.surveys.title',
  recordTitle: 'catalogue.res.surveys.record',
  group: 'catalogue',
  permission: 'questionnaire',
  nameKey: 'id',
  list: {
    endpoint: 'getSurveyList',
    filters: [
      { key: 'status', label: 'catalogue.res.surveys.status', kind: 'enum', options: { kind: 'enumeration', enumeration: surveyStatusEnum } },
      { key: 'questionnaireId', arg: 'questionnaire', label: 'catalogue.res.surveys.questionnaire', kind: 'enum', options: questionnaireOptions },
      { key: 'studioId', arg: 'studio', label: 'catalogue.res.surveys.studio', kind: 'enum', options: studioOptions },
      { key: 'orderId', arg: 'order-id', label: 'catalogue.res.surveys.orderId', kind: 'number' },
    ],
    columns,
    sort: { keys: ['id', 'createdAt', 'dueAt'], default: { key: 'createdAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getSurvey',
    idKey: 'surveyId',
    fields: [...columns.map((c) => ({ ...c, hidden: false })), { key: 'answers', title: 'catalogue.res.surveys.answers', format: 'json' }, { key: 'version', title: 'resources.field.version', format: 'number' }],
  },
  actions: [
    {
      id: 'cancel',
      cli: 'cancel',
      title: 'catalogue.res.surveys.cancel',
      endpoint: 'alterSurveyStatus',
      idKey: 'surveyId',
      body: { event: 'cancel' },
      versionKey: 'version',
      confirm: 'catalogue.res.surveys.cancel.confirm',
      done: 'catalogue.res.surveys.cancel.done',
      bulk: true,
      appliesWhen: { key: 'status', values: [2] },
      appliesStrictly: true,
      notApplicable: 'catalogue.res.surveys.cancel.notUnderway',
      danger: true,
    },
    {
      id: 'delete',
      cli: 'delete',
      title: 'catalogue.res.surveys.delete',
      endpoint: 'alterSurveyStatus',
      idKey: 'surveyId',
      body: { event: 'delete' },
      versionKey: 'version',
      confirm: 'catalogue.res.surveys.delete.confirm',
      done: 'catalogue.res.surveys.delete.done',
      bulk: true,
      appliesWhen: { key: 'status', values: [0, 1, 2, 3] },
      notApplicable: 'catalogue.res.surveys.delete.already',
      danger: true,
    },
  ],
  path: (record) => {
    const order = record.order as { id?: unknown } | undefined;
    return typeof order?.id === 'number' ? routes.orderDetail.path({ id: order.id }) : undefined;
  },
};
