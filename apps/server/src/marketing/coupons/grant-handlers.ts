import { GRANT_PREVIEW_NAMES, type RecipientRefusal } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Handler } from '../../http/handler-types';
import { listWindow } from '../../list/list-query';
import { maskPhone } from '../../list/masking';
import { uniqueViolation } from '../../list/unique-violation';
import type { Services } from '../../services';
import { dayText, grantNotFound, invalidField, num } from './coupon-access';
import { allot } from './grant-allot';
import { chunks, heldCounts, resolveRecipients, type GrantAsk } from './grant-recipients';
import { loadGrantDetail, loadGrantSummaries, loadRecipients } from './grant-rows';
import { driveGrant } from './grant-runner';

/** Coupon grants (/operation-tools/coupon-grant-list, -add, -detail/{id}): docs/marketing.md. */

const INSERT_ROWS = 500;

/** The coupon of a grant request: it must exist, be enabled and not have ended (101 naming couponId). */
async function grantableCoupon(services: Services, couponId: number, now: number) {
  const coupon = await services.db.selectFrom('coupons').select(['id', 'name', 'status', 'valid_until', 'quantity', 'granted', 'per_member_limit']).where('id', '=', couponId).executeTakeFirst();
  if (!coupon) throw invalidField('couponId', t('error.notFound', { what: t('coupons.server.entity.coupon') }));
  if (num(coupon.status) !== 1) throw invalidField('couponId', t('coupons.server.grantCouponDisabled', { name: coupon.name }));
  if (coupon.valid_until !== null && num(coupon.valid_until) <= now) throw invalidField('couponId', t('coupons.server.grantCouponOver', { name: coupon.name, day: dayText(num(coupon.valid_until) - 86_400_000) }));
  return coupon;
}

const fieldOf = (ask: GrantAsk) => (ask.source === 'members' ? 'memberIds' : ask.source === 'phones' ? 'phones' : 'source');

export const previewCouponGrant: Handler<'previewCouponGrant'> = async (ctx) => {
  const now = Date.now();
  const coupon = await grantableCoupon(ctx.services, ctx.body.couponId, now);
  const { recipients } = await resolveRecipients(ctx.db, ctx.body, now);
  const members = recipients.flatMap((r, i) => (r.refusal || r.memberId === null ? [] : [{ id: i, memberId: r.memberId }]));
  const held = await heldCounts(ctx.db, coupon.id, members.map((m) => m.memberId));
  const { granted, refused } = allot(members, held, num(coupon.per_member_limit), num(coupon.quantity) - num(coupon.granted));
  const counts = new Map<RecipientRefusal, number>();
  for (const r of [...recipients.flatMap((r) => (r.refusal ? [r.refusal] : [])), ...refused.map((r) => r.reason)]) counts.set(r, (counts.get(r) ?? 0) + 1);
  const sampleIds = granted.slice(0, GRANT_PREVIEW_NAMES).map((g) => g.memberId);
  const named = sampleIds.length ? await ctx.db.selectFrom('members').select(['id', 'nickname', 'phone']).where('id', 'in', sampleIds).execute() : [];
  const byId = new Map(named.map((m) => [num(m.id), m]));
  return {
    coupon: { id: num(coupon.id), name: coupon.name },
    total: recipients.length,
    wouldGrant: granted.length,
    refusals: [...counts.entries()].map(([reason, count]) => ({ reason, count })),
    sample: sampleIds.flatMap((id) => {
      const m = byId.get(id);
      return m ? [{ memberId: id, nickname: m.nickname, phone: maskPhone(m.phone) }] : [];
    }),
  };
};

async function grantByKey(services: Services, key: string) {
  return services.db.selectFrom('coupon_grants').select(['id', 'coupon_id', 'status']).where('idempotency_key', '=', key).executeTakeFirst();
}

