import type { OrderServiceStep } from '@careops/core/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { assertOrderVisible } from './order-access';

/** Read-only records around an order, at the spec's path: traced places (follow-up questions are the questionnaires', catalogue/questionnaire-read.ts). */

/** Photos are stored as a JSON array text; anything else reads as none. */
export function photosOf(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** The traced steps of an order's visit (departure, arrival, start, finish), in time order. */
export async function loadServiceSteps(db: Kysely<Database>, orderId: number): Promise<OrderServiceStep[]> {
  const rows = await db
    .selectFrom('order_service_steps')
    .leftJoin('nurses', 'nurses.id', 'order_service_steps.nurse_id')
    .select(['order_service_steps.id', 'order_service_steps.step', 'order_service_steps.at', 'order_service_steps.latitude', 'order_service_steps.longitude', 'order_service_steps.place', 'order_service_steps.photos', 'nurses.id as nurse_id', 'nurses.name as nurse_name'])
    .where('order_service_steps.order_id', '=', orderId)
    .orderBy('order_service_steps.at')
    .orderBy('order_service_steps.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    step: r.step,
    at: Number(r.at),
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    place: r.place,
    photos: photosOf(r.photos),
    nurse: r.nurse_id === null ? null : { id: r.nurse_id, name: r.nurse_name ?? '' },
  }));
}

/** getWorkFlowPlaceList (`workId` = the order's id): the places and photos of its visit. */
export const getWorkFlowPlaceList: Handler<'getWorkFlowPlaceList'> = async (ctx) => {
  await assertOrderVisible(ctx.db, ctx.body.workId, await ctx.signedIn().stationIds());
  return { list: await loadServiceSteps(ctx.db, ctx.body.workId) };
};
