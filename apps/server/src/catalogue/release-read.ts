import type { Handler, HandlerContext } from '../http/handler-types';
import { listWindow } from '../list/list-query';
import { inStations } from '../list/station-scope';
import { loadReleaseDetail, loadReleases, releaseNotFound } from './release-rows';

/** Release lists and records; a studio manager sees only their studios' releases. */

const sortColumns = {
  id: 'product_releases.id',
  createdAt: 'product_releases.created_at',
  updatedAt: 'product_releases.updated_at',
  startsAt: 'product_releases.starts_at',
  priceCents: 'product_releases.price_cents',
};

export const getProductReleaseList: Handler<'getProductReleaseList'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  let from = ctx.db.selectFrom('product_releases').where(inStations('product_releases.studio_id', stations));
  if (b.studioId !== undefined) from = from.where('product_releases.studio_id', '=', b.studioId);
  if (b.serviceId !== undefined) from = from.where('product_releases.service_id', '=', b.serviceId);
  if (b.packageId !== undefined) from = from.where('product_releases.package_id', '=', b.packageId);
  if (b.status !== undefined) from = from.where('product_releases.status', '=', b.status);
  if (b.onSaleAt !== undefined) {
    const at = b.onSaleAt;
    from = from
      .where('product_releases.status', '=', 1)
      .where('product_releases.starts_at', '<=', at)
      .where((eb) => eb.or([eb('product_releases.ends_at', 'is', null), eb('product_releases.ends_at', '>', at)]));
  }
  const { ids, ...page } = await listWindow({ from, idColumn: 'product_releases.id', sortColumns, ...b });
  return { ...page, list: await loadReleases(ctx.db, ids) };
};

/** 102 when the release does not exist or lies outside the caller's stations. */
export async function assertReleaseVisible(ctx: HandlerContext<unknown>, releaseId: number): Promise<number> {
  const row = await ctx.db.selectFrom('product_releases').select('studio_id').where('id', '=', releaseId).executeTakeFirst();
  const stations = await ctx.signedIn().stationIds();
  if (!row || (stations !== null && !stations.includes(row.studio_id))) throw releaseNotFound();
  return row.studio_id;
}

export const getProductRelease: Handler<'getProductRelease'> = async (ctx) => {
  await assertReleaseVisible(ctx, ctx.body.releaseId);
  return loadReleaseDetail(ctx.db, ctx.body.releaseId);
};

/** getReleaseItemOptions: the on-shelf services or packages a release may sell, by name. */
export const getReleaseItemOptions: Handler<'getReleaseItemOptions'> = async (ctx) => {
  const table = ctx.body.kind === 'package' ? 'packages' : 'services';
  const rows = await ctx.db.selectFrom(table).select(['id', 'name', 'price_cents']).where('on_shelf', '=', 1).orderBy('name').execute();
  return { list: rows.map((r) => ({ id: r.id, name: r.name, priceCents: Number(r.price_cents) })) };
};
