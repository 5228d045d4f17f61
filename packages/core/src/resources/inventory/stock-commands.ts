import * as z from 'zod';
import type { AnyCommandDef, CommandContext, CommandItemResult, CommandResult } from '../../commands/types';
import { CareOpsError, isCallerError } from '../../contract/careops-error';
import { parseCsv } from '../../contract/catalogue-csv';
import { endpointRoutes } from '../../contract/endpoint-routes';
import type { EndpointName } from '../../contract/endpoints';
import { adjustStockRequest, issueStockRequest, receiveStockRequest, returnStockRequest, transferStockRequest } from '../../contract/schemas/inventory-stock';
import type { MessageKey } from '../../i18n/en';
import { formatDate } from '../../format/date-format';
import { t } from '../../i18n/translate';
import { callEndpoint, isRecord } from '../runtime/call-endpoint';
import { movementKindEnum } from './enumerations';
import { consumableResolver, resolveItems } from './stock-codes';

/**
 * `careops stock receive|issue|return|transfer|adjust` and `careops stock movements`: each
 * posting is one call of its endpoint (the server checks stock, scope and reasons) and answers
 * the movements written, each with the balance after it.
 */

const optional = () => z.string().trim().optional();

const movementColumns: Array<{ key: string; title: MessageKey }> = [
  { key: 'id', title: 'resources.field.id' },
  { key: 'kind', title: 'inventory.res.move.kind' },
  { key: 'studioName', title: 'inventory.res.field.studio' },
  { key: 'consumableName', title: 'inventory.res.field.consumable' },
  { key: 'quantity', title: 'inventory.res.move.change' },
  { key: 'balanceAfter', title: 'inventory.res.move.balance' },
  { key: 'reason', title: 'inventory.res.move.reason' },
];

function movementTable(movements: unknown[], total?: number): CommandResult {
  const records = movements.filter(isRecord);
  return {
    kind: 'table',
    columns: movementColumns.map((c) => ({ key: c.key, title: t(c.title) })),
    rows: records.map((m) => {
      const kind = movementKindEnum.entries.find((e) => e.value === m.kind);
      return Object.fromEntries(movementColumns.map((c) => [c.key, c.key === 'kind' && kind ? kind.label : (m[c.key] as string | number | null) ?? null]));
    }),
    total: total ?? records.length,
    data: records,
  };
}

/** Drops the flags not given, so the endpoint applies its defaults. */
const given = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== ''));

type Resolve = (code: string) => Promise<number>;
type Flags = Record<string, string | undefined>;

interface Posting {
  verb: string;
  endpoint: EndpointName;
  /** The endpoint's request rules, for a dry run. */
  request: z.ZodType;
  title: MessageKey;
  /** The posting's flags (each also a column of a bulk file), with their help; `required` ones must be given. */
  flags: Array<{ key: string; help: MessageKey; required?: boolean }>;
  body(flags: Flags, resolve: Resolve): Promise<Record<string, unknown>>;
}

const bulkArgs = { fromFile: optional(), dryRun: z.boolean().optional() };

/** A consumable flag: its barcode or id, as the consumable's id. */
const consumableOf = async (value: string | undefined, resolve: Resolve) => (value ? resolve(value) : undefined);

