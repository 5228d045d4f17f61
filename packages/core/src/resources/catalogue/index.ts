import type { AnyCommandDef } from '../../commands/types';
import type { AreaContribution } from '../../registry/area-contribution';
import type { ResourceDescriptor } from '../types';

/** The catalogue's resources (list/view/add/edit/actions from descriptors), in menu order. */
export const catalogueResources: readonly ResourceDescriptor[] = [
];

/** The catalogue's commands that are not descriptor verbs. */
export const catalogueCommands: readonly AnyCommandDef[] = [
];

/** The catalogue's contribution to the registry. */
export const catalogueArea: AreaContribution = { id: 'catalogue', resources: catalogueResources, commands: catalogueCommands };
