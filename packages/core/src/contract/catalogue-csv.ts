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
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let fields: string[] = [];
  let field = '';
  let quotedField = false;
  let recordLine = 1;
  let inQuotes = false;
  let quoteLine = 0;
  const endField = () => {
    fields.push(quotedField ? field : unguard(field));
    field = '';
    quotedField = false;
  };
  const endRecord = () => {
    endField();
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
  };
  for (; i < text.length; i++) {
    const c = text[i];
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else inQuotes = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && field === '') {
      inQuotes = true;
      quotedField = true;
      quoteLine = line;
    } else if (c === ',') endField();
    else if (c === '\r' && text[i + 1] === '\n') continue;
    else if (c === '\n' || c === '\r') {
      endRecord();
      line++;
      recordLine = line;
    } else field += c;
  }
  if (inQuotes) return { records, unclosedQuoteAt: quoteLine };
  if (field !== '' || fields.length > 0 || quotedField) endRecord();
  return { records };
}
