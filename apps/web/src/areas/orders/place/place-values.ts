import { toInstant, wallTimeOf } from '@careops/core/format';
import type { OrderPlaceOptions } from '@careops/core/contract';

/** The placement form's values as typed (selects hold ids as text), and the request they make. */
export interface PlaceValues {
  patientId: string;
  itemKind: 'service' | 'package';
  serviceId: string;
  packageId: string;
  studioId: string;
  region: string;
  address: string;
  /** `YYYY-MM-DDTHH:mm` in local time (a datetime-local input). */
  appointment: string;
  booking: boolean;
  memberCouponId: string;
  remark: string;
  /** The member accepted the service's agreement (its latest version) with this order. */
  consent: boolean;
}

type ServiceOption = OrderPlaceOptions['services'][number];
type PackageOption = OrderPlaceOptions['packages'][number];

/** What the studio sells now: the items of its releases, each at its release's price. */
export function offeredAt(options: OrderPlaceOptions, studioId: string): { services: ServiceOption[]; packages: PackageOption[] } {
  const releases = options.releases.filter((r) => String(r.studioId) === studioId);
  const priceOf = (key: 'serviceId' | 'packageId', id: number) => releases.find((r) => r[key] === id)?.priceCents;
  return {
    services: options.services.flatMap((s) => {
      const price = priceOf('serviceId', s.id);
      return price === undefined ? [] : [{ ...s, priceCents: price }];
    }),
    packages: options.packages.flatMap((p) => {
      const price = priceOf('packageId', p.id);
      return price === undefined ? [] : [{ ...p, priceCents: price }];
    }),
  };
}

/** The agreement the chosen service needs consent to now (already accepted ones need none). */
export function consentNeeded(options: OrderPlaceOptions, v: PlaceValues): ServiceOption['agreement'] {
  if (v.itemKind !== 'service') return null;
  const agreement = options.services.find((s) => String(s.id) === v.serviceId)?.agreement ?? null;
  return agreement && !agreement.accepted ? agreement : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Tomorrow at 09:00 in the business time zone, as a datetime-local value. */
export function defaultAppointment(now: Date = new Date()): string {
  const today = wallTimeOf(now.getTime());
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}T09:00`;
}

/** The first values for a member: their first patient (and that patient's address), the only studio when there is one. */
export function initialPlaceValues(options: OrderPlaceOptions | null, now?: Date): PlaceValues {
  const patient = options?.patients[0];
  const studio = options?.studios.length === 1 ? options.studios[0] : undefined;
  return {
    patientId: patient ? String(patient.id) : '',
    itemKind: 'service',
    serviceId: '',
    packageId: '',
    studioId: studio ? String(studio.id) : '',
    region: patient?.region ?? '',
    address: patient?.address ?? '',
    appointment: defaultAppointment(now),
    booking: true,
    memberCouponId: '',
    remark: '',
    consent: false,
  };
}

const idOrUndefined = (text: string) => (/^\d+$/.test(text) ? Number(text) : text === '' ? undefined : text);

/** The time of a datetime-local value (business time zone) in epoch ms, or the text as typed (the schema names the field). */
export function appointmentMs(text: string): number | string {
  return toInstant(text) ?? text;
}

/** The item, studio and coupon part (quoteOrderPrice: the price of the item's release at the studio). */
export function quoteBody(memberId: number, v: PlaceValues): Record<string, unknown> {
  return {
    memberId,
    ...(v.itemKind === 'service' ? { serviceId: idOrUndefined(v.serviceId) } : { packageId: idOrUndefined(v.packageId) }),
    memberCouponId: idOrUndefined(v.memberCouponId),
    studioId: idOrUndefined(v.studioId),
  };
}

/** The whole placeOrder request; `agreementVersionId` when the member accepted the agreement now. */
export function placeBody(memberId: number, v: PlaceValues, agreementVersionId?: number): Record<string, unknown> {
  return {
    ...quoteBody(memberId, v),
    ...(v.consent && agreementVersionId !== undefined ? { agreementVersionId } : {}),
    patientId: idOrUndefined(v.patientId),
    region: v.region,
    address: v.address,
    appointmentAt: appointmentMs(v.appointment),
    booking: v.booking ? 1 : 0,
    remark: v.remark,
  };
}

/** Request keys mapped to the form's fields (errors land there). */
export const PLACE_FIELD_OF: Record<string, keyof PlaceValues> = {
  patientId: 'patientId',
  serviceId: 'serviceId',
  packageId: 'packageId',
  studioId: 'studioId',
  region: 'region',
  address: 'address',
  appointmentAt: 'appointment',
  memberCouponId: 'memberCouponId',
  remark: 'remark',
  booking: 'booking',
  agreementVersionId: 'consent',
};
