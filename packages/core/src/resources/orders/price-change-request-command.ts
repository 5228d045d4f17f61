import * as z from 'zod';
import type { AnyCommandDef, CommandResult } from '../../commands/types';
import { CareOpsError } from '../../contract/careops-error';
import { endpointRoutes } from '../../contract/endpoint-routes';
import { t } from '../../i18n/translate';
import { callEndpoint, isRecord } from '../runtime/call-endpoint';
import { resolveRecordId } from '../runtime/records';
import { recordOf } from '../verbs/rows';
import { idHelp } from '../verbs/view-command';
import { moneyToCents } from './money-input';
import { ordersResource } from './orders';
import { priceChangesResource } from './price-changes';

const args = z.object({
  id: z.string().trim().min(1),
  // Checked when run (a money amount, at most two decimals), so the message names the flag.
  amount: z.string().trim().min(1, t('validate.required')),
  reason: z.string().trim().min(1, t('orders.contract.reasonRequired')),
});

/**
 * `careops orders price-change request <id|number> --amount 99.50 --reason …`: asks for a new
 * amount on an unpaid order. Reads the order's data before the change first (its version, and
 * whether a request can be made now: the server's reason when not), then sends the amount in
 * cents. The request waits for another reviewer.
 */
export const priceChangeRequestCommand: AnyCommandDef = {
  id: 'priceChanges.request',
  get title() {
    return t('orders.cmd.priceChange.request');
  },
  group: 'orders',
  keywords: ['orders', 'price', 'amount', 'change'],
  cli: ['orders', 'price-change', 'request'],
  args,
  positionals: ['id'],
  get argHelp() {
    return { id: idHelp(ordersResource), amount: t('orders.cmd.priceChange.amount'), reason: t('orders.res.field.reason') };
  },
  permission: endpointRoutes.applyOrderAlterPrice.permission,
  faces: { palette: false },
  async run(ctx, given): Promise<CommandResult> {
    const input = given as z.infer<typeof args>;
    const cents = moneyToCents(input.amount);
    if (cents === undefined) throw new CareOpsError('invalidInput', `amount: ${t('validate.money')}`, { field: 'amount' });
    const orderId = await resolveRecordId(ctx.api, ordersResource, input.id);
    const before = await callEndpoint(ctx.api, 'getOrderDataBeforePriceAlter', { orderId });
    if (!isRecord(before) || !isRecord(before.order)) throw new CareOpsError('notFound', t('error.notFound', { what: `${t(ordersResource.recordTitle)} '${input.id}'` }));
    if (before.canRequest === false) throw new CareOpsError('invalidInput', typeof before.reason === 'string' && before.reason ? before.reason : t('orders.cmd.priceChange.cannot'), { field: 'id' });
    const answer = await callEndpoint(ctx.api, 'applyOrderAlterPrice', {
      orderId,
      version: before.order.version,
      newAmountCents: cents,
      reason: input.reason,
    });
    return isRecord(answer) ? recordOf(priceChangesResource, answer) : { kind: 'text', text: t('orders.cmd.priceChange.requested', { order: input.id }) };
  },
};
