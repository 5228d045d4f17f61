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
    editPackage: page(() => import('./package-form-page').then((m) => m.PackageFormPage)),
    updatePackage: page(() => import('./package-form-page').then((m) => m.PackageFormPage)),
    detailPackage: page(() => import('./package-detail-page').then((m) => m.PackageDetailPage)),
    brand: page(() => import('./categories-page').then((m) => m.CategoriesPage)),
  },
};
