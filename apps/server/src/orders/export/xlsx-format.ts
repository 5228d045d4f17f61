import { t } from '@careops/core';
import { Zip, ZipPassThrough, strToU8 } from 'fflate';
import type { ExportRecord } from './export-record';
import { centsText, type ExportColumn } from './export-columns';
import type { ExportFormat } from './export-format';
import { localTimeFormatter } from './local-time';
import { NativeZipDeflate } from './native-zip-deflate';
import { memoized, memoizedNumber } from './text-memo';
import { XLSX_STYLE, contentTypesXml, rootRelsXml, sheetEndXml, sheetStartXml, stylesXml, workbookRelsXml, workbookXml, xmlText } from './xlsx-parts';

/**
 * XLSX written as it streams: a zip (fflate's Zip; sheets deflated by zlib, see
 * native-zip-deflate.ts; sizes in data descriptors) whose worksheets are SpreadsheetML written by hand with inline strings (no
 * shared-string table to hold in memory). Numbers are numbers, money has two decimals, times
 * are real date cells in local time. A sheet holds at most SHEET_ROWS rows under its title
 * row (Excel's limit is 1,048,576 rows); more continue on "Orders 2", "Orders 3"…
 */
export const SHEET_ROWS = 1_048_575;
/** Deflate level: 1 is several times faster than the default 6 and about 20% larger here. */
const LEVEL = 1;
const WIDTHS: Record<ExportColumn['kind'], number> = { number: 10, text: 22, money: 12, date: 20 };

const spaces = /^\s|\s$/;
const textCell = (text: string) => (text === '' ? '<c/>' : `<c t="inlineStr"><is><t${spaces.test(text) ? ' xml:space="preserve"' : ''}>${xmlText(text)}</t></is></c>`);

export function xlsxFormat(columns: ExportColumn[], sheetRows = SHEET_ROWS): ExportFormat {
  const time = localTimeFormatter();
  const pending: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    pending.push(data);
  });
  const drain = () => pending.splice(0, pending.length);
  const stored = (name: string, text: string) => {
    const entry = new ZipPassThrough(name);
    zip.add(entry);
    entry.push(strToU8(text), true);
  };
  const titleRow = `<row>${columns.map((c) => `<c t="inlineStr" s="${XLSX_STYLE.title}"><is><t>${xmlText(t(c.title))}</t></is></c>`).join('')}</row>`;
  let sheet: NativeZipDeflate | null = null;
  let sheets = 0;
  let rowsInSheet = 0;
  const openSheet = () => {
    sheets += 1;
    sheet = new NativeZipDeflate(`xl/worksheets/sheet${sheets}.xml`, LEVEL);
    zip.add(sheet);
    sheet.push(strToU8(sheetStartXml(columns.map((c) => WIDTHS[c.kind])) + titleRow));
    rowsInSheet = 0;
  };
  const closeSheet = () => {
    sheet?.push(strToU8(sheetEndXml), true);
    sheet = null;
  };
  // One cell writer per column, chosen once.
  const cells = columns.map((column): ((row: ExportRecord) => string) => {
    const value = column.value;
    switch (column.kind) {
      case 'number':
        return (row) => {
          const v = value(row);
          return v === null ? '<c/>' : `<c><v>${v}</v></c>`;
        };
      case 'money': {
        // Amounts repeat (a catalogue of prices): each cell's text is made once.
        const money = memoizedNumber((cents) => `<c s="${XLSX_STYLE.money}"><v>${centsText(cents)}</v></c>`);
        return (row) => {
          const v = value(row);
          return v === null ? '<c/>' : money(Number(v));
        };
      }
      case 'date':
        return (row) => {
          const v = value(row);
          return v === null ? '<c/>' : `<c s="${XLSX_STYLE.date}"><v>${time.serial(Number(v))}</v></c>`;
        };
      default: {
        const write = column.repeats ? memoized(textCell) : textCell;
        return (row) => {
          const v = value(row);
          return v === null ? '<c/>' : write(String(v));
        };
      }
    }
  });
  return {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    start() {
      stored('[Content_Types].xml', contentTypesXml);
      stored('_rels/.rels', rootRelsXml);
      stored('xl/styles.xml', stylesXml);
      openSheet();
      return drain();
    },
    rows(rows) {
      let xml = '';
      for (const row of rows) {
        if (rowsInSheet === sheetRows) {
          sheet?.push(Buffer.from(xml, 'utf8'));
          xml = '';
          closeSheet();
          openSheet();
        }
        xml += '<row>';
        for (const cell of cells) xml += cell(row);
        xml += '</row>';
        rowsInSheet += 1;
      }
      sheet?.push(Buffer.from(xml, 'utf8'));
      return drain();
    },
    end() {
      closeSheet();
      const base = t('ordersExport.xlsx.sheet');
      stored('xl/workbook.xml', workbookXml(Array.from({ length: sheets }, (_, i) => xmlText(i === 0 ? base : `${base} ${i + 1}`))));
      stored('xl/_rels/workbook.xml.rels', workbookRelsXml(sheets));
      zip.end();
      return drain();
    },
  };
}
