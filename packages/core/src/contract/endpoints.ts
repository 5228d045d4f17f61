import { z } from 'zod';
import * as auth from './schemas/auth';
import { endpointRoutes, type EndpointRoute } from './endpoint-routes';
import { emptyRequest } from './schemas/common';
import * as staffMessages from './schemas/staff-messages';

/**
 * One entry per server endpoint. `permission` is the node code a caller needs, or PUBLIC
 * (no sign-in) or SIGNED_IN (any signed-in user). The server registers exactly this table.
 */
export interface EndpointDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> extends EndpointRoute {
  request: Req;
  response: Res;
  /** Mutating endpoints write an audit row. */
  mutates: boolean;
}

const def = <Req extends z.ZodType, Res extends z.ZodType>(e: EndpointDef<Req, Res>) => e;

export const endpoints = {
  passwordLogin: def({ ...endpointRoutes.passwordLogin, request: auth.passwordLoginRequest, response: auth.loginResultSchema, mutates: true }),
  getPicVerifyCode: def({ ...endpointRoutes.getPicVerifyCode, request: auth.picVerifyCodeRequest, response: auth.picVerifyCodeResult, mutates: false }),
  getSmsVerifyCode: def({ ...endpointRoutes.getSmsVerifyCode, request: auth.smsVerifyCodeRequest, response: auth.smsVerifyCodeResult, mutates: true }),
  smsLogin: def({ ...endpointRoutes.smsLogin, request: auth.smsLoginRequest, response: auth.loginResultSchema, mutates: true }),
  getUserPermission: def({ ...endpointRoutes.getUserPermission, request: auth.userPermissionRequest, response: auth.userPermissionResult, mutates: false }),
  logout: def({ ...endpointRoutes.logout, request: emptyRequest, response: z.null(), mutates: true }),
  changePassword: def({ ...endpointRoutes.changePassword, request: auth.changePasswordRequest, response: z.null(), mutates: true }),
  getSystemUserInfo: def({ ...endpointRoutes.getSystemUserInfo, request: emptyRequest, response: auth.systemUserInfoResult, mutates: false }),
  getStaffMessageList: def({ ...endpointRoutes.getStaffMessageList, request: staffMessages.staffMessageListRequest, response: staffMessages.staffMessageListResult, mutates: false }),
  markStaffMessagesRead: def({ ...endpointRoutes.markStaffMessagesRead, request: staffMessages.markStaffMessagesReadRequest, response: staffMessages.markStaffMessagesReadResult, mutates: true }),
  healthz: def({ ...endpointRoutes.healthz, request: emptyRequest, response: auth.healthResult, mutates: false }),
} satisfies Record<keyof typeof endpointRoutes, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<N extends EndpointName> = z.input<Endpoints[N]['request']>;
export type ResponseOf<N extends EndpointName> = z.output<Endpoints[N]['response']>;
