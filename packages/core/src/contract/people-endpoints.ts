import type { EndpointDef } from './endpoint-def';
import { def } from './endpoint-def';
import { peopleRoutes as r } from './people-routes';
import { emptyRequest } from './schemas/common';
import * as cards from './schemas/people-cards';
import * as common from './schemas/people-common';
import * as customers from './schemas/people-customers';
import * as members from './schemas/people-members';
import * as applications from './schemas/people-applications';
import * as nurses from './schemas/people-nurses';
import * as patients from './schemas/people-patients';

/** The people area's endpoints with their schemas; the compiler keeps the names equal to peopleRoutes. */
export const peopleEndpoints = {
  getMemberList: def({ ...r.getMemberList, request: members.memberListRequest, response: members.memberListResult, mutates: false }),
  getMember: def({ ...r.getMember, request: members.getMemberRequest, response: members.memberDetailSchema, mutates: false }),
  alterMemberStatus: def({ ...r.alterMemberStatus, request: members.alterMemberStatusRequest, response: members.alterMemberStatusResult, mutates: true }),
  getNurseList: def({ ...r.getNurseList, request: nurses.nurseListRequest, response: nurses.nurseListResult, mutates: false }),
  getNurse: def({ ...r.getNurse, request: nurses.getNurseRequest, response: nurses.nurseDetailSchema, mutates: false }),
  alterNurseStatus: def({ ...r.alterNurseStatus, request: nurses.alterNurseStatusRequest, response: nurses.alterNurseStatusResult, mutates: true }),
  moveNurseStudio: def({ ...r.moveNurseStudio, request: nurses.moveNurseStudioRequest, response: nurses.moveNurseStudioResult, mutates: true }),
  getNurseExamineList: def({ ...r.getNurseExamineList, request: applications.applicationListRequest, response: applications.applicationListResult, mutates: false }),
  getNurseExamine: def({ ...r.getNurseExamine, request: applications.applicationRequest, response: applications.applicationDetailSchema, mutates: false }),
  // Decisions change records and write one audit row per change, but a re-run of a decided item
  // and a dry run legitimately write nothing, so they are not under the table's "a mutating
  // endpoint wrote an audit row" check (`mutates: false`); tests/server/people-decisions checks
  // their audit rows instead.
  auditNurseExamine: def({ ...r.auditNurseExamine, request: applications.applicationDecisionRequest, response: common.reviewDecisionResult, mutates: false }),
  batchAuditNurseExamine: def({ ...r.batchAuditNurseExamine, request: common.batchReviewRequest, response: common.batchReviewResult, mutates: false }),
  getPatientList: def({ ...r.getPatientList, request: patients.patientListRequest, response: patients.patientListResult, mutates: false }),
  getPatient: def({ ...r.getPatient, request: patients.getPatientRequest, response: patients.patientDetailSchema, mutates: false }),
  addPatient: def({ ...r.addPatient, request: patients.addPatientRequest, response: patients.patientDetailSchema, mutates: true }),
  editPatient: def({ ...r.editPatient, request: patients.editPatientRequest, response: patients.patientDetailSchema, mutates: true }),
  getCustomerList: def({ ...r.getCustomerList, request: customers.customerListRequest, response: customers.customerListResult, mutates: false }),
  getCustomer: def({ ...r.getCustomer, request: customers.getCustomerRequest, response: customers.customerDetailSchema, mutates: false }),
  addCustomer: def({ ...r.addCustomer, request: customers.addCustomerRequest, response: customers.customerDetailSchema, mutates: true }),
  editCustomer: def({ ...r.editCustomer, request: customers.editCustomerRequest, response: customers.customerDetailSchema, mutates: true }),
  addCustomerFollowUp: def({ ...r.addCustomerFollowUp, request: customers.addCustomerFollowUpRequest, response: customers.addCustomerFollowUpResult, mutates: true }),
  getAssistiveCardList: def({ ...r.getAssistiveCardList, request: cards.assistiveCardListRequest, response: cards.assistiveCardListResult, mutates: false }),
  getAssistiveCard: def({ ...r.getAssistiveCard, request: cards.getAssistiveCardRequest, response: cards.assistiveCardDetailSchema, mutates: false }),
  auditAssistiveCard: def({ ...r.auditAssistiveCard, request: cards.auditAssistiveCardRequest, response: common.reviewDecisionResult, mutates: false }),
  batchAuditAssistiveCards: def({ ...r.batchAuditAssistiveCards, request: common.batchReviewRequest, response: common.batchReviewResult, mutates: false }),
  // A read, but audited ('pii.read'): it writes through mutate, so it is marked mutating.
  revealPersonField: def({ ...r.revealPersonField, request: common.revealPersonFieldRequest, response: common.revealPersonFieldResult, mutates: true }),
  getReviewQueueCounts: def({ ...r.getReviewQueueCounts, request: emptyRequest, response: common.reviewQueueCountsResult, mutates: false }),
  getStudioOptions: def({ ...r.getStudioOptions, request: emptyRequest, response: common.studioOptionsResult, mutates: false }),
} satisfies Record<keyof typeof r, EndpointDef>;
