import type { CouponKind } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Handler } from '../../http/handler-types';
import { listWindow } from '../../list/list-query';
import { claimVersion } from '../../list/optimistic';
import { containsText } from '../../list/text-match';
import { couponNotFound, couponWord, invalidField, num } from './coupon-access';
import { loadCouponDetail, loadCouponRow, loadCouponSummaries, rulesOf } from './coupon-rows';
import { checkCouponRules, parseCouponValue, type CouponRules } from './coupon-rules';

/** Coupons (/operation-tools/coupon-list, /coupon-detail/{id}): rules, items, quantity (docs/marketing.md). */

const DAY = 86_400_000;
const sortColumns = {
  id: 'coupons.id', createdAt: 'coupons.created_at', updatedAt: 'coupons.updated_at', name: 'coupons.name', quantity: 'coupons.quantity', granted: 'coupons.granted',
};

export const getCouponList: Handler<'getCouponList'> = async (ctx) => {
  const { name, kind, enabled } = ctx.body;
  let from = ctx.db.selectFrom('coupons');
  if (name) from = from.where(containsText('coupons.name', name, ctx.services.dialect));
  if (kind) from = from.where('coupons.kind', '=', kind);
  if (enabled !== undefined) from = from.where('coupons.status', '=', enabled ? 1 : 0);
  const { ids, ...page } = await listWindow({ from, idColumn: 'coupons.id', sortColumns, ...ctx.body });
  return { ...page, list: await loadCouponSummaries(ctx.db, ids) };
};

export const getCoupon: Handler<'getCoupon'> = async (ctx) => {
  const detail = await loadCouponDetail(ctx.db, ctx.body.couponId);
  if (!detail) throw couponNotFound();
  return detail;
};

export const getCouponOptions: Handler<'getCouponOptions'> = async (ctx) => {
  const rows = await ctx.db.selectFrom('coupons').select(['id', 'name', 'status']).orderBy('name').execute();
  return { list: rows.map((r) => ({ id: num(r.id), name: r.name, enabled: num(r.status) })) };
};

export const getCouponItemOptions: Handler<'getCouponItemOptions'> = async (ctx) => {
  const [services, packages, categories] = await Promise.all([
    ctx.db.selectFrom('services').select(['id', 'name']).orderBy('name').execute(),
    ctx.db.selectFrom('packages').select(['id', 'name']).orderBy('name').execute(),
    ctx.db.selectFrom('service_categories').select(['id', 'name']).orderBy('name').execute(),
  ]);
  const named = (rows: Array<{ id: number; name: string }>) => rows.map((r) => ({ id: num(r.id), name: r.name }));
  return { services: named(services), packages: named(packages), categories: named(categories) };
};

interface ItemIds {
  serviceIds?: number[] | undefined;
  packageIds?: number[] | undefined;
  categoryIds?: number[] | undefined;
}

const itemTables = { serviceIds: ['services', 'service'], packageIds: ['packages', 'package'], categoryIds: ['service_categories', 'category'] } as const;

/** Replaces the coupon's items with those given (each must exist: 101 naming the field). */
async function writeItems(trx: Transaction<Database>, couponId: number, items: ItemIds): Promise<void> {
  for (const [key, [table, kind]] of Object.entries(itemTables) as Array<[keyof ItemIds, (typeof itemTables)[keyof ItemIds]]>) {
    const ids = items[key];
    if (ids === undefined) continue;
    if (ids.length) {
      const found = new Set((await trx.selectFrom(table).select('id').where('id', 'in', ids).execute()).map((r) => num(r.id)));
      const missing = ids.find((id) => !found.has(id));
      if (missing !== undefined) throw invalidField(key, t('coupons.server.unknownItem', { kind: t(`coupons.server.item.${kind}`), id: missing }));
    }
    await trx.deleteFrom('coupon_items').where('coupon_id', '=', couponId).where('item_kind', '=', kind).execute();
    if (ids.length) await trx.insertInto('coupon_items').values(ids.map((id) => ({ coupon_id: couponId, item_kind: kind, item_id: id }))).execute();
  }
}

