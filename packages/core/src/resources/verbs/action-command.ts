import * as z from 'zod';
import type { AnyCommandDef, CommandContext, CommandResult } from '../../commands/types';
import { endpointRoutes } from '../../contract/endpoint-routes';
import { CareOpsError } from '../../contract/careops-error';
import { t } from '../../i18n/translate';
import { formatCell } from '../format-value';
import type { ResourceAction, ResourceDescriptor } from '../types';
import { fieldHelp, fieldShape } from './arg-shapes';
import { fieldValues } from './arg-values';
import { callEndpoint, isRecord } from './call-endpoint';
import { collectIds } from './id-input';
import { optionCache } from './options';
import { cliWordsOf, readRecord, recordName, resolveRecordId } from './record-lookup';
import { runBatch } from './run-batch';
import { runEach } from './run-each';
import { idHelp } from './view-command';

const PREVIEW = 5;

/** The ids as a confirmation names them: the first few, then "…". */
const preview = (inputs: readonly string[]) => (inputs.length > PREVIEW ? `${inputs.slice(0, PREVIEW).join(', ')}, …` : inputs.join(', '));

/** Whether the action applies to a record in its current state. */
export function actionApplies(action: ResourceAction, record: Record<string, unknown>): boolean {
  if (!action.appliesWhen) return true;
  const value = record[action.appliesWhen.key];
  return action.appliesWhen.values.some((v) => v === value || String(v) === String(value));
}

/**
 * What an action says of a record it does not apply to: unchanged (an ok item), or, for an
 * action that `appliesStrictly`, refused (a failed item) without asking the server. `{state}`
 * is the record's `appliesWhen` value as its list column shows it ('finished').
 */
export function notApplicableItem(d: ResourceDescriptor, action: ResourceAction, record: Record<string, unknown>): { ok: boolean; message: string } {
  const name = recordName(d, record);
  const key = action.appliesWhen?.key ?? '';
  const column = d.list.columns.find((c) => c.key === key);
  const state = column ? formatCell(column, record) : String(record[key] ?? '');
  const message = action.notApplicable ? t(action.notApplicable, { name, state }) : t('resources.item.unchanged', { name });
  return { ok: action.appliesStrictly !== true, message };
}

interface Outcome {
  message: string;
  /** The revealed value, when the action shows one. */
  revealed?: { name: string; id: number; value: string };
}

/** Runs the action on one record (or, with `dryRun`, reports what it would do). */
async function runOnce(ctx: CommandContext, d: ResourceDescriptor, action: ResourceAction, input: string, values: Record<string, unknown>, dryRun: boolean): Promise<Outcome> {
  const id = await resolveRecordId(ctx.api, d, input);
  const needsRecord = dryRun || action.versionKey !== undefined || action.appliesWhen !== undefined;
  const record = needsRecord && d.record ? await readRecord(ctx.api, d, id) : undefined;
  const name = record ? recordName(d, record) : input;
  if (record && !actionApplies(action, record)) {
    const item = notApplicableItem(d, action, record);
    if (!item.ok) throw new CareOpsError('invalidInput', item.message);
    return { message: item.message };
  }
  if (dryRun) return { message: t('resources.dryRun.would', { action: t(action.title), name }) };
  const body: Record<string, unknown> = { [action.idKey]: id, ...action.body, ...values };
  if (action.versionKey && record) body[action.versionKey] = record.version;
  const answer = await callEndpoint(ctx.api, action.endpoint, body);
  const message = t(action.done, { name });
  const revealed = action.reveals && isRecord(answer) ? answer[action.reveals.key] : undefined;
  return typeof revealed === 'string' ? { message, revealed: { name, id, value: revealed } } : { message };
}

function revealedResult(d: ResourceDescriptor, action: ResourceAction, revealed: NonNullable<Outcome['revealed']>): CommandResult {
  const label = t(action.reveals?.label ?? action.title);
  return {
    kind: 'record',
    fields: [
      { label: t(d.recordTitle), value: revealed.name },
      { label, value: revealed.value },
    ],
    data: { id: revealed.id, name: revealed.name, [action.reveals?.key ?? 'value']: revealed.value },
  };
}

/**
 * `<noun> <verb> <id…>`: a bulk action takes ids as arguments, from `--from-file` (`-`: stdin)
 * or piped stdin, asks once for confirmation, calls the server once per id (or, with `batch`,
 * once per chunk of ids) and answers one result per item. `--dry-run` reads each record (or
 * asks the batch endpoint) and says what would happen, writing nothing.
 */
export function actionCommand(d: ResourceDescriptor, action: ResourceAction): AnyCommandDef {
  const fields = action.fields ?? [];
  const targets = action.bulk
    ? { ids: z.array(z.string().trim().min(1)).optional(), fromFile: z.string().min(1).optional() }
    : { id: z.string().trim().min(1) };
  return {
    id: `${d.id}.${action.id}`,
    get title() {
      return t(action.title);
    },
    group: d.group,
    keywords: [d.cli, t(d.recordTitle), action.cli],
    // A verb may be two words: `orders review approve`.
    cli: [...cliWordsOf(d), ...action.cli.split(' ').filter((w) => w !== '')],
    args: z.object({ ...targets, ...fieldShape(fields, 'create'), dryRun: z.boolean().optional() }),
    positionals: [action.bulk ? 'ids' : 'id'],
    get argHelp() {
      return {
        ...(action.bulk ? { ids: t('resources.arg.ids', { record: t(d.recordTitle) }), fromFile: t('resources.arg.fromFile') } : { id: idHelp(d) }),
        ...fieldHelp(fields),
        dryRun: t('resources.arg.dryRun'),
      };
    },
    permission: action.permission ?? endpointRoutes[action.endpoint].permission,
    faces: { palette: false },
    needsConfirm: action.confirm !== undefined,
    async run(ctx, given) {
      const args = given as Record<string, unknown> & { ids?: string[]; fromFile?: string; id?: string; dryRun?: boolean };
      const dryRun = args.dryRun === true;
      const inputs = action.bulk ? await collectIds(ctx, args.ids, args.fromFile) : [args.id ?? ''];
      const values = await fieldValues(ctx, fields, args, optionCache(ctx.api), 'create');
      if (!dryRun && action.confirm) {
        if (!ctx.confirm) throw new CareOpsError('invalidInput', t('commands.error.needsConfirm', { command: [d.cli, action.cli].join(' ') }));
        const question = t(action.confirm, { count: inputs.length, names: preview(inputs) });
        if (!(await ctx.confirm(question))) return { kind: 'text', text: t('common.cancelled') };
      }
      if (!action.bulk) {
        const outcome = await runOnce(ctx, d, action, inputs[0] ?? '', values, dryRun);
        return outcome.revealed ? revealedResult(d, action, outcome.revealed) : { kind: 'text', text: outcome.message };
      }
      if (action.batch) return { kind: 'items', items: await runBatch(ctx, d, action, action.batch, inputs, values, dryRun) };
      const items = await runEach(ctx, inputs, async (input) => (await runOnce(ctx, d, action, input, values, dryRun)).message);
      return { kind: 'items', items };
    },
  };
}
