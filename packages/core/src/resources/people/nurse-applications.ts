import type { ColumnsOf, ResourceOf } from '../types';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import { applicationStatusEnum, nurseTitleEnum } from './enumerations';
import { studioOptions } from './options';
import { reviewActions } from './review-actions';
import { routes } from '../../permissions/route-table';

const columns: ColumnsOf<'getNurseExamineList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'nurse.name', title: 'people.res.applications.nurse' },
  { key: 'nurse.phone', title: 'people.res.field.phone', format: 'masked' },
  { key: 'nurse.title', title: 'people.res.field.title', format: 'enum', enumeration: nurseTitleEnum },
  { key: 'studio.name', title: 'people.res.field.studio' },
  { key: 'status', title: 'people.res.field.status', format: 'enum', enumeration: applicationStatusEnum },
  { key: 'attempt', title: 'people.res.field.attempt', format: 'number' },
  { key: 'submittedAt', title: 'people.res.field.submittedAt', format: 'date' },
  { key: 'decidedAt', title: 'people.res.field.decidedAt', format: 'date', hidden: true },
  { key: 'decidedBy.name', title: 'people.res.field.decidedBy', hidden: true },
  { key: 'reason', title: 'people.res.review.reason', hidden: true },
  { key: 'documentCount', title: 'people.res.field.documentCount', format: 'number', hidden: true },
];

/**
 * Qualification applications (`/nurse-examine`, `/nurse-examine-det/:id`; `careops reviews
 * nurses …`): approval activates the nurse; a rejected applicant can resubmit.
 */
export const nurseApplicationsResource: ResourceOf<'getNurseExamineList', 'getNurseExamine'> = {
  id: 'nurseApplications',
  cli: 'reviews nurses',
  title: 'people.res.applications.title',
  recordTitle: 'people.res.applications.record',
  group: 'people',
  permission: 'nurseExamine',
  route: '/nurse-examine',
  nameKey: 'id',
  list: {
    endpoint: 'getNurseExamineList',
    filters: [
      { key: 'status', label: 'people.res.field.status', kind: 'enum', options: { kind: 'enumeration', enumeration: applicationStatusEnum } },
      { key: 'name', label: 'people.res.applications.nurse', kind: 'text' },
      { key: 'phone', label: 'people.res.field.phone', kind: 'text' },
      { key: 'studioId', arg: 'studio', label: 'people.res.field.studio', kind: 'enum', options: studioOptions },
      { key: 'title', label: 'people.res.field.title', kind: 'enum', options: { kind: 'enumeration', enumeration: nurseTitleEnum } },
      { key: 'submitted', label: 'people.res.field.submittedAt', kind: 'date-range', range: { from: 'submittedFrom', to: 'submittedTo' } },
    ],
    columns,
    sort: { keys: ['id', 'submittedAt'], default: { key: 'submittedAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getNurseExamine',
    idKey: 'applicationId',
    fields: [
      ...columns.map((c) => ({ ...c, hidden: false })),
      { key: 'profile.idNumber', title: 'people.res.field.idNumber', format: 'masked' },
      { key: 'profile.yearsOfPractice', title: 'people.res.field.yearsOfPractice', format: 'number' },
      { key: 'profile.certificateNo', title: 'people.res.field.certificateNo' },
      { key: 'profile.certificateExpiresAt', title: 'people.res.field.certificateExpiresAt', format: 'date' },
      { key: 'profile.skills', title: 'people.res.field.skills', format: 'names' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  actions: reviewActions('auditNurseExamine', 'batchAuditNurseExamine', 'applicationId', {
    approve: { title: 'people.res.applications.approve', confirm: 'people.res.applications.approve.confirm', done: 'people.res.review.approved' },
    reject: { title: 'people.res.applications.reject', confirm: 'people.res.applications.reject.confirm', done: 'people.res.review.rejected' },
    notApplicable: 'people.res.review.notUnderReview',
  }),
  path: (record) => (typeof record.id === 'number' ? routes.nurseApplicationDetail.path({ id: record.id }) : undefined),
};
