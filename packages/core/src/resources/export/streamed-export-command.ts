import * as z from 'zod';
import type { AnyCommandDef, CommandContext, CommandResult } from '../../commands/types';
import { CareOpsError } from '../../contract/careops-error';
import { endpointRoutes } from '../../contract/endpoint-routes';
import { EXPORT_FORMATS, type ExportFormat } from '../../contract/export-formats';
import type { MessageKey } from '../../i18n/en';
import { t } from '../../i18n/translate';
import { filterHelp, filterShape } from '../verbs/arg-shapes';
import { filterValues } from '../verbs/arg-values';
import { optionCache } from '../verbs/options';
import type { ResourceDescriptor } from '../types';
import { formatFileSize } from './file-size';

/**
 * Rows received so far, from what writeOutput counted. XLSX is compressed: its rows cannot be
 * counted as they arrive, so its progress is estimated from the bytes until the file is complete.
 */
function rowsSoFar(format: ExportFormat, bytes: number, lines: number, xlsxBytesPerRow: number): number {
  if (format === 'csv') return Math.max(0, lines - 1);
  if (format === 'ndjson') return lines;
  return Math.floor(bytes / xlsxBytesPerRow);
}

/** What a streamed export verb is: its command id, its endpoint and the words it shows. */
export interface StreamedExportSpec {
  id: string;
  endpoint: keyof typeof endpointRoutes;
  /** XLSX bytes per row in measured exports (the progress estimate). */
  xlsxBytesPerRow: number;
  messages: {
    title: MessageKey;
    format: MessageKey;
    output: MessageKey;
    noFiles: MessageKey;
    fieldFile: MessageKey;
    fieldFormat: MessageKey;
    fieldRows: MessageKey;
    fieldSize: MessageKey;
  };
}

interface ExportArgs {
  format: ExportFormat;
  output: string;
  sort?: string;
  order?: 'asc' | 'desc';
  [filter: string]: unknown;
}

/**
 * `careops <resource> export --format csv|xlsx|ndjson -o FILE [filters]`: the filtered rows
 * (the list's filters and sort, as `<resource> list` takes them) streamed by the server's
 * export endpoint into FILE through the face's writeOutput, with progress: a file for
 * `careops`, a download for the terminal panel. The palette does not show it (the list page
 * offers the download).
 */
export function streamedExportCommand(resource: ResourceDescriptor, spec: StreamedExportSpec): AnyCommandDef {
  const route = endpointRoutes[spec.endpoint];
  const m = spec.messages;
  const sortKeys = resource.list.sort?.keys ?? [];
  // Built on first use, like the list's: a command line naming another command of the area
  // never builds the export's filter schemas.
  let args: z.ZodObject | undefined;
  const buildArgs = () =>
    z.object({
      ...filterShape(resource.list.filters),
      ...(sortKeys.length > 0 ? { sort: z.enum(sortKeys as [string, ...string[]]).optional(), order: z.enum(['asc', 'desc']).optional() } : {}),
      format: z.enum(EXPORT_FORMATS),
      output: z.string().trim().min(1, t('validate.required')),
    });
  return {
    id: spec.id,
    get title() {
      return t(m.title);
    },
    group: resource.group,
    keywords: ['export', 'csv', 'xlsx', 'ndjson', resource.cli],
    cli: [...resource.cli.split(' '), 'export'],
    get args() {
      args ??= buildArgs();
      return args;
    },
    shortFlags: { output: 'o' },
    get argHelp() {
      return {
        ...filterHelp(resource.list.filters),
        sort: t('resources.arg.sort'),
        order: t('resources.arg.order'),
        format: t(m.format),
        output: t(m.output),
      };
    },
    permission: route.permission,
    // Where files can be written: `careops` (a file or stdout) and the terminal panel (a
    // download); the palette has the list page's export instead.
    faces: { palette: false },
    async run(ctx, given): Promise<CommandResult> {
      const input = given as ExportArgs;
      const writeOutput = ctx.writeOutput;
      if (!writeOutput) throw new CareOpsError('invalidInput', t(m.noFiles));
      const query = { ...(await filterValues(resource.list.filters, input, optionCache(ctx.api))), ...sortQuery(resource, input), format: input.format };
      const written = await writeOutput(input.output, {
        path: route.path,
        query: query as Parameters<NonNullable<CommandContext['writeOutput']>>[1]['query'],
        onProgress: ({ bytes, lines, expectedRows }) => {
          if (expectedRows !== null) ctx.progress?.(Math.min(expectedRows, rowsSoFar(input.format, bytes, lines, spec.xlsxBytesPerRow)), expectedRows);
        },
      });
      const rows = input.format === 'xlsx' ? (written.expectedRows ?? 0) : rowsSoFar(input.format, written.bytes, written.lines, spec.xlsxBytesPerRow);
      if (written.expectedRows !== null) ctx.progress?.(written.expectedRows, written.expectedRows);
      return {
        kind: 'record',
        fields: [
          { label: t(m.fieldFile), value: written.file },
          { label: t(m.fieldFormat), value: input.format },
          { label: t(m.fieldRows), value: String(rows) },
          { label: t(m.fieldSize), value: formatFileSize(written.bytes) },
        ],
        data: { file: written.file, format: input.format, rows, bytes: written.bytes },
      };
    },
  };
}

/** `--sort key --order asc|desc` as the list's `sort` value (`-key` descending); nothing when neither is given. */
function sortQuery(resource: ResourceDescriptor, input: ExportArgs): { sort?: string } {
  const sort = resource.list.sort;
  if (!sort || (input.sort === undefined && input.order === undefined)) return {};
  const key = input.sort ?? sort.default.key;
  const order = input.order ?? (input.sort === undefined ? sort.default.order : 'asc');
  return { sort: order === 'desc' ? `-${key}` : key };
}
