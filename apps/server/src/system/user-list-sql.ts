import type { DialectName } from '../db/connect';
import { maskPhone } from '../list/masking';
import { containsTextSql, inIdsSql, pagedStatements, sqlListStatements, type PagedStatements, type SqlFragment, type WindowRow } from '../list/sql-list';
import type { UsersFilter } from './user-queries';

/**
 * getUsersList as two plain statements (docs/list-pattern.md, Performance): the page — the
 * window of ids joined with the rows, each row's roles and stations as JSON text built by the
 * database — and the total. The handler and the benchmark's raw side run exactly these.
 */
export type UsersListSql = PagedStatements;

/** A row of the page statement. `roles` and `stations` are JSON array texts. */
export interface UserListRow extends WindowRow {
  username: string;
  name: string;
  phone: string;
  status: number;
  is_consult: number;
  created_at: number;
  updated_at: number;
  version: number;
  roles: string | null;
  stations: string | null;
}

/** The whitelist of getUsersList: request field → column (NOT NULL), on alias `u`. */
const userSortColumnsSql: Record<UsersFilter['sort']['field'], string> = {
  id: 'u.id',
  username: 'u.username',
  name: 'u.name',
  status: 'u.status',
  createdAt: 'u.created_at',
  updatedAt: 'u.updated_at',
};

const roleFields = `'id', r.id, 'code', r.code, 'name', r.name`;
const stationFields = `'id', s.id, 'name', s.name`;
const rolesFrom = `from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id`;
const stationsFrom = `from user_stations us join studios s on s.id = us.studio_id where us.user_id = u.id`;

const linked = (dialect: DialectName) =>
  dialect === 'postgres'
    ? `coalesce((select json_agg(json_build_object(${roleFields}) order by r.id) ${rolesFrom}), '[]')::text as roles,
 coalesce((select json_agg(json_build_object(${stationFields}) order by s.id) ${stationsFrom}), '[]')::text as stations`
    : // An ORDER BY inside json_group_array sorts in a temporary b-tree per row (~60% slower here);
      // an ordered subquery walks the link table's primary key in order and feeds the aggregate
      // in that order (SQLite does not flatten an ordered subquery under an aggregate).
      `(select json_group_array(json_object(${roleFields})) from (select r.id, r.code, r.name ${rolesFrom} order by ur.role_id) r) as roles,
 (select json_group_array(json_object(${stationFields})) from (select s.id, s.name ${stationsFrom} order by us.studio_id) s) as stations`;

/** The filters of getUsersList, for a caller bound to `stations` (null: sees all). */
function usersWhere(filter: UsersFilter, stations: number[] | null, dialect: DialectName): SqlFragment[] {
  const where: SqlFragment[] = [];
  // No condition at all when unscoped: SQLite then counts the whole table from its smallest index.
  if (stations) {
    const inStations = inIdsSql('vs.studio_id', stations);
    where.push({ text: `exists (select 1 from user_stations vs where vs.user_id = u.id and ${inStations.text})`, params: inStations.params });
  }
  if (filter.username) where.push(containsTextSql('u.username', filter.username, dialect));
  if (filter.name) where.push(containsTextSql('u.name', filter.name, dialect));
  if (filter.phone) where.push(containsTextSql('u.phone', filter.phone, dialect));
  if (filter.status !== undefined) where.push({ text: 'u.status = ?', params: [filter.status] });
  if (filter.roleId !== undefined) where.push({ text: 'u.id in (select ur.user_id from user_roles ur where ur.role_id = ?)', params: [filter.roleId] });
  if (filter.stationId !== undefined) where.push({ text: 'u.id in (select us.user_id from user_stations us where us.studio_id = ?)', params: [filter.stationId] });
  return where;
}

/** The statements of one getUsersList request, in the dialect's placeholders. */
export function usersListSql(filter: UsersFilter, stations: number[] | null, dialect: DialectName): UsersListSql {
  const list = sqlListStatements({
    from: 'system_users u',
    where: usersWhere(filter, stations, dialect),
    idColumn: 'u.id',
    sortColumns: userSortColumnsSql,
    sort: filter.sort,
    page: filter.page,
    limit: filter.limit,
    cursor: filter.cursor,
  });
  return pagedStatements(
    list,
    (window) => `select p.id, p.sort_value, u.username, u.name, u.phone, u.status, u.is_consult, u.created_at, u.updated_at, u.version,
 ${linked(dialect)}
 from (${window}) p join system_users u on u.id = p.id order by ${list.orderBy('p')}`,
    dialect,
  );
}

/**
 * One summary as JSON text (the shape of `SystemUserSummary`, phone masked), splicing the
 * roles and stations JSON the database built instead of parsing and re-encoding it.
 */
export function userListRowJson(row: UserListRow): string {
  return `{"id":${Number(row.id)},"username":${JSON.stringify(row.username)},"name":${JSON.stringify(row.name)},"phone":${JSON.stringify(maskPhone(row.phone))},"status":${Number(row.status)},"isConsult":${Number(row.is_consult) === 1},"roles":${row.roles ?? '[]'},"stations":${row.stations ?? '[]'},"createdAt":${Number(row.created_at)},"updatedAt":${Number(row.updated_at)},"version":${Number(row.version)}}`;
}
