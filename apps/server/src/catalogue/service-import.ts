import { type ImportProblem, parseCsv, SERVICE_CSV_COLUMNS, SERVICE_IMPORT_MAX_ROWS } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { uniqueViolation } from '../list/unique-violation';
import { categoryPath, loadCategories } from './category-rows';
import { rowChecker } from './service-import-check';
import { writeImportRows } from './service-import-write';

/**
 * importServices: the whole file is checked before anything is written — the header, every
 * row's fields (the same rules as a form), the category named, names unique in the file and
 * in the catalogue — and every problem is answered with its line and column. Only a file
 * without problems is written, in one transaction with one audit row; a dry run stops after
 * the checks.
 */

const PROBLEMS_LISTED = 1000;
const REQUIRED = ['name', 'category', 'price', 'durationMinutes', 'requiredTitle'] as const;

/** Category id by id text, name and path (case-insensitive). */
async function categoryLookup(db: Kysely<Database>): Promise<(text: string) => number | undefined> {
  const { rows } = await loadCategories(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const byKey = new Map<string, number>();
  for (const r of rows) {
    byKey.set(String(r.id), r.id);
    byKey.set(r.name.toLowerCase(), r.id);
    byKey.set(categoryPath(r, byId).toLowerCase().replace(/\s*\/\s*/g, '/'), r.id);
  }
  // A file names the same few categories on every row: each distinct text is resolved once.
  const resolved = new Map<string, number | undefined>();
  return (text) => {
    if (resolved.has(text)) return resolved.get(text);
    const id = byKey.get(text.trim().toLowerCase().replace(/\s*\/\s*/g, '/'));
    resolved.set(text, id);
    return id;
  };
}

export const importServices: Handler<'importServices'> = async (ctx) => {
  const { csv, dryRun } = ctx.body;
  const problems: ImportProblem[] = [];
  let moreProblems = 0;
  const problem = (line: number, field: string, message: string) => {
    if (problems.length < PROBLEMS_LISTED) problems.push({ line, field, message });
    else moreProblems++;
  };
  const done = (rows: number, created: number) => {
    if (created === 0) ctx.unchanged();
    return { rows, created, dryRun, problems, moreProblems };
  };

  const parsed = parseCsv(csv);
  if (parsed.unclosedQuoteAt !== undefined) {
    problem(parsed.unclosedQuoteAt, 'file', t('catalogue.server.importUnclosedQuote'));
    return done(0, 0);
  }
  const [header, ...records] = parsed.records;
  if (!header) {
    problem(1, 'file', t('catalogue.server.importEmpty'));
    return done(0, 0);
  }
  const columns = header.fields.map((f) => f.trim());
  const known = new Set<string>(SERVICE_CSV_COLUMNS);
  for (const column of columns) if (!known.has(column)) problem(header.line, column, t('catalogue.server.importUnknownColumn', { column, allowed: SERVICE_CSV_COLUMNS.join(', ') }));
  for (const column of REQUIRED) if (!columns.includes(column)) problem(header.line, column, t('catalogue.server.importMissingColumn', { column }));
  if (records.length === 0) problem(header.line, 'file', t('catalogue.server.importNoRows'));
  if (records.length > SERVICE_IMPORT_MAX_ROWS) problem(header.line, 'file', t('catalogue.server.importTooManyRows', { max: SERVICE_IMPORT_MAX_ROWS }));
  if (problems.length) return done(records.length, 0);

  const categoryOf = await categoryLookup(ctx.db);
  // Every row against the catalogue as it is now: the names it holds, the categories.
  const checkAll = async () => {
    const existing = new Set((await ctx.db.selectFrom('services').select('name').execute()).map((r) => r.name.toLowerCase()));
    const rows = rowChecker({ columns, categoryOf, existing, problem });
    for (const record of records) rows.check(record.line, record.fields);
    return rows.valid;
  };
  const valid = await checkAll();
  if (problems.length || moreProblems || dryRun) return done(records.length, 0);

  const now = Date.now();
  try {
    return await ctx.mutate(async (trx, audit) => {
      const { created, firstId, lastId } = await writeImportRows(trx, ctx.services.dialect, valid, now);
      await audit({ action: 'service.import', entity: 'service', entityId: firstId ?? null, after: { created, firstId, lastId } });
      return { rows: records.length, created, dryRun, problems, moreProblems };
    });
  } catch (error) {
    // Another import (or a form) took some of the names since the check: nothing was written;
    // check again so the answer names them like any taken name.
    if (!uniqueViolation(error)) throw error;
    await checkAll();
    if (!problems.length) throw error;
    return done(records.length, 0);
  }
};
