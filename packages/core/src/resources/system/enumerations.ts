import { defineEnumeration } from '../../enums/enumeration';

/** A staff account's status (the contract's `status` 0/1). */
export const userStatusEnum = defineEnumeration<number>('userStatus', [
  { value: 1, slug: 'enabled', labelKey: 'resources.enum.userStatus.1' },
  { value: 0, slug: 'disabled', labelKey: 'resources.enum.userStatus.0' },
]);

/** The face that made an audited change (the contract's AUDIT_CHANNELS). */
export const auditChannelEnum = defineEnumeration<string>('auditChannel', [
  { value: 'web', slug: 'web', labelKey: 'resources.enum.channel.web' },
  { value: 'terminal', slug: 'terminal', labelKey: 'resources.enum.channel.terminal' },
  { value: 'cli', slug: 'cli', labelKey: 'resources.enum.channel.cli' },
  { value: 'system', slug: 'system', labelKey: 'resources.enum.channel.system' },
]);

/** How a message record went out (the contract's MESSAGE_CHANNELS). */
export const messageChannelEnum = defineEnumeration<string>('messageChannel', [
  { value: 'sms', slug: 'sms', labelKey: 'resources.enum.messageChannel.sms' },
  { value: 'app', slug: 'app', labelKey: 'resources.enum.messageChannel.app' },
  { value: 'announcement', slug: 'announcement', labelKey: 'resources.enum.messageChannel.announcement' },
]);

/** Who an announcement goes to (the contract's ANNOUNCEMENT_TARGETS). */
export const announcementTargetEnum = defineEnumeration<string>('announcementTarget', [
  { value: 'all', slug: 'all', labelKey: 'resources.enum.target.all' },
  { value: 'role', slug: 'role', labelKey: 'resources.enum.target.role' },
  { value: 'station', slug: 'station', labelKey: 'resources.enum.target.station' },
  { value: 'users', slug: 'users', labelKey: 'resources.enum.target.users' },
]);

/** The page sizes lists offer and the default (the contract's PAGE_SIZES, DEFAULT_PAGE_SIZE; kept zod-free here). */
export const LIST_PAGE_SIZES = [10, 20, 30, 50];
export const LIST_DEFAULT_LIMIT = 20;
