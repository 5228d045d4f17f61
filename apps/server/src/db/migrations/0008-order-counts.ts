import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

/** The width of a count bucket: 30 days of `created_at` (epoch ms). */
export const ORDER_COUNT_BUCKET_MS = 2_592_000_000;

const bucketOf = (row: 'new' | 'old') => `${row}.created_at / ${ORDER_COUNT_BUCKET_MS}`;

/**
 * Exact order counts per (30-day bucket of created_at, status, studio), kept by triggers in the
 * transaction of every insert, delete and update of orders. A deep page of the order list
 * (newest or oldest first) finds the bucket its offset falls in from these few thousand rows
 * and walks only from that bucket's edge (orders/order-list-counts.ts), instead of skipping
 * hundreds of thousands of index entries.
 */
export function orderCounts(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const columns = 'bucket bigint not null, status integer not null, studio_id integer not null, n bigint not null, primary key (bucket, status, studio_id)';
      // WITHOUT ROWID: the rows are stored in key order, so a sum over a filter reads them in place.
      await sql.raw(`create table order_counts (${columns})${dialect === 'sqlite' ? ' without rowid' : ''}`).execute(db);
      await sql.raw(`create index order_counts_studio on order_counts (studio_id, status, bucket)`).execute(db);
      await sql.raw(`insert into order_counts (bucket, status, studio_id, n) select created_at / ${ORDER_COUNT_BUCKET_MS}, status, studio_id, count(*) from orders group by 1, 2, 3`).execute(db);
      for (const statement of dialect === 'sqlite' ? sqliteTriggers() : postgresTriggers()) await sql.raw(statement).execute(db);
    },
  };
}

const add = (row: 'new' | 'old') =>
  `insert into order_counts (bucket, status, studio_id, n) values (${bucketOf(row)}, ${row}.status, ${row}.studio_id, 1)
   on conflict (bucket, status, studio_id) do update set n = order_counts.n + 1`;
const remove = (row: 'new' | 'old') => `update order_counts set n = n - 1 where bucket = ${bucketOf(row)} and status = ${row}.status and studio_id = ${row}.studio_id`;
const moved = `${bucketOf('old')} <> ${bucketOf('new')} or old.status <> new.status or old.studio_id <> new.studio_id`;

function sqliteTriggers(): string[] {
  return [
    `create trigger orders_count_insert after insert on orders begin ${add('new')}; end`,
    `create trigger orders_count_delete after delete on orders begin ${remove('old')}; end`,
    `create trigger orders_count_update after update of created_at, status, studio_id on orders when ${moved} begin ${remove('old')}; ${add('new')}; end`,
  ];
}

function postgresTriggers(): string[] {
  // An update touches two count rows; taking them in key order keeps two transactions moving
  // orders in opposite directions (5 → 7 and 7 → 5) from waiting on each other.
  return [
    `create function orders_count() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    ${add('new')};
  elsif tg_op = 'DELETE' then
    ${remove('old')};
  elsif ${moved} then
    if (${bucketOf('old')}, old.status, old.studio_id) < (${bucketOf('new')}, new.status, new.studio_id) then
      ${remove('old')};
      ${add('new')};
    else
      ${add('new')};
      ${remove('old')};
    end if;
  end if;
  return null;
end $$`,
    `create trigger orders_count after insert or delete or update of created_at, status, studio_id on orders for each row execute function orders_count()`,
  ];
}
