import { t } from '@careops/core/i18n';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Handler } from '../../http/handler-types';
import { listWindow } from '../../list/list-query';
import { claimVersion } from '../../list/optimistic';
import { containsText } from '../../list/text-match';
import { uniqueViolation } from '../../list/unique-violation';
import { changedFields, entityWord, invalidField, notFoundOf, unknownField } from '../content-access';
import { loadPromotionDetail, loadPromotionSummaries } from './promotion-rows';

/** Promotions (/operation-tools/popularize-list): referral campaigns with a promoter, a code, a coupon and a window. */

const sortColumns = {
  id: 'promotions.id',
  createdAt: 'promotions.created_at',
  updatedAt: 'promotions.updated_at',
  startsAt: 'promotions.starts_at',
  endsAt: 'promotions.ends_at',
};

export const getPromotionList: Handler<'getPromotionList'> = async (ctx) => {
  const { name, code, promoterKind, couponId, enabled } = ctx.body;
  let from = ctx.db.selectFrom('promotions');
  if (name) from = from.where(containsText('promotions.name', name, ctx.services.dialect));
  if (code) from = from.where('promotions.code', '=', code.toUpperCase());
  if (promoterKind) from = from.where('promotions.promoter_kind', '=', promoterKind);
  if (couponId !== undefined) from = from.where('promotions.coupon_id', '=', couponId);
  if (enabled !== undefined) from = from.where('promotions.enabled', '=', enabled ? 1 : 0);
  const { ids, ...page } = await listWindow({ from, idColumn: 'promotions.id', sortColumns, ...ctx.body });
  return { ...page, list: await loadPromotionSummaries(ctx.db, ids) };
};

export const getPromotion: Handler<'getPromotion'> = async (ctx) => {
  const detail = await loadPromotionDetail(ctx.db, ctx.body.promotionId);
  if (!detail) throw notFoundOf('promotion');
  return detail;
};

async function assertPromoter(trx: Transaction<Database>, kind: string, id: number) {
  const table = kind === 'member' ? 'members' : kind === 'nurse' ? 'nurses' : 'system_users';
  const found = await trx.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw unknownField('promoterId', kind === 'staff' ? 'staff' : kind === 'nurse' ? 'nurse' : 'member');
}

async function assertCoupon(trx: Transaction<Database>, couponId: number | null) {
  if (couponId !== null && !(await trx.selectFrom('coupons').select('id').where('id', '=', couponId).executeTakeFirst())) throw unknownField('couponId', 'coupon');
}

const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A random code without look-alike letters (no I, O, 0, 1). */
const randomCode = () => Array.from({ length: 8 }, () => CODE_LETTERS[Math.floor(Math.random() * CODE_LETTERS.length)]).join('');

async function answer(trx: Transaction<Database>, id: number) {
  const detail = await loadPromotionDetail(trx, id);
  if (!detail) throw notFoundOf('promotion');
  return detail;
}

export const addPromotion: Handler<'addPromotion'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    await assertPromoter(trx, b.promoterKind, b.promoterId);
    await assertCoupon(trx, b.couponId);
    const code = b.code ?? randomCode();
    if (await trx.selectFrom('promotions').select('id').where('code', '=', code).executeTakeFirst()) throw invalidField('code', t('marketing.promotion.codeTaken', { code }));
    const values = {
      name: b.name, code, promoter_kind: b.promoterKind, promoter_id: b.promoterId, coupon_id: b.couponId,
      starts_at: b.startsAt, ends_at: b.endsAt, enabled: b.enabled ? 1 : 0, note: b.note,
    };
    let row: { id: number };
    try {
      row = await trx.insertInto('promotions').values({ ...values, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    } catch (error) {
      if (uniqueViolation(error)) throw invalidField('code', t('marketing.promotion.codeTaken', { code }));
      throw error;
    }
    await audit({ action: 'popularize.add', entity: 'promotion', entityId: row.id, after: { ...values, version: 1 } });
    return answer(trx, row.id);
  });
};

export const editPromotion: Handler<'editPromotion'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const before = await trx.selectFrom('promotions').selectAll().where('id', '=', b.promotionId).executeTakeFirst();
    const version = await claimVersion(trx, 'promotions', b.promotionId, b.version, entityWord('promotion'), now);
    if (!before) throw notFoundOf('promotion');
    if (b.couponId !== undefined) await assertCoupon(trx, b.couponId);
    const startsAt = b.startsAt ?? Number(before.starts_at);
    const endsAt = b.endsAt ?? Number(before.ends_at);
    if (endsAt <= startsAt) throw invalidField('endsAt', t('marketing.content.endAfterStart'));
    const wanted = { name: b.name, coupon_id: b.couponId, starts_at: b.startsAt, ends_at: b.endsAt, enabled: b.enabled === undefined ? undefined : b.enabled ? 1 : 0, note: b.note };
    const { changes, was } = changedFields(before, wanted);
    if (Object.keys(changes).length) await trx.updateTable('promotions').set(changes).where('id', '=', b.promotionId).execute();
    await audit({ action: 'popularize.edit', entity: 'promotion', entityId: b.promotionId, before: { ...was, version: b.version }, after: { ...changes, version } });
    return answer(trx, b.promotionId);
  });
};
