import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { DemoBase } from './seed-demo-base';

const DAY_MS = 86_400_000;

const feedbackTexts = [
  { category: 'service', content: 'The nurse arrived twenty minutes late and did not call ahead.', status: 'open' },
  { category: 'nurse', content: 'Nurse Li was gentle with my father and explained every step. Thank you!', status: 'replied' },
  { category: 'billing', content: 'I was charged twice for the same visit, please check.', status: 'open' },
  { category: 'app', content: 'The app logs me out every time I switch to another app.', status: 'closed' },
  { category: 'suggestion', content: 'Could you offer evening visits on weekdays?', status: 'open' },
  { category: 'service', content: 'The dressing change was done well, but the waste bag was left behind.', status: 'replied' },
];

/**
 * Member feedback about their orders (open, replied, closed; the replied ones with their reply),
 * and two referral promotions with a few visits and sign-ups, so the feedback queue on Home, the
 * lists and the promotion details have something to show. Carousels need uploaded images and
 * start empty.
 */
export async function seedDemoMarketingContent(trx: Transaction<Database>, base: DemoBase): Promise<void> {
  const orders = await trx.selectFrom('orders').select(['id', 'member_id', 'studio_id']).orderBy('id').limit(feedbackTexts.length).execute();
  for (const [i, order] of orders.entries()) {
    const text = feedbackTexts[i];
    if (!text) break;
    const at = base.now - (i + 1) * DAY_MS;
    const replied = text.status !== 'open';
    const row = await trx
      .insertInto('feedback')
      .values({
        author_kind: 'member', member_id: order.member_id, nurse_id: null, category: text.category, content: text.content, order_id: order.id, studio_id: order.studio_id,
        attachment_upload_ids: '[]', status: text.status, source: 'app', replied_at: replied ? at + 3_600_000 : null, closed_at: text.status === 'closed' ? at + 7_200_000 : null,
        created_at: at, updated_at: at, version: replied ? 2 : 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (replied) {
      await trx.insertInto('feedback_replies').values({ feedback_id: row.id, text: 'Thank you for telling us; we have passed this on to the studio.', message_record_id: null, delivery: 'delivered', created_by: base.adminId, created_at: at + 3_600_000 }).execute();
    }
  }

  const promoter = base.members[0];
  if (!promoter) return;
  const campaigns = [
    { name: 'Bring a neighbour', code: 'NEIGHBOUR', promoter_kind: 'member', promoter_id: promoter.id },
    { name: 'Spring clinic days', code: 'SPRING26', promoter_kind: 'staff', promoter_id: base.adminId },
  ];
  for (const [i, c] of campaigns.entries()) {
    const promotion = await trx
      .insertInto('promotions')
      .values({ ...c, coupon_id: null, starts_at: base.now - 30 * DAY_MS, ends_at: base.now + 60 * DAY_MS, enabled: 1, note: '', created_at: base.now - 30 * DAY_MS, updated_at: base.now - 30 * DAY_MS })
      .returning('id')
      .executeTakeFirstOrThrow();
    const visits = Array.from({ length: 12 - i * 5 }, (_, k) => {
      const at = base.now - (k + 1) * DAY_MS;
      return { promotion_id: promotion.id, visitor_key: `demo-visitor-${i}-${k}`, day: Math.floor(at / DAY_MS), at };
    });
    await trx.insertInto('promotion_visits').values(visits).execute();
    const referred = base.members.slice(1 + i * 3, 4 + i * 3);
    if (referred.length) {
      await trx
        .insertInto('promotion_referrals')
        .values(referred.map((m, k) => ({ member_id: m.id, promotion_id: promotion.id, signed_up_at: base.now - (20 - k) * DAY_MS, coupon_outcome: 'none', member_coupon_id: null })))
        .execute();
    }
  }
}
