import { forEachCsvRecord, type ImportProblem, SERVICE_CSV_COLUMNS, SERVICE_IMPORT_MAX_ROWS } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { type ImportRow, rowChecker } from './service-import-check';

const PROBLEMS_LISTED = 1000;
const REQUIRED = ['name', 'category', 'price', 'durationMinutes', 'requiredTitle'] as const;

/** What reading an import file found: rows read (the header not counted), the valid ones, the problems. */
export interface ImportFile {
  rows: number;
  valid: ImportRow[];
  problems: ImportProblem[];
  moreProblems: number;
}

/** Problems in order, the first PROBLEMS_LISTED listed, the rest counted. */
function problemList() {
  const list = { problems: [] as ImportProblem[], moreProblems: 0 };
  const add = (line: number, field: string, message: string) => {
    if (list.problems.length < PROBLEMS_LISTED) list.problems.push({ line, field, message });
    else list.moreProblems++;
  };
  return { list, add };
}

/**
 * One pass over the file: the header, then each row checked as it is read, so no record
 * outlives its row. A file whose header, row count or quoting is wrong is answered with
 * that alone, as if its rows had not been read.
 */
export function readImportFile(csv: string, categoryOf: (text: string) => number | undefined, existing: ReadonlySet<string>): ImportFile {
  const head = problemList();
  const body = problemList();
  let headerLine: number | undefined;
  let rows: ReturnType<typeof rowChecker> | undefined;
  let count = 0;
  const { unclosedQuoteAt } = forEachCsvRecord(csv, ({ line, fields }) => {
    if (headerLine !== undefined) {
      count++;
      if (rows && count <= SERVICE_IMPORT_MAX_ROWS) rows.check(line, fields);
      return;
    }
    headerLine = line;
    const columns = fields.map((f) => f.trim());
    const known = new Set<string>(SERVICE_CSV_COLUMNS);
    for (const column of columns) if (!known.has(column)) head.add(line, column, t('catalogue.server.importUnknownColumn', { column, allowed: SERVICE_CSV_COLUMNS.join(', ') }));
    for (const column of REQUIRED) if (!columns.includes(column)) head.add(line, column, t('catalogue.server.importMissingColumn', { column }));
    if (head.list.problems.length === 0) rows = rowChecker({ columns, categoryOf, existing, problem: body.add });
  });
  if (unclosedQuoteAt !== undefined) {
    const only = problemList();
    only.add(unclosedQuoteAt, 'file', t('catalogue.server.importUnclosedQuote'));
    return { rows: 0, valid: [], ...only.list };
  }
  if (headerLine === undefined) {
    head.add(1, 'file', t('catalogue.server.importEmpty'));
    return { rows: 0, valid: [], ...head.list };
  }
  if (count === 0) head.add(headerLine, 'file', t('catalogue.server.importNoRows'));
  if (count > SERVICE_IMPORT_MAX_ROWS) head.add(headerLine, 'file', t('catalogue.server.importTooManyRows', { max: SERVICE_IMPORT_MAX_ROWS }));
  if (head.list.problems.length || !rows) return { rows: count, valid: [], ...head.list };
  return { rows: count, valid: rows.valid, ...body.list };
}
