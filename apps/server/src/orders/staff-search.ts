import { sql } from 'kysely';
import type { Handler } from '../http/handler-types';
import { maskPhone } from '../list/masking';
import { inStations, userInStations } from '../list/station-scope';
import { containsText } from '../list/text-match';
import { assertOrderVisible } from './order-access';
import { requiredTitleOf, titlesAtLeast } from './nurse-fit';

/** The pickers of the order pages: nurses to assign, staff accounts by username. */

const PICKER_LIMIT = 50;

/**
 * searchServiceStaff: active nurses with a valid licence, of the caller's stations; with an
 * order, only its studio's nurses whose title fits its service. The least busy, best rated first.
 */
export const searchServiceStaff: Handler<'searchServiceStaff'> = async (ctx) => {
  const { serviceStaff, studioId, orderId } = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  let studio = studioId;
  let titles: string[] | null = null;
  if (orderId !== undefined) {
    await assertOrderVisible(ctx.db, orderId, stations);
    const order = await ctx.db.selectFrom('orders').select(['studio_id', 'service_id', 'package_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
    if (studio !== undefined && studio !== order.studio_id) return { list: [] };
    studio = order.studio_id;
    titles = titlesAtLeast(await requiredTitleOf(ctx.db, order));
  }
  const now = Date.now();
  let query = ctx.db
    .selectFrom('nurses')
    .innerJoin('studios', 'studios.id', 'nurses.studio_id')
    .select([
      'nurses.id', 'nurses.name', 'nurses.phone', 'nurses.studio_id', 'studios.name as studio_name', 'nurses.title', 'nurses.years_of_practice',
      'nurses.certificate_expires_at', 'nurses.rating_x10', 'nurses.orders_completed',
      sql<number>`(select count(*) from orders ao where ao.nurse_id = nurses.id and ao.status in (2, 3))`.as('active_orders'),
    ])
    .where('nurses.status', '=', 1)
    .where('nurses.certificate_expires_at', '>', now)
    .where(inStations('nurses.studio_id', stations));
  if (studio !== undefined) query = query.where('nurses.studio_id', '=', studio);
  if (titles) query = query.where('nurses.title', 'in', titles);
  if (serviceStaff) {
    query = /^\d+$/.test(serviceStaff) ? query.where(containsText('nurses.phone', serviceStaff, ctx.services.dialect)) : query.where(containsText('nurses.name', serviceStaff, ctx.services.dialect));
  }
  const rows = await query.orderBy('active_orders').orderBy('nurses.rating_x10', 'desc').orderBy('nurses.id').limit(PICKER_LIMIT).execute();
  return {
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      phone: maskPhone(r.phone),
      studio: { id: r.studio_id, name: r.studio_name },
      title: r.title,
      yearsOfPractice: Number(r.years_of_practice),
      certificateExpiresAt: Number(r.certificate_expires_at),
      ratingX10: Number(r.rating_x10),
      ordersCompleted: Number(r.orders_completed),
      activeOrders: Number(r.active_orders),
    })),
  };
};

/** getAdminServiceUserList: staff accounts whose username contains the text (enabled first), of the caller's stations. */
export const getAdminServiceUserList: Handler<'getAdminServiceUserList'> = async (ctx) => {
  const stations = await ctx.signedIn().stationIds();
  let query = ctx.db.selectFrom('system_users').select(['id', 'username', 'name', 'status']).where(userInStations('system_users.id', stations));
  if (ctx.body.username) query = query.where(containsText('system_users.username', ctx.body.username, ctx.services.dialect));
  const rows = await query.orderBy('status', 'desc').orderBy('username').limit(PICKER_LIMIT).execute();
  return { list: rows.map((r) => ({ id: r.id, username: r.username, name: r.name, status: r.status })) };
};
