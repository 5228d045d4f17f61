import { CERTIFICATE_BANDS_DAYS, DAY_MS } from '@careops/core/contract';
import { sql } from 'kysely';
import type { Handler } from '../http/handler-types';
import { inStations } from '../list/station-scope';

/** Nurses who take orders (status 1 active): a lapsed certificate stops them. */
const ACTIVE_NURSE = 1;

/**
 * getCertificateExpiry (Home): active nurses of the caller's stations whose practice
 * certificate has lapsed, and those lapsing within 0–30, 30–60 and 60–90 days.
 */
export const getCertificateExpiry: Handler<'getCertificateExpiry'> = async (ctx) => {
  const now = Date.now();
  const limits = CERTIFICATE_BANDS_DAYS.map((days) => now + days * DAY_MS);
  const expires = sql.ref('nurses.certificate_expires_at');
  const bands = limits.map((limit, i) => {
    const from = i === 0 ? now : limits[i - 1]!;
    return sql<number>`coalesce(sum(case when ${expires} > ${from} and ${expires} <= ${limit} then 1 else 0 end), 0)`.as(`band${i}`);
  });
  const row = (await ctx.db
    .selectFrom('nurses')
    .select([sql<number>`coalesce(sum(case when ${expires} <= ${now} then 1 else 0 end), 0)`.as('expired'), ...bands])
    .where('nurses.status', '=', ACTIVE_NURSE)
    .where(inStations('nurses.studio_id', await ctx.signedIn().stationIds()))
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  return {
    expired: Number(row?.expired ?? 0),
    within: CERTIFICATE_BANDS_DAYS.map((days, i) => ({ days, count: Number(row?.[`band${i}`] ?? 0) })),
  };
};
