import { serviceImportRowSchema, type ServiceImportRow } from '@careops/core/contract';
import { t } from '@careops/core/i18n';

/** A checked row, ready to write. */
export interface ImportRow {
  categoryId: number;
  name: string;
  price: number;
  durationMinutes: number;
  requiredTitle: string;
  consumablePackId: number | null;
  producesWaste: boolean;
  onShelf: boolean;
  description: string;
}

type RowField = keyof ServiceImportRow;
type FieldCheck = { ok: true; value: unknown } | { ok: false; messages: string[] };

const ROW_FIELDS = Object.keys(serviceImportRowSchema.shape) as RowField[];
const AT = Object.fromEntries(ROW_FIELDS.map((field, k) => [field, k])) as Record<RowField, number>;
/** Columns whose values repeat across a file: each distinct value is checked once. */
const UNIQUE_PER_ROW = new Set<RowField>(['name', 'description']);

export interface RowCheckInput {
  columns: string[];
  /** The category id a category cell names, if any. */
  categoryOf: (text: string) => number | undefined;
  /** Lower-cased names already in the catalogue. */
  existing: ReadonlySet<string>;
  problem: (line: number, field: string, message: string) => void;
}

/**
 * Every row through the row schema, one column at a time (the row has no rule across columns),
 * reading cells by position (no object per row until a row is valid). Problems come in the
 * schema's column order within a row, then the name's duplicate, then the category.
 */
export function rowChecker({ columns, categoryOf, existing, problem }: RowCheckInput): { check: (line: number, fields: string[]) => void; valid: ImportRow[] } {
  const shape = serviceImportRowSchema.shape;
  const at = ROW_FIELDS.map((field) => columns.indexOf(field));
  const caches = ROW_FIELDS.map((field) => (UNIQUE_PER_ROW.has(field) ? null : new Map<string | undefined, FieldCheck>()));
  const checkCell = (k: number, raw: string | undefined): FieldCheck => {
    const cache = caches[k];
    const known = cache?.get(raw);
    if (known) return known;
    const result = shape[ROW_FIELDS[k] as RowField].safeParse(raw);
    const checked: FieldCheck = result.success ? { ok: true, value: result.data } : { ok: false, messages: result.error.issues.map((i) => i.message) };
    cache?.set(raw, checked);
    return checked;
  };
  const seen = new Map<string, number>();
  const valid: ImportRow[] = [];
  const values: unknown[] = new Array(ROW_FIELDS.length);
  const width = columns.length;
  const checkRow = (line: number, fields: string[]): void => {
    if (fields.length !== width) {
      problem(line, 'file', t('catalogue.server.importFieldCount', { found: fields.length, expected: width }));
      return;
    }
    let rowOk = true;
    for (let k = 0; k < ROW_FIELDS.length; k++) {
      const index = at[k] as number;
      const result = checkCell(k, index < 0 ? undefined : fields[index]);
      if (result.ok) values[k] = result.value;
      else {
        rowOk = false;
        for (const message of result.messages) problem(line, ROW_FIELDS[k] as string, message);
      }
    }
    const nameAt = at[AT.name] as number;
    const name = nameAt < 0 ? '' : (fields[nameAt] ?? '').trim();
    const key = name.toLowerCase();
    const earlier = key ? seen.get(key) : undefined;
    if (earlier !== undefined) problem(line, 'name', t('catalogue.server.importDuplicateName', { name, line: earlier }));
    else if (existing.has(key)) problem(line, 'name', t('catalogue.server.nameTaken', { name }));
    if (key && earlier === undefined) seen.set(key, line);
    if (!rowOk) return;
    const category = values[AT.category] as string;
    const categoryId = categoryOf(category);
    if (categoryId === undefined) problem(line, 'category', t('catalogue.server.importUnknownCategory', { category }));
    else valid.push(importRow(values, categoryId));
  };
  return { check: checkRow, valid };
}

/** The schema's output values of a valid row, by the schema's column order. */
const importRow = (v: unknown[], categoryId: number): ImportRow => ({
  categoryId,
  name: v[AT.name] as string,
  price: v[AT.price] as number,
  durationMinutes: v[AT.durationMinutes] as number,
  requiredTitle: v[AT.requiredTitle] as string,
  consumablePackId: (v[AT.consumablePackId] as number | undefined) ?? null,
  producesWaste: v[AT.producesWaste] as boolean,
  onShelf: v[AT.onShelf] as boolean,
  description: v[AT.description] as string,
});
