import type { Handler } from '../http/handler-types';
import { listWindow } from '../list/list-query';
import { callerCodes, codesByRole, covers } from './user-access';
import { assertUserVisible, loadUserDetail, loadUserSummaries, usersListPlan } from './user-queries';

/** getUsersList (spec): filtered, sorted, paged; station-scoped; phones masked. */
export const getUsersList: Handler<'getUsersList'> = async (ctx) => {
  const stations = await ctx.signedIn().stationIds();
  const { ids, ...page } = await listWindow(usersListPlan(ctx.db, ctx.services.dialect, ctx.body, stations));
  const rows = await loadUserSummaries(ctx.db, ids);
  return { ...page, list: rows.map(({ passwordChangedAt: _omit, ...summary }) => summary) };
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
