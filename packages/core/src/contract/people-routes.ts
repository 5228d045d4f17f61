import { SIGNED_IN } from '../permissions/permission-catalogue';
import type { EndpointRoute } from './endpoint-routes';

const post = (name: string, permission: string) => ({ path: `/api/admin/${name}`, method: 'POST', permission }) as const;

/** The people area's endpoints: path, method and the permission node a caller needs. */
export const peopleRoutes = {
  // Members (/member-management, /member-detail/{id})
  getMemberList: post('getMemberList', 'memberManagement'),
  getMember: post('getMember', 'memberDetail'),
  alterMemberStatus: post('alterMemberStatus', 'memberManagement.status'),
  // Nurses (/service-nurse, /service-nurse-det/{id})
  getNurseList: post('getNurseList', 'serviceNurse'),
  getNurse: post('getNurse', 'serviceNurseDet'),
  alterNurseStatus: post('alterNurseStatus', 'serviceNurse.status'),
  moveNurseStudio: post('moveNurseStudio', 'serviceNurse.move'),
  // Qualification review (/nurse-examine, /nurse-examine-det/{id})
  getNurseExamineList: post('getNurseExamineList', 'nurseExamine'),
  getNurseExamine: post('getNurseExamine', 'nurseExamineDet'),
  auditNurseExamine: post('auditNurseExamine', 'nurseExamine.review'),
  batchAuditNurseExamine: post('batchAuditNurseExamine', 'nurseExamine.review'),
  // Patients (/cover-service, /cover-service-detail/{id})
  getPatientList: post('getPatientList', 'coverService'),
  getPatient: post('getPatient', 'coverServiceDetail'),
  addPatient: post('addPatient', 'coverService'),
  editPatient: post('editPatient', 'coverService'),
  // Customers (/connection)
  getCustomerList: post('getCustomerList', 'connection'),
  getCustomer: post('getCustomer', 'connection'),
  addCustomer: post('addCustomer', 'connection.edit'),
  editCustomer: post('editCustomer', 'connection.edit'),
  addCustomerFollowUp: post('addCustomerFollowUp', 'connection.edit'),
  // Disability-assistance cards (/assistive-card)
  getAssistiveCardList: post('getAssistiveCardList', 'assistiveCard'),
  getAssistiveCard: post('getAssistiveCard', 'assistiveCard'),
  auditAssistiveCard: post('auditAssistiveCard', 'assistiveCard.review'),
  batchAuditAssistiveCards: post('batchAuditAssistiveCards', 'assistiveCard.review'),
  // Full values (audited) and the Home counts
  revealPersonField: post('revealPersonField', 'pii.viewFull'),
  getReviewQueueCounts: post('getReviewQueueCounts', SIGNED_IN),
  // Studio choices for the people pages' filters and pickers: the caller's stations (all when unbound)
  getStudioOptions: post('getStudioOptions', SIGNED_IN),
} as const satisfies Record<string, EndpointRoute>;
