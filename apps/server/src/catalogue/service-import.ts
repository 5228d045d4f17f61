import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { uniqueViolation } from '../list/unique-violation';
import { categoryPath, loadCategories } from './category-rows';
import { type ImportFile, readImportFile } from './service-import-read';
import { writeImportRows } from './service-import-write';

/**
 * importServices: the whole file is checked before anything is written — the header, every
 * row's fields (the same rules as a form), the category named, names unique in the file and
 * in the catalogue — and every problem is answered with its line and column. Only a file
 * without problems is written, in one transaction with one audit row; a dry run stops after
 * the checks.
 */

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
  const categoryOf = await categoryLookup(ctx.db);
  // Every row against the catalogue as it is now: the names it holds, the categories.
  const read = async () => readImportFile(csv, categoryOf, new Set((await ctx.db.selectFrom('services').select('name').execute()).map((r) => r.name.toLowerCase())));
  const refused = (file: ImportFile) => {
    ctx.unchanged();
    return { rows: file.rows, created: 0, dryRun, problems: file.problems, moreProblems: file.moreProblems };
  };
  const file = await read();
  if (file.problems.length || file.moreProblems || dryRun) return refused(file);

  const now = Date.now();
  try {
    return await ctx.mutate(async (trx, audit) => {
      const { created, firstId, lastId } = await writeImportRows(trx, ctx.services.dialect, file.valid, now);
      await audit({ action: 'service.import', entity: 'service', entityId: firstId ?? null, after: { created, firstId, lastId } });
      return { rows: file.rows, created, dryRun, problems: [], moreProblems: 0 };
    });
  } catch (error) {
    // Another import (or a form) took some of the names since the check: nothing was written;
    // check again so the answer names them like any taken name.
    if (!uniqueViolation(error)) throw error;
    const again = await read();
    if (!again.problems.length) throw error;
    return refused(again);
  }
};