/** The stored exclusive end of a "valid until" day. */
const untilStored = (day: number | null | undefined) => (day === null || day === undefined ? day : day + DAY);

export const addCoupon: Handler<'addCoupon'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  const rules: CouponRules = {
    kind: b.kind, value: parseCouponValue(b.kind, b.value), thresholdCents: b.threshold ?? 0, capCents: b.cap ?? null,
    validFrom: b.validFrom ?? null, validUntil: untilStored(b.validUntil) ?? null, validDays: b.validDays ?? null, quantity: b.quantity,
  };
  checkCouponRules(rules, 0);
  return ctx.mutate(async (trx, audit) => {
    const values = {
      name: b.name, kind: rules.kind, value: rules.value, threshold_cents: rules.thresholdCents, cap_cents: rules.capCents,
      valid_from: rules.validFrom, valid_until: rules.validUntil, valid_days: rules.validDays, quantity: rules.quantity,
      per_member_limit: b.perMemberLimit, status: b.enabled ? 1 : 0, description: b.description,
    };
    const row = await trx.insertInto('coupons').values({ ...values, granted: 0, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    await writeItems(trx, row.id, b);
    await audit({ action: 'coupon.add', entity: 'coupon', entityId: row.id, after: { ...values, serviceIds: b.serviceIds, packageIds: b.packageIds, categoryIds: b.categoryIds, version: 1 } });
    const detail = await loadCouponDetail(trx, row.id);
    if (!detail) throw couponNotFound();
    return detail;
  });
};

export const editCoupon: Handler<'editCoupon'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const version = await claimVersion(trx, 'coupons', b.couponId, b.version, couponWord(), now);
    const before = await loadCouponRow(trx, b.couponId);
    if (!before) throw couponNotFound();
    const stored = rulesOf(before);
    const kind: CouponKind = b.kind ?? stored.kind;
    const rules: CouponRules = {
      kind,
      value: b.value !== undefined ? parseCouponValue(kind, b.value) : stored.value,
      thresholdCents: b.threshold !== undefined ? b.threshold : b.kind !== undefined && b.kind !== 'threshold' && 'threshold' in b ? 0 : stored.thresholdCents,
      capCents: b.cap !== undefined ? b.cap : kind !== 'percent' ? null : 'cap' in b ? null : stored.capCents,
      validFrom: b.validFrom !== undefined ? b.validFrom : stored.validFrom,
      validUntil: b.validUntil !== undefined ? untilStored(b.validUntil) ?? null : stored.validUntil,
      validDays: b.validDays !== undefined ? b.validDays : stored.validDays,
      quantity: b.quantity ?? stored.quantity,
    };
    if (b.kind !== undefined && b.kind !== stored.kind && b.value === undefined) throw invalidField('value', t('coupons.contract.value'));
    checkCouponRules(rules, num(before.granted));
    const wanted = {
      name: b.name, kind: rules.kind, value: rules.value, threshold_cents: rules.thresholdCents, cap_cents: rules.capCents, valid_from: rules.validFrom,
      valid_until: rules.validUntil, valid_days: rules.validDays, quantity: rules.quantity, per_member_limit: b.perMemberLimit,
      status: b.enabled === undefined ? undefined : b.enabled ? 1 : 0, description: b.description,
    };
    const changes: Record<string, unknown> = {};
    const was: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(wanted)) {
      const old = before[key as keyof typeof before];
      if (value !== undefined && String(value) !== String(old)) {
        changes[key] = value;
        was[key] = old;
      }
    }
    if (Object.keys(changes).length) await trx.updateTable('coupons').set(changes).where('id', '=', b.couponId).execute();
    await writeItems(trx, b.couponId, b);
    const items = { serviceIds: b.serviceIds, packageIds: b.packageIds, categoryIds: b.categoryIds };
    await audit({ action: 'coupon.edit', entity: 'coupon', entityId: b.couponId, before: { ...was, version: b.version }, after: { ...changes, ...items, version } });
    const detail = await loadCouponDetail(trx, b.couponId);
    if (!detail) throw couponNotFound();
    return detail;
  });
};
