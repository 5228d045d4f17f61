import { CareOpsError, type AccountRef, type PayoutPartyKind } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../list/optimistic';

/** Shared pieces of withdrawals and rewards: errors, the party behind an account, station scope, masking. */

export type PayoutEntity = 'account' | 'withdrawal' | 'nurse' | 'studio' | 'order' | 'reward';
export const entityWord = (kind: PayoutEntity) => t(`withdrawals.server.entity.${kind}`);
export const notFoundOf = (kind: PayoutEntity) => notFound(entityWord(kind));
export const invalidField = (field: string, problem: string) => new CareOpsError('invalidInput', t('error.invalidField', { field, problem }), { field });
export const unknownField = (field: string, kind: PayoutEntity) => invalidField(field, t('error.notFound', { what: entityWord(kind) }));

/** Database numbers (PostgreSQL answers BIGINT as text). */
export const num = (value: unknown): number => Number(value);
export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

type Db = Kysely<Database> | Transaction<Database>;

export interface Party {
  kind: PayoutPartyKind;
  id: number;
  name: string;
  /** The party's studio (a nurse's station, or the studio itself). */
  studioId: number;
  studioName: string;
}

/** A nurse or studio by id, with its studio; null when there is none. */
export async function partyOf(db: Db, kind: PayoutPartyKind, id: number): Promise<Party | null> {
  if (kind === 'studio') {
    const studio = await db.selectFrom('studios').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    return studio ? { kind, id, name: studio.name, studioId: id, studioName: studio.name } : null;
  }
  const nurse = await db.selectFrom('nurses').innerJoin('studios', 'studios.id', 'nurses.studio_id').select(['nurses.name', 'nurses.studio_id', 'studios.name as studio_name']).where('nurses.id', '=', id).executeTakeFirst();
  return nurse ? { kind, id, name: nurse.name, studioId: num(nurse.studio_id), studioName: nurse.studio_name } : null;
}

/** The ledger account a party's withdrawable money is kept in. */
export const earningsAccount = (kind: PayoutPartyKind, id: number): AccountRef =>
  kind === 'nurse' ? { kind: 'nurseEarnings', ownerKind: 'nurse', ownerId: id } : { kind: 'studioSettlement', ownerKind: 'studio', ownerId: id };

/** 106 naming the studio when a station-bound caller reaches outside its studios (`stations` null: every studio). */
export function assertInStations(stations: number[] | null, studioId: number | null, studioName: string, field?: string): void {
  if (stations === null) return;
  if (studioId === null || !stations.includes(studioId)) throw new CareOpsError('permissionDenied', t('withdrawals.server.notYourStudio', { studio: studioName }), field ? { field } : {});
}

/** An account number as lists show it: only the last four digits. */
export const maskAccountNumber = (value: string) => `**** ${value.slice(-4)}`;
