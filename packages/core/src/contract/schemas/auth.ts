import * as z from 'zod';
import { t } from '../../i18n/translate';
import { PASSWORD_MAX } from '../../validate/password-form';
import { idSchema, mobileSchema, permissionNodeSchema, requiredText } from './common';

export const sessionUserSchema = z.object({
  userId: z.number(),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  avatar: z.string(),
  introduction: z.string(),
  /** The spec shows both spellings of the consult flag; we send both. */
  isConsult: z.boolean(),
  consult: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResultSchema = z.object({
  user: sessionUserSchema,
  token: z.string(),
  menu: z.array(permissionNodeSchema),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const passwordLoginRequest = z.object({
  username: requiredText(t('validate.usernameRequired')),
  password: z.string({ error: t('validate.passwordRequired') }).min(1, t('validate.passwordRequired')),
  /** Present once the server has demanded a picture captcha. */
  captchaId: z.string().optional(),
  captchaCode: z.string().optional(),
});

export const picVerifyCodeRequest = z.object({ username: z.string().trim().optional() });
export const picVerifyCodeResult = z.object({
  captchaId: z.string(),
  /** An SVG image as a data: URL. */
  image: z.string(),
  expiresIn: z.number(),
});

export const smsVerifyCodeRequest = z.object({ phone: mobileSchema });
export const smsVerifyCodeResult = z.object({ expiresIn: z.number(), resendAfter: z.number() });

export const smsLoginRequest = z.object({
  phone: mobileSchema,
  code: z.string({ error: t('validate.smsCodeFormat') }).trim().regex(/^\d{6}$/, t('validate.smsCodeFormat')),
});

export const userPermissionRequest = z.object({ userId: idSchema.optional() });
export const userPermissionResult = z.object({
  permissionNode: z.array(permissionNodeSchema),
  users: z.object({ username: z.string(), id: z.number(), phone: z.string() }),
});
export type UserPermission = z.infer<typeof userPermissionResult>;

/**
 * The wire form of change password: each value is preparePasswordForSubmit'ed (URI-encoded), so
 * its length limit is what 128 characters can encode (12 bytes of %XX each at most); the length
 * and policy rules apply to the decoded password (validatePasswordForm on clients, the handler
 * on the server).
 */
export const changePasswordRequest = z.object({
  oldPassword: z
    .string({ error: t('validate.oldPasswordRequired') })
    .min(1, t('validate.oldPasswordRequired'))
    .max(PASSWORD_MAX * 12, t('validate.passwordMax', { max: PASSWORD_MAX })),
  password: z
    .string({ error: t('validate.newPasswordRequired') })
    .min(1, t('validate.newPasswordRequired'))
    .max(PASSWORD_MAX * 12, t('validate.passwordMax', { max: PASSWORD_MAX })),
});

export const systemUserInfoResult = z.object({
  id: z.number(),
  username: z.string(),
  phone: z.string(),
  name: z.string(),
  roles: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
  stations: z.array(z.object({ id: z.number(), name: z.string() })),
  isConsult: z.boolean(),
});
export type SystemUserInfo = z.infer<typeof systemUserInfoResult>;

/** Liveness, and the business time zone every face reads and shows dates in. */
export const healthResult = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']), timeZone: z.string() });
