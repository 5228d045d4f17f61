import { t, type MessageKey } from '@careops/core/i18n';
import { Zip, ZipPassThrough, strToU8 } from 'fflate';
import { ChunkPool, ChunkWriter } from './chunk-writer';
import { nameCell, type ColumnKind, type ExportColumn, type ExportNameTables, type ExportTuple } from './export-columns';
import type { ExportFormat } from './export-format';
import { localTimeFormatter } from './local-time';
import { NativeZipDeflate } from './native-zip-deflate';
import { memoized } from './text-memo';
import { XLSX_STYLE, contentTypesXml, rootRelsXml, sheetEndXml, sheetStartXml, stylesXml, workbookRelsXml, workbookXml, xmlText } from './xlsx-parts';

/**
 * XLSX written as it streams: a zip (fflate's Zip; sheets deflated by zlib, see
 * native-zip-deflate.ts; sizes in data descriptors) whose worksheets are SpreadsheetML written by hand with inline strings (no
 * shared-string table to hold in memory). Numbers are numbers, money has two decimals, times
 * are real date cells in local time. A sheet holds at most SHEET_ROWS rows under its title
 * row (Excel's limit is 1,048,576 rows); more continue on
 * "<sheet> 2", "<sheet> 3"… (the sheet name is the area's message).
 */
export const SHEET_ROWS = 1_048_575;
/** Deflate level: 1 is several times faster than the default 6 and about 20% larger here. */
const LEVEL = 1;
const WIDTHS: Record<ColumnKind, number> = { number: 10, text: 22, name: 22, money: 12, date: 20 };

const spaces = /^\s|\s$/;
const TEXT_CELL_OPEN = '<c t="inlineStr"><is><t>';
const TEXT_CELL_CLOSE = '</t></is></c>';
const textCell = (text: string) => (text === '' ? '<c/>' : `<c t="inlineStr"><is><t${spaces.test(text) ? ' xml:space="preserve"' : ''}>${xmlText(text)}</t></is></c>`);

/** Sheet XML is written into chunks this large, handed to the sheet's deflate stream and reused once it has taken them. */
const XML_CHUNK = 1 << 18;

type CellWriter<Row, Names> = (row: Row, names: Names, xml: ChunkWriter) => void;

export function xlsxFormat<Row extends ExportTuple, Names extends ExportNameTables<Names>>(
  columns: ExportColumn<Row, Names>[],
  sheetName: MessageKey,
  sheetRows = SHEET_ROWS,
): ExportFormat<Row, Names> {
  const time = localTimeFormatter();
  const pending: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    pending.push(data);
  });
  /** The zip's bytes made so far, into `out`. */
  const flush = (out: ChunkWriter) => {
    for (const data of pending) out.bytes(data);
    pending.length = 0;
  };
  const stored = (name: string, text: string) => {
    const entry = new ZipPassThrough(name);
    zip.add(entry);
    entry.push(strToU8(text), true);
  };
  const titleRow = `<row>${columns.map((c) => `<c t="inlineStr" s="${XLSX_STYLE.title}"><is><t>${xmlText(t(c.title))}</t></is></c>`).join('')}</row>`;
  const xmlPool = new ChunkPool(XML_CHUNK);
  const xml = new ChunkWriter(xmlPool);
  let sheet: NativeZipDeflate | null = null;
  let sheets = 0;
  let rowsInSheet = 0;
  /** The sheet XML written so far, deflated into the zip (its chunks are reused once deflated). */
  const deflateXml = async () => {
    for (const chunk of xml.take(true)) {
      await sheet?.push(chunk);
      xmlPool.release(chunk);
    }
  };
  const openSheet = async () => {
    sheets += 1;
    sheet = new NativeZipDeflate(`xl/worksheets/sheet${sheets}.xml`, LEVEL);
    zip.add(sheet);
    await sheet.push(strToU8(sheetStartXml(columns.map((c) => WIDTHS[c.kind])) + titleRow));
    rowsInSheet = 0;
  };
  const closeSheet = async () => {
    await deflateXml();
    await sheet?.push(strToU8(sheetEndXml), true);
    sheet = null;
  };
  // One cell writer per column, chosen once.
  const cells = columns.map((column): CellWriter<Row, Names> => {
    if (column.kind === 'name') {
      // Most names are copied as bytes between the cell's tags; the others go through textCell.
      return nameCell<Row, Names, ChunkWriter>(
        column,
        (table, id, out) => {
          if (!table.plain(id, true)) return out.text(textCell(table.text(id) ?? ''));
          out.text(TEXT_CELL_OPEN);
          table.write(id, out);
          out.text(TEXT_CELL_CLOSE);
        },
        (out) => out.text('<c/>'),
      );
    }
    const value = column.value;
    switch (column.kind) {
      case 'number':
        return (row, names, out) => {
          const v = value(row);
          if (v === null) return out.text('<c/>');
          out.text('<c><v>');
          out.int(Number(v));
          out.text('</v></c>');
        };
      case 'money': {
        const open = `<c s="${XLSX_STYLE.money}"><v>`;
        return (row, names, out) => {
          const v = value(row);
          if (v === null) return out.text('<c/>');
          out.text(open);
          out.cents(Number(v));
          out.text('</v></c>');
        };
      }
      case 'date': {
        const open = `<c s="${XLSX_STYLE.date}"><v>`;
        return (row, names, out) => {
          const v = value(row);
          if (v === null) return out.text('<c/>');
          out.text(open);
          out.text(String(time.serial(Number(v))));
          out.text('</v></c>');
        };
      }
      default: {
        const cell = column.repeats ? memoized(textCell) : textCell;
        return (row, names, out) => {
          const v = value(row);
          out.text(v === null ? '<c/>' : cell(String(v)));
        };
      }
    }
  });
  return {
    async start(out) {
      stored('[Content_Types].xml', contentTypesXml);
      stored('_rels/.rels', rootRelsXml);
      stored('xl/styles.xml', stylesXml);
      await openSheet();
      flush(out);
    },
    async rows(rows, names, out) {
      for (const row of rows) {
        if (rowsInSheet === sheetRows) {
          await closeSheet();
          await openSheet();
        }
        xml.text('<row>');
        for (const cell of cells) cell(row, names, xml);
        xml.text('</row>');
        rowsInSheet += 1;
      }
      await deflateXml();
      flush(out);
    },
    async end(out) {
      await closeSheet();
      const base = t(sheetName);
      stored('xl/workbook.xml', workbookXml(Array.from({ length: sheets }, (_, i) => xmlText(i === 0 ? base : `${base} ${i + 1}`))));
      stored('xl/_rels/workbook.xml.rels', workbookRelsXml(sheets));
      zip.end();
      flush(out);
    },
  };
}
