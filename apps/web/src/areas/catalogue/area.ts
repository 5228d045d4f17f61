import type { ConsoleArea } from '../../platform/contributions/console-area';
import { page } from '../../platform/shell/lazy-page';

/** The catalogue: services, packages, categories and what is sold with them. */
export const catalogueArea: ConsoleArea = {
  id: 'catalogue',
  pages: {
    service: page(() => import('./services-page').then((m) => m.ServicesPage)),
    editService: page(() => import('./service-form-page').then((m) => m.ServiceFormPage)),
    updateService: page(() => import('./service-detail-page').then((m) => m.ServiceDetailPage)),
    package: page(() => import('./packages-page').then((m) => m.PackagesPage)),
    editPackage: page(() => import('./packages/package-form-page').then((m) => m.PackageFormPage)),
    updatePackage: page(() => import('./packages/package-form-page').then((m) => m.PackageFormPage)),
    detailPackage: page(() => import('./package-detail-page').then((m) => m.PackageDetailPage)),
    brand: page(() => import('./categories-page').then((m) => m.CategoriesPage)),
    productRelease: page(() => import('./releases/releases-page').then((m) => m.ReleasesPage)),
    editProduct: page(() => import('./releases/release-form-page').then((m) => m.ReleaseFormPage)),
    updateProduct: page(() => import('./releases/release-detail-page').then((m) => m.ReleaseDetailPage)),
    informList: page(() => import('./agreements/agreements-page').then((m) => m.AgreementsPage)),
    informCreate: page(() => import('./agreements/agreement-form-page').then((m) => m.AgreementFormPage)),
    informUpdate: page(() => import('./agreements/agreement-detail-page').then((m) => m.AgreementDetailPage)),
    questionnaire: page(() => import('./questionnaires/questionnaires-page').then((m) => m.QuestionnairesPage)),
    questionnaireCreate: page(() => import('./questionnaires/questionnaire-form-page').then((m) => m.QuestionnaireFormPage)),
    questionnaireEdit: page(() => import('./questionnaires/questionnaire-edit-page').then((m) => m.QuestionnaireEditPage)),
    questionnaireDetail: page(() => import('./questionnaires/questionnaire-detail-page').then((m) => m.QuestionnaireDetailPage)),
  },
};
