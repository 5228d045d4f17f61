import * as z from 'zod';
import { t } from '../../i18n/translate';
import { newPasswordProblem } from '../../validate/password-policy';
import { mobileSchema, requiredText } from './common';
import { flagSchema, idFilter, recordIdSchema, idList, listPageOf, listRequest, sortRequest, statusFilter, statusSchema, textFilter, timeFilter, versionSchema } from './list';

// ---------------------------------------------------------------------------------------------
// Shared pieces

const namedRefSchema = z.object({ id: z.number(), name: z.string() });
const roleRefSchema = namedRefSchema.extend({ code: z.string() });

const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{2,32}$/;
const usernameSchema = z
  .string({ error: t('validate.usernameRequired') })
  .trim()
  .min(1, t('validate.usernameRequired'))
  .regex(USERNAME_PATTERN, t('system.validate.username'));
const personNameSchema = requiredText(t('system.validate.nameRequired')).pipe(z.string().max(50, t('system.validate.tooLong', { max: 50 })));
/** An initial or reset password, sent as typed (not URI-encoded): the new-password policy (12 to 128, not common). */
const newPasswordSchema = z
  .string({ error: t('validate.newPasswordRequired') })
  .min(1, t('validate.newPasswordRequired'))
  .superRefine((value, ctx) => {
    const problem = newPasswordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

// ---------------------------------------------------------------------------------------------
// System users (/system/user)

export const USER_SORT_FIELDS = ['id', 'username', 'name', 'status', 'createdAt', 'updatedAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export const usersListRequest = listRequest.extend({
  /** Part of the username (case-insensitive). */
  username: textFilter(32),
  /** Part of the name (case-insensitive). */
  name: textFilter(50),
  /** Digits of the phone number, anywhere in it. */
  phone: textFilter(11).pipe(z.string().regex(/^\d*$/, t('system.validate.phoneDigits')).optional()),
  status: statusFilter,
  roleId: idFilter,
  stationId: idFilter,
  sort: sortRequest(USER_SORT_FIELDS, '-createdAt'),
});

/** A system user as lists show it: phone masked (139****5678). */
const systemUserSummarySchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  status: z.number(),
  isConsult: z.boolean(),
  roles: z.array(roleRefSchema),
  stations: z.array(namedRefSchema),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export type SystemUserSummary = z.infer<typeof systemUserSummarySchema>;
export const usersListResult = listPageOf(systemUserSummarySchema);

export const getUserRequest = z.object({ userId: recordIdSchema });
export const systemUserDetailSchema = systemUserSummarySchema.extend({
  /** Live sessions (not revoked, not expired). */
  activeSessions: z.number(),
  /** The last activity of any of the user's sessions. */
  lastSeenAt: z.number().nullable(),
  passwordChangedAt: z.number(),
});
export type SystemUserDetail = z.infer<typeof systemUserDetailSchema>;

const stationOptionSchema = z.object({ id: z.number(), name: z.string(), region: z.string(), status: z.number() });
export const stationListResult = z.object({ list: z.array(stationOptionSchema) });

const roleOptionSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  builtIn: z.boolean(),
  /** Whether the caller may grant it (it holds no permission the caller lacks). */
  assignable: z.boolean(),
});
export const roleOptionListResult = z.object({ list: z.array(roleOptionSchema) });

export const addUserRequest = z.object({
  username: usernameSchema,
  name: personNameSchema,
  phone: mobileSchema,
  password: newPasswordSchema,
  roleIds: idList(50).default([]),
  stationIds: idList(200).default([]),
  status: statusSchema.default(1),
  isConsult: flagSchema.default(false),
});

/** Only the fields sent change; send `phone` only to change it (answers carry it masked). */
export const editUserRequest = z.object({
  userId: recordIdSchema,
  version: versionSchema,
  username: usernameSchema.optional(),
  name: personNameSchema.optional(),
  phone: mobileSchema.optional(),
  roleIds: idList(50).optional(),
  stationIds: idList(200).optional(),
  status: statusSchema.optional(),
  isConsult: flagSchema.optional(),
});

export const alterUserStatusRequest = z.object({ userId: recordIdSchema, status: statusSchema, version: versionSchema });
export const alterUserStatusResult = z.object({ id: z.number(), status: z.number(), version: z.number(), sessionsEnded: z.number() });

