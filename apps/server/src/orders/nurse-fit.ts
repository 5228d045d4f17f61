import { NURSE_TITLES } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { invalidField } from './order-access';

/**
 * Which nurses may serve an order (DESIGN §8): active (status 1), of the order's studio, with a
 * practice licence still valid, and a title at least the one the service requires (titles
 * ascend in NURSE_TITLES). A package needs the highest title any of its services needs.
 */

/** The rank of a title (0 = nurse); unknown titles rank below every known one. */
export const titleRank = (title: string) => (NURSE_TITLES as readonly string[]).indexOf(title);

/** The titles that satisfy `required` (it and every higher one). */
export const titlesAtLeast = (required: string) => NURSE_TITLES.filter((title) => titleRank(title) >= Math.max(0, titleRank(required)));

/** The lowest title the order's service (or every service of its package) allows. */
export async function requiredTitleOf(db: Kysely<Database>, order: { service_id: number | null; package_id: number | null }): Promise<string> {
  if (order.service_id !== null) {
    const service = await db.selectFrom('services').select('required_title').where('id', '=', order.service_id).executeTakeFirst();
    return service?.required_title ?? NURSE_TITLES[0];
  }
  if (order.package_id === null) return NURSE_TITLES[0];
  const rows = await db
    .selectFrom('package_items')
    .innerJoin('services', 'services.id', 'package_items.service_id')
    .select('services.required_title')
    .where('package_items.package_id', '=', order.package_id)
    .execute();
  return rows.reduce<string>((highest, r) => (titleRank(r.required_title) > titleRank(highest) ? r.required_title : highest), NURSE_TITLES[0]);
}

interface NurseRow {
  id: number;
  name: string;
  studio_id: number;
  status: number;
  title: string;
  certificate_expires_at: number;
}

/** 101 naming `nurseId` unless the nurse may serve an order of `studioId` needing `required`. */
export function assertNurseFits(nurse: NurseRow | undefined, studioId: number, required: string, now = Date.now()): asserts nurse is NurseRow {
  if (!nurse) throw invalidField('nurseId', t('error.notFound', { what: t('orders.server.entity.nurse') }));
  const name = nurse.name;
  if (Number(nurse.status) !== 1) throw invalidField('nurseId', t('orders.server.nurseNotActive', { name }));
  if (Number(nurse.studio_id) !== studioId) throw invalidField('nurseId', t('orders.server.nurseOtherStudio', { name }));
  if (Number(nurse.certificate_expires_at) <= now) throw invalidField('nurseId', t('orders.server.nurseLicenceExpired', { name }));
  if (titleRank(nurse.title) < titleRank(required)) throw invalidField('nurseId', t('orders.server.nurseTitleLow', { name, title: nurse.title, required }));
}

export async function loadNurse(db: Kysely<Database>, nurseId: number): Promise<NurseRow | undefined> {
  return db.selectFrom('nurses').select(['id', 'name', 'studio_id', 'status', 'title', 'certificate_expires_at']).where('id', '=', nurseId).executeTakeFirst();
}
