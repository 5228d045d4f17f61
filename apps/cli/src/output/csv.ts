/**
 * RFC 4180 quoting: a field containing a comma, double quote, CR or LF, or with spaces at
 * either end, is wrapped in double quotes with inner quotes doubled. Lines end with LF.
 */
export function csvField(value: string): string {
  if (/[",\r\n]/.test(value) || /^\s|\s$/.test(value)) return `"${value.replace(/"/g, '""')}"`;
  return value;
}

export function renderCsv(lines: string[][]): string {
  return lines.map((line) => `${line.map(csvField).join(',')}\n`).join('');
}
