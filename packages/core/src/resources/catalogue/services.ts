import { routes } from '../../permissions/route-table';
import { nurseTitleEnum } from '../people/enumerations';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ListRowOf, RecordOf, ResourceField, ResourceOf, TypedAction } from '../types';
import { shelfEnum } from './enumerations';
import { categoryOptions } from './options';
import { followUpHoursEnum, questionnaireOptions } from './releases-enumerations';

const title = { kind: 'enumeration', enumeration: nurseTitleEnum } as const;
const shelf = { kind: 'enumeration', enumeration: shelfEnum } as const;
const hours = { kind: 'enumeration', enumeration: followUpHoursEnum } as const;
const agreementOptions = { kind: 'endpoint', endpoint: 'getAgreementList', request: { limit: 1000, status: 1 }, listKey: 'list', valueKey: 'id', labelKey: 'name' } as const;

const columns: ColumnsOf<'getServiceList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'name', title: 'resources.field.name' },
  { key: 'thumbnailUrl', title: 'catalogue.res.services.cover', format: 'image' },
  { key: 'category.fullName', title: 'catalogue.res.services.category' },
  { key: 'priceCents', title: 'catalogue.res.field.price', format: 'cents' },
  { key: 'durationMinutes', title: 'catalogue.res.services.duration', format: 'number' },
  { key: 'requiredTitle', title: 'catalogue.res.services.requiredTitle', format: 'enum', enumeration: nurseTitleEnum },
  { key: 'producesWaste', title: 'catalogue.res.services.producesWaste', format: 'boolean' },
  { key: 'onShelf', title: 'catalogue.res.field.shelf', format: 'enum', enumeration: shelfEnum },
  { key: 'consumablePackId', title: 'catalogue.res.services.consumablePack', format: 'number', hidden: true },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date', hidden: true },
  { key: 'updatedAt', title: 'resources.field.updatedAt', format: 'date', hidden: true },
];

/** The form; the images are files or upload ids on the command line, and uploaded on the service's page on the web. */
const fields: ResourceField[] = [
  { key: 'name', label: 'resources.field.name', kind: 'text', required: true },
  { key: 'categoryId', arg: 'category', label: 'catalogue.res.services.category', kind: 'enum', options: categoryOptions, required: true },
  { key: 'price', label: 'catalogue.res.field.price', kind: 'text', required: true, help: 'catalogue.res.field.priceHelp' },
  { key: 'durationMinutes', arg: 'duration', label: 'catalogue.res.services.duration', kind: 'number', required: true },
  { key: 'requiredTitle', arg: 'title', label: 'catalogue.res.services.requiredTitle', kind: 'enum', options: title, required: true },
  { key: 'consumablePackId', arg: 'consumable-pack', label: 'catalogue.res.services.consumablePack', kind: 'number', help: 'catalogue.res.services.consumablePackHelp' },
  { key: 'producesWaste', arg: 'waste', label: 'catalogue.res.services.producesWaste', kind: 'boolean' },
  { key: 'onShelf', arg: 'on-shelf', label: 'catalogue.res.field.onShelf', kind: 'boolean', createOnly: true },
  { key: 'agreementId', arg: 'agreement', label: 'catalogue.res.services.agreement', kind: 'enum', options: agreementOptions },
  { key: 'questionnaireId', arg: 'questionnaire', label: 'catalogue.res.services.questionnaire', kind: 'enum', options: questionnaireOptions },
  { key: 'followUpHours', arg: 'follow-up-hours', label: 'catalogue.res.services.followUpHours', kind: 'enum', options: hours, help: 'catalogue.res.services.followUpHoursHelp' },
  { key: 'coverUploadId', arg: 'cover', label: 'catalogue.res.services.cover', kind: 'number', image: true, help: 'catalogue.res.services.coverHelp' },
  { key: 'detailUploadIds', arg: 'detailImage', label: 'catalogue.res.services.detailImages', kind: 'number', image: true, multiple: true, help: 'catalogue.res.services.detailImagesHelp' },
  { key: 'description', label: 'catalogue.res.field.description', kind: 'textarea', help: 'catalogue.res.field.descriptionHelp' },
];

const shelfAction = (onShelf: boolean): TypedAction<ListRowOf<'getServiceList'>, RecordOf<'getService'>> => ({
    id: onShelf ? 'unshelve' : 'shelve',
    cli: onShelf ? 'unshelve' : 'shelve',
    title: onShelf ? 'catalogue.res.shelf.unshelve' : 'catalogue.res.shelf.shelve',
    endpoint: 'alterServiceShelf',
    idKey: 'serviceId',
    body: { onShelf },
    versionKey: 'version',
    confirm: onShelf ? 'catalogue.res.shelf.unshelveConfirm' : 'catalogue.res.shelf.shelveConfirm',
    done: onShelf ? 'catalogue.res.shelf.unshelved' : 'catalogue.res.shelf.shelved',
    bulk: true,
    appliesWhen: { key: 'onShelf', values: [onShelf ? 0 : 1] },
    notApplicable: onShelf ? 'catalogue.res.shelf.alreadyOn' : 'catalogue.res.shelf.alreadyOff',
});

/** Services (`/product/service`, `/product/update-service/:id`). */
export const servicesResource: ResourceOf<'getServiceList', 'getService'> = {
  id: 'services',
  cli: 'services',
  title: 'catalogue.res.services.title',
  recordTitle: 'catalogue.res.services.record',
  group: 'catalogue',
  permission: 'service',
  route: '/product/service',
  nameKey: 'name',
  lookupFilter: 'name',
  list: {
    endpoint: 'getServiceList',
    filters: [
      { key: 'name', label: 'resources.field.name', kind: 'text' },
      { key: 'categoryId', arg: 'category', label: 'catalogue.res.services.category', kind: 'enum', options: categoryOptions },
      { key: 'onShelf', arg: 'shelf', label: 'catalogue.res.field.shelf', kind: 'enum', options: shelf },
      { key: 'requiredTitle', arg: 'title', label: 'catalogue.res.services.requiredTitle', kind: 'enum', options: title },
    ],
    columns,
    sort: { keys: ['id', 'createdAt', 'updatedAt', 'name', 'priceCents'], default: { key: 'createdAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getService',
    idKey: 'serviceId',
    fields: [
      ...columns.map((c) => ({ ...c, hidden: false })),
      { key: 'agreement.name', title: 'catalogue.res.services.agreement' },
      { key: 'questionnaire.name', title: 'catalogue.res.services.questionnaire' },
      { key: 'followUpHours', title: 'catalogue.res.services.followUpHours', format: 'enum', enumeration: followUpHoursEnum },
      { key: 'orderCount', title: 'catalogue.res.services.orderCount', format: 'number' },
      { key: 'packageCount', title: 'catalogue.res.services.packageCount', format: 'number' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  create: { endpoint: 'addService', fields, cli: 'create' },
  update: { endpoint: 'editService', idKey: 'serviceId', versionKey: 'version', fields, cli: 'update' },
  actions: [shelfAction(false), shelfAction(true)],
  path: (record) => (typeof record.id === 'number' ? routes.serviceUpdate.path({ id: record.id }) : undefined),
};