export const addCouponGrant: Handler<'addCouponGrant'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  const auth = ctx.signedIn();
  const again = async () => {
    const existing = await grantByKey(ctx.services, b.idempotencyKey);
    if (!existing) return undefined;
    if (num(existing.coupon_id) !== b.couponId) throw invalidField('idempotencyKey', t('coupons.server.keyOtherCoupon', { id: existing.id }));
    ctx.unchanged();
    if (existing.status === 'running') void driveGrant(ctx.services, num(existing.id));
    return loadGrantDetail(ctx.db, num(existing.id));
  };
  const earlier = await again();
  if (earlier) return earlier;
  const coupon = await grantableCoupon(ctx.services, b.couponId, now);
  const { recipients, label } = await resolveRecipients(ctx.db, b, now);
  if (!recipients.length) throw invalidField(fieldOf(b), t('coupons.server.noRecipients'));
  const refusedBefore = recipients.filter((r) => r.refusal).length;
  let grantId: number;
  try {
    grantId = await ctx.mutate(async (trx, audit) => {
      const row = await trx
        .insertInto('coupon_grants')
        .values({
          coupon_id: coupon.id, idempotency_key: b.idempotencyKey, source: b.source, source_label: label, status: 'running', total: recipients.length,
          processed: refusedBefore, granted: 0, refused: refusedBefore, created_by: auth.userId, finished_at: null, created_at: now, updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const part of chunks(recipients, INSERT_ROWS)) {
        await trx.insertInto('coupon_grant_recipients')
          .values(part.map((r) => ({ grant_id: row.id, member_id: r.memberId, phone: r.phone, status: r.refusal ? 'refused' : 'pending', reason: r.refusal ?? '' })))
          .execute();
      }
      await audit({ action: 'couponGrant.add', entity: 'couponGrant', entityId: row.id, after: { couponId: coupon.id, source: b.source, sourceLabel: label, total: recipients.length, idempotencyKey: b.idempotencyKey } });
      return num(row.id);
    });
  } catch (error) {
    // The same key won a race a moment ago: that grant is this request's answer.
    const existing = uniqueViolation(error) ? await again() : undefined;
    if (existing) return existing;
    throw error;
  }
  void driveGrant(ctx.services, grantId);
  const detail = await loadGrantDetail(ctx.db, grantId);
  if (!detail) throw grantNotFound();
  return detail;
};

const sortColumns = { id: 'coupon_grants.id', createdAt: 'coupon_grants.created_at', total: 'coupon_grants.total', granted: 'coupon_grants.granted' };

export const getCouponGrantList: Handler<'getCouponGrantList'> = async (ctx) => {
  const { couponId, status } = ctx.body;
  let from = ctx.db.selectFrom('coupon_grants');
  if (couponId !== undefined) from = from.where('coupon_grants.coupon_id', '=', couponId);
  if (status) from = from.where('coupon_grants.status', '=', status);
  const { ids, ...page } = await listWindow({ from, idColumn: 'coupon_grants.id', sortColumns, ...ctx.body });
  return { ...page, list: await loadGrantSummaries(ctx.db, ids) };
};

export const getCouponGrant: Handler<'getCouponGrant'> = async (ctx) => {
  const detail = await loadGrantDetail(ctx.db, ctx.body.grantId);
  if (!detail) throw grantNotFound();
  return detail;
};

export const getCouponGrantRecipientList: Handler<'getCouponGrantRecipientList'> = async (ctx) => {
  const { grantId, status } = ctx.body;
  if (!(await ctx.db.selectFrom('coupon_grants').select('id').where('id', '=', grantId).executeTakeFirst())) throw grantNotFound();
  let from = ctx.db.selectFrom('coupon_grant_recipients').where('coupon_grant_recipients.grant_id', '=', grantId);
  if (status) from = from.where('coupon_grant_recipients.status', '=', status);
  const { ids, ...page } = await listWindow({ from, idColumn: 'coupon_grant_recipients.id', sortColumns: { id: 'coupon_grant_recipients.id' }, ...ctx.body });
  return { ...page, list: await loadRecipients(ctx.db, ids) };
};
