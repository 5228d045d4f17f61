import { routes } from '../../permissions/route-table';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceField, ResourceOf } from '../types';
import { followUpHoursEnum, followUpTypeEnum, inUseStatusEnum, releaseServiceOptions } from './releases-enumerations';

const status = { kind: 'enumeration', enumeration: inUseStatusEnum } as const;
const type = { kind: 'enumeration', enumeration: followUpTypeEnum } as const;

const columns: ColumnsOf<'getQuestionnaireList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'name', title: 'resources.field.name' },
  { key: 'type', title: 'catalogue.res.questionnaires.type', format: 'enum', enumeration: followUpTypeEnum },
  { key: 'questionCount', title: 'catalogue.res.questionnaires.questions', format: 'number' },
  { key: 'serviceCount', title: 'catalogue.res.questionnaires.services', format: 'number' },
  { key: 'surveyCount', title: 'catalogue.res.questionnaires.surveys', format: 'number' },
  { key: 'responseRate', title: 'catalogue.res.questionnaires.responseRate', format: 'percent' },
  { key: 'status', title: 'catalogue.res.questionnaires.status', format: 'enum', enumeration: inUseStatusEnum },
  { key: 'updatedAt', title: 'resources.field.updatedAt', format: 'date', hidden: true },
];

const fields: ResourceField[] = [
  { key: 'name', label: 'resources.field.name', kind: 'text', required: true },
  { key: 'type', label: 'catalogue.res.questionnaires.type', kind: 'enum', options: type, required: true },
  { key: 'description', label: 'catalogue.res.questionnaires.description', kind: 'textarea' },
  { key: 'questions', label: 'catalogue.res.questionnaires.questions', kind: 'textarea', required: true, recordKey: 'questionLines', help: 'catalogue.res.questionnaires.questionsHelp' },
];

const updateFields: ResourceField[] = [...fields.map((f) => ({ ...f, required: false })), { key: 'status', label: 'catalogue.res.questionnaires.status', kind: 'enum', options: status }];

/**
 * Questionnaires (`/product/questionnaire`): follow-up questions (single or multiple choice,
 * text, scale) a service's survey asks after the order finishes; the detail page shows the
 * answers and the response rate.
 */
export const questionnairesResource: ResourceOf<'getQuestionnaireList', 'getQuestionnaire'> = {
  id: 'questionnaires',
  cli: 'questionnaires',
  title: 'catalogue.res.questionnaires.title',
  recordTitle: 'catalogue.res.questionnaires.record',
  group: 'catalogue',
  permission: 'questionnaire',
  route: routes.questionnaireList.pattern,
  nameKey: 'name',
  lookupFilter: 'name',
  list: {
    endpoint: 'getQuestionnaireList',
    filters: [
      { key: 'name', label: 'resources.field.name', kind: 'text' },
      { key: 'type', label: 'catalogue.res.questionnaires.type', kind: 'enum', options: type },
      { key: 'status', label: 'catalogue.res.questionnaires.status', kind: 'enum', options: status },
    ],
    columns,
    sort: { keys: ['id', 'createdAt', 'updatedAt', 'name'], default: { key: 'createdAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getQuestionnaire',
    idKey: 'questionnaireId',
    fields: [
      ...columns.map((c) => ({ ...c, hidden: false })),
      { key: 'description', title: 'catalogue.res.questionnaires.description' },
      { key: 'services', title: 'catalogue.res.questionnaires.serviceNames', format: 'names' },
      { key: 'questionLines', title: 'catalogue.res.questionnaires.questionLines' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  create: { endpoint: 'addQuestionnaire', fields, cli: 'create' },
  update: { endpoint: 'editQuestionnaire', idKey: 'questionnaireId', versionKey: 'version', fields: updateFields, cli: 'update' },
  actions: [
    {
      id: 'attach',
      cli: 'attach',
      title: 'catalogue.res.questionnaires.attach',
      endpoint: 'attachQuestionnaireServices',
      idKey: 'questionnaireId',
      fields: [
        { key: 'serviceIds', arg: 'services', label: 'catalogue.res.questionnaires.attachServices', kind: 'enum', multiple: true, options: releaseServiceOptions, required: true },
        { key: 'followUpHours', arg: 'hours', label: 'catalogue.res.questionnaires.hours', kind: 'enum', options: { kind: 'enumeration', enumeration: followUpHoursEnum } },
      ],
      done: 'catalogue.res.questionnaires.attach.done',
    },
  ],
  path: (record) => (typeof record.id === 'number' ? routes.questionnaireDetail.path({ id: record.id }) : undefined),
};
