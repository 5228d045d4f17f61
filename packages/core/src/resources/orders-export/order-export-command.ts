import * as z from 'zod';
import type { AnyCommandDef, CommandContext, CommandResult } from '../../commands/types';
import { CareOpsError } from '../../contract/careops-error';
import { endpointRoutes } from '../../contract/endpoint-routes';
import { ORDER_EXPORT_FORMATS, type OrderExportFormat } from '../../contract/order-export-routes';
import { t } from '../../i18n/translate';
import { filterHelp, filterShape } from '../verbs/arg-shapes';
import { filterValues } from '../verbs/arg-values';
import { optionCache } from '../verbs/options';
import type { ResourceDescriptor } from '../types';
import { formatFileSize } from './file-size';

/**
 * XLSX is compressed: its rows cannot be counted as they arrive, so its progress is estimated
 * from the bytes (about this many per order in measured exports) until the file is complete.
 */
const XLSX_BYTES_PER_ROW = 56;

/** Rows received so far, from what writeOutput counted. */
function rowsSoFar(format: OrderExportFormat, bytes: number, lines: number): number {
  if (format === 'csv') return Math.max(0, lines - 1);
  if (format === 'ndjson') return lines;
  return Math.floor(bytes / XLSX_BYTES_PER_ROW);
}

interface ExportArgs {
  format: OrderExportFormat;
  output: string;
  sort?: string;
  order?: 'asc' | 'desc';
  [filter: string]: unknown;
}

/**
 * `careops orders export --format csv|xlsx|ndjson -o FILE [filters]`: the filtered orders
 * (the order list's filters and sort, as `orders list` takes them) streamed by the server into
 * FILE through the face's writeOutput, with progress: a file for `careops`, a download for the
 * terminal panel. The palette does not show it (the order list page offers the download).
 */
export function orderExportCommand(orders: ResourceDescriptor): AnyCommandDef {
  const sortKeys = orders.list.sort?.keys ?? [];
  const args = z.object({
    ...filterShape(orders.list.filters),
    ...(sortKeys.length > 0 ? { sort: z.enum(sortKeys as [string, ...string[]]).optional(), order: z.enum(['asc', 'desc']).optional() } : {}),
    format: z.enum(ORDER_EXPORT_FORMATS),
    output: z.string().trim().min(1, t('validate.required')),
  });
  return {
    id: 'orders.export',
    get title() {
      return t('ordersExport.cmd.title');
    },
    group: orders.group,
    keywords: ['export', 'csv', 'xlsx', 'ndjson', orders.cli],
    cli: [orders.cli, 'export'],
    args,
    shortFlags: { output: 'o' },
    get argHelp() {
      return {
        ...filterHelp(orders.list.filters),
        sort: t('resources.arg.sort'),
        order: t('resources.arg.order'),
        format: t('ordersExport.cmd.arg.format'),
        output: t('ordersExport.cmd.arg.output'),
      };
    },
    permission: endpointRoutes.exportOrders.permission,
    // Where files can be written: `careops` (a file or stdout) and the terminal panel (a
    // download); the palette has the order list page's export instead.
    faces: { palette: false },
    async run(ctx, given): Promise<CommandResult> {
      const input = given as ExportArgs;
      const writeOutput = ctx.writeOutput;
      if (!writeOutput) throw new CareOpsError('invalidInput', t('ordersExport.cmd.noFiles'));
      const query = { ...(await filterValues(orders.list.filters, input, optionCache(ctx.api))), ...sortQuery(orders, input), format: input.format };
      const written = await writeOutput(input.output, {
        path: endpointRoutes.exportOrders.path,
        query: query as Parameters<NonNullable<CommandContext['writeOutput']>>[1]['query'],
        onProgress: ({ bytes, lines, expectedRows }) => {
          if (expectedRows !== null) ctx.progress?.(Math.min(expectedRows, rowsSoFar(input.format, bytes, lines)), expectedRows);
        },
      });
      const rows = input.format === 'xlsx' ? (written.expectedRows ?? 0) : rowsSoFar(input.format, written.bytes, written.lines);
      if (written.expectedRows !== null) ctx.progress?.(written.expectedRows, written.expectedRows);
      return {
        kind: 'record',
        fields: [
          { label: t('ordersExport.cmd.field.file'), value: written.file },
          { label: t('ordersExport.cmd.field.format'), value: input.format },
          { label: t('ordersExport.cmd.field.rows'), value: String(rows) },
          { label: t('ordersExport.cmd.field.size'), value: formatFileSize(written.bytes) },
        ],
        data: { file: written.file, format: input.format, rows, bytes: written.bytes },
      };
    },
  };
}

/** `--sort key --order asc|desc` as the list's `sort` value (`-key` descending); nothing when neither is given. */
function sortQuery(orders: ResourceDescriptor, input: ExportArgs): { sort?: string } {
  const sort = orders.list.sort;
  if (!sort || (input.sort === undefined && input.order === undefined)) return {};
  const key = input.sort ?? sort.default.key;
  const order = input.order ?? (input.sort === undefined ? sort.default.order : 'asc');
  return { sort: order === 'desc' ? `-${key}` : key };
}
