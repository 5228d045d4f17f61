import * as z from 'zod';
import { endpointRoutes } from '../../contract/endpoint-routes';
import type { AnyCommandDef, CommandContext, CommandResult } from '../../commands/types';
import { t } from '../../i18n/translate';
import type { ResourceDescriptor } from '../types';
import { filterHelp, filterShape } from './arg-shapes';
import { filterValues } from './arg-values';
import { callEndpoint, isRecord, pageFrom } from '../runtime/call-endpoint';
import { optionCache } from './options';
import { cliWordsOf } from './cli-words';
import { tableOf } from './rows';
import { withSavedView } from './saved-view-args';

/** The largest page the API serves; `--all` walks the list in pages of this size. */
export const MAX_PAGE_SIZE = 1000;

interface ListArgs {
  page?: number;
  limit?: number;
  all?: boolean;
  sort?: string;
  order?: 'asc' | 'desc';
  [filter: string]: unknown;
}

function sortValue(d: ResourceDescriptor, args: ListArgs): string | undefined {
  if (!d.list.sort || (args.sort === undefined && args.order === undefined)) return undefined;
  const key = args.sort ?? d.list.sort.default.key;
  const order = args.order ?? (args.sort === undefined ? d.list.sort.default.order : 'asc');
  return order === 'desc' ? `-${key}` : key;
}

/** Every page of a list, following the server's cursor (fast at any depth). */
export async function fetchAll(ctx: CommandContext, d: ResourceDescriptor, body: Record<string, unknown>) {
  const records: Array<Record<string, unknown>> = [];
  let cursor: string | undefined;
  let total = 0;
  for (let page = 1; ; page += 1) {
    const answer = await callEndpoint(ctx.api, d.list.endpoint, { ...body, page, limit: MAX_PAGE_SIZE, ...(cursor ? { cursor } : {}) });
    const { list, total: count } = pageFrom(answer);
    total = count;
    records.push(...list);
    ctx.progress?.(records.length, total);
    const next = isRecord(answer) && typeof answer.nextCursor === 'string' ? answer.nextCursor : undefined;
    if (list.length === 0 || records.length >= total || (next === undefined && list.length < MAX_PAGE_SIZE)) break;
    cursor = next;
  }
  return { records, total };
}

/** `<noun> list`: filters as flags, sort, paging or `--all`; a table with the total. */
export function listCommand(d: ResourceDescriptor): AnyCommandDef {
  const sortKeys = d.list.sort?.keys ?? [];
  // Built on first use: a registry holds every list of an area, a command line names one
  // command (`careops orders view 12` never needs the order list's filter schemas).
  let args: z.ZodObject | undefined;
  const buildArgs = () =>
    z.object({
      ...filterShape(d.list.filters),
      ...(sortKeys.length > 0 ? { sort: z.enum(sortKeys as [string, ...string[]]).optional(), order: z.enum(['asc', 'desc']).optional() } : {}),
      page: z.number().int().min(1).optional(),
      limit: z.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
      all: z.boolean().optional(),
      view: z.string().trim().min(1).optional(),
    });
  return {
    id: `${d.id}.list`,
    get title() {
      return t('resources.command.list', { title: t(d.title) });
    },
    group: d.group,
    keywords: [d.cli, t(d.title)],
    cli: [...cliWordsOf(d), 'list'],
    get args() {
      args ??= buildArgs();
      return args;
    },
    get argHelp() {
      return {
        ...filterHelp(d.list.filters),
        sort: t('resources.arg.sort'),
        order: t('resources.arg.order'),
        page: t('resources.arg.page'),
        limit: t('resources.arg.limit', { default: d.list.defaultLimit, max: MAX_PAGE_SIZE }),
        all: t('resources.arg.all'),
        view: t('daily.arg.view'),
      };
    },
    permission: endpointRoutes[d.list.endpoint].permission,
    async run(ctx, given): Promise<CommandResult> {
      const viewed = await withSavedView(ctx, d, given as ListArgs);
      const input = viewed.args as ListArgs;
      const filters = await filterValues(d.list.filters, input, optionCache(ctx.api));
      const sort = sortValue(d, input);
      const body = { ...filters, ...(sort ? { sort } : {}) };
      if (input.all) {
        const { records, total } = await fetchAll(ctx, d, body);
        return tableOf(d, records, total, viewed.columns);
      }
      const answer = await callEndpoint(ctx.api, d.list.endpoint, { ...body, page: input.page ?? 1, limit: input.limit ?? d.list.defaultLimit });
      const { list, total } = pageFrom(answer);
      return tableOf(d, list, total, viewed.columns);
    },
  };
}
