import type { ResourceOf } from '../types';
import { auditChannelEnum, LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from './enumerations';

/** The audit trail: every change (and every full-value read) with who, which face, what and when. */
export const auditResource: ResourceOf<'getAuditList'> = {
  id: 'audit',
  cli: 'audit',
  title: 'resources.audit.title',
  recordTitle: 'resources.audit.record',
  group: 'system',
  permission: 'audit.view',
  nameKey: 'action',
  list: {
    endpoint: 'getAuditList',
    filters: [
      { key: 'actorId', arg: 'actor', label: 'resources.audit.actor', kind: 'number' },
      { key: 'username', label: 'resources.audit.username', kind: 'text' },
      { key: 'channel', label: 'resources.audit.channel', kind: 'enum', options: { kind: 'enumeration', enumeration: auditChannelEnum } },
      { key: 'action', label: 'resources.audit.action', kind: 'text' },
      { key: 'entity', label: 'resources.audit.entity', kind: 'text' },
      { key: 'entityId', label: 'resources.audit.entityId', kind: 'number' },
      { key: 'at', label: 'resources.audit.at', kind: 'date-range', range: { from: 'from', to: 'to' } },
    ],
    columns: [
      { key: 'id', title: 'resources.field.id', format: 'number' },
      { key: 'at', title: 'resources.audit.at', format: 'date' },
      { key: 'actorUsername', title: 'resources.audit.username' },
      { key: 'channel', title: 'resources.audit.channel', format: 'enum', enumeration: auditChannelEnum },
      { key: 'action', title: 'resources.audit.action' },
      { key: 'entity', title: 'resources.audit.entity' },
      { key: 'entityId', title: 'resources.audit.entityId', format: 'number' },
      { key: 'address', title: 'resources.audit.address' },
      { key: 'before', title: 'resources.audit.before', format: 'json', hidden: true },
      { key: 'after', title: 'resources.audit.after', format: 'json', hidden: true },
    ],
    sort: { keys: ['at'], default: { key: 'at', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
};
