import type { AreaContribution } from '../../registry/area-contribution';
import type { ResourceDescriptor } from '../types';
import { orderNotesAddCommand, orderNotesListCommand } from './order-notes-commands';
import { ordersResource } from './orders';
import { priceChangeRequestCommand } from './price-change-request-command';
import { priceChangesResource } from './price-changes';
import { wasteTasksResource } from './waste-tasks';

export { ordersResource, priceChangesResource, wasteTasksResource };
export { priceChangeStatusEnum, wasteTaskStatusEnum } from './enumerations';
export { statusesAllowing, priceChangeStatusesAllowing } from './action-statuses';
export { moneyToCents } from './money-input';
export { orderStudioOptions } from './options';

/** The orders area's resources (list/view/actions from descriptors), in menu order. */
export const orderResources: readonly ResourceDescriptor[] = [ordersResource, wasteTasksResource, priceChangesResource];

/** The orders area's contribution to the registry: its descriptors and the commands not generated from one (notes, a price-change request). */
export const ordersArea: AreaContribution = {
  id: 'orders',
  resources: orderResources,
  commands: [orderNotesListCommand, orderNotesAddCommand, priceChangeRequestCommand],
};
