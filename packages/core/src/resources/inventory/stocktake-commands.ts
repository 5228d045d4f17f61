import * as z from 'zod';
import type { AnyCommandDef, CommandResult } from '../../commands/types';
import { endpointRoutes } from '../../contract/endpoint-routes';
import type { MessageKey } from '../../i18n/en';
import { t } from '../../i18n/translate';
import { callEndpoint, isRecord } from '../runtime/call-endpoint';

/**
 * `careops stocktake sheet <id>`: the count sheet, one row per consumable with what the ledger
 * says and what was counted; `--csv` writes it for a spreadsheet or a clipboard, and the
 * `consumableId,counted` columns go back in through `careops stocktake count`.
 */

const sheetColumns: Array<{ key: string; title: MessageKey }> = [
  { key: 'consumableId', title: 'inventory.res.stocktake.consumableId' },
  { key: 'barcode', title: 'inventory.res.field.barcode' },
  { key: 'consumableName', title: 'inventory.res.field.consumable' },
  { key: 'unit', title: 'inventory.res.field.unit' },
  { key: 'expected', title: 'inventory.res.stocktake.expected' },
  { key: 'counted', title: 'inventory.res.stocktake.countedColumn' },
  { key: 'difference', title: 'inventory.res.stocktake.difference' },
];

const sheetArgs = z.object({ id: z.string().trim().min(1) });

export const stocktakeSheetCommand: AnyCommandDef = {
  id: 'stocktakes.sheet',
  get title() {
    return t('inventory.res.stocktake.sheet');
  },
  group: 'inventory',
  keywords: ['stocktake', 'count sheet', 'csv'],
  cli: ['stocktake', 'sheet'],
  args: sheetArgs,
  positionals: ['id'],
  get argHelp() {
    return { id: t('resources.field.id') };
  },
  permission: endpointRoutes.getStocktake.permission,
  async run(ctx, input): Promise<CommandResult> {
    const a = input as z.infer<typeof sheetArgs>;
    const answer = await callEndpoint(ctx.api, 'getStocktake', { stocktakeId: a.id });
    const lines = isRecord(answer) && Array.isArray(answer.lines) ? answer.lines.filter(isRecord) : [];
    return {
      kind: 'table',
      columns: sheetColumns.map((c) => ({ key: c.key, title: t(c.title) })),
      rows: lines.map((l) => Object.fromEntries(sheetColumns.map((c) => [c.key, (l[c.key] as string | number | null) ?? null]))),
      total: lines.length,
      data: lines,
    };
  },
};
