import { PUBLIC, SIGNED_IN } from '../permissions/permission-catalogue';

export interface EndpointRoute {
  path: string;
  method: 'POST' | 'GET';
  /** The node code a caller needs, or PUBLIC (no sign-in) or SIGNED_IN (any signed-in user). */
  permission: string;
}

/**
 * Where each endpoint lives and who may call it, without its schemas: the API client needs only
 * this, so the web's first chunk does not carry zod. `endpoints.ts` adds the schemas; the
 * compiler makes the two tables list the same names.
 */
export const endpointRoutes = {
  passwordLogin: { path: '/api/admin/passwordLogin', method: 'POST', permission: PUBLIC },
  getPicVerifyCode: { path: '/api/admin/getPicVerifyCode', method: 'POST', permission: PUBLIC },
  getSmsVerifyCode: { path: '/api/admin/getSmsVerifyCode', method: 'POST', permission: PUBLIC },
  smsLogin: { path: '/api/admin/smsLogin', method: 'POST', permission: PUBLIC },
  getUserPermission: { path: '/api/admin/getUserPermission', method: 'POST', permission: SIGNED_IN },
  logout: { path: '/api/admin/logout', method: 'POST', permission: SIGNED_IN },
  changePassword: { path: '/api/admin/changePassword', method: 'POST', permission: SIGNED_IN },
  getSystemUserInfo: { path: '/system/user/getSystemUserInfo.json', method: 'POST', permission: SIGNED_IN },
  getStaffMessageList: { path: '/api/admin/getStaffMessageList', method: 'POST', permission: SIGNED_IN },
  markStaffMessagesRead: { path: '/api/admin/markStaffMessagesRead', method: 'POST', permission: SIGNED_IN },
  healthz: { path: '/healthz', method: 'GET', permission: PUBLIC },
} as const satisfies Record<string, EndpointRoute>;
