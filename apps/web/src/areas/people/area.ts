import type { LazyExoticComponent } from 'react';
import { page, type PageComponent } from '../../platform/shell/lazy-page';

/** The people area's pages by route name (see shell/implemented-pages.ts). */
export const peoplePages: Readonly<Record<string, LazyExoticComponent<PageComponent>>> = {
  memberManagement: page(() => import('./members-page').then((m) => m.MembersPage)),
  memberDetail: page(() => import('./member-detail-page').then((m) => m.MemberDetailPage)),
  serviceNurse: page(() => import('./nurses-page').then((m) => m.NursesPage)),
  serviceNurseDet: page(() => import('./nurse-detail-page').then((m) => m.NurseDetailPage)),
  nurseExamine: page(() => import('./nurse-examine-page').then((m) => m.NurseExaminePage)),
  nurseExamineDet: page(() => import('./nurse-examine-detail-page').then((m) => m.NurseExamineDetailPage)),
  coverService: page(() => import('./patients-page').then((m) => m.PatientsPage)),
  coverServiceDetail: page(() => import('./patient-detail-page').then((m) => m.PatientDetailPage)),
  connection: page(() => import('./customers-page').then((m) => m.CustomersPage)),
  assistiveCard: page(() => import('./assistive-cards-page').then((m) => m.AssistiveCardsPage)),
};
