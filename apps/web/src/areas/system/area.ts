import type { ConsoleArea } from '../../platform/contributions/console-area';
import { page } from '../../platform/shell/lazy-page';

/** System administration: users, roles, message records and announcements. */
export const systemArea: ConsoleArea = {
  id: 'system',
  pages: {
    systemUser: page(() => import('./users-page').then((m) => m.UsersPage)),
    systemRole: page(() => import('./roles-page').then((m) => m.RolesPage)),
    messageRecord: page(() => import('./message-records-page').then((m) => m.MessageRecordsPage)),
    messageRecordRecord: page(() => import('./compose-announcement-page').then((m) => m.ComposeAnnouncementPage)),
    messageRecordDetail: page(() => import('./message-record-detail-page').then((m) => m.MessageRecordDetailPage)),
  },
};
