import { maskPhone } from '../../list/masking';
import { R, type ExportNames, type OrderTuple } from './export-record';
import type { ExportReader } from '../../export/export-reader';
import { TextTable } from '../../export/text-table';

/**
 * The names an exported order shows (member phone and nickname, patient, service or package,
 * studio, nurse), looked up in memory instead of joined per row: a join costs SQLite a
 * B-tree search per row and table, the larger part of a million-row export. They are kept as
 * bytes (text-table.ts). Small tables are read whole. Members and patients are read whole only
 * when the export is large compared with them (nearly every page of theirs would be visited
 * anyway); otherwise the ids each batch needs, as it comes. All on the export's snapshot.
 */

/** Rows per read when a table is read whole. */
const SCAN_CHUNK = 1_000;
/** The id-list lengths of on-demand reads (padded with a repeated id), to keep the statements few. */
const ID_LIST_SIZES = [8, 64, 500];
const ID_LIST_MAX = 500;
/** A table is read whole when the export has at least this many orders per row of it. */
const WHOLE_TABLE_RATIO = 0.25;

class Lookup {
  /** Read whole on the export's snapshot: nothing can be missing, so batches need no check. */
  private whole = false;

  constructor(
    private readonly reader: ExportReader,
    private readonly table: string,
    private readonly columns: string[],
    /** Per column: where its texts go, and whether they are phones (kept masked). */
    private readonly into: TextTable[],
    private readonly phones: boolean[] = [],
  ) {}

  private keep(rows: unknown[][]): void {
    for (const row of rows) {
      const id = Number(row[0]);
      for (let k = 0; k < this.columns.length; k++) {
        const text = String(row[k + 1] ?? '');
        (this.into[k] as TextTable).set(id, this.phones[k] ? maskPhone(text) : text);
      }
    }
  }

  /** Reads the whole table, in id order, a chunk at a time. */
  async readAll(): Promise<void> {
    const [top] = await this.reader.rows(`select max(id) from ${this.table}`, []);
    for (const table of this.into) table.reserve(Number(top?.[0] ?? 0) + 1);
    const text = `select id, ${this.columns.join(', ')} from ${this.table} where id > ? order by id limit ${SCAN_CHUNK}`;
    for (let after = 0; ; ) {
      const rows = await this.reader.manyRows(text, [after]);
      this.keep(rows);
      if (rows.length < SCAN_CHUNK) break;
      after = Number(rows[rows.length - 1]?.[0]);
    }
    this.whole = true;
  }

  /** Reads the ids of `rows[column]` not held yet. */
  async ensure(rows: OrderTuple[], column: number): Promise<void> {
    if (this.whole) return;
    const held = this.into[0] as TextTable;
    const missing = new Set<number>();
    for (const row of rows) {
      const id = row[column] as number | null;
      if (id !== null && !held.has(id)) missing.add(id);
    }
    const ids = [...missing];
    for (let start = 0; start < ids.length; start += ID_LIST_MAX) {
      const slice = ids.slice(start, start + ID_LIST_MAX);
      const size = ID_LIST_SIZES.find((n) => n >= slice.length) ?? slice.length;
      const padded = [...slice, ...Array<number>(size - slice.length).fill(slice[0] ?? 0)];
      this.keep(await this.reader.rows(`select id, ${this.columns.join(', ')} from ${this.table} where id in (${padded.map(() => '?').join(', ')})`, padded));
    }
  }
}

export interface ExportLookups {
  /** Reads what the batch needs and the lookups do not hold yet (records created since, or tables not read whole). */
  prepare(batch: OrderTuple[]): Promise<void>;
  /** The names of a prepared batch's rows. */
  names: ExportNames;
}

export async function exportLookups(reader: ExportReader, expectedRows: number): Promise<ExportLookups> {
  const names: ExportNames = {
    memberPhone: new TextTable(),
    memberNickname: new TextTable(),
    patientName: new TextTable(),
    serviceName: new TextTable(),
    packageName: new TextTable(),
    studioName: new TextTable(),
    nurseName: new TextTable(),
  };
  const member = new Lookup(reader, 'members', ['phone', 'nickname'], [names.memberPhone, names.memberNickname], [true, false]);
  const patient = new Lookup(reader, 'patients', ['name'], [names.patientName]);
  const service = new Lookup(reader, 'services', ['name'], [names.serviceName]);
  const pack = new Lookup(reader, 'packages', ['name'], [names.packageName]);
  const studio = new Lookup(reader, 'studios', ['name'], [names.studioName]);
  const nurse = new Lookup(reader, 'nurses', ['name'], [names.nurseName]);
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
    names,
  };
}
