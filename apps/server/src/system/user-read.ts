import type { ResponseOf } from '@careops/core/contract';
import type { Handler } from '../http/handler-types';
import { JsonText } from '../http/json-text';
import { pageOfRows } from '../list/sql-list';
import { callerCodes, codesByRole, covers } from './user-access';
import { userListRowJson, usersListSql, type UserListRow } from './user-list-sql';
import { assertUserVisible, loadUserDetail } from './user-queries';

/**
 * getUsersList (spec): filtered, sorted, paged; station-scoped; phones masked. Two prepared
 * statements on the hot path (the total, then the page with its roles and stations, read from
 * the far end when past the middle), the answer spliced from the JSON the database built
 * (docs/list-pattern.md, Performance).
 */
export const getUsersList: Handler<'getUsersList'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const statements = usersListSql(b, stations, ctx.services.dialect);
  const queries = ctx.services.queries;
  // The total first: it decides whether a deep page is read from the far end.
  const counted = (await queries.hot(statements.total.text, statements.total.params)) as Array<{ total: number | string }>;
  const total = Number(counted[0]?.total ?? 0);
  const page = statements.pageFromEnd(total) ?? statements.page;
  const rows = (await queries.hot(page.text, page.params)) as UserListRow[];
  const { shown, nextCursor } = pageOfRows(rows, b.sort, b.limit);
  const list = shown.map(userListRowJson).join(',');
  return new JsonText<ResponseOf<'getUsersList'>>(
    `{"list":[${list}],"total":${total},"page":${b.page},"limit":${b.limit},"nextCursor":${nextCursor === null ? 'null' : JSON.stringify(nextCursor)}}`,
  );
};

/** getUser (spec): one user with roles, stations, version and live sessions. */
export const getUser: Handler<'getUser'> = async (ctx) => {
  await assertUserVisible(ctx.db, ctx.body.userId, await ctx.signedIn().stationIds());
  return loadUserDetail(ctx.db, ctx.body.userId);
};

/** getAllStationList (spec): the stations the caller may pick (its own when bound to some). */
export const getAllStationList: Handler<'getAllStationList'> = async (ctx) => {
  const stations = await ctx.signedIn().stationIds();
  let query = ctx.db.selectFrom('studios').select(['id', 'name', 'region', 'status']).orderBy('id');
  if (stations) query = query.where('id', 'in', stations);
  return { list: await query.execute() };
};

/** getAllRole (spec): every role, marked assignable when the caller holds all its codes. */
export const getAllRole: Handler<'getAllRole'> = async (ctx) => {
  const [mine, roles, codes] = await Promise.all([
    callerCodes(ctx),
    ctx.db.selectFrom('roles').select(['id', 'code', 'name', 'built_in']).orderBy('id').execute(),
    codesByRole(ctx.db),
  ]);
  return {
    list: roles.map((r) => ({ id: r.id, code: r.code, name: r.name, builtIn: r.built_in === 1, assignable: covers(mine, codes.get(r.id) ?? []) })),
  };
};
