import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { listWindow } from '../list/list-query';
import { notFound } from '../list/optimistic';
import { inStations } from '../list/station-scope';
import { containsText } from '../list/text-match';
import { alarmWord, loadAlarmDetail, loadAlarmSummaries, num } from './alarm-rows';

const sortColumns = { id: 'sos_alarms.id', raisedAt: 'sos_alarms.raised_at', updatedAt: 'sos_alarms.updated_at' };

/** An alarm the caller may see: 102 when missing or outside the caller's stations (the same answer). */
export async function assertAlarmVisible(db: Kysely<Database>, alarmId: number, stations: number[] | null): Promise<void> {
  const row = await db.selectFrom('sos_alarms').select('studio_id').where('id', '=', alarmId).executeTakeFirst();
  if (!row || (stations !== null && !stations.includes(num(row.studio_id)))) throw notFound(alarmWord());
}

/** getAlarmList: the caller's studios' alarms, newest first by default; 'open' = not yet closed. */
export const getAlarmList: Handler<'getAlarmList'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  let from = ctx.db.selectFrom('sos_alarms').where(inStations('sos_alarms.studio_id', stations));
  if (b.status === 'open') from = from.where('sos_alarms.status', 'in', ['active', 'escalated', 'acknowledged']);
  else if (b.status) from = from.where('sos_alarms.status', '=', b.status);
  if (b.studioId !== undefined) from = from.where('sos_alarms.studio_id', '=', b.studioId);
  if (b.nurseId !== undefined) from = from.where('sos_alarms.nurse_id', '=', b.nurseId);
  if (b.drill !== undefined) from = from.where('sos_alarms.drill', '=', b.drill ? 1 : 0);
  if (b.nurse) {
    const name = b.nurse;
    from = from.where((eb) => eb.exists(eb.selectFrom('nurses').select('nurses.id').whereRef('nurses.id', '=', 'sos_alarms.nurse_id').where(containsText('nurses.name', name, ctx.services.dialect))));
  }
  const { ids, ...page } = await listWindow({ from, idColumn: 'sos_alarms.id', sortColumns, ...b });
  return { ...page, list: await loadAlarmSummaries(ctx.db, ids) };
};

/** getAlarm: with its steps; 102 outside the caller's stations. */
export const getAlarm: Handler<'getAlarm'> = async (ctx) => {
  await assertAlarmVisible(ctx.db, ctx.body.alarmId, await ctx.signedIn().stationIds());
  return loadAlarmDetail(ctx.db, ctx.body.alarmId);
};
