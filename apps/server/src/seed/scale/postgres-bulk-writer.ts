import type { Pool } from 'pg';
import { withDefaultUser } from '../../db/connect';
import { forDialect } from '../../list/sql-list';
import type { BulkWriter } from './bulk-writer';

/** Rows per statement: each column travels as one array parameter. */
const ROWS_PER_STATEMENT = 5_000;

/** The PostgreSQL writer: multi-row inserts from arrays (`unnest`), one transaction per call. */
export async function postgresBulkWriter(url: string): Promise<BulkWriter> {
  const { default: pg } = await import('pg');
  const pool: Pool = new pg.Pool({ connectionString: withDefaultUser(url), max: 1 });
  return {
    async insert(shape, rows) {
      const names = shape.columns.map(([name]) => name);
      const text = `insert into ${shape.name} (${names.join(', ')}) select * from unnest(${shape.columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})`;
      const client = await pool.connect();
      try {
        await client.query('begin');
        for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
          const slice = rows.slice(start, start + ROWS_PER_STATEMENT);
          const arrays = shape.columns.map((_, i) => slice.map((row) => row[i] ?? null));
          await client.query({ text, values: arrays });
        }
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    async update(shape, rows) {
      const [key = 'id', ...set] = shape.columns.map(([name]) => name);
      const text = `update ${shape.name} as t set ${set.map((name) => `${name} = v.${name}`).join(', ')} from unnest(${shape.columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) as v(${[key, ...set].join(', ')}) where t.${key} = v.${key}`;
      for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
        const slice = rows.slice(start, start + ROWS_PER_STATEMENT);
        await pool.query({ text, values: shape.columns.map((_, i) => slice.map((row) => row[i] ?? null)) });
      }
    },
    async query(text, params = []) {
      return (await pool.query(forDialect(text, 'postgres'), params)).rows as Array<Record<string, unknown>>;
    },
    async syncIds(tables) {
      for (const table of tables) {
        await pool.query(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select coalesce(max(id), 0) from ${table}), 1))`);
      }
    },
    // VACUUM too: it sets the visibility map, without which PostgreSQL answers counts from the
    // heap instead of index-only scans (the studio total: 139 ms before, 3 ms after, at 1M orders).
    async analyze() {
      await pool.query('vacuum analyze');
    },
    async close() {
      await pool.end();
    },
  };
}
