import * as z from 'zod';
import type { AnyCommandDef, CommandResult } from '../../commands/types';
import { endpointRoutes } from '../../contract/endpoint-routes';
import { t } from '../../i18n/translate';
import { filterValues } from '../verbs/arg-values';
import { callEndpoint, pageFrom } from '../runtime/call-endpoint';
import { fetchAll, MAX_PAGE_SIZE } from '../verbs/list-command';
import { optionCache } from '../verbs/options';
import { rowOf, visibleColumns, wireRecordOf } from '../verbs/rows';
import type { ResourceColumn } from '../types';
import { nursesResource } from './nurses';

const DAY_MS = 86_400_000;
/** The contract's bound on "within N days". */
const MAX_DAYS = 3650;

const args = z.object({
  days: z.number().int().min(0).max(MAX_DAYS).default(30),
  studio: z.string().trim().min(1).optional(),
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  all: z.boolean().optional(),
});

const shown: ResourceColumn[] = visibleColumns(nursesResource.list.columns).filter((c) => c.key !== 'rating' && c.key !== 'ordersCompleted');

/** Whole days from `now` until `at` (negative once lapsed), rounded down. */
export function daysLeft(at: number, now: number): number {
  return Math.floor((at - now) / DAY_MS);
}

/**
 * `careops nurses expiring --days N`: nurses whose practice certificate lapses within N days
 * (already lapsed ones first: they take no new assignments), soonest first, with the days left.
 */
export const nursesExpiringCommand: AnyCommandDef = {
  id: 'nurses.expiring',
  get title() {
    return t('people.cmd.expiring.title');
  },
  group: 'people',
  keywords: ['nurses', 'certificate', 'licence', 'expiry'],
  cli: ['nurses', 'expiring'],
  args,
  get argHelp() {
    return {
      days: t('people.cmd.expiring.days'),
      studio: t('resources.arg.ref', { label: t('people.res.field.studio') }),
      limit: t('resources.arg.limit', { default: nursesResource.list.defaultLimit, max: MAX_PAGE_SIZE }),
      all: t('resources.arg.all'),
    };
  },
  permission: endpointRoutes.getNurseList.permission,
  async run(ctx, given): Promise<CommandResult> {
    const input = given as z.infer<typeof args>;
    const filters = await filterValues(
      nursesResource.list.filters.filter((f) => f.key === 'studioId'),
      { studio: input.studio },
      optionCache(ctx.api),
    );
    const body = { ...filters, expiringWithinDays: input.days, sort: 'certificateExpiresAt' };
    let records: Array<Record<string, unknown>>;
    let total: number;
    if (input.all) ({ records, total } = await fetchAll(ctx, nursesResource, body));
    else ({ list: records, total } = pageFrom(await callEndpoint(ctx.api, 'getNurseList', { ...body, page: 1, limit: input.limit ?? nursesResource.list.defaultLimit })));
    const now = Date.now();
    return {
      kind: 'table',
      columns: [...shown.map((c) => ({ key: c.key, title: t(c.title) })), { key: 'daysLeft', title: t('people.cmd.expiring.daysLeft') }],
      rows: records.map((record) => {
        const at = typeof record.certificateExpiresAt === 'number' ? record.certificateExpiresAt : now;
        return { ...rowOf(nursesResource, shown, record), daysLeft: daysLeft(at, now) };
      }),
      total,
      data: records.map((record) => {
        const at = typeof record.certificateExpiresAt === 'number' ? record.certificateExpiresAt : now;
        return { ...wireRecordOf(nursesResource, nursesResource.list.columns, record), daysLeft: daysLeft(at, now) };
      }),
    };
  },
};
