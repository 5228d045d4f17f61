import { CompiledQuery, type Transaction } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { num } from './catalogue-access';
import type { ImportRow } from './service-import-check';

/**
 * Writes checked import rows inside the caller's transaction and answers the new ids' range.
 * SQLite: one fixed multi-row INSERT text (prepared once, kept by the statement cache) run per
 * batch of rows, the few left over one by one; no query builder per row. Ids come from the
 * last rowid: AUTOINCREMENT gives a transaction's rows consecutive ids. PostgreSQL: batches
 * of the same multi-row text (the last one shorter), answering their ids.
 */

const COLUMNS = ['category_id', 'name', 'price_cents', 'duration_minutes', 'required_title', 'consumable_pack_id', 'produces_waste', 'on_shelf', 'description', 'created_at', 'updated_at'];
/** Rows per statement (11 parameters each): 250 to 1,000 measured alike, 100 and below slower (docs/catalogue.md). */
export const IMPORT_BATCH_ROWS = 500;

const insertText = (rows: number, dialect: DialectName): string => {
  let n = 0;
  const tuple = () => `(${COLUMNS.map(() => (dialect === 'postgres' ? `$${++n}` : '?')).join(', ')})`;
  const values = Array.from({ length: rows }, tuple).join(', ');
  return `insert into services (${COLUMNS.join(', ')}) values ${values}${dialect === 'postgres' ? ' returning id' : ''}`;
};
const texts = new Map<string, string>();
const textFor = (rows: number, dialect: DialectName): string => {
  const key = `${dialect}:${rows}`;
  let text = texts.get(key);
  if (text === undefined) texts.set(key, (text = insertText(rows, dialect)));
  return text;
};

function pushParams(params: unknown[], r: ImportRow, now: number): void {
  params.push(r.categoryId, r.name, r.price, r.durationMinutes, r.requiredTitle, r.consumablePackId, r.producesWaste ? 1 : 0, r.onShelf ? 1 : 0, r.description, now, now);
}

export interface WrittenRange {
  created: number;
  firstId: number | undefined;
  lastId: number | undefined;
}

export async function writeImportRows(trx: Transaction<Database>, dialect: DialectName, rows: ImportRow[], now: number): Promise<WrittenRange> {
  let firstId: number | undefined;
  let lastId: number | undefined;
  for (let i = 0; i < rows.length; ) {
    const left = rows.length - i;
    // SQLite prepares each text once: the left-over rows go one by one rather than as a new text.
    const size = left >= IMPORT_BATCH_ROWS ? IMPORT_BATCH_ROWS : dialect === 'postgres' ? left : 1;
    const params: unknown[] = [];
    for (let k = i; k < i + size; k++) pushParams(params, rows[k] as ImportRow, now);
    const result = await trx.executeQuery<{ id: unknown }>(CompiledQuery.raw(textFor(size, dialect), params));
    if (dialect === 'postgres') {
      firstId ??= num(result.rows[0]?.id);
      lastId = num(result.rows.at(-1)?.id);
    } else {
      lastId = num(result.insertId);
      firstId ??= lastId - size + 1;
    }
    i += size;
  }
  return { created: rows.length, firstId, lastId };
}
