import { describe, expect, it } from 'vitest';
import { defaultAppointment, initialPlaceValues, placeBody } from './place-values';

const options = {
  member: { id: 7, phone: '137****0007', nickname: 'm', status: 1 },
  patients: [{ id: 3, name: 'Wang', relationship: 'self', region: 'Xuhui', address: '1 Road' }],
  services: [],
  packages: [],
  coupons: [],
  studios: [{ id: 2, name: 'Studio 2' }],
};

describe('placement values', () => {
  it('starts with the first patient, their address, the only studio and tomorrow 09:00', () => {
    const values = initialPlaceValues(options, new Date(2026, 10, 22, 15, 30));
    expect(values).toMatchObject({ patientId: '3', region: 'Xuhui', address: '1 Road', studioId: '2', appointment: '2026-11-23T09:00', booking: true });
    expect(defaultAppointment(new Date(2026, 11, 31, 8))).toBe('2027-01-01T09:00');
  });

  it('sends ids as numbers, one item kind only, the appointment in epoch ms and blanks as nothing', () => {
    const values = { ...initialPlaceValues(options, new Date(2026, 10, 22)), serviceId: '5', packageId: '9' };
    const body = placeBody(7, values);
    expect(body).toMatchObject({ memberId: 7, serviceId: 5, patientId: 3, studioId: 2, booking: 1, appointmentAt: new Date(2026, 10, 23, 9).getTime() });
    expect(body).not.toHaveProperty('packageId');
    expect(body.memberCouponId).toBeUndefined();
    expect(placeBody(7, { ...values, itemKind: 'package' })).toMatchObject({ packageId: 9 });
  });
});
