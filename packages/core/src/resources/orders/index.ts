import type { CommandRegistry } from '../../commands/command-registry';
import type { ResourceDescriptor } from '../types';
import { orderNotesAddCommand, orderNotesListCommand } from './order-notes-commands';
import { ordersResource } from './orders';
import { priceChangeRequestCommand } from './price-change-request-command';
import { priceChangesResource } from './price-changes';
import { wasteTasksResource } from './waste-tasks';

export { ordersResource, priceChangesResource, wasteTasksResource };
export { priceChangeStatusEnum, wasteTaskStatusEnum } from './enumerations';
export { statusesAllowing, priceChangeStatusesAllowing } from './machine-states';
export { moneyToCents } from './money-input';
export { orderStudioOptions } from './options';

/** The orders area's resources (list/view/actions from descriptors), in menu order. */
export const orderResources: readonly ResourceDescriptor[] = [ordersResource, wasteTasksResource, priceChangesResource];

/** Registers the orders area's commands that are not generated from a descriptor (notes, a price-change request). */
export function registerOrderCommands(registry: CommandRegistry): CommandRegistry {
  registry.register(orderNotesListCommand);
  registry.register(orderNotesAddCommand);
  registry.register(priceChangeRequestCommand);
  return registry;
}
