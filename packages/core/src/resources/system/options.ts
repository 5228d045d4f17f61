import type { OptionSource } from '../types';

/** Roles a user can be given (the user dialog's role picker). */
export const roleOptions: OptionSource = { kind: 'endpoint', endpoint: 'getAllRole', listKey: 'list', valueKey: 'id', labelKey: 'name' };

/** Stations a user can be bound to (only the caller's own for station-bound staff). */
export const stationOptions: OptionSource = { kind: 'endpoint', endpoint: 'getAllStationList', listKey: 'list', valueKey: 'id', labelKey: 'name' };

/** Every permission node, by code (a tree). */
export const permissionOptions: OptionSource = { kind: 'endpoint', endpoint: 'getPermissionTree', listKey: 'tree', valueKey: 'code', labelKey: 'name' };

/** Staff to address, by id or username. */
export const staffOptions: OptionSource = { kind: 'endpoint', endpoint: 'getUsersList', listKey: 'list', valueKey: 'id', labelKey: 'username', request: { limit: 1000, status: 1 } };
