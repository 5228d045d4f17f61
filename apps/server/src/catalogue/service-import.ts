import { type ImportProblem, parseCsv, SERVICE_CSV_COLUMNS, SERVICE_IMPORT_MAX_ROWS, serviceImportRowSchema, type ServiceImportRow } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { num } from './catalogue-access';
import { categoryPath, loadCategories } from './category-rows';

/**
 * importServices: the whole file is checked before anything is written — the header, every
 * row's fields (the same rules as a form), the category named, names unique in the file and
 * in the catalogue — and every problem is answered with its line and column. Only a file
 * without problems is written, in one transaction with one audit row; a dry run stops after
 * the checks.
 */

const PROBLEMS_LISTED = 1000;
const REQUIRED = ['name', 'category', 'price', 'durationMinutes', 'requiredTitle'] as const;
const INSERT_CHUNK = 1000;

type RowField = keyof ServiceImportRow;
type FieldCheck = { ok: true; value: unknown } | { ok: false; messages: string[] };

/**
 * The row schema, one column at a time (the row has no rule across columns), each distinct
 * value of a column checked once: a file repeats its categories, prices and titles thousands
 * of times.
 */
function columnChecker() {
  const shape = serviceImportRowSchema.shape;
  const seen = new Map<RowField, Map<unknown, FieldCheck>>();
  return (field: RowField, raw: unknown): FieldCheck => {
    let cache = seen.get(field);
    if (!cache) seen.set(field, (cache = new Map()));
    const known = cache.get(raw);
    if (known) return known;
    const result = shape[field].safeParse(raw);
    const check: FieldCheck = result.success ? { ok: true, value: result.data } : { ok: false, messages: result.error.issues.map((i) => i.message) };
    if (field !== 'name' && field !== 'description') cache.set(raw, check);
    return check;
  };
}
const ROW_FIELDS = Object.keys(serviceImportRowSchema.shape) as RowField[];

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
  return (text) => byKey.get(text.trim().toLowerCase().replace(/\s*\/\s*/g, '/'));
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
  const existing = new Set((await ctx.db.selectFrom('services').select('name').execute()).map((r) => r.name.toLowerCase()));
  const seen = new Map<string, number>();
  const valid: Array<ServiceImportRow & { categoryId: number }> = [];
  const check = columnChecker();
  for (const record of records) {
    if (record.fields.length !== columns.length) {
      problem(record.line, 'file', t('catalogue.server.importFieldCount', { found: record.fields.length, expected: columns.length }));
      continue;
    }
    const raw: Record<string, string | undefined> = {};
    for (const [i, column] of columns.entries()) raw[column] = record.fields[i];
    const parsed: Record<string, unknown> = {};
    let rowOk = true;
    for (const field of ROW_FIELDS) {
      const result = check(field, raw[field]);
      if (result.ok) parsed[field] = result.value;
      else {
        rowOk = false;
        for (const message of result.messages) problem(record.line, field, message);
      }
    }
    const name = String(raw.name ?? '').trim();
    const key = name.toLowerCase();
    const earlier = key ? seen.get(key) : undefined;
    if (earlier !== undefined) problem(record.line, 'name', t('catalogue.server.importDuplicateName', { name, line: earlier }));
    else if (existing.has(key)) problem(record.line, 'name', t('catalogue.server.nameTaken', { name }));
    if (key) seen.set(key, earlier ?? record.line);
    if (!rowOk) continue;
    const row = parsed as ServiceImportRow;
    const categoryId = categoryOf(row.category);
    if (categoryId === undefined) problem(record.line, 'category', t('catalogue.server.importUnknownCategory', { category: row.category }));
    else valid.push({ ...row, categoryId });
  }
  if (problems.length || moreProblems || dryRun) return done(records.length, 0);

  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const ids: number[] = [];
    for (let i = 0; i < valid.length; i += INSERT_CHUNK) {
      const chunk = valid.slice(i, i + INSERT_CHUNK).map((r) => ({
        category_id: r.categoryId,
        name: r.name,
        price_cents: r.price,
        duration_minutes: r.durationMinutes,
        required_title: r.requiredTitle,
        agreement_id: null,
        consumable_pack_id: r.consumablePackId ?? null,
        produces_waste: r.producesWaste ? 1 : 0,
        on_shelf: r.onShelf ? 1 : 0,
        description: r.description,
        cover_upload_id: null,
        created_at: now,
        updated_at: now,
      }));
      const inserted = await trx.insertInto('services').values(chunk).returning('id').execute();
      ids.push(...inserted.map((r) => num(r.id)));
    }
    await audit({ action: 'service.import', entity: 'service', entityId: ids[0] ?? null, after: { created: ids.length, firstId: ids[0], lastId: ids.at(-1) } });
    return { rows: records.length, created: ids.length, dryRun, problems, moreProblems };
  });
};
