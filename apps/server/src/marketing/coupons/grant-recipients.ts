import { GRANT_RECIPIENTS_MAX, type GrantSource, type RecipientRefusal } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { isMobile } from '@careops/core/validate';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { dayText, invalidField, num } from './coupon-access';

/**
 * The recipients a grant request names: members by id (an unknown id is bad input), phones
 * (a line that is no mobile number is bad input; a number no member has is recorded, refused),
 * or a segment of enabled members (registered in a range, ordered a service, no order for N
 * days, all conditions together). Each member once, in the order given (a segment: by id).
 */

const DAY = 86_400_000;
const CHUNK = 1000;

export interface GrantAsk {
  source: GrantSource;
  memberIds?: number[] | undefined;
  phones?: string | undefined;
  registeredFrom?: number | null | undefined;
  registeredTo?: number | null | undefined;
  orderedServiceId?: number | undefined;
  noOrderDays?: number | undefined;
}

export interface Recipient {
  memberId: number | null;
  phone: string;
  /** Set when the recipient is refused before the grant runs. */
  refusal?: RecipientRefusal;
}

export interface ResolvedRecipients {
  recipients: Recipient[];
  label: string;
}

const chunks = <T>(items: readonly T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

const tooMany = (field: string, count: number) => invalidField(field, t('coupons.server.tooManyRecipients', { max: GRANT_RECIPIENTS_MAX, count }));

async function byIds(db: Kysely<Database>, ids: number[]): Promise<Recipient[]> {
  const unique = [...new Set(ids)];
  if (unique.length > GRANT_RECIPIENTS_MAX) throw tooMany('memberIds', unique.length);
  const found = new Map<number, { phone: string; status: number }>();
  for (const part of chunks(unique)) {
    for (const m of await db.selectFrom('members').select(['id', 'phone', 'status']).where('id', 'in', part).execute()) found.set(num(m.id), { phone: m.phone, status: num(m.status) });
  }
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length) throw invalidField('memberIds', t('coupons.server.unknownMembers', { ids: missing.slice(0, 10).join(', ') + (missing.length > 10 ? '…' : '') }));
  return unique.map((id) => {
    const m = found.get(id)!;
    return m.status === 1 ? { memberId: id, phone: m.phone } : { memberId: id, phone: m.phone, refusal: 'memberDisabled' as const };
  });
}

/** The phones of a pasted or uploaded list: one per line, a CSV's first column, a header line skipped. */
export function phonesOf(text: string): string[] {
  const phones: string[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((line, i) => {
    const first = (line.split(/[,;\t]/)[0] ?? '').replace(/["'\s-]/g, '').replace(/^(\+?86)(?=1\d{10}$)/, '');
    if (!first) return;
    if (i === 0 && !/\d/.test(first)) return;
    if (!isMobile(first)) throw invalidField('phones', t('coupons.server.badPhones', { line: i + 1, text: first.slice(0, 20) }));
    phones.push(first);
  });
  return [...new Set(phones)];
}

async function byPhones(db: Kysely<Database>, text: string): Promise<Recipient[]> {
  const phones = phonesOf(text);
  if (phones.length > GRANT_RECIPIENTS_MAX) throw tooMany('phones', phones.length);
  const found = new Map<string, { id: number; status: number }>();
  for (const part of chunks(phones)) {
    for (const m of await db.selectFrom('members').select(['id', 'phone', 'status']).where('phone', 'in', part).execute()) found.set(m.phone, { id: num(m.id), status: num(m.status) });
  }
  return phones.map((phone) => {
    const m = found.get(phone);
    if (!m) return { memberId: null, phone, refusal: 'unknownPhone' as const };
    return m.status === 1 ? { memberId: m.id, phone } : { memberId: m.id, phone, refusal: 'memberDisabled' as const };
  });
}

async function bySegment(db: Kysely<Database>, ask: GrantAsk, now: number): Promise<Recipient[]> {
  let q = db.selectFrom('members').select(['members.id', 'members.phone']).where('members.status', '=', 1);
  if (ask.registeredFrom != null) q = q.where('members.created_at', '>=', ask.registeredFrom);
  if (ask.registeredTo != null) q = q.where('members.created_at', '<', ask.registeredTo + DAY);
  if (ask.orderedServiceId !== undefined) {
    const serviceId = ask.orderedServiceId;
    q = q.where((eb) => eb.exists(eb.selectFrom('orders').select(sql.lit(1).as('one')).whereRef('orders.member_id', '=', 'members.id').where('orders.service_id', '=', serviceId)));
  }
  if (ask.noOrderDays !== undefined) {
    const since = now - ask.noOrderDays * DAY;
    q = q.where((eb) => eb.not(eb.exists(eb.selectFrom('orders').select(sql.lit(1).as('one')).whereRef('orders.member_id', '=', 'members.id').where('orders.created_at', '>=', since))));
  }
  const rows = await q.orderBy('members.id').limit(GRANT_RECIPIENTS_MAX + 1).execute();
  if (rows.length > GRANT_RECIPIENTS_MAX) throw tooMany('source', rows.length);
  return rows.map((r) => ({ memberId: num(r.id), phone: r.phone }));
}

async function segmentLabel(db: Kysely<Database>, ask: GrantAsk): Promise<string> {
  const parts: string[] = [];
  if (ask.registeredFrom != null || ask.registeredTo != null) {
    const any = t('coupons.server.source.anyDay');
    parts.push(t('coupons.server.source.registered', { from: ask.registeredFrom != null ? dayText(ask.registeredFrom) : any, to: ask.registeredTo != null ? dayText(ask.registeredTo) : any }));
  }
  if (ask.orderedServiceId !== undefined) {
    const service = await db.selectFrom('services').select('name').where('id', '=', ask.orderedServiceId).executeTakeFirst();
    if (!service) throw invalidField('orderedServiceId', t('error.notFound', { what: t('coupons.server.item.service') }));
    parts.push(t('coupons.server.source.ordered', { service: service.name }));
  }
  if (ask.noOrderDays !== undefined) parts.push(t('coupons.server.source.noOrder', { days: ask.noOrderDays }));
  return parts.join(', ');
}

export async function resolveRecipients(db: Kysely<Database>, ask: GrantAsk, now: number): Promise<ResolvedRecipients> {
  if (ask.source === 'members') {
    const recipients = await byIds(db, ask.memberIds ?? []);
    return { recipients, label: t('coupons.server.source.members', { count: recipients.length }) };
  }
  if (ask.source === 'phones') {
    const recipients = await byPhones(db, ask.phones ?? '');
    return { recipients, label: t('coupons.server.source.phones', { count: recipients.length }) };
  }
  const label = await segmentLabel(db, ask);
  return { recipients: await bySegment(db, ask, now), label };
}

/** How many of this coupon each member already holds (any state, every grant). */
export async function heldCounts(db: Kysely<Database>, couponId: number, memberIds: number[]): Promise<Map<number, number>> {
  const held = new Map<number, number>();
  for (const part of chunks([...new Set(memberIds)])) {
    const rows = await db
      .selectFrom('member_coupons')
      .select(['member_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('coupon_id', '=', couponId)
      .where('member_id', 'in', part)
      .groupBy('member_id')
      .execute();
    for (const r of rows) held.set(num(r.member_id), num(r.n));
  }
  return held;
}

export { chunks };
