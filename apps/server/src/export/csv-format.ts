import { CSV_BOM, csvField } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import type { ChunkWriter } from './chunk-writer';
import { nameCell, type ExportColumn, type ExportNameTables, type ExportTuple } from './export-columns';
import type { ExportFormat } from './export-format';
import { localTimeFormatter } from './local-time';
import { memoized } from './text-memo';

/**
 * CSV as spreadsheets open it: core's CSV rule (format/csv.ts: RFC 4180 quoting, the formula
 * guard), CRLF line ends, a UTF-8 byte-order mark so Excel reads UTF-8, the column titles first.
 * Written as bytes (chunk-writer.ts): no string per row; a cell goes through core's csvField
 * only when ChunkWriter.plainCsv (the same rule, byte by byte) cannot copy it as it is.
 */
type CellWriter<Row, Names> = (row: Row, names: Names, out: ChunkWriter) => void;

const COMMA = 44;
const CR = 13;
const LF = 10;

export function csvFormat<Row extends ExportTuple, Names extends ExportNameTables<Names>>(columns: ExportColumn<Row, Names>[]): ExportFormat<Row, Names> {
  // One cell writer per column, chosen once: the per-row work is the value and its bytes.
  const cells = columns.map((column): CellWriter<Row, Names> => {
    if (column.kind === 'name') {
      // Most names are copied as bytes; one that needs quoting goes through csvField.
      return nameCell<Row, Names, ChunkWriter>(
        column,
        (table, id, out) => (table.plain(id, false) ? table.write(id, out) : out.text(csvField(table.text(id) ?? ''))),
        () => {},
      );
    }
    const value = column.value;
    switch (column.kind) {
      case 'number':
        return (row, names, out) => {
          const v = value(row);
          if (v !== null) out.int(Number(v));
        };
      case 'money':
        return (row, names, out) => {
          const v = value(row);
          if (v !== null) out.cents(Number(v));
        };
      case 'date': {
        // One formatter per column: its last-quarter shortcut then holds for that column's times.
        const time = localTimeFormatter();
        return (row, names, out) => {
          const v = value(row);
          if (v !== null) time.write(Number(v), out);
        };
      }
      default: {
        if (column.repeats) {
          const escape = memoized(csvField);
          return (row, names, out) => {
            const v = value(row);
            if (v !== null) out.text(escape(String(v)));
          };
        }
        return (row, names, out) => {
          const v = value(row);
          if (v !== null && !out.plainCsv(String(v))) out.text(csvField(String(v)));
        };
      }
    }
  });
  const last = cells.length - 1;
  return {
    start: (out) => out.text(`${CSV_BOM}${columns.map((c) => csvField(t(c.title))).join(',')}\r\n`),
    rows: (rows, names, out) => {
      for (const row of rows) {
        for (let i = 0; i < last; i++) {
          (cells[i] as CellWriter<Row, Names>)(row, names, out);
          out.byte(COMMA);
        }
        (cells[last] as CellWriter<Row, Names>)(row, names, out);
        out.byte(CR);
        out.byte(LF);
      }
    },
    end: () => {},
  };
}
