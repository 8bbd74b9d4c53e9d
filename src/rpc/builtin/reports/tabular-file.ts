import { PassThrough, pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { appError } from '../../../errors/app-error.ts';

/** The two formats of Frappe's `file_format_type`. */
export type TabularFormat = 'CSV' | 'Excel';

/** A download built from rows as they are read: opened once the caller's checks have passed. */
export interface TabularDownload {
  readonly filename: string;
  readonly contentType: string;
  /** Starts reading; a failing query fails here, before any byte is sent. */
  open(): Promise<Readable>;
}

const CONTENT_TYPES: Record<TabularFormat, string> = {
  CSV: 'text/csv; charset=utf-8',
  Excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
const EXTENSIONS: Record<TabularFormat, string> = { CSV: 'csv', Excel: 'xlsx' };

/** Frappe's `file_format_type`, "CSV" or "Excel"; anything else is a 417. */
export function tabularFormat(value: unknown): TabularFormat {
  if (value === 'CSV' || value === 'Excel') return value;
  throw appError('VALIDATION', `file_format_type must be "CSV" or "Excel", not ${JSON.stringify(value ?? null)}`);
}

export function downloadName(title: string, format: TabularFormat): string {
  return `${title}.${EXTENSIONS[format]}`;
}

export function contentTypeOf(format: TabularFormat): string {
  return CONTENT_TYPES[format];
}

/**
 * The bytes of a table written as its rows arrive (csv-stringify's stream, exceljs' streaming
 * WorkbookWriter): memory holds one row and the writers' buffers, never the whole file
 * (docs/DECISIONS.md D130). A failure of the row source ends the stream with that error.
 */
export function writeTabular(format: TabularFormat, sheetTitle: string, header: readonly string[], rows: AsyncIterable<readonly unknown[]>, csvDelimiter = ','): Readable {
  return format === 'CSV' ? writeCsv(header, rows, csvDelimiter) : writeXlsx(sheetTitle, header, rows);
}

function writeCsv(header: readonly string[], rows: AsyncIterable<readonly unknown[]>, delimiter: string): Readable {
  const out = stringify({ delimiter, cast: { boolean: (v) => (v ? '1' : '0'), date: (v) => v.toISOString() } });
  async function* withHeader() {
    yield header;
    for await (const row of rows) yield row.map(cell);
  }
  pipeline(Readable.from(withHeader()), out, () => undefined);
  return out;
}

function writeXlsx(sheetTitle: string, header: readonly string[], rows: AsyncIterable<readonly unknown[]>): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(sheetName(sheetTitle));
  const write = async () => {
    const head = sheet.addRow([...header]);
    head.font = { bold: true };
    head.commit();
    for await (const row of rows) sheet.addRow(row.map(cell)).commit();
    sheet.commit();
    await book.commit();
  };
  write().catch((err: unknown) => out.destroy(err as Error));
  return out;
}

/** Values as a sheet holds them: objects (JSON columns) as their text. */
function cell(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && !(value instanceof Date)) return JSON.stringify(value);
  return value;
}

/** Excel's sheet names: at most 31 characters, none of `[]:*?/\`. */
function sheetName(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31).trim() || 'Sheet1';
}
