import type { HandlerMap } from '../http/handler-types';
import { changePassword } from './change-password';
import { getPicVerifyCode, passwordLogin } from './password-login';
import { getUserPermission, logout } from './session-handlers';
import { getSmsVerifyCode, smsLogin } from './sms-login';

export const authHandlers: HandlerMap = { passwordLogin, getPicVerifyCode, getSmsVerifyCode, smsLogin, getUserPermission, logout, changePassword };


export { revokeUserSessions } from './sessions';
export { userPermissionSql, runUserPermissionSql, PermissionQueries, type UserPermissionSql } from './user-permission-sql';
export { hashPassword, verifyPassword } from './passwords';
export type { AuthContext } from './authenticate';
