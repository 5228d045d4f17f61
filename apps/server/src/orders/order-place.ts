import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { maskPhone } from '../list/masking';
import { inStations } from '../list/station-scope';
import { callerName, callerPermissions, invalidField, orderNotFound } from './order-access';
import { agreementsForServices, recordConsent, settleConsent } from '../catalogue/agreement-consent';
import { releasesOnSale } from '../catalogue/release-pricing';
import { couponView } from './order-coupon';
import { priceOrder } from './order-pricing';
import { loadOrderSummary } from './order-rows';
import { assertStudioTakesOrders } from '../studios/studio-open';

/**
 * Placing an order for a member (/order/order-place/{memberId}): the choices, the quote and
 * the order itself. Members are platform-wide; the studio must be one of the caller's
 * stations, and the item released there now (its release sets the price). A service with an
 * agreement needs the member's consent to its latest version. New orders start at −2
 * (organisation review) like every order.
 */

/** Order numbers: the day (UTC) and the id, so they are unique by construction and sort by time. */
export const orderNumber = (id: number, at: number) => `${new Date(at).toISOString().slice(0, 10).replace(/-/g, '')}${String(id).padStart(8, '0')}`;

async function memberOf(db: Kysely<Database>, memberId: number) {
  const member = await db.selectFrom('members').select(['id', 'phone', 'nickname', 'status']).where('id', '=', memberId).executeTakeFirst();
  if (!member) throw invalidField('memberId', t('error.notFound', { what: t('orders.server.entity.member') }));
  return member;
}

/** getOrderPlaceOptions: the member's patients and coupons, what is on sale, the caller's studios. */
export const getOrderPlaceOptions: Handler<'getOrderPlaceOptions'> = async (ctx) => {
  const member = await memberOf(ctx.db, ctx.body.memberId);
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  const [patients, services, packages, coupons, studios] = await Promise.all([
    ctx.db.selectFrom('patients').select(['id', 'name', 'relationship', 'region', 'address']).where('member_id', '=', member.id).orderBy('id').execute(),
    ctx.db
      .selectFrom('services')
      .innerJoin('service_categories', 'service_categories.id', 'services.category_id')
      .select(['services.id', 'services.name', 'service_categories.name as category', 'services.price_cents', 'services.duration_minutes', 'services.required_title', 'services.produces_waste'])
      .where('services.on_shelf', '=', 1)
      .orderBy('service_categories.sort')
      .orderBy('services.id')
      .execute(),
    ctx.db.selectFrom('packages').select(['id', 'name', 'price_cents', 'validity_days']).where('on_shelf', '=', 1).orderBy('id').execute(),
    ctx.db
      .selectFrom('member_coupons')
      .innerJoin('coupons', 'coupons.id', 'member_coupons.coupon_id')
      .select(['member_coupons.id', 'member_coupons.status', 'member_coupons.expires_at', 'coupons.name', 'coupons.kind', 'coupons.value', 'coupons.threshold_cents'])
      .where('member_coupons.member_id', '=', member.id)
      .where('member_coupons.status', '=', 'unused')
      .where('member_coupons.expires_at', '>', now)
      .orderBy('member_coupons.expires_at')
      .execute(),
    ctx.db.selectFrom('studios').select(['id', 'name']).where('status', '=', 1).where(inStations('studios.id', stations)).orderBy('id').execute(),
  ]);
  const [releases, agreements] = await Promise.all([
    releasesOnSale(ctx.db, studios.map((s) => s.id), now),
    agreementsForServices(ctx.db, member.id, services.map((s) => s.id)),
  ]);
  return {
    member: { id: member.id, phone: maskPhone(member.phone), nickname: member.nickname, status: member.status },
    patients,
    services: services.map((s) => ({
      id: s.id, name: s.name, category: s.category, priceCents: Number(s.price_cents), durationMinutes: Number(s.duration_minutes), requiredTitle: s.required_title, producesWaste: s.produces_waste === 1,
      agreement: agreements.get(s.id) ?? null,
    })),
    packages: packages.map((p) => ({ id: p.id, name: p.name, priceCents: Number(p.price_cents), validityDays: Number(p.validity_days) })),
    coupons: coupons.map((c) => ({ memberCouponId: c.id, name: c.name, kind: c.kind, value: Number(c.value), thresholdCents: Number(c.threshold_cents), status: c.status, expiresAt: Number(c.expires_at) })),
    studios,
    releases,
  };
};

/** quoteOrderPrice: what placeOrder would charge at the studio (the caller's only one when left out); the catalogue price without a studio. */
export const quoteOrderPrice: Handler<'quoteOrderPrice'> = async (ctx) => {
  const b = ctx.body;
  await memberOf(ctx.db, b.memberId);
  const stations = await ctx.signedIn().stationIds();
  const studioId = b.studioId === undefined && stations?.length !== 1 ? undefined : await studioFor(ctx.db, b.studioId, stations);
  const priced = await priceOrder(ctx.db, b.memberId, b, b.memberCouponId, Date.now(), studioId);
  return { releaseId: priced.releaseId, listPriceCents: priced.listPriceCents, discountCents: priced.discountCents, amountCents: priced.amountCents, coupon: couponView(priced.coupon) };
};

