import type { ExportFormat } from './export-format';

/** NDJSON: one JSON object per line, the object the area makes of a row (machine values). */
export function ndjsonFormat<Row, Names>(objectOf: (row: Row, names: Names) => unknown): ExportFormat<Row, Names> {
  return {
    start: () => {},
    rows: (rows, names, out) => {
      for (const row of rows) {
        out.text(JSON.stringify(objectOf(row, names)));
        out.byte(10);
      }
    },
    end: () => {},
  };
}
