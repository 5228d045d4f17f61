import { CompiledQuery, type Kysely } from 'kysely';
import type { PermissionNode } from '@careops/core/permissions';
import type { DialectName } from '../db/connect';
import type { HotPathRunner } from '../db/hot-path';
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

// The nodes come out as one JSON array text, built by the database: no row objects to make
// and no JSON.stringify in the server. Each node id once (IN dedups across roles), by id.
const nodesFrom = `from permission_nodes n where n.id in
 (select rp.node_id from user_roles ur join role_permissions rp on rp.role_id = ur.role_id where ur.user_id = ?)`;
// Each node's JSON object is kept beside it (node_json, migration 0009): the array is a join of
// stored texts (SQLite 39 µs against 71 µs building the objects on every call).
const sqliteNodesSql = `select '[' || coalesce(group_concat(n.node_json, ',' order by n.id), '') || ']' as "nodes" ${nodesFrom}`;
const postgresNodesSql = `select '[' || coalesce(string_agg(n.node_json, ',' order by n.id), '') || ']' as "nodes" ${nodesFrom}`;

// Only the codes, as one comma-separated text (codes have no commas): what handlers that
// decide per row ("which actions may this caller send") need, without the menu's fields.
const sqliteCodesSql = `select group_concat(n.code, ',') as "codes" ${nodesFrom}`;
const postgresCodesSql = `select string_agg(n.code, ',') as "codes" ${nodesFrom}`;

// Whether a user holds a node code: the node's id first (one search by code), then the roles
// holding it, then whether the user has one of them. SQLite answers this in ~9 µs; joined the
// other way round (the user's roles, each role's grant of the code) it took ~24 µs.
const grantedSql = (user: string) => `exists (select 1 from user_roles ur where ur.user_id = ${user} and ur.role_id in
 (select rp.role_id from role_permissions rp where rp.node_id = (select n.id from permission_nodes n where n.code = ?)))`;

// Parameters: user id, node code.
const hasPermissionSql = `select 1 as "granted" where ${grantedSql('?')}`;

// A node-guarded request reads its session and its permission in one statement (parameters:
// node code, token hash): one round trip fewer than session + hasPermission.
const sessionWithPermissionSql = sessionSql.replace(' from sessions s', `, ${grantedSql('s.user_id')} as "granted"\n from sessions s`);

const stationsSql = `select studio_id as "studioId" from user_stations where user_id = ? order by studio_id`;

export interface UserPermissionSql {
  /** Session and account by token hash (one row or none). */
  session: string;
  /** The user's permission nodes, deduplicated across roles, by id, as one JSON array text. */
  nodes: string;
  /** The user's node codes as one comma-separated text (null: none). */
  codes: string;
  /** One row when the user holds the node code. */
  hasPermission: string;
  /** `session` plus `granted` (whether the user holds a node code). Parameters: [code, tokenHash]. */
  sessionWithPermission: string;
  /** The studios (stations) the user is bound to, by id. */
  stations: string;
}

const numbered = (text: string) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

/** The SQL texts for a dialect. */
export function userPermissionSql(dialect: DialectName): UserPermissionSql {
  if (dialect === 'sqlite') {
    return { session: sessionSql, nodes: sqliteNodesSql, codes: sqliteCodesSql, hasPermission: hasPermissionSql, sessionWithPermission: sessionWithPermissionSql, stations: stationsSql };
  }
  return {
    session: numbered(sessionSql),
    nodes: numbered(postgresNodesSql),
    codes: numbered(postgresCodesSql),
    hasPermission: numbered(hasPermissionSql),
    sessionWithPermission: numbered(sessionWithPermissionSql),
    stations: numbered(stationsSql),
  };
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

/** How many distinct code lists `codes` keeps as sets (one per combination of roles in use). */
const CODE_SETS_KEPT = 32;

/** Runs the hot-path queries (see db/hot-path.ts) and types their rows. */
export class PermissionQueries {
  readonly sql: UserPermissionSql;

  constructor(
    dialect: DialectName,
    private readonly runner: HotPathRunner,
  ) {
    this.sql = userPermissionSql(dialect);
  }

  private run(text: string, params: unknown[]): Promise<unknown[]> {
    return this.runner.run(text, params);
  }

  /**
   * Runs another fixed read on the hot path (a hot list's statements): prepared once, read
   * on the hot-path connection (committed data only: not for reads inside a transaction).
   */
  hot(text: string, params: unknown[]): Promise<unknown[]> {
    return this.runner.run(text, params);
  }

  async session(tokenHash: string): Promise<SessionRow | undefined> {
    return (await this.run(this.sql.session, [tokenHash]))[0] as SessionRow | undefined;
  }

  /** The session by token hash, and whether its user holds the node `code`. */
  async sessionWithPermission(tokenHash: string, code: string): Promise<(SessionRow & { granted: boolean }) | undefined> {
    const row = (await this.run(this.sql.sessionWithPermission, [code, tokenHash]))[0] as (SessionRow & { granted: boolean | number }) | undefined;
    return row ? { ...row, granted: row.granted === true || Number(row.granted) === 1 } : undefined;
  }

  /** The user's nodes as the JSON text of a PermissionNode array. */
  async nodesJson(userId: number): Promise<string> {
    const [row] = (await this.run(this.sql.nodes, [userId])) as Array<{ nodes: string | null }>;
    return row?.nodes ?? '[]';
  }

  async nodes(userId: number): Promise<PermissionNode[]> {
    return JSON.parse(await this.nodesJson(userId)) as PermissionNode[];
  }

  /** The sets of the code lists last read: a list request needs them, and few users differ. */
  private readonly codeSets = new Map<string, ReadonlySet<string>>();

  /** The node codes the user holds (deduplicated across roles). */
  async codes(userId: number): Promise<ReadonlySet<string>> {
    const [row] = (await this.run(this.sql.codes, [userId])) as Array<{ codes: string | null }>;
    const text = row?.codes ?? '';
    let codes = this.codeSets.get(text);
    if (!codes) {
      // Splitting a hundred codes into a set took ~11 µs of every list request.
      if (this.codeSets.size >= CODE_SETS_KEPT) this.codeSets.clear();
      codes = new Set(text ? text.split(',') : []);
      this.codeSets.set(text, codes);
    }
    return codes;
  }

  /** The user's stations by id, or null when bound to none (sees all). */
  async stationIds(userId: number): Promise<number[] | null> {
    const rows = (await this.run(this.sql.stations, [userId])) as Array<{ studioId: number }>;
    return rows.length ? rows.map((r) => Number(r.studioId)) : null;
  }

  async has(userId: number, code: string): Promise<boolean> {
    return (await this.run(this.sql.hasPermission, [userId, code])).length > 0;
  }
}

/**
 * The raw SQL behind `getUserPermission` for a token, run directly through Kysely: what the
 * benchmark compares the HTTP round trip with.
 */
export async function runUserPermissionSql(db: Kysely<Database>, dialect: DialectName, tokenHash: string): Promise<string | null> {
  const viaKysely: HotPathRunner = { run: async (text, params) => (await db.executeQuery(CompiledQuery.raw(text, params))).rows, close: async () => {} };
  const queries = new PermissionQueries(dialect, viaKysely);
  const session = await queries.session(tokenHash);
  return session ? queries.nodesJson(session.userId) : null;
}
