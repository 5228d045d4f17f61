import type { AnyCommandDef } from '../../commands/types';
import { streamedExportCommand } from '../export/streamed-export-command';
import { stockMovementsResource } from './stock-movements';

/** `careops stock movements export --format csv|xlsx|ndjson -o FILE [filters]`: the movement list's filters and sort, streamed by exportStockMovements. */
export const stockMovementsExportCommand: AnyCommandDef = streamedExportCommand(stockMovementsResource, {
  id: 'stock.movements.export',
  endpoint: 'exportStockMovements',
  // About this many bytes per movement in XLSX (compressed rows of eight short cells).
  xlsxBytesPerRow: 50,
  messages: {
    title: 'inventory.export.cmd.title',
    format: 'ordersExport.cmd.arg.format',
    output: 'ordersExport.cmd.arg.output',
    noFiles: 'inventory.export.cmd.noFiles',
    fieldFile: 'ordersExport.cmd.field.file',
    fieldFormat: 'ordersExport.cmd.field.format',
    fieldRows: 'inventory.export.cmd.field.rows',
    fieldSize: 'ordersExport.cmd.field.size',
  },
});
