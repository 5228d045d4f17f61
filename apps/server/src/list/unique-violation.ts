/**
 * Recognises a unique-constraint failure of either dialect and answers the words that name
 * it (SQLite: "UNIQUE constraint failed: system_users.username"; PostgreSQL: the constraint
 * name and detail), so that a handler can turn a lost race into a 101 naming the field.
 */
export function uniqueViolation(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { code?: unknown; message?: unknown; constraint?: unknown; detail?: unknown };
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return String(e.message ?? '');
  if (e.code === '23505') return `${String(e.constraint ?? '')} ${String(e.detail ?? '')}`;
  return undefined;
}
