// Reading what exportOrders sends, for the export tests: a download as the web and CLI make it,
// an RFC 4180 CSV parser, and an XLSX reader (unzip + the sheet XML) that checks the package.
import { strFromU8, unzipSync } from 'fflate';
import type { TestAuth } from '../support/server';

export interface Download {
  status: number;
  headers: Headers;
  body: Buffer;
  /** The body as an envelope, when it is one (refusals). */
  envelope: { resultcode: number; msg: string; result?: { field?: string } } | null;
}

/** GET /api/admin/exportOrders with `query` (arrays repeat the key), signed in as `auth`. */
export async function downloadExport(url: string, auth: TestAuth & { userId: number }, query: Record<string, string | number | Array<string | number>>): Promise<Download> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  const response = await fetch(`${url}/api/admin/exportOrders?${search}`, { headers: { token: auth.token, userId: String(auth.userId) } });
  const body = Buffer.from(await response.arrayBuffer());
  const json = /^application\/json\b/.test(response.headers.get('content-type') ?? '');
  return { status: response.status, headers: response.headers, body, envelope: json ? (JSON.parse(body.toString('utf8')) as Download['envelope']) : null };
}

/** RFC 4180: quoted fields with doubled quotes, CRLF (or LF) records. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export type SheetCell = { kind: 'number'; value: number; style: number } | { kind: 'text'; value: string } | { kind: 'empty' };

export interface Workbook {
  /** Part names in the zip. */
  parts: string[];
  sheetNames: string[];
  /** Rows of each sheet, cells in order. */
  sheets: SheetCell[][][];
  styles: string;
}

const unescapeXml = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** Unzips an XLSX and reads its workbook and worksheets (the subset of SpreadsheetML the export writes). */
export function readXlsx(body: Buffer): Workbook {
  const files = unzipSync(new Uint8Array(body));
  const text = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`the package has no ${name}`);
    return strFromU8(file);
  };
  const workbook = text('xl/workbook.xml');
  const sheetNames = [...workbook.matchAll(/<sheet name="([^"]*)" sheetId="\d+" r:id="rId(\d+)"\/>/g)].map((m) => unescapeXml(m[1] ?? ''));
  const sheets = sheetNames.map((_, i) => {
    const xml = text(`xl/worksheets/sheet${i + 1}.xml`);
    const data = xml.slice(xml.indexOf('<sheetData>'), xml.indexOf('</sheetData>'));
    return [...data.matchAll(/<row>(.*?)<\/row>/g)].map((row) =>
      [...(row[1] ?? '').matchAll(/<c\/>|<c( [^>]*)?>(.*?)<\/c>/g)].map((cell): SheetCell => {
        if (cell[0] === '<c/>') return { kind: 'empty' };
        const attrs = cell[1] ?? '';
        const inner = cell[2] ?? '';
        if (/t="inlineStr"/.test(attrs)) return { kind: 'text', value: unescapeXml(/<t(?: [^>]*)?>(.*)<\/t>/.exec(inner)?.[1] ?? '') };
        return { kind: 'number', value: Number(/<v>(.*)<\/v>/.exec(inner)?.[1]), style: Number(/s="(\d+)"/.exec(attrs)?.[1] ?? 0) };
      }),
    );
  });
  return { parts: Object.keys(files), sheetNames, sheets, styles: text('xl/styles.xml') };
}

/** A spreadsheet date serial (local time) as 'YYYY-MM-DD HH:mm:ss'. */
export function serialText(serial: number): string {
  const ms = Math.round((serial - 25_569) * 86_400_000);
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}
