import { defineEnumeration } from '../../enums/enumeration';
import type { ColumnsOf, ResourceField, ResourceOf } from '../types';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';

export const voiceStatusEnum = defineEnumeration<string>('voiceStatus', [
  { value: 'scheduled', slug: 'scheduled', labelKey: 'security.voice.status.scheduled' },
  { value: 'sent', slug: 'sent', labelKey: 'security.voice.status.sent' },
  { value: 'cancelled', slug: 'cancelled', labelKey: 'security.voice.status.cancelled' },
]);

export const VOICE_ANNOUNCEMENTS_PATH = '/security-center/voice-announcements';
const studioOptions = { kind: 'endpoint', endpoint: 'getStudioOptions', listKey: 'list', valueKey: 'id', labelKey: 'name' } as const;

const columns: ColumnsOf<'getVoiceAnnouncementList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'text', title: 'security.voice.text' },
  { key: 'studios', title: 'security.voice.studios', format: 'names' },
  { key: 'status', title: 'security.res.status', format: 'enum', enumeration: voiceStatusEnum },
  { key: 'scheduledAt', title: 'security.voice.when', format: 'date' },
  { key: 'recipients', title: 'security.voice.recipients', format: 'number' },
  { key: 'delivered', title: 'security.voice.delivered', format: 'number' },
  { key: 'failed', title: 'security.voice.failed', format: 'number' },
  { key: 'speechDurationMs', title: 'security.voice.duration', format: 'number', hidden: true },
  { key: 'speechEngine', title: 'security.voice.engine', hidden: true },
  { key: 'createdBy.name', title: 'security.res.handler', hidden: true },
  { key: 'sentAt', title: 'security.voice.sentAt', format: 'date', hidden: true },
];

const fields: ResourceField[] = [
  { key: 'text', label: 'security.voice.text', kind: 'textarea', required: true },
  { key: 'studioIds', arg: 'studios', label: 'security.voice.studios', kind: 'enum', multiple: true, options: studioOptions, required: true },
  { key: 'scheduledAt', arg: 'at', label: 'security.voice.when', kind: 'text', help: 'security.voice.whenHelp' },
];

/** Voice announcements (`/security-center/voice-announcements`): spoken to the nurses of chosen studios, now or at a set time; `careops voice …`. */
export const voiceAnnouncementsResource: ResourceOf<'getVoiceAnnouncementList', 'getVoiceAnnouncement'> = {
  id: 'voiceAnnouncements',
  cli: 'voice',
  title: 'security.voice.title',
  recordTitle: 'security.voice.record',
  group: 'security',
  permission: 'voiceAnnouncements',
  route: VOICE_ANNOUNCEMENTS_PATH,
  nameKey: 'id',
  list: {
    endpoint: 'getVoiceAnnouncementList',
    filters: [{ key: 'status', label: 'security.res.status', kind: 'enum', options: { kind: 'enumeration', enumeration: voiceStatusEnum } }],
    columns,
    sort: { keys: ['id', 'createdAt', 'scheduledAt'], default: { key: 'createdAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getVoiceAnnouncement',
    idKey: 'announcementId',
    fields: [...columns.map((c) => ({ ...c, hidden: false })), { key: 'pending', title: 'security.voice.pending', format: 'number' }],
  },
  create: { endpoint: 'addVoiceAnnouncement', cli: 'send', title: 'security.voice.create', fields },
  actions: [
    {
      id: 'cancel', cli: 'cancel', title: 'security.voice.cancel', endpoint: 'cancelVoiceAnnouncement', idKey: 'announcementId', versionKey: 'version',
      confirm: 'security.voice.cancel.confirm', done: 'security.voice.cancel.done', bulk: true,
      appliesWhen: { key: 'status', values: ['scheduled'] }, appliesStrictly: true, notApplicable: 'security.voice.cancel.already', danger: true,
    },
  ],
  path: (record) => (typeof record.id === 'number' ? `${VOICE_ANNOUNCEMENTS_PATH}?id=${record.id}` : undefined),
};
