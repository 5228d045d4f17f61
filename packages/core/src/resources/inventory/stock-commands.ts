import * as z from 'zod';
import type { AnyCommandDef, CommandResult } from '../../commands/types';
import { endpointRoutes } from '../../contract/endpoint-routes';
import type { EndpointName } from '../../contract/endpoints';
import type { MessageKey } from '../../i18n/en';
import { t } from '../../i18n/translate';
import { callEndpoint, isRecord } from '../runtime/call-endpoint';
import { movementKindEnum } from './enumerations';

/**
 * `careops stock receive|issue|return|transfer|adjust` and `careops stock movements`: each
 * posting is one call of its endpoint (the server checks stock, scope and reasons) and answers
 * the movements written, each with the balance after it.
 */

const text = () => z.string().trim().min(1);
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

function postingCommand<A extends z.ZodObject>(verb: string, endpoint: EndpointName, title: MessageKey, args: A, body: (input: z.infer<A>) => Record<string, unknown>, help: Partial<Record<keyof z.infer<A> & string, MessageKey>>): AnyCommandDef {
  return {
    id: `stock.${verb}`,
    get title() {
      return t(title);
    },
    group: 'inventory',
    keywords: ['stock', 'consumables', verb],
    cli: ['stock', verb],
    args,
    get argHelp() {
      return Object.fromEntries(Object.entries(help).map(([k, v]) => [k, t(v as MessageKey)]));
    },
    permission: endpointRoutes[endpoint].permission,
    faces: { palette: false },
    async run(ctx, input): Promise<CommandResult> {
      const answer = await callEndpoint(ctx.api, endpoint, given(body(input as z.infer<A>)));
      return movementTable(isRecord(answer) && Array.isArray(answer.movements) ? answer.movements : []);
    },
  };
}

export const stockReceiveCommand = postingCommand(
  'receive', 'receiveStock', 'inventory.res.stock.receive',
  z.object({ studio: text(), consumable: text(), quantity: text(), supplier: optional(), batch: optional(), expires: optional(), reason: optional() }),
  (a) => ({ studioId: a.studio, consumableId: a.consumable, quantity: a.quantity, supplier: a.supplier, batch: a.batch, expiresAt: a.expires ? Date.parse(a.expires) : undefined, reason: a.reason }),
  { studio: 'inventory.res.field.studio', consumable: 'inventory.res.field.consumable', quantity: 'inventory.res.field.quantity', supplier: 'inventory.res.field.supplier', batch: 'inventory.res.move.batch', expires: 'inventory.res.move.expires', reason: 'inventory.res.move.reason' },
);

export const stockIssueCommand = postingCommand(
  'issue', 'issueStock', 'inventory.res.stock.issue',
  z.object({ studio: text(), items: optional(), pack: optional(), packs: optional(), nurse: text(), order: optional(), reason: text() }),
  (a) => ({ studioId: a.studio, items: a.items, packId: a.pack, packs: a.packs, nurseId: a.nurse, orderId: a.order, reason: a.reason }),
  { studio: 'inventory.res.field.studio', items: 'inventory.res.move.itemsHelp', pack: 'inventory.res.move.pack', packs: 'inventory.res.move.packs', nurse: 'inventory.res.move.nurse', order: 'inventory.res.move.order', reason: 'inventory.res.move.reason' },
);

export const stockReturnCommand = postingCommand(
  'return', 'returnStock', 'inventory.res.stock.return',
  z.object({ studio: text(), consumable: text(), quantity: text(), nurse: optional(), order: optional(), reason: text() }),
  (a) => ({ studioId: a.studio, consumableId: a.consumable, quantity: a.quantity, nurseId: a.nurse, orderId: a.order, reason: a.reason }),
  { studio: 'inventory.res.field.studio', consumable: 'inventory.res.field.consumable', quantity: 'inventory.res.field.quantity', nurse: 'inventory.res.move.nurse', order: 'inventory.res.move.order', reason: 'inventory.res.move.reason' },
);

export const stockTransferCommand = postingCommand(
  'transfer', 'transferStock', 'inventory.res.stock.transfer',
  z.object({ from: text(), to: text(), consumable: text(), quantity: text(), reason: optional() }),
  (a) => ({ fromStudioId: a.from, toStudioId: a.to, consumableId: a.consumable, quantity: a.quantity, reason: a.reason }),
  { from: 'inventory.res.move.from', to: 'inventory.res.move.to', consumable: 'inventory.res.field.consumable', quantity: 'inventory.res.field.quantity', reason: 'inventory.res.move.reason' },
);

export const stockAdjustCommand = postingCommand(
  'adjust', 'adjustStock', 'inventory.res.stock.adjust',
  z.object({ studio: text(), consumable: text(), change: text(), reason: text() }),
  (a) => ({ studioId: a.studio, consumableId: a.consumable, change: a.change, reason: a.reason }),
  { studio: 'inventory.res.field.studio', consumable: 'inventory.res.field.consumable', change: 'inventory.res.move.adjustChange', reason: 'inventory.res.move.reason' },
);

const movementArgs = z.object({ studio: optional(), consumable: optional(), kind: optional(), limit: optional() });

/** `careops stock movements [--studio] [--consumable] [--kind]`: the ledger, newest first. */
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
    return { studio: t('inventory.res.field.studio'), consumable: t('inventory.res.field.consumable'), kind: t('inventory.res.move.kind'), limit: t('resources.field.id') };
  },
  permission: endpointRoutes.getStockMovementList.permission,
  async run(ctx, input): Promise<CommandResult> {
    const a = input as z.infer<typeof movementArgs>;
    const kind = a.kind ? (movementKindEnum.entries.find((e) => e.slug === a.kind)?.value ?? a.kind) : undefined;
    const answer = await callEndpoint(ctx.api, 'getStockMovementList', given({ studioId: a.studio, consumableId: a.consumable, kind, limit: a.limit ?? 50 }));
    const list = isRecord(answer) && Array.isArray(answer.list) ? answer.list : [];
    return movementTable(list, isRecord(answer) && typeof answer.total === 'number' ? answer.total : undefined);
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
