import type { HandlerMap } from '../http/handler-types';
import type { Services } from '../services';
import { getAssistiveCard, getAssistiveCardList } from './assistive-cards';
import { batchAuditAssistiveCards, batchAuditNurseExamine } from './batch-review';
import { addCustomer, addCustomerFollowUp, editCustomer } from './customer-write';
import { getCustomer, getCustomerList } from './customers';
import { getMember, getMemberList } from './member-detail';
import { alterMemberStatus } from './member-status';
import { getNurseExamine, getNurseExamineList } from './applications';
import { getNurse, getNurseList } from './nurse-read';
import { alterNurseStatus, moveNurseStudio } from './nurse-status';
import { addPatient, editPatient } from './patient-write';
import { getPatient, getPatientList } from './patients';
import { scheduleCardExpiry } from './people-jobs';
import { revealPersonField } from './reveal-person-field';
import { getReviewQueueCounts } from './review-queue-counts';
import { auditAssistiveCard, auditNurseExamine } from './review-single';
import { getStudioOptions } from './studio-options';

export { installDemoDocuments } from './demo-documents';

/** The handlers of the people area, by endpoint name (docs/people.md). */
export function createPeopleHandlers(): HandlerMap {
  return {
    getMemberList, getMember, alterMemberStatus,
    getNurseList, getNurse, alterNurseStatus, moveNurseStudio,
    getNurseExamineList, getNurseExamine, auditNurseExamine, batchAuditNurseExamine,
    getPatientList, getPatient, addPatient, editPatient,
    getCustomerList, getCustomer, addCustomer, editCustomer, addCustomerFollowUp,
    getAssistiveCardList, getAssistiveCard, auditAssistiveCard, batchAuditAssistiveCards,
    revealPersonField, getReviewQueueCounts, getStudioOptions,
  };
}

/** Starts the people area's background jobs (card expiry); answers a function that stops them. */
export function schedulePeopleJobs(services: Services): () => void {
  return scheduleCardExpiry(services);
}
