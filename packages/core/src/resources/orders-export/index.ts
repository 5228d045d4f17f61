import type { CommandRegistry } from '../../commands/command-registry';
import { ordersResource } from '../orders/orders';
import { orderExportCommand } from './order-export-command';

export { orderExportCommand };
export { formatFileSize } from './file-size';

/** Registers `orders export` (the order list's filters, from its descriptor). */
export function registerOrderExportCommands(registry: CommandRegistry): CommandRegistry {
  registry.register(orderExportCommand(ordersResource));
  return registry;
}
