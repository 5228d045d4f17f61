import type { HandlerMap } from '../http/handler-types';
import { sendAnnouncementWith } from './announcements';
import { getAuditList, getRecordHistory } from './audit-read';
import type { MessageGateway } from './message-gateway';
import { getMessageRecord, getMessageRecordList } from './message-records';
import { getPermissionTree, getRole, getRoleList } from './role-read';
import { addRole, deleteRole, editRole } from './role-write';
import { searchRecords } from './search-records';
import { getStaffMessageList, markStaffMessagesRead } from './staff-messages';
import { getSystemUserInfo, healthz } from './system-user-info';
import { getAllRole, getAllStationList, getUser, getUsersList } from './user-read';
import { endUserSessions, getUserSessions, resetUserPassword, revealUserField } from './user-security';
import { addUser, alterUserStatus, editUser } from './user-write';

export { outboxMessageGateway, type MessageGateway, type MessageAddress, type OutgoingMessage, type Delivery } from './message-gateway';

export interface SystemDeps {
  /** How announcements reach people (default: outbox + message center + log). */
  messages: MessageGateway;
}

/** The handlers of the system area: own info, message center, system users, roles, audit, messages, search. */
export function createSystemHandlers(deps: SystemDeps): HandlerMap {
  return {
    getSystemUserInfo,
    healthz,
    getStaffMessageList,
    markStaffMessagesRead,
    getUsersList,
    getUser,
    getAllStationList,
    getAllRole,
    addUser,
    editUser,
    alterUserStatus,
    resetUserPassword,
    getUserSessions,
    endUserSessions,
    revealUserField,
    getRoleList,
    getRole,
    getPermissionTree,
    addRole,
    editRole,
    deleteRole,
    getAuditList,
    getRecordHistory,
    getMessageRecordList,
    getMessageRecord,
    sendAnnouncement: sendAnnouncementWith(deps.messages),
    searchRecords,
  };
}
