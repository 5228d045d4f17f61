import type { EndpointRoute } from './endpoint-routes';

const post = (name: string, permission: string) => ({ path: `/api/admin/${name}`, method: 'POST', permission }) as const;

/** Releases, agreements, questionnaires and surveys: path, method and the node a caller needs. */
export const catalogueSalesRoutes = {
  // Product releases (/product/product-release, /edit-product, /update-product/{id})
  getProductReleaseList: post('getProductReleaseList', 'productRelease'),
  getProductRelease: post('getProductRelease', 'productRelease'),
  addProductRelease: post('addProductRelease', 'productRelease.edit'),
  editProductRelease: post('editProductRelease', 'productRelease.edit'),
  // What may be released: on-shelf services and packages (the release form's choices)
  getReleaseItemOptions: post('getReleaseItemOptions', 'productRelease'),
  // Agreements (/product/inform-list, /inform-create, /inform-update/{id})
  getAgreementList: post('getAgreementList', 'informList'),
  getAgreement: post('getAgreement', 'informList'),
  addAgreement: post('addAgreement', 'informList.edit'),
  editAgreement: post('editAgreement', 'informList.edit'),
  publishAgreement: post('publishAgreement', 'informList.publish'),
  attachAgreementServices: post('attachAgreementServices', 'informList.edit'),
  // Questionnaires (/product/questionnaire, /questionnaire-create, /questionnaire-edit/{id}, /questionnaire-detail/{id})
  getQuestionnaireList: post('getQuestionnaireList', 'questionnaire'),
  getQuestionnaire: post('getQuestionnaire', 'questionnaire'),
  addQuestionnaire: post('addQuestionnaire', 'questionnaire.edit'),
  editQuestionnaire: post('editQuestionnaire', 'questionnaire.edit'),
  attachQuestionnaireServices: post('attachQuestionnaireServices', 'questionnaire.edit'),
  // Follow-up surveys (read on the questionnaire pages)
  getSurveyList: post('getSurveyList', 'questionnaire'),
  getSurvey: post('getSurvey', 'questionnaire'),
  alterSurveyStatus: post('alterSurveyStatus', 'questionnaire.edit'),
} as const satisfies Record<string, EndpointRoute>;
