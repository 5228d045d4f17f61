import type { SortSpec, SystemUserDetail, SystemUserSummary, UserSortField } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { maskPhone } from '../list/masking';
import { notFound } from '../list/optimistic';
import { userInStations } from '../list/station-scope';

/** The getUsersList request, as validated (filters, sort, paging). */
export interface UsersFilter {
  username?: string | undefined;
  name?: string | undefined;
  phone?: string | undefined;
  status?: 0 | 1 | undefined;
  roleId?: number | undefined;
  stationId?: number | undefined;
  sort: SortSpec<UserSortField>;
  page: number;
  limit: number;
  cursor?: string | undefined;
}

/** The three reads behind user summaries (getUser and the write answers; the list has its own SQL). */
export function summaryQueries(db: Kysely<Database>, ids: number[]) {
  const safe = ids.length ? ids : [-1];
  return {
    users: db
      .selectFrom('system_users')
      .select(['id', 'username', 'name', 'phone', 'status', 'is_consult', 'created_at', 'updated_at', 'version', 'password_changed_at'])
      .where('id', 'in', safe),
    roles: db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['user_roles.user_id', 'roles.id', 'roles.code', 'roles.name'])
      .where('user_roles.user_id', 'in', safe)
      .orderBy('roles.id'),
    stations: db
      .selectFrom('user_stations')
      .innerJoin('studios', 'studios.id', 'user_stations.studio_id')
      .select(['user_stations.user_id', 'studios.id', 'studios.name'])
      .where('user_stations.user_id', 'in', safe)
      .orderBy('studios.id'),
  };
}

type SummaryWithPassword = SystemUserSummary & { passwordChangedAt: number };

/** Loads the summaries of `ids` (masked phones), in the order of `ids`. */
export async function loadUserSummaries(db: Kysely<Database>, ids: number[]): Promise<SummaryWithPassword[]> {
  if (!ids.length) return [];
  const q = summaryQueries(db, ids);
  const [users, roles, stations] = await Promise.all([q.users.execute(), q.roles.execute(), q.stations.execute()]);
  const rolesOf = new Map<number, SystemUserSummary['roles']>();
  for (const r of roles) rolesOf.set(r.user_id, [...(rolesOf.get(r.user_id) ?? []), { id: r.id, code: r.code, name: r.name }]);
  const stationsOf = new Map<number, SystemUserSummary['stations']>();
  for (const s of stations) stationsOf.set(s.user_id, [...(stationsOf.get(s.user_id) ?? []), { id: s.id, name: s.name }]);
  const byId = new Map(users.map((u) => [u.id, u]));
  return ids.flatMap((id) => {
    const u = byId.get(id);
    if (!u) return [];
    return [
      {
        id: u.id,
        username: u.username,
        name: u.name,
        phone: maskPhone(u.phone),
        status: u.status,
        isConsult: u.is_consult === 1,
        roles: rolesOf.get(u.id) ?? [],
        stations: stationsOf.get(u.id) ?? [],
        createdAt: u.created_at,
        updatedAt: u.updated_at,
        version: u.version,
        passwordChangedAt: u.password_changed_at,
      },
    ];
  });
}

/** 102 unless the user exists and is visible to a caller bound to `stations`. */
export async function assertUserVisible(db: Kysely<Database>, userId: number, stations: number[] | null): Promise<void> {
  const row = await db.selectFrom('system_users').select('id').where('id', '=', userId).where(userInStations('system_users.id', stations)).executeTakeFirst();
  if (!row) throw notFound(t('system.entity.user'));
}

/** One user in full (phone masked), with live-session count and last activity. */
export async function loadUserDetail(db: Kysely<Database>, userId: number, now = Date.now()): Promise<SystemUserDetail> {
  const [summary] = await loadUserSummaries(db, [userId]);
  if (!summary) throw notFound(t('system.entity.user'));
  const sessions = await db
    .selectFrom('sessions')
    .select(sql<number>`count(*)`.as('live'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('absolute_expires_at', '>', now)
    .where('idle_expires_at', '>', now)
    .executeTakeFirst();
  const lastSeen = await db.selectFrom('sessions').select(sql<number | null>`max(last_seen_at)`.as('at')).where('user_id', '=', userId).executeTakeFirst();
  return {
    ...summary,
    // A disabled account's sessions answer 105: none is active.
    activeSessions: summary.status === 1 ? Number(sessions?.live ?? 0) : 0,
    lastSeenAt: lastSeen?.at === null || lastSeen?.at === undefined ? null : Number(lastSeen.at),
  };
}
