import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

/** The fields of a node as `getUserPermission` answers them (core's PermissionNode), from `row`. */
const fields = (row: string) =>
  `'id', ${row}.id, 'parentId', ${row}.parent_id, 'code', ${row}.code, 'name', ${row}.name, 'icon', ${row}.icon, 'num', ${row}.num, 'ismenu', ${row}.ismenu`;

/** The columns the JSON is made of: a change to any of them remakes it. */
const SOURCE_COLUMNS = 'parent_id, code, name, icon, num, ismenu';

/**
 * Each permission node's JSON object, kept beside it (`node_json`) by triggers in the
 * transaction of every insert and update, whoever writes. Every console load and `careops
 * whoami` reads a user's nodes: joining stored texts costs SQLite about half of building a
 * hundred objects on every call (user-permission-sql.ts).
 */
export function permissionNodeJson(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql.raw(`alter table permission_nodes add column node_json text not null default ''`).execute(db);
      const statements = dialect === 'sqlite' ? sqliteStatements() : postgresStatements();
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}

function sqliteStatements(): string[] {
  const remake = `update permission_nodes set node_json = json_object(${fields('new')}) where id = new.id`;
  return [
    `update permission_nodes set node_json = json_object(${fields('permission_nodes')})`,
    `create trigger permission_nodes_json_insert after insert on permission_nodes begin ${remake}; end`,
    // Only the source columns: the trigger's own update (of node_json) does not fire it again.
    `create trigger permission_nodes_json_update after update of ${SOURCE_COLUMNS} on permission_nodes begin ${remake}; end`,
  ];
}

function postgresStatements(): string[] {
  return [
    `update permission_nodes set node_json = json_build_object(${fields('permission_nodes')})::text`,
    `create function permission_nodes_json() returns trigger language plpgsql as $$
begin
  new.node_json := json_build_object(${fields('new')})::text;
  return new;
end $$`,
    `create trigger permission_nodes_json before insert or update of ${SOURCE_COLUMNS} on permission_nodes for each row execute function permission_nodes_json()`,
  ];
}
