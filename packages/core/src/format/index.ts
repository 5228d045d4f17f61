export { centsToDecimalText, formatCents, formatMoney, formatPercent, toFixedDecimals } from './number-format';
export { DEFAULT_DATE_FORMAT, formatDate, toInstant, type DateInput } from './date-format';
export { RELATIVE_TIME_DATE_FORMAT, formatRelativeTime } from './relative-time';
export { randomId } from './random-id';
export type { NumericInput } from './decimal';
export { CSV_BOM, csvField, csvLine, spreadsheetSafe, toCsv, type CsvOptions } from './csv';
export {
  businessDayOf,
  businessDayRange,
  DEFAULT_BUSINESS_TIME_ZONE,
  getBusinessTimeZone,
  instantOfWallTime,
  isTimeZone,
  prepareTimeZone,
  setBusinessTimeZone,
  wallTimeOf,
  zoneOffsetMs,
  type WallTime,
} from './business-time';
