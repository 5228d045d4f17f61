import type { ConsoleArea } from '../../platform/contributions/console-area';
import { page } from '../../platform/shell/lazy-page';
import { forgetReviewQueueCounts, peopleQueues } from './people-queues';
import { REVIEW_KEY_CONTEXT } from './review/review-keys';

/** The people area: members, nurses and their applications, patients, customers, assistive cards. */
export const peopleArea: ConsoleArea = {
  id: 'people',
  pages: {
    memberManagement: page(() => import('./members-page').then((m) => m.MembersPage)),
    memberDetail: page(() => import('./member-detail-page').then((m) => m.MemberDetailPage)),
    serviceNurse: page(() => import('./nurses-page').then((m) => m.NursesPage)),
    serviceNurseDet: page(() => import('./nurse-detail-page').then((m) => m.NurseDetailPage)),
    nurseExamine: page(() => import('./applications-page').then((m) => m.ApplicationsPage)),
    nurseExamineDet: page(() => import('./application-detail-page').then((m) => m.ApplicationDetailPage)),
    coverService: page(() => import('./patients-page').then((m) => m.PatientsPage)),
    coverServiceDetail: page(() => import('./patient-detail-page').then((m) => m.PatientDetailPage)),
    connection: page(() => import('./customers-page').then((m) => m.CustomersPage)),
    assistiveCard: page(() => import('./assistive-cards-page').then((m) => m.AssistiveCardsPage)),
  },
  queues: peopleQueues,
  keys: [REVIEW_KEY_CONTEXT],
  onSignOut: forgetReviewQueueCounts,
};
