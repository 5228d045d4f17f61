import { businessDayOf, type StudioDetail, type StudioSummary } from '@careops/core/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { inWindowOrder, listWindow } from '../list/list-query';
import { notFound } from '../list/optimistic';
import { inStations } from '../list/station-scope';
import { containsText } from '../list/text-match';
import { assertStudioVisible, num, studioAffects, studioWord } from './studio-access';

const DAY = 86_400_000;
const sortColumns = {
  id: 'studios.id',
  createdAt: 'studios.created_at',
  updatedAt: 'studios.updated_at',
  name: 'studios.name',
  // Sort columns must be NOT NULL: a studio without an expiry sorts last.
  licenceExpiresAt: 'studios.licence_expires_at',
};

function summaryQuery(db: Kysely<Database>) {
  return db
    .selectFrom('studios')
    .leftJoin('system_users as contact', 'contact.id', 'studios.security_contact_id')
    .selectAll('studios')
    .select(['contact.name as contact_user_name', (eb) => eb.selectFrom('nurses').select((n) => n.fn.countAll().as('n')).whereRef('nurses.studio_id', '=', 'studios.id').as('nurse_count')]);
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function summaryOf(row: SummaryRow): StudioSummary {
  return {
    id: num(row.id),
    name: row.name,
    practiceLicenceNo: row.practice_licence_no,
    licenceExpiresAt: numOrNull(row.licence_expires_at),
    licenceExpiresOn: row.licence_expires_at === null ? null : businessDayOf(num(row.licence_expires_at)),
    businessLicenceNo: row.business_licence_no,
    legalRepresentative: row.legal_representative,
    contactName: row.contact_name,
    phone: row.phone,
    province: row.province,
    city: row.city,
    district: row.district,
    address: row.address,
    latitude: numOrNull(row.latitude),
    longitude: numOrNull(row.longitude),
    serviceRadiusKm: num(row.service_radius_km),
    businessHours: row.business_hours,
    securityContact: row.security_contact_id === null ? null : { id: num(row.security_contact_id), name: row.contact_user_name ?? '' },
    status: num(row.status),
    disabledReason: row.disabled_reason,
    nurseCount: num(row.nurse_count),
    createdAt: num(row.created_at),
    updatedAt: num(row.updated_at),
    version: num(row.version),
  };
}

/** getStudioList: the caller's stations (all when unbound); a licence filter lists lapsed ones too. */
export const getStudioList: Handler<'getStudioList'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const { dialect } = ctx.services;
  let from = ctx.db.selectFrom('studios').where(inStations('studios.id', stations));
  if (b.name) from = from.where(containsText('studios.name', b.name, dialect));
  if (b.status !== undefined) from = from.where('studios.status', '=', b.status);
  if (b.region) {
    const region = b.region;
    from = from.where((eb) => eb.or([containsText('studios.province', region, dialect), containsText('studios.city', region, dialect), containsText('studios.district', region, dialect)]));
  }
  if (b.licenceExpiringWithinDays !== undefined) from = from.where('studios.licence_expires_at', 'is not', null).where('studios.licence_expires_at', '<=', Date.now() + b.licenceExpiringWithinDays * DAY);
  // A null expiry cannot take part in keyset paging: sorting by it lists only studios that have one.
  if (b.sort.field === 'licenceExpiresAt') from = from.where('studios.licence_expires_at', 'is not', null);
  const { ids, ...page } = await listWindow({ from, idColumn: 'studios.id', sortColumns, ...b });
  const rows = ids.length ? await summaryQuery(ctx.db).where('studios.id', 'in', ids).execute() : [];
  return { ...page, list: inWindowOrder(ids, rows.map(summaryOf)) };
};

const INCOME_DAYS = 30;

