import Database from 'better-sqlite3';

/**
 * The raw side of a list benchmark: the data file opened like the server's hot-path reader
 * (read-only, same settings), each SQL text prepared once, rows as objects.
 */
export function openRawReader(file: string): { sqlite: Database.Database; run: (text: string, params: unknown[]) => Array<Record<string, unknown>> } {
  const sqlite = new Database(file, { readonly: true });
  sqlite.pragma('busy_timeout = 5000');
  const statements = new Map<string, Database.Statement>();
  const run = (text: string, params: unknown[]) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = sqlite.prepare(text);
      statements.set(text, statement);
    }
    return statement.all(...params) as Array<Record<string, unknown>>;
  };
  return { sqlite, run };
}
