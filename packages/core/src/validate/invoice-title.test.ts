import { describe, expect, it } from 'vitest';
import { invoiceTitleProblems, isTaxNumber, type InvoiceTitleValues } from './invoice-title';

const company: InvoiceTitleValues = { kind: 'company', invoiceType: 'normal', taxNumber: '91310000MA1FL8XQ3B', address: '', phone: '', bank: '', bankAccount: '' };

describe('invoice title rules', () => {
  it('takes tax numbers of 15, 17, 18 or 20 letters and digits, spaces and case aside', () => {
    for (const length of [15, 17, 18, 20]) expect(isTaxNumber('9'.repeat(length - 1) + 'a')).toBe(true);
    for (const length of [14, 16, 19, 21]) expect(isTaxNumber('9'.repeat(length))).toBe(false);
    expect(isTaxNumber('9131 0000 MA1F L8XQ 3B')).toBe(true);
    expect(isTaxNumber('91310000MA1FL8XQ-B')).toBe(false);
  });

  it('a company title needs a tax number; a personal one does not', () => {
    expect(invoiceTitleProblems(company)).toEqual([]);
    expect(invoiceTitleProblems({ ...company, taxNumber: '' }).map((p) => p.field)).toEqual(['taxNumber']);
    expect(invoiceTitleProblems({ ...company, taxNumber: '12345' }).map((p) => p.field)).toEqual(['taxNumber']);
    expect(invoiceTitleProblems({ ...company, kind: 'personal', taxNumber: '' })).toEqual([]);
  });

  it('a special invoice needs address, phone, bank and account, and a company', () => {
    expect(invoiceTitleProblems({ ...company, invoiceType: 'special' }).map((p) => p.field)).toEqual(['address', 'phone', 'bank', 'bankAccount']);
    expect(invoiceTitleProblems({ ...company, invoiceType: 'special', address: '1 Road', phone: '021-1234', bank: 'ICBC', bankAccount: '6222' })).toEqual([]);
    expect(invoiceTitleProblems({ ...company, kind: 'personal', invoiceType: 'special' }).map((p) => p.field)).toEqual(['invoiceType']);
  });
});
