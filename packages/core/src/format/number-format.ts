import { decimalToString, parseDecimal, roundDecimal, shiftDecimal, type Decimal, type NumericInput } from './decimal';

function checkDigits(digits: number): void {
  if (!Number.isInteger(digits) || digits < 0 || digits > 20) {
    throw new RangeError(`digits must be a whole number from 0 to 20, got ${digits}`);
  }
}

/**
 * `value` rounded half away from zero to `digits` decimals ('1.005', 2 -> '1.01'). Accepts
 * numbers and numeric strings; anything else (NaN, Infinity, '', 'abc', null) gives ''.
 */
export function toFixedDecimals(value: NumericInput, digits: number): string {
  checkDigits(digits);
  const decimal = parseDecimal(value);
  return decimal ? decimalToString(roundDecimal(decimal, digits)) : '';
}

/**
 * Money for display: thousands separators and two decimals (1234.5 -> '1,234.50',
 * '-1234567' -> '-1,234,567.00'). Not a number (NaN, '', null, 'abc') gives '' so a table can
 * show its own placeholder.
 */
export function formatMoney(value: NumericInput): string {
  const decimal = parseDecimal(value);
  return decimal ? decimalToString(roundDecimal(decimal, 2), true) : '';
}

/** Whole cents as a decimal, or undefined when the value is not a whole number of cents. */
function centsDecimal(cents: NumericInput): Decimal | undefined {
  const decimal = parseDecimal(cents);
  if (!decimal || /[1-9]/.test(decimal.frac)) return undefined;
  return { negative: decimal.negative, int: decimal.int.slice(0, -2).replace(/^0+/, '') || '0', frac: decimal.int.padStart(2, '0').slice(-2) };
}

/**
 * Integer cents as the decimal text a price is typed as, without floating point: 12050 → '120.50',
 * -5 → '-0.05'. Anything but a whole number of cents gives ''.
 */
export function centsToDecimalText(cents: NumericInput): string {
  const decimal = centsDecimal(cents);
  return decimal ? decimalToString(decimal) : '';
}

/** Integer cents as money for display: 123456 → '1,234.56'. Anything but whole cents gives ''. */
export function formatCents(cents: NumericInput): string {
  const decimal = centsDecimal(cents);
  return decimal ? decimalToString(decimal, true) : '';
}

/** A ratio as a percentage: ×100 with `digits` decimals (0.1234 -> '12.34%'); not a number gives ''. */
export function formatPercent(value: NumericInput, digits = 2): string {
  checkDigits(digits);
  const decimal = parseDecimal(value);
  return decimal ? decimalToString(roundDecimal(shiftDecimal(decimal, 2), digits)) + '%' : '';
}
