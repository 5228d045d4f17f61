import { CareOpsError, type SortSpec } from '@careops/core/contract';
import { t } from '@careops/core/i18n';

/** Where a keyset page ends: the sort it was made for, the last row's sort value and id. */
export interface CursorPosition {
  field: string;
  direction: SortSpec['direction'];
  value: number | string;
  id: number;
}

const badCursor = () => new CareOpsError('invalidInput', t('error.invalidField', { field: 'cursor', problem: t('system.list.badCursor') }), { field: 'cursor' });

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.field, position.direction, position.value, position.id]), 'utf8').toString('base64url');
}

/** Reads a cursor made for the same sort; anything else is refused (101 naming `cursor`). */
export function decodeCursor(cursor: string, sort: SortSpec): CursorPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw badCursor();
  const [field, direction, value, id] = parsed as unknown[];
  if (field !== sort.field || direction !== sort.direction) throw badCursor();
  if ((typeof value !== 'number' && typeof value !== 'string') || typeof id !== 'number' || !Number.isSafeInteger(id)) throw badCursor();
  return { field: sort.field, direction: sort.direction, value, id };
}
