import { moneyPattern } from '../../validate/patterns';

/**
 * A money amount as people type it ('120', '99.5', '0.05') in whole cents, without floating
 * point; undefined when it is not an amount (spec §5: at most two decimals, not negative).
 */
export function moneyToCents(text: string): number | undefined {
  const value = text.trim();
  if (!moneyPattern.test(value)) return undefined;
  const [whole = '0', fraction = ''] = value.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}
