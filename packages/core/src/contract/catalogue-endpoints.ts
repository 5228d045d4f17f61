import type { EndpointDef } from './endpoint-def';
import { def } from './endpoint-def';
import { catalogueRoutes as r } from './catalogue-routes';
import * as categories from './schemas/catalogue-categories';
import * as imports from './schemas/catalogue-imports';
import * as packages from './schemas/catalogue-packages';
import * as services from './schemas/catalogue-services';
import * as uploads from './schemas/catalogue-uploads';
import { emptyRequest } from './schemas/common';

/** The catalogue's endpoints with their schemas; the compiler keeps the names equal to catalogueRoutes. */
export const catalogueEndpoints = {
  getServiceCategoryList: def({ ...r.getServiceCategoryList, request: categories.categoryListRequest, response: categories.categoryListResult, mutates: false }),
  getServiceCategory: def({ ...r.getServiceCategory, request: categories.getCategoryRequest, response: categories.categoryDetailSchema, mutates: false }),
  addServiceCategory: def({ ...r.addServiceCategory, request: categories.addCategoryRequest, response: categories.categoryDetailSchema, mutates: true }),
  editServiceCategory: def({ ...r.editServiceCategory, request: categories.editCategoryRequest, response: categories.categoryDetailSchema, mutates: true }),
  alterServiceCategoryStatus: def({ ...r.alterServiceCategoryStatus, request: categories.alterCategoryStatusRequest, response: categories.categoryDetailSchema, mutates: true }),
  moveServiceCategory: def({ ...r.moveServiceCategory, request: categories.moveCategoryRequest, response: categories.categoryDetailSchema, mutates: true }),
  deleteServiceCategory: def({ ...r.deleteServiceCategory, request: categories.deleteCategoryRequest, response: categories.deleteCategoryResult, mutates: true }),
  getServiceCategoryOptions: def({ ...r.getServiceCategoryOptions, request: emptyRequest, response: categories.categoryOptionsResult, mutates: false }),
  getServiceList: def({ ...r.getServiceList, request: services.serviceListRequest, response: services.serviceListResult, mutates: false }),
  getService: def({ ...r.getService, request: services.getServiceRequest, response: services.serviceDetailSchema, mutates: false }),
  addService: def({ ...r.addService, request: services.addServiceRequest, response: services.serviceDetailSchema, mutates: true }),
  editService: def({ ...r.editService, request: services.editServiceRequest, response: services.serviceDetailSchema, mutates: true }),
  alterServiceShelf: def({ ...r.alterServiceShelf, request: services.alterServiceShelfRequest, response: services.shelfResult, mutates: true }),
  // A dry run or a file with problems writes nothing (the handler says so with `unchanged`).
  importServices: def({ ...r.importServices, request: imports.importServicesRequest, response: imports.importServicesResult, mutates: true, bodyLimit: imports.SERVICE_IMPORT_MAX_BYTES * 2 }),
  uploadImage: def({ ...r.uploadImage, request: uploads.uploadImageRequest, response: uploads.uploadImageResult, mutates: true, multipart: true }),
  getPackageList: def({ ...r.getPackageList, request: packages.packageListRequest, response: packages.packageListResult, mutates: false }),
  getPackage: def({ ...r.getPackage, request: packages.getPackageRequest, response: packages.packageDetailSchema, mutates: false }),
  getPackageBuyerList: def({ ...r.getPackageBuyerList, request: packages.packageBuyerListRequest, response: packages.packageBuyerListResult, mutates: false }),
  addPackage: def({ ...r.addPackage, request: packages.addPackageRequest, response: packages.packageDetailSchema, mutates: true }),
  editPackage: def({ ...r.editPackage, request: packages.editPackageRequest, response: packages.packageDetailSchema, mutates: true }),
  alterPackageShelf: def({ ...r.alterPackageShelf, request: packages.alterPackageShelfRequest, response: services.shelfResult, mutates: true }),
} satisfies Record<keyof typeof r, EndpointDef>;
