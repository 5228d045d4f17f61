import { sql, type Kysely, type Migration } from 'kysely';

/** What the built-in finance role held before it was kept to reading orders and money. */
const FINANCE_NO_LONGER = ['orderList.review', 'orderList.assign', 'orderList.cancel', 'orderList.complaint', 'orderList.notes', 'orderList.export'];

/**
 * Takes from the built-in finance role (on databases seeded before) the order actions it no
 * longer has: cancelling (a refund), deciding reviews, dispatch, complaints, notes, export. A new
 * database is seeded from the rule directly. Also indexes captchas by address, which now holds at
 * most a few live ones each (auth/captcha.ts).
 */
export function leastPrivilege(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const codes = FINANCE_NO_LONGER.map((c) => `'${c}'`).join(', ');
      await sql
        .raw(
          `delete from role_permissions where role_id in (select id from roles where code = 'finance' and built_in = 1)
           and node_id in (select id from permission_nodes where code in (${codes}))`,
        )
        .execute(db);
      await sql.raw('create index captchas_address on captchas (address, created_at)').execute(db);
    },
  };
}
