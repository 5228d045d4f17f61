import type { Handler } from '../http/handler-types';
import { runHotList } from './hot-list';
import { cardListPlan, cardSummaryOf, type CardRow } from './card-list-sql';
import { notFoundOf, num } from './people-access';

/** getAssistiveCardList: every card (platform-wide), ID numbers and phones masked. */
export const getAssistiveCardList: Handler<'getAssistiveCardList'> = async (ctx) => {
  const b = ctx.body;
  const page = await runHotList<CardRow>(ctx, cardListPlan(b, ctx.services.dialect), b);
  return { list: page.shown.map(cardSummaryOf), total: page.total, page: page.page, limit: page.limit, nextCursor: page.nextCursor };
};

/** getAssistiveCard: one card with the images of its two sides. */
export const getAssistiveCard: Handler<'getAssistiveCard'> = async (ctx) => {
  const row = await ctx.db
    .selectFrom('assistive_cards as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .leftJoin('patients as pt', 'pt.id', 'c.patient_id')
    .leftJoin('system_users as u', 'u.id', 'c.decided_by')
    .select([
      'c.id', 'c.card_no', 'c.holder_name', 'c.id_number', 'm.id as member_id', 'm.nickname as member_nickname', 'm.phone as member_phone',
      'pt.id as patient_id', 'pt.name as patient_name', 'c.disability_kind', 'c.disability_level', 'c.status', 'c.attempt', 'c.valid_from',
      'c.valid_until', 'c.submitted_at', 'c.decided_at', 'u.id as decided_by_id', 'u.name as decided_by_name', 'c.reason', 'c.version',
      'c.front_url', 'c.back_url', 'c.created_at', 'c.updated_at',
    ])
    .where('c.id', '=', ctx.body.cardId)
    .executeTakeFirst();
  if (!row) throw notFoundOf('card');
  return { ...cardSummaryOf({ ...row, sort_value: 0 }), frontUrl: row.front_url, backUrl: row.back_url, createdAt: num(row.created_at), updatedAt: num(row.updated_at) };
};
