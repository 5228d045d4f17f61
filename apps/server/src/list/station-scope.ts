import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Station scoping (docs/system-admin.md): `stations` is the caller's `stationIds()`, null when
 * bound to none (sees everything). A record whose station is in `column` is visible when that
 * station is one of the caller's.
 */
export function inStations(column: string, stations: number[] | null): RawBuilder<SqlBool> {
  if (stations === null) return sql<SqlBool>`1 = 1`;
  if (!stations.length) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(stations)})`;
}

/**
 * A system user (by `userIdColumn`) is visible to a station-bound caller when bound to one of
 * the caller's stations; users bound to none (headquarters staff) are not.
 */
export function userInStations(userIdColumn: string, stations: number[] | null): RawBuilder<SqlBool> {
  if (stations === null) return sql<SqlBool>`1 = 1`;
  if (!stations.length) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`exists (select 1 from user_stations vs where vs.user_id = ${sql.ref(userIdColumn)} and vs.studio_id in (${sql.join(stations)}))`;
}
