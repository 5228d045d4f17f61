import { setup } from 'xstate';
import { storedStatusAdapter } from './stored-status';

/**
 * An invoice application (docs/finance.md, Invoices): pending review 2 → issued 1 (number, date,
 * file) | rejected 0 (with a reason); an issued invoice is reversed 3 by a red invoice, which
 * gives its amount back to the order's invoiceable amount. The server decides with the pure
 * transition on the stored status; the faces ask which actions a record offers.
 */

export const InvoiceStatus = { rejected: 0, issued: 1, pending: 2, reversed: 3 } as const;
export type InvoiceStatusValue = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];
export const INVOICE_STATUSES = [2, 1, 0, 3] as const satisfies readonly InvoiceStatusValue[];

export const INVOICE_EVENT_TYPES = ['issue', 'reject', 'reverse'] as const;
export type InvoiceEventType = (typeof INVOICE_EVENT_TYPES)[number];

export const invoiceMachine = setup({ types: { events: {} as { type: InvoiceEventType } } }).createMachine({
  id: 'invoice',
  initial: 'pending',
  states: {
    pending: { on: { issue: 'issued', reject: 'rejected' } },
    issued: { on: { reverse: 'reversed' } },
    rejected: { type: 'final' },
    reversed: { type: 'final' },
  },
});

const stored = storedStatusAdapter<typeof invoiceMachine, InvoiceStatusValue>({
  machine: invoiceMachine,
  stateOf: { 0: 'rejected', 1: 'issued', 2: 'pending', 3: 'reversed' },
  contextOf: () => undefined,
});

/** True while the application holds part of the order's paid amount (pending or issued). */
export const holdsInvoiceAmount = (status: number) => status === InvoiceStatus.pending || status === InvoiceStatus.issued;

/** The status `event` leads to from a stored status, or null when the machine refuses it. */
export function nextInvoiceStatus(status: number, event: InvoiceEventType): InvoiceStatusValue | null {
  return stored.step(status, { type: event })?.status ?? null;
}

/** The events a stored status allows, in INVOICE_EVENT_TYPES order. */
export function allowedInvoiceEvents(status: number): InvoiceEventType[] {
  return stored.allowed(status, INVOICE_EVENT_TYPES.map((type) => ({ type }))).map((e) => e.type);
}
