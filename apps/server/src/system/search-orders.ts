import { labelOf, orderStatusEnum } from '@careops/core/enums';
import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { sql, type SqlBool } from 'kysely';
import type { DialectName } from '../db/connect';
import { maskPhone } from '../list/masking';
import { inStations } from '../list/station-scope';
import { phoneDigits, type RecordSearch } from './record-search';

/** How many members a phone fragment may match before their orders are listed (newest first). */
const MEMBERS_PER_PHONE = 20;
/** What an order number may look like in a query (the numbers are digits; any part of 3 or more). */
const ORDER_NO = /^[A-Za-z0-9-]{3,40}$/;

/** order_no starts with `prefix`, through the order_no index: GLOB on SQLite, LIKE on PostgreSQL. */
function orderNoStartsWith(prefix: string, dialect: DialectName) {
  return dialect === 'sqlite'
    ? sql<SqlBool>`orders.order_no glob ${`${prefix.replace(/[*?[\]]/g, (c) => `[${c}]`)}*`}`
    : sql<SqlBool>`orders.order_no like ${`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;
}

/**
 * order_no holds `part` anywhere. Ordered by order_no, SQLite and PostgreSQL walk the order_no
 * index newest first and stop at the limit, so a common part costs a few index pages.
 */
function orderNoContains(part: string, dialect: DialectName) {
  return dialect === 'sqlite'
    ? sql<SqlBool>`orders.order_no glob ${`*${part.replace(/[*?[\]]/g, (c) => `[${c}]`)}*`}`
    : sql<SqlBool>`orders.order_no like ${`%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;
}

/**
 * Orders by number (its beginning first, then any part of it: `#130`) or by the member's phone (a whole mobile number, or digits
 * of it), within the caller's stations, newest first; they open the order's page.
 */
const orders: RecordSearch = {
  permission: 'serviceOrderDetail',
  async search(ctx, q, limit) {
    const text = q.trim();
    const stations = await ctx.signedIn().stationIds();
    const base = () =>
      ctx.db
        .selectFrom('orders')
        .innerJoin('members', 'members.id', 'orders.member_id')
        .innerJoin('patients', 'patients.id', 'orders.patient_id')
        .leftJoin('services', 'services.id', 'orders.service_id')
        .leftJoin('packages', 'packages.id', 'orders.package_id')
        .select(['orders.id as id', 'orders.order_no as orderNo', 'orders.status as status', 'members.phone as phone', 'patients.name as patient', 'services.name as service', 'packages.name as package'])
        .where(inStations('orders.studio_id', stations));
    const byNumber = ORDER_NO.test(text);
    const rows = byNumber ? await base().where(orderNoStartsWith(text, ctx.services.dialect)).orderBy('orders.order_no', 'desc').limit(limit).execute() : [];
    if (byNumber && rows.length < limit) {
      const seen = new Set(rows.map((r) => r.id));
      const inside = await base().where(orderNoContains(text, ctx.services.dialect)).orderBy('orders.order_no', 'desc').limit(limit).execute();
      rows.push(...inside.filter((r) => !seen.has(r.id)).slice(0, limit - rows.length));
    }
    const digits = phoneDigits(text);
    if (digits && rows.length < limit) {
      const members = ctx.db.selectFrom('members').select('members.id').limit(MEMBERS_PER_PHONE);
      const matching = digits.length === 11 ? members.where('members.phone', '=', digits) : members.where('members.phone', 'like', `%${digits}%`);
      const seen = new Set(rows.map((r) => r.id));
      const byPhone = await base().where('orders.member_id', 'in', matching).orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').limit(limit).execute();
      rows.push(...byPhone.filter((r) => !seen.has(r.id)).slice(0, limit - rows.length));
    }
    return rows.map((r) => ({
      kind: 'serviceOrderDetail',
      id: r.id,
      title: r.orderNo,
      subtitle: t('orders.ui.search.subtitle', {
        status: labelOf(orderStatusEnum, r.status),
        item: r.service ?? r.package ?? '',
        patient: r.patient,
        phone: maskPhone(r.phone),
      }),
      path: routes.orderDetail.path({ id: r.id }),
    }));
  },
};

/** The orders area's kinds of the palette's `#` search (see record-search.ts). */
export const orderRecordSearches: readonly RecordSearch[] = [orders];
