import * as z from 'zod';
import type { AnyCommandDef, CommandResult } from '../../commands/types';
import { endpointRoutes } from '../../contract/endpoint-routes';
import { t } from '../../i18n/translate';
import { formatCell } from '../format-value';
import { callEndpoint, isRecord } from '../runtime/call-endpoint';
import type { ResourceColumn } from '../types';
import { journalKindEnum } from './enumerations';

/**
 * `careops finance statement <party>`: an account's postings with the balance after each
 * (`member:12`, `nurse:3`, `studio:2`, `platform`; `--kind` picks another of the party's
 * accounts, `--account` an account by id); `careops finance reconcile [--date]`: the
 * reconciliation, one failed item per difference (the CLI exits 5), nothing fixed.
 */

const optional = () => z.string().trim().optional();

const statementColumns: ResourceColumn[] = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'at', title: 'finance.res.field.at', format: 'date' },
  { key: 'kind', title: 'finance.res.field.kind', format: 'enum', enumeration: journalKindEnum },
  { key: 'amountCents', title: 'finance.res.field.amount', format: 'cents' },
  { key: 'balanceAfterCents', title: 'finance.res.field.balanceAfter', format: 'cents' },
  { key: 'memo', title: 'finance.res.field.memo' },
  { key: 'journalId', title: 'finance.res.field.journal', format: 'number' },
];

const statementArgs = z.object({ party: optional(), account: optional(), kind: optional(), from: optional(), to: optional(), limit: optional(), cursor: optional() });
const dateOrMs = (v: string | undefined) => (v === undefined ? undefined : /^\d+$/.test(v) ? Number(v) : Number.isNaN(Date.parse(v)) ? v : Date.parse(v));

export const statementCommand: AnyCommandDef = {
  id: 'finance.statement',
  get title() {
    return t('finance.res.statement.title');
  },
  group: 'finance',
  keywords: ['ledger', 'statement', 'balance', 'account'],
  cli: ['finance', 'statement'],
  args: statementArgs,
  positionals: ['party'],
  get argHelp() {
    return { party: t('finance.ledger.party'), account: t('finance.res.field.account'), kind: t('finance.res.field.accountKind'), from: t('finance.res.field.from'), to: t('finance.res.field.to'), limit: t('finance.res.field.limit'), cursor: t('finance.res.field.cursor') };
  },
  permission: endpointRoutes.getAccountStatement.permission,
  async run(ctx, input): Promise<CommandResult> {
    const a = input as z.infer<typeof statementArgs>;
    const body = Object.fromEntries(
      Object.entries({ party: a.party, accountId: a.account, kind: a.kind, from: dateOrMs(a.from), to: dateOrMs(a.to), limit: a.limit ?? 50, cursor: a.cursor }).filter(([, v]) => v !== undefined && v !== ''),
    );
    const answer = await callEndpoint(ctx.api, 'getAccountStatement', body);
    const lines = isRecord(answer) && Array.isArray(answer.list) ? answer.list.filter(isRecord) : [];
    return {
      kind: 'table',
      columns: statementColumns.map((c) => ({ key: c.key, title: t(c.title) })),
      rows: lines.map((line) => Object.fromEntries(statementColumns.map((c) => [c.key, formatCell(c, line)]))),
      total: isRecord(answer) && typeof answer.total === 'number' ? answer.total : lines.length,
      data: lines,
    };
  },
};

const reconcileArgs = z.object({ date: optional() });

export const reconcileCommand: AnyCommandDef = {
  id: 'finance.reconcile',
  get title() {
    return t('finance.res.reconcile.title');
  },
  group: 'finance',
  keywords: ['ledger', 'reconciliation', 'check', 'balance'],
  cli: ['finance', 'reconcile'],
  args: reconcileArgs,
  get argHelp() {
    return { date: t('finance.res.reconcile.dateHelp') };
  },
  permission: endpointRoutes.reconcileLedger.permission,
  async run(ctx, input): Promise<CommandResult> {
    const a = input as z.infer<typeof reconcileArgs>;
    const answer = await callEndpoint(ctx.api, 'reconcileLedger', a.date ? { date: a.date } : {});
    const report = isRecord(answer) ? answer : {};
    const differences = Array.isArray(report.differences) ? report.differences.filter(isRecord) : [];
    if (differences.length === 0) return { kind: 'items', items: [{ id: t('finance.res.reconcile.ledger'), ok: true, message: String(report.message ?? '') }] };
    return { kind: 'items', items: differences.map((d) => ({ id: `${String(d.kind)} ${String(d.id)}`, ok: false, message: String(d.message ?? '') })) };
  },
};
