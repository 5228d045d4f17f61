import type { PlatformNote } from '@careops/core/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { assertOrderVisible } from './order-access';

/** Platform notes: staff's internal remarks on an order (the spec's addPlatformNotes / getPlatformNotes). */

async function loadNotes(db: Kysely<Database>, orderId: number, noteId?: number): Promise<PlatformNote[]> {
  let query = db
    .selectFrom('order_platform_notes')
    .leftJoin('system_users', 'system_users.id', 'order_platform_notes.author_id')
    .select(['order_platform_notes.id', 'order_platform_notes.order_id', 'order_platform_notes.content', 'order_platform_notes.created_at', 'system_users.id as author_id', 'system_users.name as author_name'])
    .where('order_platform_notes.order_id', '=', orderId);
  if (noteId !== undefined) query = query.where('order_platform_notes.id', '=', noteId);
  const rows = await query.orderBy('order_platform_notes.created_at', 'desc').orderBy('order_platform_notes.id', 'desc').execute();
  return rows.map((r) => ({
    id: r.id,
    orderId: r.order_id,
    content: r.content,
    author: r.author_id === null ? null : { id: r.author_id, name: r.author_name ?? '' },
    createdAt: Number(r.created_at),
  }));
}

/** addPlatformNotes: a note on a visible order; audited on the order. */
export const addPlatformNotes: Handler<'addPlatformNotes'> = async (ctx) => {
  const { orderId, content } = ctx.body;
  const auth = ctx.signedIn();
  await assertOrderVisible(ctx.db, orderId, await auth.stationIds());
  return ctx.mutate(async (trx, audit) => {
    const now = Date.now();
    const row = await trx
      .insertInto('order_platform_notes')
      .values({ order_id: orderId, author_id: auth.userId, content, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit({ action: 'order.addNote', entity: 'order', entityId: orderId, after: { noteId: row.id, content } });
    const [note] = await loadNotes(trx, orderId, row.id);
    if (!note) throw new Error('the note just added is missing');
    return note;
  });
};

/** getPlatformNotes: an order's notes, newest first. */
export const getPlatformNotes: Handler<'getPlatformNotes'> = async (ctx) => {
  await assertOrderVisible(ctx.db, ctx.body.orderId, await ctx.signedIn().stationIds());
  return { list: await loadNotes(ctx.db, ctx.body.orderId) };
};
