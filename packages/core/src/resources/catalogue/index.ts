import type { AnyCommandDef } from '../../commands/types';
import type { AreaContribution } from '../../registry/area-contribution';
import { agreementsResource } from './agreements';
import { categoriesResource } from './categories';
import { packagesResource } from './packages';
import { questionnairesResource } from './questionnaires';
import { releasesResource } from './releases';
import { servicesExportCommand, servicesImportCommand } from './service-transfer-commands';
import { servicesResource } from './services';
import { surveysResource } from './surveys';
import { catalogueResources } from './descriptors';

export { categoriesResource, packagesResource, servicesResource };
export { agreementsResource, questionnairesResource, releasesResource, surveysResource };
export { followUpHoursEnum, followUpTypeEnum, inUseStatusEnum, releaseStatusEnum } from './releases-enumerations';
export { categoryStatusEnum, shelfEnum } from './enumerations';

export { catalogueResources };

/** The catalogue's commands that are not descriptor verbs. */
export const catalogueCommands: readonly AnyCommandDef[] = [
  servicesImportCommand,
  servicesExportCommand,
];

/** The catalogue's contribution to the registry. */
export const catalogueArea: AreaContribution = { id: 'catalogue', resources: catalogueResources, commands: catalogueCommands };
