/**
 * Reading CSV (RFC 4180, as core's encoder in format/csv.ts writes it and spreadsheets save it):
 * quoted fields may hold commas, doubled quotes and line breaks; CRLF or LF line ends; a leading
 * byte-order mark is skipped; a field the encoder guarded against formulas (`'=…`) gets its
 * value back. Each record keeps the line it starts on, so problems can name it.
 */

export interface CsvRecord {
  /** The line of the file the record starts on (1-based). */
  line: number;
  fields: string[];
}

const GUARDED = /^'[=+\-@\t\r]/;

/** The value a guarded field stood for. */
const unguard = (field: string) => (GUARDED.test(field) ? field.slice(1) : field);

/** The records of `text`; blank lines are skipped. An unclosed quote is reported with its line. */
export function parseCsv(text: string): { records: CsvRecord[]; unclosedQuoteAt?: number } {
  const records: CsvRecord[] = [];
  const { unclosedQuoteAt } = forEachCsvRecord(text, (record) => records.push(record));
  return unclosedQuoteAt === undefined ? { records } : { records, unclosedQuoteAt };
}

/**
 * Each record of `text` handed to `visit` as it is read, none kept (a large file's records can
 * die young); reading stops at an unclosed quote, reported with its line.
 */
export function forEachCsvRecord(text: string, visit: (record: CsvRecord) => void): { unclosedQuoteAt?: number } {
  const end = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (i < end) {
    const recordLine = line;
    const fields: string[] = [];
    // One record: fields up to an unquoted line end (or the end of the text).
    for (;;) {
      if (text.charCodeAt(i) === 34 /* " */) {
        let value = '';
        let from = i + 1;
        for (;;) {
          const quote = text.indexOf('"', from);
          if (quote < 0) return { unclosedQuoteAt: recordLine };
          const part = text.slice(from, quote);
          value += part;
          for (let at = part.indexOf('\n'); at >= 0; at = part.indexOf('\n', at + 1)) line++;
          if (text.charCodeAt(quote + 1) === 34) {
            value += '"';
            from = quote + 2;
          } else {
            i = quote + 1;
            break;
          }
        }
        fields.push(value);
        // Anything between the closing quote and the next separator is kept, as spreadsheets do.
        let stop = i;
        while (stop < end && text.charCodeAt(stop) !== 44 && text.charCodeAt(stop) !== 10 && text.charCodeAt(stop) !== 13) stop++;
        if (stop > i) fields[fields.length - 1] += text.slice(i, stop);
        i = stop;
      } else {
        let stop = i;
        while (stop < end && text.charCodeAt(stop) !== 44 && text.charCodeAt(stop) !== 10 && text.charCodeAt(stop) !== 13) stop++;
        fields.push(unguard(text.slice(i, stop)));
        i = stop;
      }
      if (i < end && text.charCodeAt(i) === 44 /* , */) {
        i++;
        continue;
      }
      break;
    }
    if (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) i += 2;
    else if (i < end) i++;
    line++;
    if (!(fields.length === 1 && fields[0] === '')) visit({ line: recordLine, fields });
  }
  return {};
}