/** The studio's shelves: consumables held, those below their reorder threshold, their value at cost. */
async function studioStock(db: Kysely<Database>, studioId: number): Promise<StudioDetail['stock']> {
  const row = await db
    .selectFrom('stock_balances')
    .innerJoin('consumables', 'consumables.id', 'stock_balances.consumable_id')
    .select([
      sql<number>`count(case when stock_balances.quantity > 0 then 1 end)`.as('items'),
      sql<number>`count(case when stock_balances.quantity < consumables.reorder_threshold then 1 end)`.as('below'),
      sql<number>`coalesce(sum(stock_balances.quantity * consumables.unit_cost_cents), 0)`.as('value'),
    ])
    .where('stock_balances.studio_id', '=', studioId)
    .executeTakeFirst();
  return { items: num(row?.items ?? 0), belowThreshold: num(row?.below ?? 0), valueCents: num(row?.value ?? 0) };
}

/** The studio's orders' money: paid less refunded, of orders placed in the last 30 days and of all. */
async function studioIncome(db: Kysely<Database>, studioId: number): Promise<StudioDetail['income']> {
  const since = Date.now() - INCOME_DAYS * DAY;
  const row = await db
    .selectFrom('orders')
    .select([
      sql<number>`coalesce(sum(paid_cents - refunded_cents), 0)`.as('total'),
      sql<number>`coalesce(sum(case when created_at >= ${since} then paid_cents - refunded_cents else 0 end), 0)`.as('recent'),
    ])
    .where('studio_id', '=', studioId)
    .executeTakeFirst();
  return { last30DaysCents: num(row?.recent ?? 0), totalCents: num(row?.total ?? 0) };
}

/** One studio with what it holds: stock and income, the newest 20 nurses, orders and alarms, and what disabling it affects. */
export async function loadStudioDetail(db: Kysely<Database>, studioId: number): Promise<StudioDetail> {
  const row = await summaryQuery(db).where('studios.id', '=', studioId).executeTakeFirst();
  if (!row) throw notFound(studioWord());
  const [affects, stock, income, nurses, orders, alarms] = await Promise.all([
    studioAffects(db, studioId),
    studioStock(db, studioId),
    studioIncome(db, studioId),
    db.selectFrom('nurses').select(['id', 'name', 'title', 'status']).where('studio_id', '=', studioId).orderBy('id', 'desc').limit(20).execute(),
    db.selectFrom('orders').select(['id', 'order_no', 'status', 'amount_cents', 'created_at']).where('studio_id', '=', studioId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(20).execute(),
    db
      .selectFrom('sos_alarms')
      .innerJoin('nurses', 'nurses.id', 'sos_alarms.nurse_id')
      .select(['sos_alarms.id', 'sos_alarms.status', 'sos_alarms.drill', 'sos_alarms.raised_at', 'nurses.id as nurse_id', 'nurses.name as nurse_name'])
      .where('sos_alarms.studio_id', '=', studioId)
      .orderBy('sos_alarms.raised_at', 'desc')
      .orderBy(sql`sos_alarms.id`, 'desc')
      .limit(20)
      .execute(),
  ]);
  return {
    ...summaryOf(row),
    affects,
    stock,
    income,
    nurses: nurses.map((n) => ({ id: num(n.id), name: n.name, title: n.title, status: num(n.status) })),
    orders: orders.map((o) => ({ id: num(o.id), orderNo: o.order_no, status: num(o.status), amountCents: num(o.amount_cents), createdAt: num(o.created_at) })),
    alarms: alarms.map((a) => ({ id: num(a.id), status: a.status, drill: num(a.drill) === 1, nurse: { id: num(a.nurse_id), name: a.nurse_name }, raisedAt: num(a.raised_at) })),
  };
}

/** getStudio: 102 outside the caller's stations; a disabled studio stays readable. */
export const getStudio: Handler<'getStudio'> = async (ctx) => {
  await assertStudioVisible(ctx.db, ctx.body.studioId, await ctx.signedIn().stationIds());
  return loadStudioDetail(ctx.db, ctx.body.studioId);
};

/** getSecurityContactOptions: enabled staff accounts a studio's alarms can go to first. */
export const getSecurityContactOptions: Handler<'getSecurityContactOptions'> = async (ctx) => {
  ctx.signedIn();
  const rows = await ctx.db.selectFrom('system_users').select(['id', 'name', 'status']).where('status', '=', 1).orderBy('name').orderBy('id').limit(1000).execute();
  return { list: rows.map((u) => ({ id: num(u.id), name: u.name, status: num(u.status) })) };
};
