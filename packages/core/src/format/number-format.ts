import { decimalToString, parseDecimal, roundDecimal, shiftDecimal, type NumericInput } from './decimal';

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

/** A ratio as a percentage: ×100 with `digits` decimals (0.1234 -> '12.34%'); not a number gives ''. */
export function formatPercent(value: NumericInput, digits = 2): string {
  checkDigits(digits);
  const decimal = parseDecimal(value);
  return decimal ? decimalToString(roundDecimal(shiftDecimal(decimal, 2), digits)) + '%' : '';
}
