import { sqlOn } from '../support/database';
import { ordersKit } from '../orders-fixtures';
import type { MatrixArea } from './matrix-area';

const DAY = 86_400_000;

/**
 * Releases, agreements, questionnaires and surveys in the permission matrix. Releases live in
 * the studio manager's station (the role may act on them there); each mutation gets a fresh
 * record or a fresh window, so several roles in a row may succeed.
 */
export const catalogueSalesMatrix: MatrixArea = {
  fingerprint: [
    '(select count(*) from product_releases)',
    '(select coalesce(sum(version), 0) from product_releases)',
    '(select count(*) from agreements)',
    '(select coalesce(sum(version), 0) from agreements)',
    '(select count(*) from agreement_versions)',
    '(select count(*) from questionnaires)',
    '(select coalesce(sum(version), 0) from questionnaires)',
    '(select count(*) from follow_up_questions)',
    '(select coalesce(sum(version), 0) from services)',
    '(select coalesce(sum(version), 0) from surveys)',
  ],
  bodies: async ({ server, api }) => {
    const kit = ordersKit(() => server, api);
    const station = await kit.studioStation();
    const [service] = await sqlOn(server, 'select id from services where on_shelf = 1 order by id limit 1');
    const serviceId = Number(service?.id);
    // Attaching goes to a service the other areas' bodies never order (they order 'nurse' services).
    const [attachable] = await sqlOn(server, "select id from services where on_shelf = 1 and required_title <> 'nurse' order by id desc limit 1");
    const attachId = Number(attachable?.id);
    let n = 0;
    const window = () => {
      n += 1;
      const start = Date.now() + (3000 + n * 10) * DAY;
      return { startsAt: start, endsAt: start + 5 * DAY };
    };
    const release = () => api.ok('admin', 'addProductRelease', { studioId: station, serviceId, price: '10', ...window() });
    const agreement = () => api.ok('admin', 'addAgreement', { name: `Matrix agreement ${Date.now()}-${++n}`, draft: 'Matrix text', publish: true });
    const questionnaire = () => api.ok('admin', 'addQuestionnaire', { name: `Matrix questionnaire ${Date.now()}-${++n}`, type: 'health', questions: 'text: How are you?' });
    const existingRelease = await release();
    const existingAgreement = await agreement();
    const existingQuestionnaire = await questionnaire();
    const [survey] = await sqlOn(server, 'select id from surveys where studio_id = ? order by id limit 1', [station]);
    return {
      getProductReleaseList: async () => ({ studioId: station, limit: 5 }),
      getProductRelease: async () => ({ releaseId: existingRelease.id }),
      getReleaseItemOptions: async () => ({ kind: 'service' }),
      addProductRelease: async () => ({ studioId: station, serviceId, price: '12.50', ...window() }),
      editProductRelease: async () => ({ releaseId: (await release()).id, version: 1, price: '11' }),
      getAgreementList: async () => ({ limit: 5 }),
      getAgreement: async () => ({ agreementId: existingAgreement.id }),
      addAgreement: async () => ({ name: `Matrix new ${Date.now()}-${++n}`, draft: 'Text' }),
      editAgreement: async () => ({ agreementId: (await agreement()).id, version: 1, draft: `Changed ${++n}` }),
      publishAgreement: async () => {
        const fresh = await agreement();
        await api.ok('admin', 'editAgreement', { agreementId: fresh.id, version: 1, draft: 'Matrix text, second version' });
        return { agreementId: fresh.id, version: 2 };
      },
      attachAgreementServices: async () => ({ agreementId: (await agreement()).id, serviceIds: [attachId] }),
      getQuestionnaireList: async () => ({ limit: 5 }),
      getQuestionnaire: async () => ({ questionnaireId: existingQuestionnaire.id }),
      addQuestionnaire: async () => ({ name: `Matrix new ${Date.now()}-${++n}`, type: 'satisfaction', questions: 'scale 5: Rate us' }),
      editQuestionnaire: async () => ({ questionnaireId: (await questionnaire()).id, version: 1, description: `Changed ${++n}` }),
      attachQuestionnaireServices: async () => ({ questionnaireId: (await questionnaire()).id, serviceIds: [attachId], followUpHours: 24 }),
      getSurveyList: async () => ({ limit: 5 }),
      getSurvey: async () => ({ surveyId: Number(survey?.id) }),
      alterSurveyStatus: async () => {
        // A fresh underway survey each time: an order of the studio walked to finished.
        const order = await kit.orderIn(5, { studioId: station });
        const [fresh] = await sqlOn(server, 'select id, version from surveys where order_id = ?', [order.id]);
        return { surveyId: Number(fresh?.id), version: Number(fresh?.version), event: 'cancel' };
      },
    };
  },
};
