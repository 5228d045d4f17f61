import type { ResourceOf } from '../types';
import { announcementTargetEnum, LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES, messageChannelEnum } from './enumerations';
import { roleOptions, staffOptions, stationOptions } from './options';
import { routes } from '../../permissions/route-table';

const channel = { kind: 'enumeration', enumeration: messageChannelEnum } as const;

/** Message records (`/system/message/message-record`) and announcements to staff. */
export const messagesResource: ResourceOf<'getMessageRecordList', 'getMessageRecord', 'record'> = {
  id: 'messages',
  cli: 'messages',
  title: 'resources.messages.title',
  recordTitle: 'resources.messages.record',
  group: 'system',
  permission: 'messageRecord',
  route: '/system/message/message-record',
  nameKey: 'title',
  list: {
    endpoint: 'getMessageRecordList',
    filters: [
      { key: 'channel', label: 'resources.messages.channel', kind: 'enum', options: channel },
      { key: 'template', label: 'resources.messages.template', kind: 'text' },
      { key: 'created', label: 'resources.field.createdAt', kind: 'date-range', range: { from: 'from', to: 'to' } },
    ],
    columns: [
      { key: 'id', title: 'resources.field.id', format: 'number' },
      { key: 'channel', title: 'resources.messages.channel', format: 'enum', enumeration: messageChannelEnum },
      { key: 'template', title: 'resources.messages.template' },
      { key: 'title', title: 'resources.messages.messageTitle' },
      { key: 'recipients', title: 'resources.messages.recipients', format: 'number' },
      { key: 'delivered', title: 'resources.messages.delivered', format: 'number' },
      { key: 'failed', title: 'resources.messages.failed', format: 'number' },
      { key: 'pending', title: 'resources.messages.pending', format: 'number', hidden: true },
      { key: 'createdAt', title: 'resources.field.createdAt', format: 'date' },
      { key: 'createdBy.name', title: 'resources.messages.createdBy' },
    ],
    sort: { keys: ['id', 'createdAt', 'recipients'], default: { key: 'createdAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getMessageRecord',
    idKey: 'id',
    recordKey: 'record',
    fields: [
      { key: 'id', title: 'resources.field.id', format: 'number' },
      { key: 'channel', title: 'resources.messages.channel', format: 'enum', enumeration: messageChannelEnum },
      { key: 'template', title: 'resources.messages.template' },
      { key: 'title', title: 'resources.messages.messageTitle' },
      { key: 'body', title: 'resources.messages.body' },
      { key: 'target', title: 'resources.messages.target' },
      { key: 'recipients', title: 'resources.messages.recipients', format: 'number' },
      { key: 'delivered', title: 'resources.messages.delivered', format: 'number' },
      { key: 'failed', title: 'resources.messages.failed', format: 'number' },
      { key: 'pending', title: 'resources.messages.pending', format: 'number' },
      { key: 'createdAt', title: 'resources.field.createdAt', format: 'date' },
      { key: 'createdBy.name', title: 'resources.messages.createdBy' },
    ],
  },
  create: {
    endpoint: 'sendAnnouncement',
    cli: 'send',
    title: 'resources.messages.send',
    fields: [
      { key: 'target', label: 'resources.messages.target', kind: 'enum', required: true, options: { kind: 'enumeration', enumeration: announcementTargetEnum } },
      { key: 'roleId', arg: 'role', label: 'resources.messages.role', kind: 'enum', options: roleOptions },
      { key: 'stationId', arg: 'station', label: 'resources.messages.station', kind: 'enum', options: stationOptions },
      { key: 'userIds', arg: 'users', label: 'resources.messages.users', kind: 'enum', multiple: true, options: staffOptions },
      { key: 'title', label: 'resources.messages.messageTitle', kind: 'text', required: true },
      { key: 'body', label: 'resources.messages.body', kind: 'textarea', required: true },
    ],
  },
  path: (record) => (typeof record.id === 'number' ? routes.messageRecordDetail.path({ id: record.id }) : undefined),
};
