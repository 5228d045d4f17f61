import type { Handler } from '../http/handler-types';

/** The caller's message-center notifications, newest first, with the unread count. */
export const getStaffMessageList: Handler<'getStaffMessageList'> = async (ctx) => {
  const auth = ctx.signedIn();
  const { page, limit, unreadOnly } = ctx.body;
  const mine = ctx.db.selectFrom('staff_messages').where('user_id', '=', auth.userId);
  const filtered = unreadOnly ? mine.where('read_at', 'is', null) : mine;
  const rows = await filtered
    .select(['id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const counts = await mine
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.count<number>('id').filterWhere('read_at', 'is', null).as('unread')])
    .executeTakeFirstOrThrow();
  const total = unreadOnly ? Number(counts.unread) : Number(counts.total);
  return {
    list: rows.map((r) => ({ id: r.id, kind: r.kind, title: r.title, body: r.body, link: r.link, createdAt: r.created_at, readAt: r.read_at })),
    total,
    page,
    limit,
    unread: Number(counts.unread),
  };
};

/** Marks the caller's messages read (the given ids, or all); answers how many changed. */
export const markStaffMessagesRead: Handler<'markStaffMessagesRead'> = async (ctx) => {
  const auth = ctx.signedIn();
  const { ids } = ctx.body;
  const updated = await ctx.mutate(async (trx, audit) => {
    const now = Date.now();
    let query = trx
      .updateTable('staff_messages')
      .set((eb) => ({ read_at: now, updated_at: now, version: eb('version', '+', 1) }))
      .where('user_id', '=', auth.userId)
      .where('read_at', 'is', null);
    if (ids) query = ids.length ? query.where('id', 'in', ids) : query.where('id', '=', -1);
    const result = await query.executeTakeFirst();
    const count = Number(result.numUpdatedRows);
    await audit({ action: 'staffMessages.markRead', entity: 'staff_message', entityId: ids?.length === 1 ? ids[0] : null, after: { ids: ids ?? 'all', updated: count } });
    return count;
  });
  return { updated };
};
