import type { ConsoleArea } from '../../platform/contributions/console-area';
import { page } from '../../platform/shell/lazy-page';
import { studioQueues } from './studio-queues';

/** Nursing centers: the list, one form for new and edit, the detail page; licences to renew on Home. */
export const studiosArea: ConsoleArea = {
  id: 'studios',
  pages: {
    studioCenter: page(() => import('./studios-page').then((m) => m.StudiosPage)),
    editStudio: page(() => import('./studio-form-page').then((m) => m.StudioFormPage)),
    updateStudio: page(() => import('./studio-form-page').then((m) => m.StudioFormPage)),
    detailStudio: page(() => import('./studio-detail-page').then((m) => m.StudioDetailPage)),
  },
  queues: studioQueues,
};
