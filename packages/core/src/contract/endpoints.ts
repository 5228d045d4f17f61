import * as z from 'zod';
import * as auth from './schemas/auth';
import { catalogueSalesEndpoints } from './catalogue-sales-endpoints';
import { def, type EndpointDef } from './endpoint-def';
import { endpointRoutes } from './endpoint-routes';
import { orderExportEndpoints } from './order-export-endpoints';
import { orderEndpoints } from './orders-endpoints';
import { peopleEndpoints } from './people-endpoints';
import { catalogueEndpoints } from './catalogue-endpoints';
import { inventoryEndpoints } from './inventory-endpoints';
import { financeLedgerEndpoints } from './finance-ledger-endpoints';
import { financeInvoiceEndpoints } from './finance-invoice-endpoints';
import { financeWithdrawalEndpoints } from './finance-withdrawal-endpoints';
import { marketingCouponEndpoints } from './marketing-coupon-endpoints';
import { marketingContentEndpoints } from './marketing-content-endpoints';
import { securityEndpoints } from './security-endpoints';
import { studiosEndpoints } from './studios-endpoints';
import { homeEndpoints } from './home-endpoints';
import { viewsEndpoints } from './views-endpoints';
import { emptyRequest } from './schemas/common';
import * as staffMessages from './schemas/staff-messages';
import * as audit from './schemas/audit';
import * as system from './schemas/system';

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
  getUsersList: def({ ...endpointRoutes.getUsersList, request: system.usersListRequest, response: system.usersListResult, mutates: false }),
  getUser: def({ ...endpointRoutes.getUser, request: system.getUserRequest, response: system.systemUserDetailSchema, mutates: false }),
  getAllStationList: def({ ...endpointRoutes.getAllStationList, request: emptyRequest, response: system.stationListResult, mutates: false }),
  getAllRole: def({ ...endpointRoutes.getAllRole, request: emptyRequest, response: system.roleOptionListResult, mutates: false }),
  addUser: def({ ...endpointRoutes.addUser, request: system.addUserRequest, response: system.systemUserDetailSchema, mutates: true }),
  editUser: def({ ...endpointRoutes.editUser, request: system.editUserRequest, response: system.systemUserDetailSchema, mutates: true }),
  alterUserStatus: def({ ...endpointRoutes.alterUserStatus, request: system.alterUserStatusRequest, response: system.alterUserStatusResult, mutates: true }),
  resetUserPassword: def({ ...endpointRoutes.resetUserPassword, request: system.resetUserPasswordRequest, response: system.resetUserPasswordResult, mutates: true }),
  getUserSessions: def({ ...endpointRoutes.getUserSessions, request: system.userSessionsRequest, response: system.userSessionsResult, mutates: false }),
  endUserSessions: def({ ...endpointRoutes.endUserSessions, request: system.endUserSessionsRequest, response: system.endUserSessionsResult, mutates: true }),
  // A read, but audited ('pii.read'): it writes through mutate, so it is marked mutating.
  revealUserField: def({ ...endpointRoutes.revealUserField, request: system.revealUserFieldRequest, response: system.revealUserFieldResult, mutates: true }),
  getRoleList: def({ ...endpointRoutes.getRoleList, request: system.roleListRequest, response: system.roleListResult, mutates: false }),
  getRole: def({ ...endpointRoutes.getRole, request: system.getRoleRequest, response: system.roleDetailSchema, mutates: false }),
  getPermissionTree: def({ ...endpointRoutes.getPermissionTree, request: emptyRequest, response: system.permissionTreeResult, mutates: false }),
  addRole: def({ ...endpointRoutes.addRole, request: system.addRoleRequest, response: system.roleDetailSchema, mutates: true }),
  editRole: def({ ...endpointRoutes.editRole, request: system.editRoleRequest, response: system.roleDetailSchema, mutates: true }),
  deleteRole: def({ ...endpointRoutes.deleteRole, request: system.deleteRoleRequest, response: system.deleteRoleResult, mutates: true }),
  getAuditList: def({ ...endpointRoutes.getAuditList, request: audit.auditListRequest, response: audit.auditListResult, mutates: false }),
  getRecordHistory: def({ ...endpointRoutes.getRecordHistory, request: audit.recordHistoryRequest, response: audit.recordHistoryResult, mutates: false }),
  getMessageRecordList: def({ ...endpointRoutes.getMessageRecordList, request: system.messageRecordListRequest, response: system.messageRecordListResult, mutates: false }),
  getMessageRecord: def({ ...endpointRoutes.getMessageRecord, request: system.getMessageRecordRequest, response: system.getMessageRecordResult, mutates: false }),
  sendAnnouncement: def({ ...endpointRoutes.sendAnnouncement, request: system.sendAnnouncementRequest, response: system.sendAnnouncementResult, mutates: true }),
  searchRecords: def({ ...endpointRoutes.searchRecords, request: system.searchRecordsRequest, response: system.searchRecordsResult, mutates: false }),
  ...orderEndpoints,
  ...orderExportEndpoints,
  ...peopleEndpoints,
  ...catalogueEndpoints,
  ...catalogueSalesEndpoints,
  ...studiosEndpoints,
  ...securityEndpoints,
  ...homeEndpoints,
  ...viewsEndpoints,
  ...inventoryEndpoints,
  ...financeLedgerEndpoints,
  ...financeInvoiceEndpoints,
  ...financeWithdrawalEndpoints,
  ...marketingCouponEndpoints,
  ...marketingContentEndpoints,
} satisfies Record<keyof typeof endpointRoutes, EndpointDef>;

export type { EndpointDef };
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<N extends EndpointName> = z.input<Endpoints[N]['request']>;
export type ResponseOf<N extends EndpointName> = z.output<Endpoints[N]['response']>;
