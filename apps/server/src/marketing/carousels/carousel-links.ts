import type { CarouselLinkKind } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { invalidField, num, unknownField } from '../content-access';

/** What a slide links to: checked on save, named for people, and whether it is available at a moment. */

export interface LinkTarget {
  kind: string;
  id: number | null;
  url: string;
}

/** The link target exists (a service, package or coupon), or 101 naming `linkId`. */
export async function assertLinkTarget(db: Kysely<Database>, kind: CarouselLinkKind, id: number | null): Promise<void> {
  if ((kind === 'service' || kind === 'package' || kind === 'coupon') && id === null) throw invalidField('linkId', t('marketing.carousel.linkIdRequired', { kind }));
  if (kind === 'service' && (id === null || !(await db.selectFrom('services').select('id').where('id', '=', id).executeTakeFirst()))) throw unknownField('linkId', 'service');
  if (kind === 'package' && (id === null || !(await db.selectFrom('packages').select('id').where('id', '=', id).executeTakeFirst()))) throw unknownField('linkId', 'package');
  if (kind === 'coupon' && (id === null || !(await db.selectFrom('coupons').select('id').where('id', '=', id).executeTakeFirst()))) throw unknownField('linkId', 'coupon');
}

interface TargetState {
  name: string;
  available(at: number): boolean;
}

/** The names and availability of the slides' link targets, read in three queries. */
export async function loadLinkTargets(db: Kysely<Database>, links: LinkTarget[]): Promise<(link: LinkTarget) => TargetState | null> {
  const idsOf = (kind: string) => [...new Set(links.filter((l) => l.kind === kind && l.id !== null).map((l) => l.id as number))];
  const [services, packages, coupons] = await Promise.all([
    idsOf('service').length ? db.selectFrom('services').select(['id', 'name', 'on_shelf']).where('id', 'in', idsOf('service')).execute() : [],
    idsOf('package').length ? db.selectFrom('packages').select(['id', 'name', 'on_shelf']).where('id', 'in', idsOf('package')).execute() : [],
    idsOf('coupon').length ? db.selectFrom('coupons').select(['id', 'name', 'status', 'valid_until', 'quantity', 'granted']).where('id', 'in', idsOf('coupon')).execute() : [],
  ]);
  const states = new Map<string, TargetState>();
  for (const s of services) states.set(`service:${num(s.id)}`, { name: s.name, available: () => num(s.on_shelf) === 1 });
  for (const p of packages) states.set(`package:${num(p.id)}`, { name: p.name, available: () => num(p.on_shelf) === 1 });
  for (const c of coupons) {
    states.set(`coupon:${num(c.id)}`, {
      name: c.name,
      available: (at) => num(c.status) === 1 && (c.valid_until === null || num(c.valid_until) > at) && num(c.granted) < num(c.quantity),
    });
  }
  return (link) => {
    if (link.kind === 'none') return { name: t('marketing.carousel.noLink'), available: () => true };
    if (link.kind === 'url') return { name: link.url, available: () => true };
    return states.get(`${link.kind}:${link.id ?? 0}`) ?? null;
  };
}
