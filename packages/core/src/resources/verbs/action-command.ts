import * as z from 'zod';
import type { AnyCommandDef, CommandResult } from '../../commands/types';
import { CareOpsError } from '../../contract/careops-error';
import { t } from '../../i18n/translate';
import { actionPermission, confirmQuestion } from '../runtime/action-texts';
import { runAction } from '../runtime/run-action';
import type { ActionItem } from '../runtime/types';
import type { ResourceAction, ResourceDescriptor } from '../types';
import { fieldHelp, fieldShape } from './arg-shapes';
import { fieldValues } from './arg-values';
import { cliWordsOf } from './cli-words';
import { collectIds, headerKeysOf } from './id-input';
import { optionCache } from './options';
import { idHelp } from './view-command';
import { ensureIdempotencyKey } from './idempotency-key';

function revealedResult(d: ResourceDescriptor, action: ResourceAction, item: ActionItem & { revealed: string }): CommandResult {
  const label = t(action.reveals?.label ?? action.title);
  return {
    kind: 'record',
    fields: [
      { label: t(d.recordTitle), value: item.name },
      { label, value: item.revealed },
    ],
    data: { id: item.id, name: item.name, [action.reveals?.key ?? 'value']: item.revealed },
  };
}

/**
 * `<noun> <verb> <id…>`: a bulk action takes ids as arguments, from `--from-file` (`-`: stdin)
 * or piped stdin, asks once for confirmation, and runs through the resource runtime
 * (`runAction`): one result per item. `--dry-run` says what would happen, writing nothing. A run
 * stopped by an error about the caller throws it (exit 3 or 4); a single action's failure is
 * thrown as the error it was.
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
    permission: actionPermission(action),
    faces: { palette: false },
    needsConfirm: action.confirm !== undefined,
    async run(ctx, given) {
      const args = given as Record<string, unknown> & { ids?: string[]; fromFile?: string; id?: string; dryRun?: boolean };
      const dryRun = args.dryRun === true;
      const inputs = action.bulk ? await collectIds(ctx, args.ids, args.fromFile, headerKeysOf(d)) : [args.id ?? ''];
      const values = await fieldValues(ctx, fields, args, optionCache(ctx.api), 'create');
      if (!dryRun) ensureIdempotencyKey(ctx, fields, values, [d.cli, action.cli].join(' '));
      const question = dryRun ? null : confirmQuestion(action, inputs);
      if (question !== null) {
        if (!ctx.confirm) throw new CareOpsError('invalidInput', t('commands.error.needsConfirm', { command: [d.cli, action.cli].join(' ') }));
        if (!(await ctx.confirm(question))) return { kind: 'text', text: t('common.cancelled') };
      }
      const progress = action.bulk ? ctx.progress : undefined;
      const run = await runAction(ctx.api, d, action, inputs, { values, dryRun, ...(progress ? { progress } : {}) });
      if (run.stopped) throw run.stopped;
      if (!action.bulk) {
        const item = run.items[0];
        if (!item) return { kind: 'none' };
        if (!item.ok) throw item.error ?? new CareOpsError('invalidInput', item.message);
        return item.revealed === undefined ? { kind: 'text', text: item.message } : revealedResult(d, action, { ...item, revealed: item.revealed });
      }
      return { kind: 'items', items: run.items.map((item) => ({ id: item.input, ok: item.ok, message: item.message })) };
    },
  };
}
