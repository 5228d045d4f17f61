/**
 * Exact decimal arithmetic on digit strings for display rounding. Binary floats round 1.005
 * to "1.00" with toFixed; we round the shortest decimal form of the number instead (what a
 * person reads), half away from zero.
 */
export interface Decimal {
  negative: boolean;
  /** Integer digits without leading zeros ('0' for none). */
  int: string;
  /** Fraction digits. */
  frac: string;
}

/** Values a formatter accepts: numbers and numeric strings; anything else is not a number. */
export type NumericInput = number | string | bigint | null | undefined;

const numberPattern = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
// Larger exponents only come from hostile strings and would build huge strings.
const MAX_EXPONENT = 400;

/** Parses a finite number or a decimal string ('-1234.5', '1e3', '.5'); undefined otherwise. */
export function parseDecimal(value: NumericInput): Decimal | undefined {
  let source: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    source = String(value);
  } else if (typeof value === 'bigint') source = String(value);
  else if (typeof value === 'string') source = value.trim();
  else return undefined;

  const match = numberPattern.exec(source);
  if (!match) return undefined;
  const [, sign, intPart = '', fracPart = '', exponentText] = match;
  if (intPart === '' && fracPart === '') return undefined;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined;

  const digits = intPart + fracPart;
  const point = intPart.length + exponent;
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 0);
  const int = padded.slice(0, at).replace(/^0+/, '') || '0';
  return { negative: sign === '-', int, frac: padded.slice(at) };
}

/** Adds one to a string of digits ('199' -> '200'). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === '9') out[i] = '0';
    else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return '1' + out.join('');
}

/** Rounds to `digits` fraction digits, half away from zero; the fraction gets exactly `digits`. */
export function roundDecimal(value: Decimal, digits: number): Decimal {
  const frac = value.frac.padEnd(digits + 1, '0');
  let kept = value.int + frac.slice(0, digits);
  if ((frac[digits] ?? '0') >= '5') kept = increment(kept);
  const split = kept.length - digits;
  return {
    negative: value.negative,
    int: kept.slice(0, split).replace(/^0+/, '') || '0',
    frac: kept.slice(split),
  };
}

/** Multiplies by 10^places (places >= 0). */
export function shiftDecimal(value: Decimal, places: number): Decimal {
  const frac = value.frac.padEnd(places, '0');
  return {
    negative: value.negative,
    int: (value.int + frac.slice(0, places)).replace(/^0+/, '') || '0',
    frac: frac.slice(places),
  };
}

/** Writes a decimal; a value that is zero never carries a minus sign. */
export function decimalToString(value: Decimal, groupThousands = false): string {
  const isZero = /^0*$/.test(value.int + value.frac);
  const int = groupThousands ? value.int.replace(/\B(?=(\d{3})+$)/g, ',') : value.int;
  return (value.negative && !isZero ? '-' : '') + int + (value.frac ? '.' + value.frac : '');
}
