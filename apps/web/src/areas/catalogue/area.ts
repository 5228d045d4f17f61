import type { ConsoleArea } from '../../platform/contributions/console-area';

/** The catalogue: services, packages, categories and what is sold with them. */
export const catalogueArea: ConsoleArea = {
  id: 'catalogue',
  pages: {
  },
};
