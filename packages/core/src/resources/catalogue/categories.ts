import { LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceField, ResourceOf } from '../types';
import { categoryStatusEnum } from './enumerations';

const status = { kind: 'enumeration', enumeration: categoryStatusEnum } as const;

const columns: ColumnsOf<'getServiceCategoryList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'fullName', title: 'catalogue.res.categories.path' },
  { key: 'level', title: 'catalogue.res.categories.level', format: 'number', hidden: true },
  { key: 'sort', title: 'catalogue.res.categories.sort', format: 'number' },
  { key: 'status', title: 'catalogue.res.categories.status', format: 'enum', enumeration: categoryStatusEnum },
  { key: 'serviceCount', title: 'catalogue.res.categories.serviceCount', format: 'number' },
  { key: 'childCount', title: 'catalogue.res.categories.childCount', format: 'number', hidden: true },
  { key: 'updatedAt', title: 'resources.field.updatedAt', format: 'date', hidden: true },
];

const fields: ResourceField[] = [
  { key: 'name', label: 'resources.field.name', kind: 'text', required: true },
  { key: 'parentId', arg: 'parent', label: 'catalogue.res.categories.parent', kind: 'number', help: 'catalogue.res.categories.parentHelp' },
  { key: 'status', label: 'catalogue.res.categories.status', kind: 'enum', options: status, createOnly: true },
  { key: 'description', label: 'catalogue.res.field.description', kind: 'textarea' },
];

const move = (direction: 'up' | 'down') =>
  ({
    id: `move-${direction}`,
    cli: `move-${direction}`,
    title: direction === 'up' ? 'catalogue.res.categories.moveUp' : 'catalogue.res.categories.moveDown',
    endpoint: 'moveServiceCategory',
    idKey: 'categoryId',
    body: { direction },
    versionKey: 'version',
    done: direction === 'up' ? 'catalogue.res.categories.movedUp' : 'catalogue.res.categories.movedDown',
    shortcut: direction === 'up' ? 'alt+arrowup' : 'alt+arrowdown',
  }) as const;

/** Service categories (`/product/brand`): a two-level tree in order. */
export const categoriesResource: ResourceOf<'getServiceCategoryList', 'getServiceCategory'> = {
  id: 'categories',
  cli: 'categories',
  title: 'catalogue.res.categories.title',
  recordTitle: 'catalogue.res.categories.record',
  group: 'catalogue',
  permission: 'brand',
  route: '/product/brand',
  nameKey: 'name',
  list: {
    endpoint: 'getServiceCategoryList',
    filters: [
      { key: 'name', label: 'resources.field.name', kind: 'text' },
      { key: 'status', label: 'catalogue.res.categories.status', kind: 'enum', options: status },
      { key: 'parentId', arg: 'parent', label: 'catalogue.res.categories.parent', kind: 'number' },
    ],
    columns,
    sort: { keys: ['position', 'id', 'name', 'createdAt', 'updatedAt'], default: { key: 'position', order: 'asc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: 50,
  },
  record: {
    endpoint: 'getServiceCategory',
    idKey: 'categoryId',
    fields: [
      { key: 'id', title: 'resources.field.id', format: 'number' },
      { key: 'name', title: 'resources.field.name' },
      { key: 'fullName', title: 'catalogue.res.categories.path' },
      { key: 'parentName', title: 'catalogue.res.categories.parent' },
      { key: 'status', title: 'catalogue.res.categories.status', format: 'enum', enumeration: categoryStatusEnum },
      { key: 'sort', title: 'catalogue.res.categories.sort', format: 'number' },
      { key: 'serviceCount', title: 'catalogue.res.categories.serviceCount', format: 'number' },
      { key: 'children', title: 'catalogue.res.categories.children', format: 'names' },
      { key: 'description', title: 'catalogue.res.field.description' },
      { key: 'updatedAt', title: 'resources.field.updatedAt', format: 'date' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  create: { endpoint: 'addServiceCategory', fields, cli: 'create' },
  update: { endpoint: 'editServiceCategory', idKey: 'categoryId', versionKey: 'version', fields, cli: 'update' },
  actions: [
    move('up'),
    move('down'),
    {
      id: 'enable',
      cli: 'enable',
      title: 'catalogue.res.categories.enable',
      endpoint: 'alterServiceCategoryStatus',
      idKey: 'categoryId',
      body: { status: 1 },
      versionKey: 'version',
      done: 'catalogue.res.categories.enabled',
      bulk: true,
      appliesWhen: { key: 'status', values: [0] },
      notApplicable: 'catalogue.res.categories.alreadyEnabled',
    },
    {
      id: 'disable',
      cli: 'disable',
      title: 'catalogue.res.categories.disable',
      endpoint: 'alterServiceCategoryStatus',
      idKey: 'categoryId',
      body: { status: 0 },
      versionKey: 'version',
      confirm: 'catalogue.res.categories.disableConfirm',
      done: 'catalogue.res.categories.disabled',
      bulk: true,
      appliesWhen: { key: 'status', values: [1] },
      notApplicable: 'catalogue.res.categories.alreadyDisabled',
    },
    {
      id: 'delete',
      cli: 'delete',
      title: 'catalogue.res.categories.delete',
      endpoint: 'deleteServiceCategory',
      idKey: 'categoryId',
      versionKey: 'version',
      confirm: 'catalogue.res.categories.deleteConfirm',
      done: 'catalogue.res.categories.deleted',
      bulk: true,
      danger: true,
    },
  ],
  path: (record) => (typeof record.id === 'number' ? `/product/brand?id=${record.id}` : undefined),
};
