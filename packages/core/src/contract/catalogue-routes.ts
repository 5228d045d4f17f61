import { SIGNED_IN } from '../permissions/permission-catalogue';

const post = (name: string, permission: string) => ({ path: `/api/admin/${name}`, method: 'POST', permission }) as const;

/** The catalogue's endpoints: path, method and the permission node a caller needs (docs/catalogue.md). */
export const catalogueRoutes = {
  // Categories (/product/brand)
  getServiceCategoryList: post('getServiceCategoryList', 'brand'),
  getServiceCategory: post('getServiceCategory', 'brand'),
  addServiceCategory: post('addServiceCategory', 'brand.edit'),
  editServiceCategory: post('editServiceCategory', 'brand.edit'),
  alterServiceCategoryStatus: post('alterServiceCategoryStatus', 'brand.edit'),
  moveServiceCategory: post('moveServiceCategory', 'brand.edit'),
  deleteServiceCategory: post('deleteServiceCategory', 'brand.delete'),
  getServiceCategoryOptions: post('getServiceCategoryOptions', SIGNED_IN),
  // Services (/product/service, /product/edit-service, /product/update-service/{id})
  getServiceList: post('getServiceList', 'service'),
  getService: post('getService', 'service'),
  addService: post('addService', 'service.edit'),
  editService: post('editService', 'service.edit'),
  alterServiceShelf: post('alterServiceShelf', 'service.shelf'),
  importServices: post('importServices', 'service.import'),
  uploadImage: post('uploadImage', 'service.edit'),
  // Packages (/product/package, /edit-package, /update-package/{id}, /detail-package/{id})
  getPackageList: post('getPackageList', 'package'),
  getPackage: post('getPackage', 'package'),
  getPackageBuyerList: post('getPackageBuyerList', 'detailPackage'),
  addPackage: post('addPackage', 'package.edit'),
  editPackage: post('editPackage', 'package.edit'),
  alterPackageShelf: post('alterPackageShelf', 'package.shelf'),
};
