import type { HandlerMap } from '../http/handler-types';
import { uploadImage } from '../uploads';
import { agreementHandlers } from './agreement-handlers';
import { getServiceCategory, getServiceCategoryList, getServiceCategoryOptions } from './category-read';
import { addServiceCategory, alterServiceCategoryStatus, deleteServiceCategory, editServiceCategory, moveServiceCategory } from './category-write';
import { getPackage, getPackageBuyerList, getPackageList } from './package-read';
import { addPackage, alterPackageShelf, editPackage } from './package-write';
import { questionnaireHandlers } from './questionnaire-handlers';
import { releaseHandlers } from './release-handlers';
import { importServices } from './service-import';
import { getService, getServiceList } from './service-read';
import { addService, alterServiceShelf, editService } from './service-write';
import { surveyHandlers } from './survey-handlers';

export { scheduleSurveyJobs } from './survey-jobs';

/** The handlers of the catalogue, by endpoint name (docs/catalogue.md). */
export function createCatalogueHandlers(): HandlerMap {
  return {
    getServiceCategoryList, getServiceCategory, getServiceCategoryOptions,
    addServiceCategory, editServiceCategory, alterServiceCategoryStatus, moveServiceCategory, deleteServiceCategory,
    getServiceList, getService, addService, editService, alterServiceShelf, importServices, uploadImage,
    getPackageList, getPackage, getPackageBuyerList, addPackage, editPackage, alterPackageShelf,
    ...releaseHandlers,
    ...agreementHandlers,
    ...questionnaireHandlers,
    ...surveyHandlers,
  };
}
