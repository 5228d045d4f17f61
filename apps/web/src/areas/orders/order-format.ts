import { labelOf, orderStatusEnum } from '@careops/core/enums';
import { formatDate } from '@careops/core/format';
import { en, t, type MessageKey } from '@careops/core/i18n';
import { formatValue } from '@careops/core/resources';

/** How the orders pages show money, times, statuses and machine events (the faces' one formatting). */

const centsColumn = { key: 'cents', title: 'orders.res.field.amount', format: 'cents' } as const;

/** Integer cents as money: 1234 → "12.34". */
export const money = (cents: unknown): string => formatValue(centsColumn, cents);

/** An epoch-ms time, or '' for none. */
export const when = (ms: number | null | undefined): string => (typeof ms === 'number' ? formatDate(ms) : '');

/** An order status's label (−2 → "pending organisation review"). */
export const orderStatusLabel = (status: unknown): string => labelOf(orderStatusEnum, status);

/** A timeline event as staff read it ('order.approve' → "approve"), else the event as stored. */
export function eventLabel(event: string): string {
  const key = `orders.machine.event.${event}`;
  return Object.hasOwn(en, key) ? t(key as MessageKey) : event;
}

/** A label from the catalogue by a stored code (`orders.ui.payment.kind.refund`), else the code itself. */
export function codeLabel(prefix: string, code: string, params?: Record<string, string | number>): string {
  const key = `${prefix}.${code}`;
  return Object.hasOwn(en, key) ? t(key as MessageKey, params) : code;
}

/** Who did it: "staff: Li Na", "system"… (`actorKind` staff | member | nurse | system). */
export const actorText = (kind: string, name: string): string => (Object.hasOwn(en, `orders.ui.actor.${kind}`) ? codeLabel('orders.ui.actor', kind, { name }) : name);
