import type { Handler } from '../http/handler-types';
import { num } from './people-access';

/** getStudioOptions: the studios the caller may filter by or move nurses to (its stations; all when unbound). */
export const getStudioOptions: Handler<'getStudioOptions'> = async (ctx) => {
  const stations = await ctx.signedIn().stationIds();
  let query = ctx.db.selectFrom('studios').select(['id', 'name', 'status']).orderBy('id');
  if (stations) query = query.where('id', 'in', stations.length ? stations : [0]);
  return { list: (await query.execute()).map((s) => ({ id: num(s.id), name: s.name, status: num(s.status) })) };
};
