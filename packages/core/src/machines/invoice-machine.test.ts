import { describe, expect, it } from 'vitest';
import { AdvancePaymentStatus } from '../enums/lifecycle-statuses';
import { ADVANCE_PAYMENT_EVENT_TYPES, allowedAdvancePaymentEvents, nextAdvancePaymentStatus, type AdvancePaymentEventType } from './advance-payment-machine';
import { INVOICE_EVENT_TYPES, InvoiceStatus, allowedInvoiceEvents, holdsInvoiceAmount, nextInvoiceStatus, type InvoiceEventType } from './invoice-machine';

const { rejected, issued, pending, reversed } = InvoiceStatus;
const INVOICE_TABLE: Record<number, Record<InvoiceEventType, number | null>> = {
  [pending]: { issue: issued, reject: rejected, reverse: null },
  [issued]: { issue: null, reject: null, reverse: reversed },
  [rejected]: { issue: null, reject: null, reverse: null },
  [reversed]: { issue: null, reject: null, reverse: null },
};

const { cancelled, completed, inProgress } = AdvancePaymentStatus;
const ADVANCE_TABLE: Record<number, Record<AdvancePaymentEventType, number | null>> = {
  [inProgress]: { complete: completed, cancel: cancelled },
  [completed]: { complete: null, cancel: null },
  [cancelled]: { complete: null, cancel: null },
};

describe('invoice machine', () => {
  for (const [status, row] of Object.entries(INVOICE_TABLE)) {
    for (const event of INVOICE_EVENT_TYPES) {
      it(`${status} --${event}--> ${row[event] ?? 'refused'}`, () => expect(nextInvoiceStatus(Number(status), event)).toBe(row[event]));
    }
  }
  it('offers the allowed events; an unknown stored status allows none', () => {
    expect(allowedInvoiceEvents(pending)).toEqual(['issue', 'reject']);
    expect(allowedInvoiceEvents(issued)).toEqual(['reverse']);
    expect(allowedInvoiceEvents(9)).toEqual([]);
    expect(nextInvoiceStatus(9, 'issue')).toBeNull();
  });
  it('pending and issued applications hold the amount; rejected and reversed give it back', () => {
    expect([pending, issued, rejected, reversed].map(holdsInvoiceAmount)).toEqual([true, true, false, false]);
  });
});

describe('advance payment machine', () => {
  for (const [status, row] of Object.entries(ADVANCE_TABLE)) {
    for (const event of ADVANCE_PAYMENT_EVENT_TYPES) {
      it(`${status} --${event}--> ${row[event] ?? 'refused'}`, () => expect(nextAdvancePaymentStatus(Number(status), event)).toBe(row[event]));
    }
  }
  it('only an advance payment in progress can end', () => {
    expect(allowedAdvancePaymentEvents(inProgress)).toEqual(['complete', 'cancel']);
    expect(allowedAdvancePaymentEvents(completed)).toEqual([]);
  });
});
