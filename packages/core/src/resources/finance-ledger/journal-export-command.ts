import type { AnyCommandDef } from '../../commands/types';
import { streamedExportCommand } from '../export/streamed-export-command';
import { journalResource } from './journal';

/** `careops finance journal export --format csv|xlsx|ndjson -o FILE [filters]`: the journal list's filters and sort, streamed by exportJournal. */
export const journalExportCommand: AnyCommandDef = streamedExportCommand(journalResource, {
  id: 'finance.journal.export',
  endpoint: 'exportJournal',
  // About this many bytes per transaction in measured XLSX exports.
  xlsxBytesPerRow: 60,
  messages: {
    title: 'finance.export.cmd.title',
    format: 'ordersExport.cmd.arg.format',
    output: 'ordersExport.cmd.arg.output',
    noFiles: 'finance.export.cmd.noFiles',
    fieldFile: 'ordersExport.cmd.field.file',
    fieldFormat: 'ordersExport.cmd.field.format',
    fieldRows: 'finance.export.cmd.field.rows',
    fieldSize: 'ordersExport.cmd.field.size',
  },
});
