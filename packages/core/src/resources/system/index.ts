import type { AreaContribution } from '../../registry/area-contribution';
import type { ResourceDescriptor } from '../types';
import { auditResource } from './audit';
import { messagesResource } from './messages';
import { rolesResource } from './roles';
import { usersResource } from './users';

export { auditResource, messagesResource, rolesResource, usersResource };
export { userStatusEnum, auditChannelEnum, messageChannelEnum, announcementTargetEnum, LIST_PAGE_SIZES, LIST_DEFAULT_LIMIT } from './enumerations';
export { roleOptions, stationOptions, permissionOptions, staffOptions } from './options';

/** The system area's resources, in menu order. */
export const systemResources: readonly ResourceDescriptor[] = [usersResource, rolesResource, messagesResource, auditResource];

/** The system area's contribution to the registry: its descriptors only. */
export const systemArea: AreaContribution = { id: 'system', resources: systemResources, commands: [] };
