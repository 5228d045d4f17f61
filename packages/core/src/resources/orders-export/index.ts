import type { AreaContribution } from '../../registry/area-contribution';
import { ordersResource } from '../orders/orders';
import { orderExportCommand } from './order-export-command';

export { orderExportCommand };
export { formatFileSize } from '../export/file-size';

/** `orders export` (the order list's filters, from its descriptor). */
export const orderExportArea: AreaContribution = { id: 'orders-export', resources: [], commands: [orderExportCommand(ordersResource)] };
