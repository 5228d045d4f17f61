import type { ResourceDescriptor } from '../types';
import { agreementsResource } from './agreements';
import { categoriesResource } from './categories';
import { packagesResource } from './packages';
import { questionnairesResource } from './questionnaires';
import { releasesResource } from './releases';
import { servicesResource } from './services';
import { surveysResource } from './surveys';

/** The catalogue's resources (list/view/add/edit/actions from descriptors), in menu order. */
export const catalogueResources: readonly ResourceDescriptor[] = [
  servicesResource,
  packagesResource,
  categoriesResource,
  releasesResource,
  agreementsResource,
  questionnairesResource,
  surveysResource,
];
