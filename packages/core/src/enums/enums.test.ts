import { describe, expect, it } from 'vitest';
import { optionsOf, slugOf, type Enumeration } from './enumeration';
import {
  ActivationStatus,
  AdvancePaymentStatus,
  Booking,
  SurveyStatus,
  activationStatusEnum,
  advancePaymentStatusEnum,
  bookingEnum,
  surveyStatusEnum,
} from './lifecycle-statuses';
import { OrderStatus, orderStatusEnum } from './order-status';
import { IdType, Relationship, idTypeEnum, relationshipEnum } from './people';

const pairs = <V extends number | string>(e: Enumeration<V>) => optionsOf(e).map((o) => [o.value, o.label]);

describe('spec enumerations (§3, §4)', () => {
  it('order status -2…8', () => {
    expect(pairs(orderStatusEnum)).toEqual([
      [-2, 'pending organisation review'],
      [-1, 'pending customer-service review'],
      [0, 'pending payment'],
      [1, 'pending acceptance'],
      [2, 'accepted'],
      [3, 'in progress'],
      [4, 'pending review'],
      [5, 'finished'],
      [6, 'cancelled'],
      [7, 'in complaint'],
      [8, 'expired'],
    ]);
    expect(orderStatusEnum.entries.map((e) => e.slug)).toEqual([
      'pending-organisation-review',
      'pending-customer-service-review',
      'pending-payment',
      'pending-acceptance',
      'accepted',
      'in-progress',
      'pending-review',
      'finished',
      'cancelled',
      'in-complaint',
      'expired',
    ]);
  });

  it('survey, advance payment, activation, booking', () => {
    expect(pairs(surveyStatusEnum)).toEqual([[-1, 'deleted'], [0, 'cancelled'], [1, 'finished'], [2, 'underway'], [3, 'overdue']]);
    expect(pairs(advancePaymentStatusEnum)).toEqual([[0, 'cancelled'], [1, 'completed'], [2, 'in progress']]);
    expect(pairs(activationStatusEnum)).toEqual([[0, 'rejected'], [1, 'activated'], [2, 'under review'], [3, 'expired']]);
    expect(pairs(bookingEnum)).toEqual([[0, 'none'], [1, 'has']]);
  });

  it('relationship and ID type', () => {
    expect(optionsOf(relationshipEnum).map((o) => o.label)).toEqual(['self', 'couple', 'parents', 'children', 'relatives', 'friends', 'colleagues']);
    expect(pairs(idTypeEnum)).toEqual([['id-card', 'ID card'], ['passport', 'passport'], ['other', 'other']]);
  });

  it.each([
    ['order status', OrderStatus, orderStatusEnum],
    ['survey status', SurveyStatus, surveyStatusEnum],
    ['advance payment status', AdvancePaymentStatus, advancePaymentStatusEnum],
    ['activation status', ActivationStatus, activationStatusEnum],
    ['booking', Booking, bookingEnum],
    ['relationship', Relationship, relationshipEnum],
    ['ID type', IdType, idTypeEnum],
  ] as const)('%s: the value map and the enumeration hold the same values, slugs are kebab-case', (_name, map, enumeration) => {
    const values: Array<number | string> = enumeration.entries.map((e) => e.value);
    expect([...values].sort()).toEqual([...Object.values(map)].sort());
    for (const value of values) expect(slugOf(enumeration as Enumeration<number | string>, value)).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});
