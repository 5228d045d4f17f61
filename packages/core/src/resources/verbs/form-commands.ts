import * as z from 'zod';
import { flagName } from '../../commands/arg-specs';
import type { AnyCommandDef, CommandContext } from '../../commands/types';
import { endpointRoutes } from '../../contract/endpoint-routes';
import { CareOpsError } from '../../contract/careops-error';
import { t } from '../../i18n/translate';
import type { ResourceDescriptor, ResourceForm, ResourceUpdate } from '../types';
import { argKeyOf, fieldHelp, fieldShape } from './arg-shapes';
import { fieldValues } from './arg-values';
import { callEndpoint, isRecord } from '../runtime/call-endpoint';
import { optionCache } from './options';
import { idKeyOf, readRecord, resolveRecordId } from '../runtime/records';
import { cliWordsOf } from './cli-words';
import { recordOf } from './rows';
import { idHelp } from './view-command';
import { ensureIdempotencyKey } from './idempotency-key';

/** What a create or update answered, as a record to show: re-read through the record endpoint when there is one. */
async function shown(ctx: CommandContext, d: ResourceDescriptor, answer: unknown, fallbackId?: number) {
  const id = isRecord(answer) && typeof answer[idKeyOf(d)] === 'number' ? (answer[idKeyOf(d)] as number) : fallbackId;
  if (d.record && id !== undefined) return recordOf(d, await readRecord(ctx.api, d, id));
  return isRecord(answer) ? recordOf(d, answer) : { kind: 'text' as const, text: t('common.ok') };
}

/** `<noun> add`: one flag per field (required ones required), secrets from stdin or a hidden prompt. */
export function createCommand(d: ResourceDescriptor, form: ResourceForm): AnyCommandDef {
  return {
    id: `${d.id}.${form.cli ?? 'add'}`,
    get title() {
      return form.title ? t(form.title) : t('resources.command.add', { record: t(d.recordTitle) });
    },
    group: d.group,
    keywords: [d.cli, t(d.recordTitle)],
    cli: [...cliWordsOf(d), form.cli ?? 'add'],
    args: z.object(fieldShape(form.fields, 'create')),
    get argHelp() {
      return fieldHelp(form.fields);
    },
    permission: endpointRoutes[form.endpoint].permission,
    faces: { palette: false },
    async run(ctx, given) {
      const body = await fieldValues(ctx, form.fields, given, optionCache(ctx.api), 'create');
      ensureIdempotencyKey(ctx, form.fields, body, [d.cli, form.cli ?? 'add'].join(' '));
      return shown(ctx, d, await callEndpoint(ctx.api, form.endpoint, body));
    },
  };
}

/**
 * `<noun> edit <id> [--field value…] [--if-version N]`: sends only the fields given. Without
 * `--if-version` the record is read first and its current version sent, so a concurrent change
 * between that read and the write is still refused.
 */
export function updateCommand(d: ResourceDescriptor, form: ResourceUpdate): AnyCommandDef {
  const fields = form.fields.filter((f) => !f.createOnly && !f.secret);
  return {
    id: `${d.id}.${form.cli ?? 'edit'}`,
    get title() {
      return form.title ? t(form.title) : t('resources.command.edit', { record: t(d.recordTitle) });
    },
    group: d.group,
    keywords: [d.cli, t(d.recordTitle)],
    cli: [...cliWordsOf(d), form.cli ?? 'edit'],
    args: z.object({
      id: z.string().trim().min(1),
      ...fieldShape(fields, 'update'),
      ...(form.versionKey ? { ifVersion: z.number().int().min(1).optional() } : {}),
    }),
    positionals: ['id'],
    get argHelp() {
      return { id: idHelp(d), ...fieldHelp(fields), ifVersion: t('resources.arg.version') };
    },
    permission: endpointRoutes[form.endpoint].permission,
    faces: { palette: false },
    async run(ctx, given) {
      const args = given as Record<string, unknown> & { id: string; ifVersion?: number };
      const changes = await fieldValues(ctx, fields, args, optionCache(ctx.api), 'update');
      if (Object.keys(changes).length === 0) {
        const flags = fields.map((f) => `--${flagName(argKeyOf(f))}`).join(', ');
        throw new CareOpsError('invalidInput', t('resources.error.nothingToChange', { flags }));
      }
      const id = await resolveRecordId(ctx.api, d, args.id);
      const body: Record<string, unknown> = { [form.idKey]: id, ...changes };
      if (form.versionKey) body[form.versionKey] = args.ifVersion ?? (await readRecord(ctx.api, d, id)).version;
      return shown(ctx, d, await callEndpoint(ctx.api, form.endpoint, body), id);
    },
  };
}
