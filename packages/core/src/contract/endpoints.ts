import { z } from 'zod';
import { PUBLIC, SIGNED_IN } from '../permissions/permission-catalogue';
import * as auth from './schemas/auth';
import { emptyRequest } from './schemas/common';
import * as staffMessages from './schemas/staff-messages';

/**
 * One entry per server endpoint. `permission` is the node code a caller needs, or PUBLIC
 * (no sign-in) or SIGNED_IN (any signed-in user). The server registers exactly this table.
 */
export interface EndpointDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  path: string;
  method: 'POST' | 'GET';
  permission: string;
  request: Req;
  response: Res;
  /** Mutating endpoints write an audit row. */
  mutates: boolean;
}

const def = <Req extends z.ZodType, Res extends z.ZodType>(e: EndpointDef<Req, Res>) => e;

export const endpoints = {
  passwordLogin: def({ path: '/api/admin/passwordLogin', method: 'POST', permission: PUBLIC, request: auth.passwordLoginRequest, response: auth.loginResultSchema, mutates: true }),
  getPicVerifyCode: def({ path: '/api/admin/getPicVerifyCode', method: 'POST', permission: PUBLIC, request: auth.picVerifyCodeRequest, response: auth.picVerifyCodeResult, mutates: false }),
  getSmsVerifyCode: def({ path: '/api/admin/getSmsVerifyCode', method: 'POST', permission: PUBLIC, request: auth.smsVerifyCodeRequest, response: auth.smsVerifyCodeResult, mutates: true }),
  smsLogin: def({ path: '/api/admin/smsLogin', method: 'POST', permission: PUBLIC, request: auth.smsLoginRequest, response: auth.loginResultSchema, mutates: true }),
  getUserPermission: def({ path: '/api/admin/getUserPermission', method: 'POST', permission: SIGNED_IN, request: auth.userPermissionRequest, response: auth.userPermissionResult, mutates: false }),
  logout: def({ path: '/api/admin/logout', method: 'POST', permission: SIGNED_IN, request: emptyRequest, response: z.null(), mutates: true }),
  changePassword: def({ path: '/api/admin/changePassword', method: 'POST', permission: SIGNED_IN, request: auth.changePasswordRequest, response: z.null(), mutates: true }),
  getSystemUserInfo: def({ path: '/system/user/getSystemUserInfo.json', method: 'POST', permission: SIGNED_IN, request: emptyRequest, response: auth.systemUserInfoResult, mutates: false }),
  getStaffMessageList: def({ path: '/api/admin/getStaffMessageList', method: 'POST', permission: SIGNED_IN, request: staffMessages.staffMessageListRequest, response: staffMessages.staffMessageListResult, mutates: false }),
  markStaffMessagesRead: def({ path: '/api/admin/markStaffMessagesRead', method: 'POST', permission: SIGNED_IN, request: staffMessages.markStaffMessagesReadRequest, response: staffMessages.markStaffMessagesReadResult, mutates: true }),
  healthz: def({ path: '/healthz', method: 'GET', permission: PUBLIC, request: emptyRequest, response: auth.healthResult, mutates: false }),
} satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<N extends EndpointName> = z.input<Endpoints[N]['request']>;
export type ResponseOf<N extends EndpointName> = z.output<Endpoints[N]['response']>;