export const resetUserPasswordRequest = z.object({
  userId: recordIdSchema,
  /** The new password; omitted: the server generates one and answers it (once). */
  password: newPasswordSchema.optional(),
  version: versionSchema.optional(),
});
export const resetUserPasswordResult = z.object({
  id: z.number(),
  version: z.number(),
  /** The generated password, shown once; null when the caller chose it. */
  password: z.string().nullable(),
  sessionsEnded: z.number(),
});

const sessionInfoSchema = z.object({
  id: z.number(),
  channel: z.string(),
  address: z.string(),
  userAgent: z.string(),
  createdAt: z.number(),
  lastSeenAt: z.number(),
  idleExpiresAt: z.number(),
  absoluteExpiresAt: z.number(),
  /** The session of the caller's own request. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export const userSessionsRequest = z.object({ userId: recordIdSchema });
export const userSessionsResult = z.object({ list: z.array(sessionInfoSchema) });
export const endUserSessionsRequest = z.object({
  userId: recordIdSchema,
  /** One session to end; omitted: all of the user's live sessions. */
  sessionId: idFilter,
});
export const endUserSessionsResult = z.object({ ended: z.number() });

const REVEALABLE_USER_FIELDS = ['phone'] as const;
export const revealUserFieldRequest = z.object({
  userId: recordIdSchema,
  field: z.enum(REVEALABLE_USER_FIELDS, { error: t('system.validate.revealField', { fields: REVEALABLE_USER_FIELDS.join(', ') }) }),
});
export const revealUserFieldResult = z.object({ field: z.string(), value: z.string() });

// ---------------------------------------------------------------------------------------------
// Roles (/system/role)

export const ROLE_SORT_FIELDS = ['id', 'code', 'name', 'createdAt', 'updatedAt'] as const;
export const roleListRequest = listRequest.extend({
  name: textFilter(50),
  builtIn: z.preprocess((v) => (v === '' || v === null ? undefined : v), flagSchema.optional()),
  sort: sortRequest(ROLE_SORT_FIELDS, 'id'),
});
const roleSummarySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  builtIn: z.boolean(),
  userCount: z.number(),
  nodeCount: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export type RoleSummary = z.infer<typeof roleSummarySchema>;
export const roleListResult = listPageOf(roleSummarySchema);

export const getRoleRequest = z.object({ roleId: recordIdSchema });
export const roleDetailSchema = roleSummarySchema.extend({ nodeIds: z.array(z.number()), nodeCodes: z.array(z.string()) });
export type RoleDetail = z.infer<typeof roleDetailSchema>;

const ROLE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{1,39}$/;
/** Permission node codes; the server stores exactly these (a parent does not imply its subtree). */
const nodeCodeList = z.preprocess(
  (v) => (v === '' ? [] : typeof v === 'string' ? v.split(',').map((s) => s.trim()) : v),
  z
    .array(z.string().trim().min(1).max(80), { error: t('system.validate.codeList') })
    .max(1000, t('system.validate.tooMany', { max: 1000 }))
    .transform((codes) => [...new Set(codes)]),
);
export const addRoleRequest = z.object({
  name: requiredText(t('system.validate.roleNameRequired')).pipe(z.string().max(50, t('system.validate.tooLong', { max: 50 }))),
  /** Letters, digits, underscore; generated from the name when omitted. */
  code: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().regex(ROLE_CODE_PATTERN, t('system.validate.roleCode')).optional()),
  nodeCodes: nodeCodeList.default([]),
});
export const editRoleRequest = z.object({
  roleId: recordIdSchema,
  version: versionSchema,
  name: addRoleRequest.shape.name.optional(),
  nodeCodes: nodeCodeList.optional(),
});
export const deleteRoleRequest = z.object({ roleId: recordIdSchema, version: versionSchema });
export const deleteRoleResult = z.object({ id: z.number(), deleted: z.literal(true) });

export interface PermissionTreeNode {
  id: number;
  code: string;
  name: string;
  icon: string;
  num: number;
  ismenu: number;
  children: PermissionTreeNode[];
}
const permissionTreeNodeSchema: z.ZodType<PermissionTreeNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    icon: z.string(),
    num: z.number(),
    ismenu: z.number(),
    children: z.array(permissionTreeNodeSchema),
  }),
);
export const permissionTreeResult = z.object({ tree: z.array(permissionTreeNodeSchema) });

// ---------------------------------------------------------------------------------------------
// Message records (/system/message/message-record) and announcements

