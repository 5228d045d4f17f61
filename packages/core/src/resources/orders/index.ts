import type { AreaContribution } from '../../registry/area-contribution';
import { orderNotesAddCommand, orderNotesListCommand } from './order-notes-commands';
import { ordersResource } from './orders';
import { priceChangeRequestCommand } from './price-change-request-command';
import { priceChangesResource } from './price-changes';
import { wasteTasksResource } from './waste-tasks';
import { orderResources } from './descriptors';

export { ordersResource, priceChangesResource, wasteTasksResource };
export { priceChangeStatusEnum, wasteTaskStatusEnum } from './enumerations';
export { statusesAllowing, priceChangeStatusesAllowing } from './action-statuses';
export { moneyToCents } from './money-input';
export { orderStudioOptions } from './options';

export { orderResources };

/** The orders area's contribution to the registry: its descriptors and the commands not generated from one (notes, a price-change request). */
export const ordersArea: AreaContribution = {
  id: 'orders',
  resources: orderResources,
  commands: [orderNotesListCommand, orderNotesAddCommand, priceChangeRequestCommand],
};