/** The studio of a new order: the one named, or the caller's only station. */
async function studioFor(db: Kysely<Database>, studioId: number | undefined, stations: number[] | null): Promise<number> {
  const id = studioId ?? (stations?.length === 1 ? stations[0] : undefined);
  if (id === undefined) throw invalidField('studioId', t('orders.server.studioNeeded'));
  if (stations && !stations.includes(id)) throw invalidField('studioId', t('orders.server.studioOutside', { id }));
  const studio = await db.selectFrom('studios').select(['id', 'name', 'status']).where('id', '=', id).executeTakeFirst();
  if (!studio) throw invalidField('studioId', t('error.notFound', { what: t('orders.server.entity.studio') }));
  if (studio.status !== 1) throw invalidField('studioId', t('orders.server.studioDisabled', { name: studio.name }));
  return studio.id;
}

/** placeOrder: an order for a member at the server's price; the coupon is used up with it. */
export const placeOrder: Handler<'placeOrder'> = async (ctx) => {
  const b = ctx.body;
  const auth = ctx.signedIn();
  const now = Date.now();
  const member = await memberOf(ctx.db, b.memberId);
  if (member.status !== 1) throw invalidField('memberId', t('orders.server.memberDisabled', { phone: maskPhone(member.phone) }));
  const patient = await ctx.db.selectFrom('patients').select(['id', 'member_id', 'region']).where('id', '=', b.patientId).executeTakeFirst();
  if (!patient || patient.member_id !== member.id) throw invalidField('patientId', t('orders.server.patientOtherMember', { id: b.patientId }));
  if (b.appointmentAt <= now) throw invalidField('appointmentAt', t('orders.server.appointmentPast'));
  const stations = await auth.stationIds();
  const studioId = await studioFor(ctx.db, b.studioId, stations);
  const [permissions, name] = await Promise.all([callerPermissions(ctx), callerName(ctx.db, auth.userId)]);
  return ctx.mutate(async (trx, audit) => {
    await assertStudioTakesOrders(trx, ctx.services.dialect, studioId);
    const priced = await priceOrder(trx, member.id, b, b.memberCouponId, now, studioId);
    const consent = await settleConsent(trx, { memberId: member.id, serviceId: b.serviceId, serviceName: priced.item.name, agreementId: priced.item.agreementId, givenVersionId: b.agreementVersionId, now });
    const row = await trx
      .insertInto('orders')
      .values({
        order_no: `new-${auth.userId}-${now}-${Math.random()}`,
        member_id: member.id,
        patient_id: patient.id,
        service_id: b.serviceId ?? null,
        package_id: b.packageId ?? null,
        studio_id: studioId,
        nurse_id: null,
        status: -2,
        booking: b.booking === false ? 0 : 1,
        region: b.region ?? patient.region,
        address: b.address,
        appointment_at: b.appointmentAt,
        list_price_cents: priced.listPriceCents,
        discount_cents: priced.discountCents,
        amount_cents: priced.amountCents,
        member_coupon_id: priced.coupon?.memberCouponId ?? null,
        remark: b.remark ?? '',
        deadline_at: null, paid_at: null, accepted_at: null, started_at: null, service_ended_at: null, finished_at: null, cancelled_at: null,
        created_by: auth.userId,
        release_id: priced.releaseId,
        agreement_version_id: consent?.versionId ?? null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const orderNo = orderNumber(row.id, now);
    await trx.updateTable('orders').set({ order_no: orderNo }).where('id', '=', row.id).execute();
    if (consent?.given) await recordConsent(trx, member.id, consent.versionId, row.id, auth.userId, now);
    if (priced.coupon) {
      const used = await trx
        .updateTable('member_coupons')
        .set({ status: 'used', used_at: now, order_id: row.id, updated_at: now })
        .where('id', '=', priced.coupon.memberCouponId)
        .where('status', '=', 'unused')
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) throw invalidField('memberCouponId', t('orders.server.couponUnusable', { id: priced.coupon.memberCouponId, why: t('orders.server.couponUsed') }));
    }
    const data = { listPriceCents: priced.listPriceCents, discountCents: priced.discountCents, amountCents: priced.amountCents, item: priced.item.name, releaseId: priced.releaseId, agreementVersionId: consent?.versionId ?? null };
    await trx
      .insertInto('order_events')
      .values({ order_id: row.id, at: now, event: 'order.created', from_status: null, to_status: -2, actor_kind: 'staff', actor_id: auth.userId, actor_name: name, reason: '', data: JSON.stringify(data) })
      .execute();
    await audit({ action: 'order.place', entity: 'order', entityId: row.id, after: { orderNo, memberId: member.id, patientId: patient.id, studioId, status: -2, ...data, version: 1 } });
    const summary = await loadOrderSummary(trx, row.id, permissions);
    if (!summary) throw orderNotFound();
    return summary;
  });
};
