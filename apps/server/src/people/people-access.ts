import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { notFound } from '../list/optimistic';

/** Shared pieces of the people handlers: errors, station checks, small readers. */

export const invalidField = (field: string, problem: string) => new CareOpsError('invalidInput', t('error.invalidField', { field, problem }), { field });

export type PeopleEntity = 'member' | 'nurse' | 'application' | 'patient' | 'customer' | 'card';

/** The catalogue word for each record kind ("nurse application"…), for 102 and messages. */
export const entityWord = (kind: PeopleEntity) => t(`people.server.entity.${kind}`);

export const notFoundOf = (kind: PeopleEntity) => notFound(entityWord(kind));

/** Whether a station-bound caller (`stations`, null = all) sees a record of `studioId`. */
export const inCallerStations = (stations: number[] | null, studioId: number | null) =>
  stations === null || (studioId !== null && stations.includes(studioId));

/**
 * A station-scoped record: 102 when it does not exist or lies outside the caller's stations
 * (the same answer, so an outsider learns nothing). Answers its studio.
 */
export async function assertStudioRecordVisible(
  db: Kysely<Database>,
  table: 'nurses' | 'nurse_applications',
  id: number,
  stations: number[] | null,
  kind: PeopleEntity,
): Promise<number> {
  const row = await db.selectFrom(table).select('studio_id').where('id', '=', id).executeTakeFirst();
  if (!row || !inCallerStations(stations, row.studio_id)) throw notFoundOf(kind);
  return row.studio_id;
}

/** A customer is station data only when it has a studio; one without a studio is seen by all. */
export async function assertCustomerVisible(db: Kysely<Database>, id: number, stations: number[] | null): Promise<number | null> {
  const row = await db.selectFrom('customers').select('studio_id').where('id', '=', id).executeTakeFirst();
  if (!row || (row.studio_id !== null && !inCallerStations(stations, row.studio_id))) throw notFoundOf('customer');
  return row.studio_id;
}

/** A studio the caller may put something in: it exists and is one of the caller's (101 naming `field`). */
export async function assertStudioChoosable(db: Kysely<Database>, studioId: number, stations: number[] | null, field: string): Promise<{ id: number; name: string }> {
  const studio = await db.selectFrom('studios').select(['id', 'name']).where('id', '=', studioId).executeTakeFirst();
  if (!studio) throw invalidField(field, t('system.validate.unknownIds', { what: t('system.entity.station'), ids: studioId }));
  if (!inCallerStations(stations, studioId)) throw invalidField(field, t('system.validate.stationOutOfScope'));
  return studio;
}

/** `select … for update` on PostgreSQL (row lock until commit); SQLite serialises writers anyway. */
export const forUpdate = (dialect: DialectName) => (dialect === 'postgres' ? ' for update' : '');

/** Reads JSON array text stored in a column (skills); anything unreadable is an empty list. */
export function jsonList(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Counts rows of a raw query's first column (numbers come back as strings on PostgreSQL). */
export const num = (value: unknown): number => Number(value ?? 0);