export const MESSAGE_CHANNELS = ['sms', 'app', 'announcement'] as const;
export const RECIPIENT_STATUSES = ['pending', 'delivered', 'failed'] as const;

const channelFilter = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.enum(MESSAGE_CHANNELS, { error: t('system.validate.oneOf', { values: MESSAGE_CHANNELS.join(', ') }) }).optional(),
);

export const MESSAGE_RECORD_SORT_FIELDS = ['id', 'createdAt', 'recipients'] as const;
export const messageRecordListRequest = listRequest.extend({
  channel: channelFilter,
  /** Part of the template code. */
  template: textFilter(80),
  /** Created from / to (epoch ms, inclusive). */
  from: timeFilter,
  to: timeFilter,
  sort: sortRequest(MESSAGE_RECORD_SORT_FIELDS, '-createdAt'),
});
const messageRecordSummarySchema = z.object({
  id: z.number(),
  channel: z.string(),
  template: z.string(),
  title: z.string(),
  recipients: z.number(),
  delivered: z.number(),
  failed: z.number(),
  pending: z.number(),
  createdAt: z.number(),
  createdBy: namedRefSchema.nullable(),
});
export type MessageRecordSummary = z.infer<typeof messageRecordSummarySchema>;
export const messageRecordListResult = listPageOf(messageRecordSummarySchema);

const messageRecipientSchema = z.object({
  id: z.number(),
  /** 'staff' | 'member' | 'nurse'. */
  kind: z.string(),
  recipientId: z.number().nullable(),
  name: z.string(),
  /** Where it went: a masked phone, or the staff username for the message center. */
  address: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  deliveredAt: z.number().nullable(),
});
export type MessageRecipient = z.infer<typeof messageRecipientSchema>;
export const getMessageRecordRequest = listRequest.extend({
  id: recordIdSchema,
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(RECIPIENT_STATUSES, { error: t('system.validate.oneOf', { values: RECIPIENT_STATUSES.join(', ') }) }).optional(),
  ),
});
const messageRecordDetailSchema = messageRecordSummarySchema.extend({
  body: z.string(),
  /** Who it was sent to, in words (e.g. "role: finance"). */
  target: z.string(),
});
export const getMessageRecordResult = z.object({ record: messageRecordDetailSchema, recipients: listPageOf(messageRecipientSchema) });

export const ANNOUNCEMENT_TARGETS = ['all', 'role', 'station', 'users'] as const;
export type AnnouncementTarget = (typeof ANNOUNCEMENT_TARGETS)[number];
export const sendAnnouncementRequest = z
  .object({
    /** all staff, a role (`roleId`), a station (`stationId`) or chosen staff (`userIds`). */
    target: z.enum(ANNOUNCEMENT_TARGETS, { error: t('system.validate.oneOf', { values: ANNOUNCEMENT_TARGETS.join(', ') }) }),
    roleId: idFilter,
    stationId: idFilter,
    userIds: idList(1000).optional(),
    title: requiredText(t('system.validate.titleRequired')).pipe(z.string().max(100, t('system.validate.tooLong', { max: 100 }))),
    body: requiredText(t('system.validate.bodyRequired')).pipe(z.string().max(2000, t('system.validate.tooLong', { max: 2000 }))),
  })
  .superRefine((value, ctx) => {
    const need = { role: 'roleId', station: 'stationId', users: 'userIds' } as const;
    if (value.target === 'all') return;
    const field = need[value.target];
    const present = field === 'userIds' ? (value.userIds?.length ?? 0) > 0 : value[field] !== undefined;
    if (!present) ctx.addIssue({ code: 'custom', path: [field], message: t('validate.required') });
  });
export const sendAnnouncementResult = z.object({ id: z.number(), recipients: z.number(), delivered: z.number(), failed: z.number() });

// ---------------------------------------------------------------------------------------------
// Record search (the palette's `#` mode)

export const searchRecordsRequest = z.object({
  q: requiredText(t('system.validate.queryRequired')).pipe(z.string().max(100, t('system.validate.tooLong', { max: 100 }))),
});
const searchHitSchema = z.object({
  /** The page's permission code: 'systemUser', 'systemRole'; later areas add theirs. */
  kind: z.string(),
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  /** The console path that opens the record. */
  path: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;
export const searchRecordsResult = z.object({ hits: z.array(searchHitSchema) });
