import type { ConsoleArea } from '../../platform/contributions/console-area';
import { page } from '../../platform/shell/lazy-page';

/** Home (the work-queue board) and the message centre. */
export const homeArea: ConsoleArea = {
  id: 'home',
  pages: {
    home: page(() => import('./home-page').then((m) => m.HomePage), { areaMessages: false }),
    messageCenter: page(() => import('./message-center-page').then((m) => m.MessageCenterPage)),
  },
};
