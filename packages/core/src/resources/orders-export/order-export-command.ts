import type { AnyCommandDef } from '../../commands/types';
import { streamedExportCommand } from '../export/streamed-export-command';
import type { ResourceDescriptor } from '../types';

/** `careops orders export --format csv|xlsx|ndjson -o FILE [filters]`: the order list's filters and sort, streamed by exportOrders. */
export function orderExportCommand(orders: ResourceDescriptor): AnyCommandDef {
  return streamedExportCommand(orders, {
    id: 'orders.export',
    endpoint: 'exportOrders',
    // About this many bytes per order in measured XLSX exports.
    xlsxBytesPerRow: 56,
    messages: {
      title: 'ordersExport.cmd.title',
      format: 'ordersExport.cmd.arg.format',
      output: 'ordersExport.cmd.arg.output',
      noFiles: 'ordersExport.cmd.noFiles',
      fieldFile: 'ordersExport.cmd.field.file',
      fieldFormat: 'ordersExport.cmd.field.format',
      fieldRows: 'ordersExport.cmd.field.rows',
      fieldSize: 'ordersExport.cmd.field.size',
    },
  });
}
