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
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Tomorrow at 09:00 local time, as a datetime-local value. */
export function defaultAppointment(now: Date = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T${pad(day.getHours())}:${pad(day.getMinutes())}`;
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
  };
}

const idOrUndefined = (text: string) => (/^\d+$/.test(text) ? Number(text) : text === '' ? undefined : text);

/** The time of a datetime-local value in epoch ms, or the text as typed (the schema names the field). */
export function appointmentMs(text: string): number | string {
  const ms = new Date(text).getTime();
  return text && Number.isFinite(ms) ? ms : text;
}

/** The item and coupon part (quoteOrderPrice). */
export function quoteBody(memberId: number, v: PlaceValues): Record<string, unknown> {
  return {
    memberId,
    ...(v.itemKind === 'service' ? { serviceId: idOrUndefined(v.serviceId) } : { packageId: idOrUndefined(v.packageId) }),
    memberCouponId: idOrUndefined(v.memberCouponId),
  };
}

/** The whole placeOrder request. */
export function placeBody(memberId: number, v: PlaceValues): Record<string, unknown> {
  return {
    ...quoteBody(memberId, v),
    patientId: idOrUndefined(v.patientId),
    studioId: idOrUndefined(v.studioId),
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
};
