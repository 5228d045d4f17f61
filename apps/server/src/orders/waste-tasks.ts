import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { listWindow } from '../list/list-query';
import { claimVersion, notFound } from '../list/optimistic';
import { inStations } from '../list/station-scope';
import { startsWithText } from '../list/text-match';
import { invalidField } from './order-access';
import { loadWasteTasks } from './waste-task-rows';

/**
 * Medical-waste tasks (/order/medical-waste): pending pickup (0) → collected (1: weight,
 * photos, collector) → disposed (2: disposal reference). Overdue = still pending past due_at.
 * Station-scoped by the task's studio.
 */

const taskEntity = () => t('orders.server.entity.wasteTask');

/** getWasteTaskList: filtered by status, studio, overdue, order number; sorted; paged. */
export const getWasteTaskList: Handler<'getWasteTaskList'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  let from = ctx.db.selectFrom('medical_waste_tasks').where(inStations('medical_waste_tasks.studio_id', await ctx.signedIn().stationIds()));
  if (b.status !== undefined) from = from.where('medical_waste_tasks.status', '=', b.status);
  if (b.studioId !== undefined) from = from.where('medical_waste_tasks.studio_id', '=', b.studioId);
  if (b.overdue === true) from = from.where('medical_waste_tasks.status', '=', 0).where('medical_waste_tasks.due_at', '<', now);
  if (b.overdue === false) from = from.where((eb) => eb.or([eb('medical_waste_tasks.status', '!=', 0), eb('medical_waste_tasks.due_at', '>=', now)]));
  if (b.orderNo) {
    const orderNo = b.orderNo;
    from = from.where((eb) => eb('medical_waste_tasks.order_id', 'in', eb.selectFrom('orders').select('orders.id').where(startsWithText('orders.order_no', orderNo))));
  }
  const { ids, ...page } = await listWindow({
    from,
    idColumn: 'medical_waste_tasks.id',
    sortColumns: { id: 'medical_waste_tasks.id', dueAt: 'medical_waste_tasks.due_at', createdAt: 'medical_waste_tasks.created_at' },
    sort: b.sort,
    page: b.page,
    limit: b.limit,
    cursor: b.cursor,
  });
  return { ...page, list: await loadWasteTasks(ctx.db, ids, now) };
};

async function assertTaskVisible(ctx: { db: Kysely<Database> }, taskId: number, stations: number[] | null) {
  const row = await ctx.db
    .selectFrom('medical_waste_tasks')
    .select(['id', 'status', 'studio_id'])
    .where('id', '=', taskId)
    .where(inStations('medical_waste_tasks.studio_id', stations))
    .executeTakeFirst();
  if (!row) throw notFound(taskEntity());
  return row;
}

/** getWasteTask: one task of the caller's stations. */
export const getWasteTask: Handler<'getWasteTask'> = async (ctx) => {
  await assertTaskVisible(ctx, ctx.body.taskId, await ctx.signedIn().stationIds());
  const [task] = await loadWasteTasks(ctx.db, [ctx.body.taskId]);
  if (!task) throw notFound(taskEntity());
  return task;
};

/** collectWasteTask: pending pickup → collected, with weight, photos and the collector. */
export const collectWasteTask: Handler<'collectWasteTask'> = async (ctx) => {
  const { taskId, version, weightGrams, collectorName, photos } = ctx.body;
  const auth = ctx.signedIn();
  await assertTaskVisible(ctx, taskId, await auth.stationIds());
  return ctx.mutate(async (trx, audit) => {
    const now = Date.now();
    const next = await claimVersion(trx, 'medical_waste_tasks', taskId, version, taskEntity(), now);
    const task = await trx.selectFrom('medical_waste_tasks').select(['status']).where('id', '=', taskId).executeTakeFirstOrThrow();
    if (task.status !== 0) throw invalidField('taskId', t('orders.server.wasteNotPending', { id: taskId }));
    await trx
      .updateTable('medical_waste_tasks')
      .set({ status: 1, collected_at: now, weight_grams: weightGrams, photos: JSON.stringify(photos), collector_name: collectorName, collected_by: auth.userId })
      .where('id', '=', taskId)
      .execute();
    await audit({ action: 'medicalWaste.collect', entity: 'medical_waste_task', entityId: taskId, before: { status: 0 }, after: { status: 1, weightGrams, collectorName, photos: photos.length, version: next } });
    const [answer] = await loadWasteTasks(trx, [taskId], now);
    if (!answer) throw notFound(taskEntity());
    return answer;
  });
};

/** disposeWasteTask: collected → disposed, with the disposal company's reference. */
export const disposeWasteTask: Handler<'disposeWasteTask'> = async (ctx) => {
  const { taskId, version, disposalRef } = ctx.body;
  const auth = ctx.signedIn();
  await assertTaskVisible(ctx, taskId, await auth.stationIds());
  return ctx.mutate(async (trx, audit) => {
    const now = Date.now();
    const next = await claimVersion(trx, 'medical_waste_tasks', taskId, version, taskEntity(), now);
    const task = await trx.selectFrom('medical_waste_tasks').select(['status']).where('id', '=', taskId).executeTakeFirstOrThrow();
    if (task.status !== 1) throw invalidField('taskId', t(task.status === 0 ? 'orders.server.wasteNotCollected' : 'orders.server.wasteDisposed', { id: taskId }));
    await trx.updateTable('medical_waste_tasks').set({ status: 2, disposed_at: now, disposal_ref: disposalRef, disposed_by: auth.userId }).where('id', '=', taskId).execute();
    await audit({ action: 'medicalWaste.dispose', entity: 'medical_waste_task', entityId: taskId, before: { status: 1 }, after: { status: 2, disposalRef, version: next } });
    const [answer] = await loadWasteTasks(trx, [taskId], now);
    if (!answer) throw notFound(taskEntity());
    return answer;
  });
};
