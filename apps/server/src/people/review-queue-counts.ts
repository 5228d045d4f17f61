import { sql } from 'kysely';
import type { Handler } from '../http/handler-types';
import { inStations } from '../list/station-scope';
import { num } from './people-access';

/**
 * getReviewQueueCounts (Home): waiting qualification applications (in the caller's stations)
 * and assistive cards, each only when the caller may review that queue (null otherwise).
 */
export const getReviewQueueCounts: Handler<'getReviewQueueCounts'> = async (ctx) => {
  const auth = ctx.signedIn();
  const queries = ctx.services.queries;
  const [mayApplications, mayCards] = await Promise.all([queries.has(auth.userId, 'nurseExamine.review'), queries.has(auth.userId, 'assistiveCard.review')]);
  const [applications, cards] = await Promise.all([
    mayApplications
      ? ctx.db.selectFrom('nurse_applications').select(sql<number>`count(*)`.as('n')).where('status', '=', 2).where(inStations('studio_id', await auth.stationIds())).executeTakeFirst()
      : undefined,
    mayCards ? ctx.db.selectFrom('assistive_cards').select(sql<number>`count(*)`.as('n')).where('status', '=', 2).executeTakeFirst() : undefined,
  ]);
  return { nurseApplications: mayApplications ? num(applications?.n) : null, assistiveCards: mayCards ? num(cards?.n) : null };
};
