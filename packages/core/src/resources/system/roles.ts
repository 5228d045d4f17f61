import type { ResourceOf } from '../types';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from './enumerations';
import { permissionOptions } from './options';

/** Roles (`/system/role`): a name, a code and the permission nodes they grant. */
export const rolesResource: ResourceOf<'getRoleList', 'getRole'> = {
  id: 'roles',
  cli: 'roles',
  title: 'resources.roles.title',
  recordTitle: 'resources.roles.record',
  group: 'system',
  permission: 'systemRole',
  route: '/system/role',
  nameKey: 'name',
  lookupFilter: 'name',
  list: {
    endpoint: 'getRoleList',
    filters: [
      { key: 'name', label: 'resources.field.name', kind: 'text' },
      { key: 'builtIn', label: 'resources.roles.builtIn', kind: 'boolean' },
    ],
    columns: [
      { key: 'id', title: 'resources.field.id', format: 'number' },
      { key: 'code', title: 'resources.roles.code' },
      { key: 'name', title: 'resources.field.name' },
      { key: 'builtIn', title: 'resources.roles.builtIn', format: 'boolean' },
      { key: 'userCount', title: 'resources.roles.userCount', format: 'number' },
      { key: 'nodeCount', title: 'resources.roles.nodeCount', format: 'number' },
      { key: 'updatedAt', title: 'resources.field.updatedAt', format: 'date' },
    ],
    sort: { keys: ['id', 'code', 'name', 'createdAt', 'updatedAt'], default: { key: 'id', order: 'asc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getRole',
    idKey: 'roleId',
    fields: [
      { key: 'id', title: 'resources.field.id', format: 'number' },
      { key: 'code', title: 'resources.roles.code' },
      { key: 'name', title: 'resources.field.name' },
      { key: 'builtIn', title: 'resources.roles.builtIn', format: 'boolean' },
      { key: 'userCount', title: 'resources.roles.userCount', format: 'number' },
      { key: 'nodeCodes', title: 'resources.roles.permissions', format: 'names' },
      { key: 'createdAt', title: 'resources.field.createdAt', format: 'date' },
      { key: 'updatedAt', title: 'resources.field.updatedAt', format: 'date' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  create: {
    endpoint: 'addRole',
    fields: [
      { key: 'name', label: 'resources.field.name', kind: 'text', required: true },
      { key: 'code', label: 'resources.roles.code', kind: 'text', createOnly: true, help: 'resources.roles.codeHelp' },
      { key: 'nodeCodes', arg: 'permissions', label: 'resources.roles.permissions', kind: 'tree', options: permissionOptions },
    ],
  },
  update: {
    endpoint: 'editRole',
    idKey: 'roleId',
    versionKey: 'version',
    fields: [
      { key: 'name', label: 'resources.field.name', kind: 'text' },
      { key: 'nodeCodes', arg: 'permissions', label: 'resources.roles.permissions', kind: 'tree', options: permissionOptions },
    ],
  },
  actions: [
    {
      id: 'delete',
      cli: 'delete',
      title: 'resources.roles.delete',
      endpoint: 'deleteRole',
      idKey: 'roleId',
      versionKey: 'version',
      confirm: 'resources.roles.delete.confirm',
      done: 'resources.roles.delete.done',
      bulk: true,
      danger: true,
    },
  ],
  path: (record) => (typeof record.id === 'number' ? `/system/role?id=${record.id}` : undefined),
};
