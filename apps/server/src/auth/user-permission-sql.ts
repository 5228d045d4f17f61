import { CompiledQuery, type Kysely } from 'kysely';
import type { PermissionNode } from '@careops/core';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';

/**
 * The hot path of every signed-in request, as plain SQL (written with `?` and numbered for
 * PostgreSQL). The server runs exactly these texts; the benchmark runs them too, directly,
 * to measure the floor under `getUserPermission` (docs/server.md).
 */
const sessionSql = `select s.id as "sessionId", s.user_id as "userId", s.last_seen_at as "lastSeenAt",
 s.idle_expires_at as "idleExpiresAt", s.absolute_expires_at as "absoluteExpiresAt", s.revoked_at as "revokedAt",
 u.status as "status", u.username as "username", u.phone as "phone"
 from sessions s join system_users u on u.id = s.user_id where s.token_hash = ?`;

const nodesSql = `select distinct n.id as "id", n.parent_id as "parentId", n.code as "code", n.name as "name",
 n.icon as "icon", n.num as "num", n.ismenu as "ismenu"
 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
 join permission_nodes n on n.id = rp.node_id where ur.user_id = ? order by n.id`;

const hasPermissionSql = `select 1 as "granted" from user_roles ur
 join role_permissions rp on rp.role_id = ur.role_id
 join permission_nodes n on n.id = rp.node_id
 where ur.user_id = ? and n.code = ? limit 1`;

export interface UserPermissionSql {
  /** Session and account by token hash (one row or none). */
  session: string;
  /** The user's permission nodes, deduplicated across roles, by id. */
  nodes: string;
  /** One row when the user holds the node code. */
  hasPermission: string;
}

const numbered = (text: string) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

/** The SQL texts for a dialect. */
export function userPermissionSql(dialect: DialectName): UserPermissionSql {
  const texts = { session: sessionSql, nodes: nodesSql, hasPermission: hasPermissionSql };
  if (dialect === 'sqlite') return texts;
  return { session: numbered(sessionSql), nodes: numbered(nodesSql), hasPermission: numbered(hasPermissionSql) };
}

export interface SessionRow {
  sessionId: number;
  userId: number;
  lastSeenAt: number;
  idleExpiresAt: number;
  absoluteExpiresAt: number;
  revokedAt: number | null;
  status: number;
  username: string;
  phone: string;
}

/** A statement of a synchronous SQLite driver (better-sqlite3). */
interface ReaderStatement {
  all(...params: unknown[]): unknown[];
}

/** A read-only SQLite connection of its own, for the hot path (better-sqlite3). */
export interface SqliteReader {
  prepare(sql: string): ReaderStatement;
  close(): void;
}

/**
 * Runs the hot-path queries without building them each time. On SQLite they run as prepared
 * statements on a read-only connection of their own: WAL lets it read committed data while
 * the Kysely connection writes, and it skips Kysely's per-query machinery. On PostgreSQL they
 * run through Kysely's pool as raw compiled queries.
 */
export class PermissionQueries {
  readonly sql: UserPermissionSql;
  private readonly run: (text: string, params: unknown[]) => Promise<unknown[]>;

  constructor(db: Kysely<Database>, dialect: DialectName, reader?: SqliteReader) {
    this.sql = userPermissionSql(dialect);
    if (reader) {
      const statements = new Map(Object.values(this.sql).map((text) => [text, reader.prepare(text)]));
      this.run = async (text, params) => statements.get(text)?.all(...params) ?? [];
    } else {
      this.run = async (text, params) => (await db.executeQuery(CompiledQuery.raw(text, params))).rows;
    }
  }

  async session(tokenHash: string): Promise<SessionRow | undefined> {
    return (await this.run(this.sql.session, [tokenHash]))[0] as SessionRow | undefined;
  }

  async nodes(userId: number): Promise<PermissionNode[]> {
    return (await this.run(this.sql.nodes, [userId])) as PermissionNode[];
  }

  async has(userId: number, code: string): Promise<boolean> {
    return (await this.run(this.sql.hasPermission, [userId, code])).length > 0;
  }
}

/**
 * The raw SQL behind `getUserPermission` for a token, run directly through Kysely: what the
 * benchmark compares the HTTP round trip with.
 */
export async function runUserPermissionSql(db: Kysely<Database>, dialect: DialectName, tokenHash: string): Promise<PermissionNode[] | null> {
  const queries = new PermissionQueries(db, dialect);
  const session = await queries.session(tokenHash);
  return session ? queries.nodes(session.userId) : null;
}
