import * as z from 'zod';
import type { AnyCommandDef, CommandResult } from '../../commands/types';
import { CareOpsError } from '../../contract/careops-error';
import { endpointRoutes } from '../../contract/endpoint-routes';
import { type ImportServicesAnswer, SERVICE_CSV_COLUMNS } from '../../contract/schemas/catalogue-values';
import { toCsv } from '../../format/csv';
import { t } from '../../i18n/translate';
import { callEndpoint, isRecord } from '../runtime/call-endpoint';
import { fetchAll } from '../verbs/list-command';
import { servicesResource } from './services';

/**
 * `careops services import FILE.csv` and `careops services export`: the file format is the
 * same both ways (SERVICE_CSV_COLUMNS), so an export edited in a spreadsheet imports again.
 */

const importArgs = z.object({ file: z.string().trim().min(1), dryRun: z.boolean().optional() });

const asImportResult = (answer: unknown): ImportServicesAnswer => answer as ImportServicesAnswer;

/** Every problem on its own line: "line 3, price: must be an amount…". */
export function importProblemsText(result: ImportServicesAnswer): string {
  const lines = result.problems.map((p) => t('catalogue.cmd.import.problem', { line: p.line, field: p.field, message: p.message }));
  if (result.moreProblems) lines.push(t('catalogue.cmd.import.moreProblems', { count: result.moreProblems }));
  return [t('catalogue.cmd.import.refused', { count: result.problems.length + result.moreProblems }), ...lines].join('\n');
}

export const servicesImportCommand: AnyCommandDef = {
  id: 'services.import',
  get title() {
    return t('catalogue.cmd.import.title');
  },
  group: 'catalogue',
  keywords: ['csv', 'import', 'services'],
  cli: ['services', 'import'],
  args: importArgs,
  positionals: ['file'],
  get argHelp() {
    return { file: t('catalogue.cmd.import.file'), dryRun: t('catalogue.cmd.import.dryRun') };
  },
  permission: endpointRoutes.importServices.permission,
  faces: { palette: false },
  async run(ctx, given): Promise<CommandResult> {
    const input = given as z.infer<typeof importArgs>;
    if (!ctx.readInput) throw new CareOpsError('invalidInput', t('resources.error.noFiles'), { field: 'file' });
    const csv = await ctx.readInput(input.file === '-' ? 'stdin' : { file: input.file });
    if (csv === null || csv.trim() === '') throw new CareOpsError('invalidInput', t('catalogue.contract.csvRequired'), { field: 'file' });
    const result = asImportResult(await callEndpoint(ctx.api, 'importServices', { csv, dryRun: input.dryRun === true }));
    if (result.problems.length || result.moreProblems) throw new CareOpsError('invalidInput', importProblemsText(result), { field: 'file', details: { problems: result.problems } });
    return { kind: 'text', text: result.dryRun ? t('catalogue.cmd.import.checked', { count: result.rows }) : t('catalogue.cmd.import.done', { count: result.created }) };
  },
};

const exportArgs = z.object({ shelf: z.enum(['on', 'off']).optional() });

/** A service as a row of the file. */
function csvRow(record: Record<string, unknown>): string[] {
  const category = isRecord(record.category) ? String(record.category.fullName ?? '') : '';
  const yesNo = (value: unknown) => (value === true || value === 1 ? 'yes' : 'no');
  const cells: Record<(typeof SERVICE_CSV_COLUMNS)[number], string> = {
    name: String(record.name ?? ''),
    category,
    price: String(record.price ?? ''),
    durationMinutes: String(record.durationMinutes ?? ''),
    requiredTitle: String(record.requiredTitle ?? ''),
    producesWaste: yesNo(record.producesWaste),
    onShelf: yesNo(record.onShelf),
    consumablePackId: record.consumablePackId === null || record.consumablePackId === undefined ? '' : String(record.consumablePackId),
    description: String(record.description ?? ''),
  };
  return SERVICE_CSV_COLUMNS.map((column) => cells[column]);
}

export const servicesExportCommand: AnyCommandDef = {
  id: 'services.export',
  get title() {
    return t('catalogue.cmd.export.title');
  },
  group: 'catalogue',
  keywords: ['csv', 'export', 'services'],
  cli: ['services', 'export'],
  args: exportArgs,
  get argHelp() {
    return { shelf: t('catalogue.cmd.export.shelf') };
  },
  permission: endpointRoutes.getServiceList.permission,
  faces: { palette: false },
  async run(ctx, given): Promise<CommandResult> {
    const input = given as z.infer<typeof exportArgs>;
    const body = { sort: 'id', withDescription: true, ...(input.shelf ? { onShelf: input.shelf === 'on' } : {}) };
    const { records } = await fetchAll(ctx, servicesResource, body);
    return { kind: 'text', text: toCsv([[...SERVICE_CSV_COLUMNS], ...records.map(csvRow)]) };
  },
};
