import type { Handler } from '../http/handler-types';
import { listWindow } from '../list/list-query';
import { maskPhone } from '../list/masking';
import { containsText } from '../list/text-match';
import { notFoundOf, num } from './catalogue-access';
import { loadPackageDetail, loadPackageSummaries, purchasesOf } from './package-rows';

const packageSortColumns = {
  id: 'packages.id',
  createdAt: 'packages.created_at',
  updatedAt: 'packages.updated_at',
  name: 'packages.name',
  priceCents: 'packages.price_cents',
};

const DAY_MS = 86_400_000;

/** getPackageList: packages by name, shelf, or a service they hold. */
export const getPackageList: Handler<'getPackageList'> = async (ctx) => {
  const { name, onShelf, serviceId } = ctx.body;
  let from = ctx.db.selectFrom('packages');
  if (name) from = from.where(containsText('packages.name', name, ctx.services.dialect));
  if (onShelf !== undefined) from = from.where('packages.on_shelf', '=', onShelf ? 1 : 0);
  if (serviceId !== undefined) from = from.where('packages.id', 'in', ctx.db.selectFrom('package_items').select('package_id').where('service_id', '=', serviceId));
  const { ids, ...page } = await listWindow({ from, idColumn: 'packages.id', sortColumns: packageSortColumns, ...ctx.body });
  return { ...page, list: await loadPackageSummaries(ctx.db, ids) };
};

/** getPackage: one package with its items and how many members bought it. */
export const getPackage: Handler<'getPackage'> = async (ctx) => {
  const detail = await loadPackageDetail(ctx.db, ctx.body.packageId);
  if (!detail) throw notFoundOf('package');
  return detail;
};

/**
 * getPackageBuyerList: the package's purchases (paid, not cancelled orders), newest first: the
 * member, when it was paid, until when it runs (paid + validity days), visits used (the
 * order's recorded 'finish' steps) and remaining (none once expired).
 */
export const getPackageBuyerList: Handler<'getPackageBuyerList'> = async (ctx) => {
  const { packageId, page, limit } = ctx.body;
  const pkg = await loadPackageDetail(ctx.db, packageId);
  if (!pkg) throw notFoundOf('package');
  const [rows, total] = await Promise.all([
    purchasesOf(ctx.db, packageId)
      .innerJoin('members', 'members.id', 'orders.member_id')
      .select((s) => [
        'orders.id', 'orders.order_no', 'orders.paid_at', 'orders.amount_cents', 'members.id as member_id', 'members.nickname', 'members.phone',
        s.selectFrom('order_service_steps').select((c) => c.fn.countAll<number>().as('n')).whereRef('order_service_steps.order_id', '=', 'orders.id').where('order_service_steps.step', '=', 'finish').as('finished'),
      ])
      .orderBy('orders.paid_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    purchasesOf(ctx.db, packageId).select((s) => s.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const now = Date.now();
  return {
    list: rows.map((r) => {
      const boughtAt = num(r.paid_at);
      const validUntil = boughtAt + pkg.validityDays * DAY_MS;
      const expired = validUntil <= now;
      const used = Math.min(pkg.visits, num(r.finished ?? 0));
      return {
        orderId: num(r.id),
        orderNo: r.order_no,
        member: { id: num(r.member_id), nickname: r.nickname, phone: maskPhone(r.phone) },
        boughtAt,
        validUntil,
        expired,
        visitsTotal: pkg.visits,
        visitsUsed: used,
        visitsRemaining: expired ? 0 : pkg.visits - used,
        amountCents: num(r.amount_cents),
      };
    }),
    total: num(total?.n ?? 0),
    page,
    limit,
    nextCursor: null,
  };
};
