import type { Handler } from '../../http/handler-types';
import { listWindow } from '../../list/list-query';
import { claimVersion } from '../../list/optimistic';
import { containsText } from '../../list/text-match';
import { invoiceTitleProblems } from '@careops/core/validate';
import { entityWord, invalidField, notFoundOf, unknownField } from './invoice-access';
import { loadTitleDetail, loadTitles } from './title-rows';

/** Invoice titles (/finance/invoiceRise): a member's personal or company title; the rules are core's (validate/invoice-title.ts). */

const sortColumns = { id: 'invoice_titles.id', createdAt: 'invoice_titles.created_at', updatedAt: 'invoice_titles.updated_at', name: 'invoice_titles.name' };

export const getInvoiceTitleList: Handler<'getInvoiceTitleList'> = async (ctx) => {
  const { memberId, kind, name } = ctx.body;
  let from = ctx.db.selectFrom('invoice_titles');
  if (memberId !== undefined) from = from.where('invoice_titles.member_id', '=', memberId);
  if (kind) from = from.where('invoice_titles.kind', '=', kind);
  if (name) from = from.where(containsText('invoice_titles.name', name, ctx.services.dialect));
  const { ids, ...page } = await listWindow({ from, idColumn: 'invoice_titles.id', sortColumns, ...ctx.body });
  return { ...page, list: await loadTitles(ctx.db, ids) };
};

export const getInvoiceTitle: Handler<'getInvoiceTitle'> = async (ctx) => {
  const detail = await loadTitleDetail(ctx.db, ctx.body.titleId);
  if (!detail) throw notFoundOf('title');
  return detail;
};

/** Company-only fields are cleared on a personal title, special-only ones on a normal invoice. */
function storedValues(b: { kind: string; invoiceType: string; name: string; taxNumber: string; address: string; phone: string; bank: string; bankAccount: string; email: string }) {
  const company = b.kind === 'company';
  const special = company && b.invoiceType === 'special';
  return {
    kind: b.kind,
    invoice_type: special ? 'special' : 'normal',
    name: b.name,
    tax_number: company ? b.taxNumber : '',
    address: special ? b.address : '',
    phone: special ? b.phone : '',
    bank: special ? b.bank : '',
    bank_account: special ? b.bankAccount : '',
    email: b.email,
  };
}

export const addInvoiceTitle: Handler<'addInvoiceTitle'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const member = await trx.selectFrom('members').select('id').where('id', '=', b.memberId).executeTakeFirst();
    if (!member) throw unknownField('memberId', 'member');
    const values = storedValues(b);
    const row = await trx.insertInto('invoice_titles').values({ ...values, member_id: b.memberId, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    await audit({ action: 'invoiceTitle.add', entity: 'invoice_title', entityId: row.id, after: { ...values, memberId: b.memberId, version: 1 } });
    const detail = await loadTitleDetail(trx, row.id);
    if (!detail) throw notFoundOf('title');
    return detail;
  });
};

export const editInvoiceTitle: Handler<'editInvoiceTitle'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const before = await trx.selectFrom('invoice_titles').selectAll().where('id', '=', b.titleId).executeTakeFirst();
    const version = await claimVersion(trx, 'invoice_titles', b.titleId, b.version, entityWord('title'), now);
    if (!before) throw notFoundOf('title');
    const merged = {
      kind: b.kind ?? before.kind, invoiceType: b.invoiceType ?? before.invoice_type, name: b.name ?? before.name, taxNumber: b.taxNumber ?? before.tax_number,
      address: b.address ?? before.address, phone: b.phone ?? before.phone, bank: b.bank ?? before.bank, bankAccount: b.bankAccount ?? before.bank_account, email: b.email ?? before.email,
    };
    const problem = invoiceTitleProblems({ ...merged, kind: merged.kind === 'company' ? 'company' : 'personal', invoiceType: merged.invoiceType === 'special' ? 'special' : 'normal' })[0];
    if (problem) throw invalidField(problem.field, problem.message);
    const values = storedValues(merged);
    await trx.updateTable('invoice_titles').set(values).where('id', '=', b.titleId).execute();
    const { kind, invoice_type, name, tax_number, address, phone, bank, bank_account, email } = before;
    await audit({ action: 'invoiceTitle.edit', entity: 'invoice_title', entityId: b.titleId, before: { kind, invoice_type, name, tax_number, address, phone, bank, bank_account, email, version: b.version }, after: { ...values, version } });
    const detail = await loadTitleDetail(trx, b.titleId);
    if (!detail) throw notFoundOf('title');
    return detail;
  });
};
