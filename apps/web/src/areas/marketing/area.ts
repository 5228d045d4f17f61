import type { ConsoleArea } from '../../platform/contributions/console-area';

/** Operation tools (/operation-tools): carousels, coupons and their grants, promotions, member feedback. */
export const marketingArea: ConsoleArea = {
  id: 'marketing',
  pages: {},
};
