import type { ExportJournalRequest, JournalRow } from '@careops/core/contract';
import { labelOf } from '@careops/core/enums';
import { journalKindEnum } from '@careops/core/resources';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ExportColumn } from '../../export/export-columns';
import { csvFormat } from '../../export/csv-format';
import type { ExportFormat } from '../../export/export-format';
import type { ExportReader } from '../../export/export-reader';
import { readerSql, streamListExport, type NoNames } from '../../export/list-export';
import { ndjsonFormat } from '../../export/ndjson-format';
import { xlsxFormat } from '../../export/xlsx-format';
import type { Handler } from '../../http/handler-types';
import { filteredJournal, loadJournals } from './journal-read';

/** Transactions per read. */
export const JOURNAL_EXPORT_BATCH = 500;

/** An exported transaction: the list's own row (a one-element tuple for the shared writers). */
type JournalTuple = [JournalRow];

const SORT_COLUMNS = { id: 'journal_transactions.id', at: 'journal_transactions.at', amount: 'journal_transactions.amount_cents' } as const;
const sortValueOf = { id: (r: JournalRow) => r.id, at: (r: JournalRow) => r.at, amount: (r: JournalRow) => r.amountCents } as const;

/** The CSV and XLSX columns: what the journal list shows, as people read it (kind as a word, money in yuan, local times). */
function journalColumns(): ExportColumn<JournalTuple, NoNames>[] {
  const kinds = new Map<string, string>();
  const kindWord = (kind: string) => {
    let word = kinds.get(kind);
    if (word === undefined) kinds.set(kind, (word = labelOf(journalKindEnum, kind)));
    return word;
  };
  return [
    { title: 'resources.field.id', kind: 'number', value: ([r]) => r.id },
    { title: 'finance.res.field.at', kind: 'date', value: ([r]) => r.at },
    { title: 'finance.res.field.kind', kind: 'text', repeats: true, value: ([r]) => kindWord(r.kind) },
    { title: 'finance.res.field.amount', kind: 'money', value: ([r]) => r.amountCents },
    { title: 'finance.res.field.summary', kind: 'text', value: ([r]) => r.summary },
    { title: 'finance.res.field.order', kind: 'text', value: ([r]) => r.orderNo },
    { title: 'finance.res.field.memo', kind: 'text', value: ([r]) => r.memo },
    { title: 'finance.res.field.actor', kind: 'text', value: ([r]) => r.actorName },
  ];
}

const formats: Record<ExportJournalRequest['format'], () => ExportFormat<JournalTuple, NoNames>> = {
  csv: () => csvFormat(journalColumns()),
  xlsx: () => xlsxFormat(journalColumns(), 'finance.export.xlsx.sheet'),
  // NDJSON: the list's row as getJournalList answers it (cents, epoch ms, kind codes, postings).
  ndjson: () => ndjsonFormat(([r]) => r),
};

/**
 * The filtered transactions in the list's order (getJournalList's filters, filteredJournal, and
 * sort with the id as tie-break), walked by keyset on the export's snapshot. Each batch's rows
 * are built by the list's own loadJournals: a posted transaction never changes, so reading its
 * postings outside the snapshot gives the same row.
 */
async function* journalBatches(db: Kysely<Database>, reader: ExportReader, request: ExportJournalRequest, size: number): AsyncGenerator<JournalTuple[]> {
  const column = SORT_COLUMNS[request.sort.field];
  const desc = request.sort.direction === 'desc';
  let after: { value: number; id: number } | null = null;
  for (;;) {
    const keyset = after;
    let query = filteredJournal(db, request).select('journal_transactions.id');
    if (keyset) {
      query = column === SORT_COLUMNS.id
        ? query.where('journal_transactions.id', desc ? '<' : '>', keyset.id)
        : query.where(sql<boolean>`(${sql.ref(column)}, journal_transactions.id) ${sql.raw(desc ? '<' : '>')} (${keyset.value}, ${keyset.id})`);
    }
    query = query.orderBy(sql.ref(column), desc ? 'desc' : 'asc');
    if (column !== SORT_COLUMNS.id) query = query.orderBy('journal_transactions.id', desc ? 'desc' : 'asc');
    const statement = readerSql(query.limit(size).compile());
    const ids = (await reader.manyRows(statement.text, statement.params)).map((row) => Number(row[0]));
    const rows = await loadJournals(db, ids);
    if (rows.length) yield rows.map((r): JournalTuple => [r]);
    const last = rows[rows.length - 1];
    if (ids.length < size || !last) return;
    after = { value: sortValueOf[request.sort.field](last), id: last.id };
  }
}

/** Batch size for tests (several batches from a few postings); the production size otherwise. */
let batchSize = JOURNAL_EXPORT_BATCH;
export function setJournalExportBatchForTests(size: number | null): number {
  batchSize = size ?? JOURNAL_EXPORT_BATCH;
  return batchSize;
}

/**
 * exportJournal: the filtered journal as CSV, XLSX or NDJSON, streamed batch by batch through
 * the shared writers, from one snapshot. Bad filters fail before the first byte (101, by the
 * request schema). One audit row, `journal.export`, when the stream ends (format, filters,
 * rows sent, whether the file was complete).
 */
export const exportJournal: Handler<'exportJournal'> = async (ctx) => {
  const request = ctx.body;
  const size = batchSize;
  return streamListExport(ctx, {
    request,
    count: filteredJournal(ctx.db, request).select(sql<number>`count(*)`.as('n')).compile(),
    batches: (reader) => journalBatches(ctx.db, reader, request, size),
    format: formats[request.format],
    audit: { action: 'journal.export', entity: 'journal' },
    fileStem: 'journal',
  });
};
