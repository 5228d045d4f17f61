import type { AnyCommandDef } from '../../commands/types';
import type { AreaContribution } from '../../registry/area-contribution';
import type { ResourceDescriptor } from '../types';
import { agreementsResource } from './agreements';
import { categoriesResource } from './categories';
import { packagesResource } from './packages';
import { questionnairesResource } from './questionnaires';
import { releasesResource } from './releases';
import { servicesExportCommand, servicesImportCommand } from './service-transfer-commands';
import { servicesResource } from './services';
import { surveysResource } from './surveys';

export { categoriesResource, packagesResource, servicesResource };
export { agreementsResource, questionnairesResource, releasesResource, surveysResource };
export { followUpHoursEnum, followUpTypeEnum, inUseStatusEnum, releaseStatusEnum } from './releases-enumerations';
export { categoryStatusEnum, shelfEnum } from './enumerations';

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

/** The catalogue's commands that are not descriptor verbs. */
export const catalogueCommands: readonly AnyCommandDef[] = [
  servicesImportCommand,
  servicesExportCommand,
];

/** The catalogue's contribution to the registry. */
export const catalogueArea: AreaContribution = { id: 'catalogue', resources: catalogueResources, commands: catalogueCommands };
