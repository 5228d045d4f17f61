import { PUBLIC, SIGNED_IN } from '../permissions/permission-catalogue';
import { catalogueRoutes } from './catalogue-routes';
import { catalogueSalesRoutes } from './catalogue-sales-routes';
import { inventoryRoutes } from './inventory-routes';
import { financeLedgerRoutes } from './finance-ledger-routes';
import { financeInvoiceRoutes } from './finance-invoice-routes';
import { financeWithdrawalRoutes } from './finance-withdrawal-routes';
import { marketingCouponRoutes } from './marketing-coupon-routes';
import { marketingContentRoutes } from './marketing-content-routes';
import { orderExportRoutes } from './order-export-routes';
import { orderRoutes } from './orders-routes';
import { peopleRoutes } from './people-routes';
import { securityRoutes } from './security-routes';
import { studiosRoutes } from './studios-routes';
import { homeRoutes } from './home-routes';
import { viewsRoutes } from './views-routes';

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
  // System users (/system/user): the spec's names
  getUsersList: { path: '/api/admin/getUsersList', method: 'POST', permission: 'systemUser' },
  getUser: { path: '/api/admin/getUser', method: 'POST', permission: 'systemUser' },
  getAllStationList: { path: '/api/admin/getAllStationList', method: 'POST', permission: 'systemUser' },
  getAllRole: { path: '/api/admin/getAllRole', method: 'POST', permission: 'systemUser' },
  addUser: { path: '/api/admin/addUser', method: 'POST', permission: 'systemUser.add' },
  editUser: { path: '/api/admin/editUser', method: 'POST', permission: 'systemUser.edit' },
  alterUserStatus: { path: '/api/admin/alterUserStatus', method: 'POST', permission: 'systemUser.status' },
  resetUserPassword: { path: '/api/admin/resetUserPassword', method: 'POST', permission: 'systemUser.resetPassword' },
  getUserSessions: { path: '/api/admin/getUserSessions', method: 'POST', permission: 'systemUser.sessions' },
  endUserSessions: { path: '/api/admin/endUserSessions', method: 'POST', permission: 'systemUser.sessions' },
  revealUserField: { path: '/api/admin/revealUserField', method: 'POST', permission: 'pii.viewFull' },
  // Roles (/system/role)
  getRoleList: { path: '/api/admin/getRoleList', method: 'POST', permission: 'systemRole' },
  getRole: { path: '/api/admin/getRole', method: 'POST', permission: 'systemRole' },
  getPermissionTree: { path: '/api/admin/getPermissionTree', method: 'POST', permission: 'systemRole' },
  addRole: { path: '/api/admin/addRole', method: 'POST', permission: 'systemRole.edit' },
  editRole: { path: '/api/admin/editRole', method: 'POST', permission: 'systemRole.edit' },
  deleteRole: { path: '/api/admin/deleteRole', method: 'POST', permission: 'systemRole.delete' },
  // Audit trail
  getAuditList: { path: '/api/admin/getAuditList', method: 'POST', permission: 'audit.view' },
  getRecordHistory: { path: '/api/admin/getRecordHistory', method: 'POST', permission: 'audit.view' },
  // Messages (/system/message/message-record)
  getMessageRecordList: { path: '/api/admin/getMessageRecordList', method: 'POST', permission: 'messageRecord' },
  getMessageRecord: { path: '/api/admin/getMessageRecord', method: 'POST', permission: 'messageRecord' },
  sendAnnouncement: { path: '/api/admin/sendAnnouncement', method: 'POST', permission: 'messageRecord.send' },
  // The palette's `#` mode: hits filtered by the caller's permissions and stations
  searchRecords: { path: '/api/admin/searchRecords', method: 'POST', permission: SIGNED_IN },
  ...orderRoutes,
  ...orderExportRoutes,
  ...peopleRoutes,
  ...catalogueRoutes,
  ...catalogueSalesRoutes,
  ...studiosRoutes,
  ...securityRoutes,
  ...homeRoutes,
  ...viewsRoutes,
  ...inventoryRoutes,
  ...financeLedgerRoutes,
  ...financeInvoiceRoutes,
  ...financeWithdrawalRoutes,
  ...marketingCouponRoutes,
  ...marketingContentRoutes,
} as const satisfies Record<string, EndpointRoute>;
