import type { HandlerMap } from '../http/handler-types';
import { getStaffMessageList, markStaffMessagesRead } from './staff-messages';
import { getSystemUserInfo, healthz } from './system-user-info';

export const systemHandlers: HandlerMap = { getSystemUserInfo, healthz, getStaffMessageList, markStaffMessagesRead };