function postingCommand(posting: Posting): AnyCommandDef {
  const args = z.object({ ...Object.fromEntries(posting.flags.map((f) => [f.key, optional()])), ...bulkArgs });
  return {
    id: `stock.${posting.verb}`,
    get title() {
      return t(posting.title);
    },
    group: 'inventory',
    keywords: ['stock', 'consumables', posting.verb],
    cli: ['stock', posting.verb],
    args,
    get argHelp() {
      return { ...Object.fromEntries(posting.flags.map((f) => [f.key, t(f.help)])), fromFile: t('inventory.res.bulk.fromFile'), dryRun: t('inventory.res.bulk.dryRun') };
    },
    permission: endpointRoutes[posting.endpoint].permission,
    faces: { palette: false },
    async run(ctx, input): Promise<CommandResult> {
      const a = input as Flags & { fromFile?: string; dryRun?: boolean };
      const resolve = consumableResolver(ctx.api);
      if (a.fromFile) {
        if (!ctx.readInput) throw new CareOpsError('invalidInput', t('resources.error.noFiles'), { field: 'fromFile' });
        const text = await ctx.readInput(a.fromFile === '-' ? 'stdin' : { file: a.fromFile });
        return runBulk(ctx, posting, text ?? '', a.dryRun === true, resolve);
      }
      const missing = posting.flags.find((f) => f.required && !a[f.key]);
      if (missing) throw new CareOpsError('invalidInput', t('inventory.res.bulk.flagRequired', { flag: kebab(missing.key) }), { field: missing.key });
      const answer = await callEndpoint(ctx.api, posting.endpoint, given(await posting.body(a, resolve)));
      return movementTable(isRecord(answer) && Array.isArray(answer.movements) ? answer.movements : []);
    },
  };
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * `--from-file rows.csv`: a header naming the command's flags, then one posting per row, each
 * its own call (and transaction); every row answers ok or its problem. `--dry-run` checks each
 * row (its flags, consumables by barcode or id, the endpoint's rules on values) and posts
 * nothing; stock on hand is checked when posting.
 */
async function runBulk(ctx: CommandContext, posting: Posting, text: string, dryRun: boolean, resolve: Resolve): Promise<CommandResult> {
  const { records, unclosedQuoteAt } = parseCsv(text);
  if (unclosedQuoteAt !== undefined) throw new CareOpsError('invalidInput', t('inventory.res.bulk.unclosedQuote', { line: unclosedQuoteAt }), { field: 'fromFile' });
  const [header, ...rows] = records;
  if (!header || !rows.length) throw new CareOpsError('invalidInput', t('inventory.res.bulk.empty'), { field: 'fromFile' });
  const byColumn = new Map(posting.flags.flatMap((f) => [[f.key.toLowerCase(), f.key], [kebab(f.key), f.key]]));
  const keys = header.fields.map((name) => {
    const key = byColumn.get(name.trim().toLowerCase());
    if (!key) throw new CareOpsError('invalidInput', t('inventory.res.bulk.unknownColumn', { column: name, columns: posting.flags.map((f) => kebab(f.key)).join(', ') }), { field: 'fromFile' });
    return key;
  });
  const items: CommandItemResult[] = [];
  for (const [index, row] of rows.entries()) {
    const id = t('inventory.res.bulk.row', { line: row.line });
    ctx.progress?.(index, rows.length);
    try {
      const flags: Flags = Object.fromEntries(keys.map((key, i) => [key, row.fields[i]?.trim() || undefined]));
      const missing = posting.flags.find((f) => f.required && !flags[f.key]);
      if (missing) throw new CareOpsError('invalidInput', t('inventory.res.bulk.flagRequired', { flag: kebab(missing.key) }), { field: missing.key });
      const body = given(await posting.body(flags, resolve));
      if (dryRun) {
        const checked = posting.request.safeParse(body);
        if (!checked.success) {
          const issue = checked.error.issues[0];
          throw new CareOpsError('invalidInput', `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`, { field: String(issue?.path[0] ?? '') });
        }
        items.push({ id, ok: true, message: t('inventory.res.bulk.checked') });
        continue;
      }
      const answer = await callEndpoint(ctx.api, posting.endpoint, body, { silent: true });
      const movements = (isRecord(answer) && Array.isArray(answer.movements) ? answer.movements : []).filter(isRecord);
      items.push({ id, ok: true, message: movements.map((m) => t('inventory.res.bulk.posted', { name: String(m.consumableName), studio: String(m.studioName), change: Number(m.quantity), balance: Number(m.balanceAfter) })).join('; ') });
    } catch (error) {
      if (isCallerError(error)) throw error;
      items.push({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
    }
  }
  ctx.progress?.(rows.length, rows.length);
  return { kind: 'items', items };
}

export const stockReceiveCommand = postingCommand({
  verb: 'receive', endpoint: 'receiveStock', request: receiveStockRequest, title: 'inventory.res.stock.receive',
  flags: [
    { key: 'studio', help: 'inventory.res.field.studio', required: true }, { key: 'consumable', help: 'inventory.res.move.consumableCode', required: true },
    { key: 'quantity', help: 'inventory.res.field.quantity', required: true }, { key: 'supplier', help: 'inventory.res.field.supplier' },
    { key: 'batch', help: 'inventory.res.move.batch' }, { key: 'expires', help: 'inventory.res.move.expires' }, { key: 'reason', help: 'inventory.res.move.reason' },
  ],
  body: async (a, resolve) => ({
    studioId: a.studio, consumableId: await consumableOf(a.consumable, resolve), quantity: a.quantity, supplier: a.supplier, batch: a.batch,
    expiresAt: a.expires ? (Number.isNaN(Date.parse(a.expires)) ? a.expires : Date.parse(a.expires)) : undefined, reason: a.reason,
  }),
});

export const stockIssueCommand = postingCommand({
  verb: 'issue', endpoint: 'issueStock', request: issueStockRequest, title: 'inventory.res.stock.issue',
  flags: [
    { key: 'studio', help: 'inventory.res.field.studio', required: true }, { key: 'items', help: 'inventory.res.move.itemsHelp' }, { key: 'pack', help: 'inventory.res.move.pack' },
    { key: 'packs', help: 'inventory.res.move.packs' }, { key: 'nurse', help: 'inventory.res.move.nurse', required: true }, { key: 'order', help: 'inventory.res.move.order' },
    { key: 'reason', help: 'inventory.res.move.reason', required: true },
  ],
  body: async (a, resolve) => ({
    studioId: a.studio, items: a.items ? await resolveItems(a.items, resolve) : undefined, packId: a.pack, packs: a.packs, nurseId: a.nurse, orderId: a.order, reason: a.reason,
  }),
});

export const stockReturnCommand = postingCommand({
  verb: 'return', endpoint: 'returnStock', request: returnStockRequest, title: 'inventory.res.stock.return',
  flags: [
    { key: 'studio', help: 'inventory.res.field.studio', required: true }, { key: 'consumable', help: 'inventory.res.move.consumableCode', required: true },
    { key: 'quantity', help: 'inventory.res.field.quantity', required: true }, { key: 'nurse', help: 'inventory.res.move.nurse' }, { key: 'order', help: 'inventory.res.move.order' },
    { key: 'reason', help: 'inventory.res.move.reason', required: true },
  ],
  body: async (a, resolve) => ({ studioId: a.studio, consumableId: await consumableOf(a.consumable, resolve), quantity: a.quantity, nurseId: a.nurse, orderId: a.order, reason: a.reason }),
});

export const stockTransferCommand = postingCommand({
  verb: 'transfer', endpoint: 'transferStock', request: transferStockRequest, title: 'inventory.res.stock.transfer',
  flags: [
    { key: 'from', help: 'inventory.res.move.from', required: true }, { key: 'to', help: 'inventory.res.move.to', required: true },
    { key: 'consumable', help: 'inventory.res.move.consumableCode', required: true }, { key: 'quantity', help: 'inventory.res.field.quantity', required: true },
    { key: 'reason', help: 'inventory.res.move.reason' },
  ],
  body: async (a, resolve) => ({ fromStudioId: a.from, toStudioId: a.to, consumableId: await consumableOf(a.consumable, resolve), quantity: a.quantity, reason: a.reason }),
});

export const stockAdjustCommand = postingCommand({
  verb: 'adjust', endpoint: 'adjustStock', request: adjustStockRequest, title: 'inventory.res.stock.adjust',
  flags: [
    { key: 'studio', help: 'inventory.res.field.studio', required: true }, { key: 'consumable', help: 'inventory.res.move.consumableCode', required: true },
    { key: 'change', help: 'inventory.res.move.adjustChange', required: true }, { key: 'reason', help: 'inventory.res.move.reason', required: true },
  ],
  body: async (a, resolve) => ({ studioId: a.studio, consumableId: await consumableOf(a.consumable, resolve), change: a.change, reason: a.reason }),
});

const movementArgs = z.object({ studio: optional(), consumable: optional(), kind: optional(), limit: optional() });

/** `careops stock movements [--studio] [--consumable <barcode or id>] [--kind]`: the ledger, newest first (`--csv` writes it as CSV). */
export const stockMovementsCommand: AnyCommandDef = {
  id: 'stock.movements',
  get title() {
    return t('inventory.res.movements.title');
  },
  group: 'inventory',
  keywords: ['stock', 'ledger', 'movements'],
  cli: ['stock', 'movements'],
  args: movementArgs,
  get argHelp() {
    return { studio: t('inventory.res.field.studio'), consumable: t('inventory.res.move.consumableCode'), kind: t('inventory.res.move.kind'), limit: t('resources.field.id') };
  },
  permission: endpointRoutes.getStockMovementList.permission,
  async run(ctx, input): Promise<CommandResult> {
    const a = input as z.infer<typeof movementArgs>;
    const kind = a.kind ? (movementKindEnum.entries.find((e) => e.slug === a.kind)?.value ?? a.kind) : undefined;
    const consumableId = a.consumable ? await consumableResolver(ctx.api)(a.consumable) : undefined;
    const answer = await callEndpoint(ctx.api, 'getStockMovementList', given({ studioId: a.studio, consumableId, kind, limit: a.limit ?? 50 }));
    const list = isRecord(answer) && Array.isArray(answer.list) ? answer.list : [];
    return movementTable(list, isRecord(answer) && typeof answer.total === 'number' ? answer.total : undefined);
  },
};

const expiringColumns: Array<{ key: string; title: MessageKey }> = [
  { key: 'expiresAt', title: 'inventory.res.move.expires' },
  { key: 'studioName', title: 'inventory.res.field.studio' },
  { key: 'consumableName', title: 'inventory.res.field.consumable' },
  { key: 'batch', title: 'inventory.res.move.batch' },
  { key: 'received', title: 'inventory.res.expiring.received' },
  { key: 'onHand', title: 'inventory.res.expiring.onHand' },
];
const expiringArgs = z.object({ days: optional(), studio: optional() });

/** `careops stock expiring [--days 30] [--studio]`: batches expiring within the days (expired first) at studios that still hold them. */
export const stockExpiringCommand: AnyCommandDef = {
  id: 'stock.expiring',
  get title() {
    return t('inventory.res.expiring.title');
  },
  group: 'inventory',
  keywords: ['stock', 'expiry', 'batches', 'expiring'],
  cli: ['stock', 'expiring'],
  args: expiringArgs,
  get argHelp() {
    return { days: t('inventory.res.expiring.days'), studio: t('inventory.res.field.studio') };
  },
  permission: endpointRoutes.getExpiringBatches.permission,
  async run(ctx, input): Promise<CommandResult> {
    const a = input as z.infer<typeof expiringArgs>;
    const answer = await callEndpoint(ctx.api, 'getExpiringBatches', given({ days: a.days, studioId: a.studio }));
    const list = (isRecord(answer) && Array.isArray(answer.list) ? answer.list : []).filter(isRecord);
    return {
      kind: 'table',
      columns: expiringColumns.map((c) => ({ key: c.key, title: t(c.title) })),
      rows: list.map((b) => ({
        ...Object.fromEntries(expiringColumns.map((c) => [c.key, (b[c.key] as string | number | null) ?? null])),
        expiresAt: typeof b.expiresAt === 'number' ? formatDate(b.expiresAt, 'YYYY-MM-DD') : null,
      })),
      total: list.length,
      data: list,
    };
  },
};

/** `careops stock check`: every balance against the sum of its movements. */
export const stockCheckCommand: AnyCommandDef = {
  id: 'stock.check',
  get title() {
    return t('inventory.res.stock.check');
  },
  group: 'inventory',
  keywords: ['stock', 'ledger', 'check'],
  cli: ['stock', 'check'],
  args: z.object({}),
  permission: endpointRoutes.checkStockLedger.permission,
  async run(ctx): Promise<CommandResult> {
    const answer = await callEndpoint(ctx.api, 'checkStockLedger', {});
    const r = isRecord(answer) ? answer : {};
    const mismatches = Array.isArray(r.mismatches) ? r.mismatches : [];
    return { kind: 'text', text: mismatches.length ? t('inventory.res.stock.checkBroken', { count: mismatches.length }) : t('inventory.res.stock.checkSound', { balances: Number(r.balances ?? 0), movements: Number(r.movements ?? 0) }) };
  },
};
