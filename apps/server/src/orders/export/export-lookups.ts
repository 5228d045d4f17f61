import { maskPhone } from '../../list/masking';
import { R, type ExportNames, type OrderTuple } from './export-record';
import type { ExportReader } from './export-reader';

/**
 * The names an exported order shows (member phone and nickname, patient, service or package,
 * studio, nurse), looked up in memory instead of joined per row: a join costs SQLite a
 * B-tree search per row and table, the larger part of a million-row export. Small tables are
 * read whole. Members and patients are read whole only when the export is large compared with
 * them (nearly every page of theirs would be visited anyway); otherwise only the ids a batch
 * needs. Anything missing (a record created since) is read on demand. Texts are interned (names
 * and masked phones repeat: 150****1234 stands for a hundred numbers), so the arrays mostly
 * hold references to few distinct strings.
 */

/** Rows per read when a table is read whole. */
const SCAN_CHUNK = 5_000;
/** The id-list lengths of on-demand reads (padded with a repeated id), to keep the statements few. */
const ID_LIST_SIZES = [8, 64, 500];
const ID_LIST_MAX = 500;
/** Strings interned per table at most (beyond that they are kept as read). */
const INTERN_LIMIT = 100_000;
/** A table is read whole when the export has at least this many orders per row of it. */
const WHOLE_TABLE_RATIO = 0.25;

class Lookup {
  /** One array per looked-up column, indexed by id. */
  private fields: Array<Array<string | undefined>>;
  private readonly interned = new Map<string, string>();

  constructor(
    private readonly reader: ExportReader,
    private readonly table: string,
    private readonly columns: string[],
    /** Per column: how a stored value is kept (masking, interning). */
    private readonly keepAs: Array<'intern' | 'phone'>,
  ) {
    this.fields = columns.map(() => []);
  }

  private intern(text: string): string {
    const known = this.interned.get(text);
    if (known !== undefined) return known;
    if (this.interned.size < INTERN_LIMIT) this.interned.set(text, text);
    return text;
  }

  private keep(rows: unknown[][]): void {
    for (const row of rows) {
      const id = Number(row[0]);
      for (let k = 0; k < this.columns.length; k++) {
        const text = String(row[k + 1] ?? '');
        (this.fields[k] as Array<string | undefined>)[id] = this.intern(this.keepAs[k] === 'phone' ? maskPhone(text) : text);
      }
    }
  }

  /** Reads the whole table, in id order, a chunk at a time. */
  async readAll(): Promise<void> {
    // One allocation per column rather than a backing store regrown (and copied) as ids arrive.
    const [top] = await this.reader.rows(`select max(id) from ${this.table}`, []);
    const size = Number(top?.[0] ?? 0) + 1;
    for (let k = 0; k < this.fields.length; k++) if ((this.fields[k]?.length ?? 0) < size) this.fields[k] = new Array<string | undefined>(size);
    const text = `select id, ${this.columns.join(', ')} from ${this.table} where id > ? order by id limit ${SCAN_CHUNK}`;
    for (let after = 0; ; ) {
      const rows = await this.reader.rows(text, [after]);
      this.keep(rows);
      if (rows.length < SCAN_CHUNK) return;
      after = Number(rows[rows.length - 1]?.[0]);
    }
  }

  /** Reads the ids of `rows[column]` not held yet. */
  async ensure(rows: OrderTuple[], column: number): Promise<void> {
    const held = this.fields[0] as Array<string | undefined>;
    const missing = new Set<number>();
    for (const row of rows) {
      const id = row[column] as number | null;
      if (id !== null && held[id] === undefined) missing.add(id);
    }
    const ids = [...missing];
    for (let start = 0; start < ids.length; start += ID_LIST_MAX) {
      const slice = ids.slice(start, start + ID_LIST_MAX);
      const size = ID_LIST_SIZES.find((n) => n >= slice.length) ?? slice.length;
      const padded = [...slice, ...Array<number>(size - slice.length).fill(slice[0] ?? 0)];
      this.keep(await this.reader.rows(`select id, ${this.columns.join(', ')} from ${this.table} where id in (${padded.map(() => '?').join(', ')})`, padded));
    }
  }

  get(id: number | null, field = 0): string | undefined {
    return id === null ? undefined : this.fields[field]?.[id];
  }
}

export interface ExportLookups {
  /** Reads what the batch needs and the lookups do not hold yet (records created since, or tables not read whole). */
  prepare(batch: OrderTuple[]): Promise<void>;
  /** The names of a prepared batch's rows. */
  names: ExportNames;
}

export async function exportLookups(reader: ExportReader, expectedRows: number): Promise<ExportLookups> {
  const member = new Lookup(reader, 'members', ['phone', 'nickname'], ['phone', 'intern']);
  const named = (table: string) => new Lookup(reader, table, ['name'], ['intern']);
  const patient = named('patients');
  const service = named('services');
  const pack = named('packages');
  const studio = named('studios');
  const nurse = named('nurses');
  for (const small of [service, pack, studio]) await small.readAll();
  const [sizes] = await reader.rows('select (select count(*) from members), (select count(*) from patients), (select count(*) from nurses)', []);
  const tables: Array<[Lookup, unknown]> = [[member, sizes?.[0]], [patient, sizes?.[1]], [nurse, sizes?.[2]]];
  for (const [lookup, rows] of tables) if (expectedRows >= Number(rows ?? 0) * WHOLE_TABLE_RATIO) await lookup.readAll();
  return {
    async prepare(batch) {
      await member.ensure(batch, R.memberId);
      await patient.ensure(batch, R.patientId);
      await nurse.ensure(batch, R.nurseId);
      await service.ensure(batch, R.serviceId);
      await pack.ensure(batch, R.packageId);
      await studio.ensure(batch, R.studioId);
    },
    names: {
      memberPhone: (row) => member.get(row[R.memberId]) ?? '',
      memberNickname: (row) => member.get(row[R.memberId], 1) ?? '',
      patientName: (row) => patient.get(row[R.patientId]) ?? '',
      serviceName: (row) => service.get(row[R.serviceId]) ?? null,
      packageName: (row) => pack.get(row[R.packageId]) ?? null,
      studioName: (row) => studio.get(row[R.studioId]) ?? '',
      nurseName: (row) => nurse.get(row[R.nurseId]) ?? null,
    },
  };
}
