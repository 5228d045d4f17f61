import { describe, expect, it } from 'vitest';
import { consentNeeded, defaultAppointment, initialPlaceValues, offeredAt, placeBody } from './place-values';

const options = {
  member: { id: 7, phone: '137****0007', nickname: 'm', status: 1 },
  patients: [{ id: 3, name: 'Wang', relationship: 'self', region: 'Xuhui', address: '1 Road' }],
  services: [
    { id: 5, name: 'Injection', category: 'Basic', priceCents: 9_900, durationMinutes: 30, requiredTitle: 'nurse', producesWaste: true, agreement: null },
    { id: 6, name: 'Infusion', category: 'Basic', priceCents: 19_900, durationMinutes: 90, requiredTitle: 'nurse', producesWaste: true, agreement: { id: 1, name: 'Consent', versionId: 4, number: 2, content: 'text', accepted: false } },
  ],
  packages: [{ id: 9, name: 'Ten infusions', priceCents: 179_000, validityDays: 90 }],
  releases: [
    { id: 11, studioId: 2, serviceId: 5, packageId: null, priceCents: 8_800, endsAt: null },
    { id: 12, studioId: 3, serviceId: 6, packageId: null, priceCents: 20_000, endsAt: null },
    { id: 13, studioId: 2, serviceId: null, packageId: 9, priceCents: 170_000, endsAt: null },
  ],
  coupons: [],
  studios: [{ id: 2, name: 'Studio 2' }],
};

describe('placement values', () => {
  it('starts with the first patient, their address, the only studio and tomorrow 09:00', () => {
    // Times of the business time zone (Asia/Shanghai), whatever zone runs the test.
    const values = initialPlaceValues(options, new Date('2026-11-22T15:30:00+08:00'));
    expect(values).toMatchObject({ patientId: '3', region: 'Xuhui', address: '1 Road', studioId: '2', appointment: '2026-11-23T09:00', booking: true });
    expect(defaultAppointment(new Date('2026-12-31T08:00:00+08:00'))).toBe('2027-01-01T09:00');
    expect(defaultAppointment(new Date('2026-12-31T23:30:00+08:00'))).toBe('2027-01-01T09:00');
  });

  it('sends ids as numbers, one item kind only, the appointment in epoch ms and blanks as nothing', () => {
    const values = { ...initialPlaceValues(options, new Date('2026-11-22T00:00:00+08:00')), serviceId: '5', packageId: '9' };
    const body = placeBody(7, values);
    expect(body).toMatchObject({ memberId: 7, serviceId: 5, patientId: 3, studioId: 2, booking: 1, appointmentAt: Date.parse('2026-11-23T09:00:00+08:00') });
    expect(body).not.toHaveProperty('packageId');
    expect(body.memberCouponId).toBeUndefined();
    expect(placeBody(7, { ...values, itemKind: 'package' })).toMatchObject({ packageId: 9 });
  });

  it('offers only what the chosen studio has released, at the release price', () => {
    expect(offeredAt(options, '2').services.map((s) => [s.id, s.priceCents])).toEqual([[5, 8_800]]);
    expect(offeredAt(options, '2').packages.map((p) => [p.id, p.priceCents])).toEqual([[9, 170_000]]);
    expect(offeredAt(options, '3').services.map((s) => s.id)).toEqual([6]);
    expect(offeredAt(options, '').services).toEqual([]);
  });

  it('asks for consent to an agreement not yet accepted, and sends its version only when given', () => {
    const values = { ...initialPlaceValues(options, new Date(2026, 10, 22)), serviceId: '6' };
    expect(consentNeeded(options, values)?.versionId).toBe(4);
    expect(consentNeeded(options, { ...values, serviceId: '5' })).toBeNull();
    expect(placeBody(7, values, 4)).not.toHaveProperty('agreementVersionId');
    expect(placeBody(7, { ...values, consent: true }, 4)).toMatchObject({ agreementVersionId: 4 });
  });
});
