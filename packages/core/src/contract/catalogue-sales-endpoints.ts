import { catalogueSalesRoutes as r } from './catalogue-sales-routes';
import type { EndpointDef } from './endpoint-def';
import { def } from './endpoint-def';
import * as agreements from './schemas/catalogue-agreement';
import * as questionnaires from './schemas/catalogue-questionnaire';
import * as releases from './schemas/catalogue-release';
import * as surveys from './schemas/catalogue-survey';

/** Releases, agreements, questionnaires and surveys with their schemas; names equal catalogueSalesRoutes. */
export const catalogueSalesEndpoints = {
  getProductReleaseList: def({ ...r.getProductReleaseList, request: releases.releaseListRequest, response: releases.releaseListResult, mutates: false }),
  getProductRelease: def({ ...r.getProductRelease, request: releases.getReleaseRequest, response: releases.releaseDetailSchema, mutates: false }),
  addProductRelease: def({ ...r.addProductRelease, request: releases.addReleaseRequest, response: releases.releaseDetailSchema, mutates: true }),
  editProductRelease: def({ ...r.editProductRelease, request: releases.editReleaseRequest, response: releases.releaseDetailSchema, mutates: true }),
  getReleaseItemOptions: def({ ...r.getReleaseItemOptions, request: releases.releaseItemOptionsRequest, response: releases.releaseItemOptionsResult, mutates: false }),
  getAgreementList: def({ ...r.getAgreementList, request: agreements.agreementListRequest, response: agreements.agreementListResult, mutates: false }),
  getAgreement: def({ ...r.getAgreement, request: agreements.getAgreementRequest, response: agreements.agreementDetailSchema, mutates: false }),
  addAgreement: def({ ...r.addAgreement, request: agreements.addAgreementRequest, response: agreements.agreementDetailSchema, mutates: true }),
  editAgreement: def({ ...r.editAgreement, request: agreements.editAgreementRequest, response: agreements.agreementDetailSchema, mutates: true }),
  publishAgreement: def({ ...r.publishAgreement, request: agreements.publishAgreementRequest, response: agreements.publishAgreementResult, mutates: true }),
  attachAgreementServices: def({ ...r.attachAgreementServices, request: agreements.attachAgreementServicesRequest, response: agreements.attachServicesResult, mutates: true }),
  getQuestionnaireList: def({ ...r.getQuestionnaireList, request: questionnaires.questionnaireListRequest, response: questionnaires.questionnaireListResult, mutates: false }),
  getQuestionnaire: def({ ...r.getQuestionnaire, request: questionnaires.getQuestionnaireRequest, response: questionnaires.questionnaireDetailSchema, mutates: false }),
  addQuestionnaire: def({ ...r.addQuestionnaire, request: questionnaires.addQuestionnaireRequest, response: questionnaires.questionnaireDetailSchema, mutates: true }),
  editQuestionnaire: def({ ...r.editQuestionnaire, request: questionnaires.editQuestionnaireRequest, response: questionnaires.questionnaireDetailSchema, mutates: true }),
  attachQuestionnaireServices: def({ ...r.attachQuestionnaireServices, request: questionnaires.attachQuestionnaireServicesRequest, response: agreements.attachServicesResult, mutates: true }),
  getSurveyList: def({ ...r.getSurveyList, request: surveys.surveyListRequest, response: surveys.surveyListResult, mutates: false }),
  getSurvey: def({ ...r.getSurvey, request: surveys.getSurveyRequest, response: surveys.surveyDetailSchema, mutates: false }),
  alterSurveyStatus: def({ ...r.alterSurveyStatus, request: surveys.alterSurveyStatusRequest, response: surveys.surveyDetailSchema, mutates: true }),
} satisfies Record<keyof typeof r, EndpointDef>;
