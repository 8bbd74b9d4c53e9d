import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

/** What a template file is: Frappe's importer reads CSV and XLSX. */
export type SheetKind = 'csv' | 'xlsx';

/** One cell as read: text from CSV; text, number, boolean or date from XLSX; null when empty. */
export type Cell = string | number | boolean | Date | null;

/** An XLSX cell's value as a plain one: a formula's result, rich text's text, a hyperlink's text. */
function plainCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  const v = value as { result?: unknown; richText?: Array<{ text: string }>; text?: unknown; error?: string };
  if (v.richText) return v.richText.map((r) => r.text).join('');
  if ('result' in v) return plainCell(v.result);
  if (v.text !== undefined) return plainCell(v.text);
  return null;
}

/**
 * The rows of a template file, one array of cells each, read as they stream in (csv-parse's
 * stream, exceljs's streaming reader: the first worksheet only, as Frappe reads), so a large file
 * is never held whole (docs/DECISIONS.md D136).
 */
export async function* sheetRows(source: Readable, kind: SheetKind): AsyncGenerator<Cell[]> {
  if (kind === 'csv') {
    const parser = source.pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: false }));
    for await (const record of parser) yield (record as string[]).map((c) => (c === '' ? null : c));
    return;
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', entries: 'emit' });
  for await (const sheet of reader) {
    let expected = 1;
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      // The streaming reader skips rows with no cell; a template's row numbers count them.
      for (; expected < row.number; expected++) yield [];
      expected = row.number + 1;
      const values = row.values as unknown[];
      yield values.slice(1).map(plainCell);
    }
    break;
  }
}

/** The kind a file's name says, or null for one the importer cannot read. */
export function sheetKindOf(fileName: string): SheetKind | null {
  const ext = fileName.toLowerCase().split('.').pop();
  return ext === 'csv' ? 'csv' : ext === 'xlsx' ? 'xlsx' : null;
}
