import { labelOf } from '../enums/enumeration';
import { formatDate } from '../format/date-format';
import { formatCents, formatMoney, formatPercent } from '../format/number-format';
import { formatRelativeTime } from '../format/relative-time';
import { t } from '../i18n/translate';
import type { ResourceColumn } from './types';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a dotted path of a record ('operator.name'); undefined when any step is missing. */
export function valueAt(record: unknown, path: string): unknown {
  let current: unknown = record;
  for (const step of path.split('.')) {
    if (!isRecord(current)) return undefined;
    current = current[step];
  }
  return current;
}

function namesOf(value: unknown, itemLabel: string): string {
  if (!Array.isArray(value)) return value === null || value === undefined ? '' : String(value);
  return value
    .map((item) => (isRecord(item) ? item[itemLabel] : item))
    .filter((name) => name !== null && name !== undefined && name !== '')
    .map(String)
    .join(', ');
}

function numberText(value: unknown): string {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
}

/**
 * How a column shows a value, the same on every face: money with thousands separators, dates
 * as YYYY-MM-DD HH:mm:ss, enums by label, arrays of records by their names. Missing values give ''.
 */
export function formatValue(column: ResourceColumn, value: unknown, now: number = Date.now()): string {
  if (value === null || value === undefined) return '';
  switch (column.format ?? 'text') {
    case 'money':
      return formatMoney(numberText(value));
    case 'cents':
      return typeof value === 'number' || typeof value === 'string' ? formatCents(value) : '';
    case 'percent':
      return formatPercent(numberText(value));
    case 'date':
      return typeof value === 'number' || typeof value === 'string' ? formatDate(value) : '';
    case 'relative':
      return typeof value === 'number' || typeof value === 'string' ? formatRelativeTime(value, now) : '';
    case 'enum':
      return column.enumeration ? labelOf(column.enumeration, value) : String(value);
    case 'image':
      return value === '' ? t('resources.value.no') : t('resources.value.yes');
    case 'boolean':
      return value === true || value === 1 || value === '1' ? t('resources.value.yes') : t('resources.value.no');
    case 'names':
      return namesOf(value, column.itemLabel ?? 'name');
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    default:
      return isRecord(value) || Array.isArray(value) ? JSON.stringify(value) : String(value);
  }
}

/** The cell of `column` in `row`. */
export function formatCell(column: ResourceColumn, row: unknown, now?: number): string {
  return formatValue(column, valueAt(row, column.key), now);
}
