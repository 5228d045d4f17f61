import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** An event as the log keeps it. */
export interface LoggedEvent {
  id: number;
  topic: string;
  at: number;
  permission: string;
  studioId: number | null;
  userId: number | null;
  payload: string;
}

/** One open stream: who is listening and how to hand it an event. */
export interface LiveConnection {
  readonly userId: number;
  /** Read again now and then (sse-route.ts): a role change reaches open streams. */
  codes: ReadonlySet<string>;
  stations: number[] | null;
  readonly topics: ReadonlySet<string> | null;
  send(event: LoggedEvent): void;
  end(): void;
}

/** Whether a connection may receive an event (its permission, stations, addressee, topics). */
export function mayReceive(connection: LiveConnection, event: LoggedEvent): boolean {
  if (connection.topics && !connection.topics.has(event.topic)) return false;
  if (event.userId !== null && event.userId !== connection.userId) return false;
  if (event.permission && !connection.codes.has(event.permission)) return false;
  if (event.studioId !== null && connection.stations !== null && !connection.stations.includes(event.studioId)) return false;
  return true;
}

/** A hole in the ids younger than this is a transaction still committing: wait for it. */
const GAP_WAIT_MS = 2000;
const BATCH = 500;

type Row = { id: number; topic: string; at: number; permission: string; studio_id: number | null; user_id: number | null; payload: string };
const eventOf = (r: Row): LoggedEvent => ({
  id: Number(r.id),
  topic: r.topic,
  at: Number(r.at),
  permission: r.permission,
  studioId: r.studio_id === null ? null : Number(r.studio_id),
  userId: r.user_id === null ? null : Number(r.user_id),
  payload: r.payload,
});

/**
 * Reads the event log in id order and hands each new event to the connections that may see
 * it. Woken by `wake()` (PostgreSQL NOTIFY) and by its own poll. Ids may commit out of order
 * on PostgreSQL (two transactions), so a missing id stops delivery until it appears or
 * GAP_WAIT_MS passes (a rolled-back id never appears).
 */
export class EventHub {
  private cursor = 0;
  private readonly connections = new Set<LiveConnection>();
  private reading: Promise<void> | null = null;
  private again = false;
  private gapSince: number | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  async start(): Promise<void> {
    const row = await this.db.selectFrom('event_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    this.cursor = Number(row?.id ?? 0);
  }

  /** The last id handed out: a new connection replays up to here, live events come after it. */
  position(): number {
    return this.cursor;
  }

  add(connection: LiveConnection): void {
    this.connections.add(connection);
  }

  remove(connection: LiveConnection): void {
    this.connections.delete(connection);
  }

  /** Ends every stream (the server is stopping; clients reconnect elsewhere). */
  closeAll(): void {
    for (const connection of [...this.connections]) connection.end();
    this.connections.clear();
  }

  size(): number {
    return this.connections.size;
  }

  /** Reads what is new now (or once the read in progress ends). */
  wake(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = (async () => {
      try {
        do {
          this.again = false;
          await this.readNew();
        } while (this.again);
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
  }

  private async readNew(): Promise<void> {
    for (;;) {
      const rows = (await this.db.selectFrom('event_log').selectAll().where('id', '>', this.cursor).orderBy('id').limit(BATCH).execute()) as Row[];
      if (!rows.length) return;
      for (const row of rows) {
        const event = eventOf(row);
        if (event.id !== this.cursor + 1) {
          const now = Date.now();
          this.gapSince ??= now;
          if (now - this.gapSince < GAP_WAIT_MS) return;
        }
        this.gapSince = null;
        this.cursor = event.id;
        for (const connection of this.connections) {
          if (mayReceive(connection, event)) connection.send(event);
        }
      }
      if (rows.length < BATCH) return;
    }
  }

  /** Events after `after` up to `until` for one connection (a resumed stream's replay). */
  async replay(after: number, until: number): Promise<LoggedEvent[]> {
    const rows = (await this.db.selectFrom('event_log').selectAll().where('id', '>', after).where('id', '<=', until).orderBy('id').limit(10_000).execute()) as Row[];
    return rows.map(eventOf);
  }

  /** The oldest id still kept (0 when the log is empty). */
  async oldest(): Promise<number> {
    const row = await this.db.selectFrom('event_log').select((eb) => eb.fn.min('id').as('id')).executeTakeFirst();
    return Number(row?.id ?? 0);
  }
}
