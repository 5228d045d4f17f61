import type { CouponDetail, CouponKind, CouponSummary } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { centsToDecimalText, zoneOffsetMs } from '@careops/core/format';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { num } from './coupon-access';
import { couponOffer, couponValidity, couponValueText, type CouponRules } from './coupon-rules';

/** Coupons as the contract answers them: the list's rows and the detail with its statistics and chart. */

const DAY = 86_400_000;
const columns = [
  'id', 'name', 'kind', 'value', 'threshold_cents', 'cap_cents', 'valid_from', 'valid_until', 'valid_days', 'quantity', 'granted',
  'per_member_limit', 'status', 'description', 'created_at', 'updated_at', 'version',
] as const;

type Row = {
  id: number; name: string; kind: string; value: number; threshold_cents: number; cap_cents: number | null; valid_from: number | null;
  valid_until: number | null; valid_days: number | null; quantity: number; granted: number; per_member_limit: number; status: number;
  description: string; created_at: number; updated_at: number; version: number;
};

const orNull = (v: unknown) => (v === null || v === undefined ? null : num(v));

/** A stored coupon's rules in numbers. */
export function rulesOf(r: Row): CouponRules {
  return {
    kind: r.kind as CouponKind, value: num(r.value), thresholdCents: num(r.threshold_cents), capCents: orNull(r.cap_cents),
    validFrom: orNull(r.valid_from), validUntil: orNull(r.valid_until), validDays: orNull(r.valid_days), quantity: num(r.quantity),
  };
}

function summary(r: Row): CouponSummary {
  const rules = rulesOf(r);
  return {
    id: num(r.id), name: r.name, kind: rules.kind, value: rules.value, thresholdCents: rules.thresholdCents, capCents: rules.capCents,
    offer: couponOffer(rules), validity: couponValidity(rules),
    quantity: rules.quantity, granted: num(r.granted), remaining: Math.max(0, rules.quantity - num(r.granted)), perMemberLimit: num(r.per_member_limit),
    enabled: num(r.status), createdAt: num(r.created_at), updatedAt: num(r.updated_at), version: num(r.version),
  };
}

export async function loadCouponRow(db: Kysely<Database>, id: number): Promise<Row | undefined> {
  return db.selectFrom('coupons').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function loadCouponSummaries(db: Kysely<Database>, ids: number[]): Promise<CouponSummary[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('coupons').select(columns).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [num(r.id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [summary(r)] : [];
  });
}

/** The services, packages and categories a coupon applies to, with their names. */
async function itemsOf(db: Kysely<Database>, couponId: number) {
  const rows = await db.selectFrom('coupon_items').select(['item_kind', 'item_id']).where('coupon_id', '=', couponId).execute();
  const idsOf = (kind: string) => rows.filter((r) => r.item_kind === kind).map((r) => num(r.item_id));
  const [serviceIds, packageIds, categoryIds] = [idsOf('service'), idsOf('package'), idsOf('category')];
  const named = async (table: 'services' | 'packages' | 'service_categories', ids: number[]) =>
    ids.length ? db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).orderBy('name').execute() : [];
  const [services, packages, categories] = await Promise.all([named('services', serviceIds), named('packages', packageIds), named('service_categories', categoryIds)]);
  const items = [
    ...services.map((s) => ({ kind: 'service' as const, id: num(s.id), name: s.name })),
    ...packages.map((p) => ({ kind: 'package' as const, id: num(p.id), name: p.name })),
    ...categories.map((c) => ({ kind: 'category' as const, id: num(c.id), name: c.name })),
  ];
  return { serviceIds, packageIds, categoryIds, items };
}

/** Member coupons of this coupon by state, and per day (UTC) given, used and expired. */
async function usageOf(db: Kysely<Database>, couponId: number) {
  const states = await db.selectFrom('member_coupons').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('coupon_id', '=', couponId).groupBy('status').execute();
  const count = (s: string) => num(states.find((r) => r.status === s)?.n ?? 0);
  // Days of the business time zone, at its offset now.
  const offset = zoneOffsetMs(Date.now());
  const dayOf = (column: string) => sql<number>`((${sql.ref(column)} + ${sql.lit(offset)}) / ${sql.lit(DAY)})`;
  const perDay = async (column: 'created_at' | 'used_at' | 'expires_at', status?: string) => {
    let q = db.selectFrom('member_coupons').select([dayOf(`member_coupons.${column}`).as('d'), (eb) => eb.fn.countAll<number>().as('n')]).where('coupon_id', '=', couponId).where(column, 'is not', null);
    if (status) q = q.where('status', '=', status);
    return q.groupBy(dayOf(`member_coupons.${column}`)).execute();
  };
  const [given, used, expired] = await Promise.all([perDay('created_at'), perDay('used_at', 'used'), perDay('expires_at', 'expired')]);
  const days = new Map<number, { granted: number; used: number; expired: number }>();
  const at = (d: unknown) => {
    const key = Math.floor(num(d));
    const entry = days.get(key) ?? { granted: 0, used: 0, expired: 0 };
    days.set(key, entry);
    return entry;
  };
  for (const r of given) at(r.d).granted += num(r.n);
  for (const r of used) at(r.d).used += num(r.n);
  for (const r of expired) at(r.d).expired += num(r.n);
  const usage = [...days.entries()].sort(([a], [b]) => a - b).map(([d, v]) => ({ day: new Date(d * DAY).toISOString().slice(0, 10), ...v }));
  return { unused: count('unused'), used: count('used'), expired: count('expired'), usage };
}

export async function loadCouponDetail(db: Kysely<Database>, id: number): Promise<CouponDetail | undefined> {
  const row = await loadCouponRow(db, id);
  if (!row) return undefined;
  const s = summary(row);
  const rules = rulesOf(row);
  const [items, usage] = await Promise.all([itemsOf(db, id), usageOf(db, id)]);
  return {
    ...s,
    description: row.description,
    validFrom: rules.validFrom,
    validUntil: rules.validUntil === null ? null : rules.validUntil - DAY,
    validDays: rules.validDays,
    valueText: couponValueText(rules.kind, rules.value),
    threshold: rules.thresholdCents ? centsToDecimalText(rules.thresholdCents) : '',
    cap: rules.capCents === null ? '' : centsToDecimalText(rules.capCents),
    ...items,
    appliesTo: items.items.length ? items.items.map((i) => `${t(`coupons.server.item.${i.kind}`)} ${i.name}`).join(', ') : t('coupons.server.appliesAll'),
    stats: { granted: s.granted, unused: usage.unused, used: usage.used, expired: usage.expired, remaining: s.remaining },
    usage: usage.usage,
  };
}
