import { PassThrough } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { FileDownload } from '../../file-download.ts';

/** What a template or export is written as (Frappe's `file_type`). */
export type SheetType = 'CSV' | 'Excel';

/** The file type an argument names: Frappe's desk sends `CSV` or `Excel`; anything else is CSV. */
export function sheetTypeOf(raw: unknown): SheetType {
  return typeof raw === 'string' && /^(excel|xlsx)$/i.test(raw) ? 'Excel' : 'CSV';
}

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/**
 * Writes rows (the header first) as a CSV or an XLSX file named `<base>.csv|.xlsx`. Rows come
 * from an async source and go through csv-stringify's or exceljs's streaming writer, so only the
 * bytes are held, never every row as an object.
 */
export async function writeSheet(base: string, type: SheetType, rows: AsyncIterable<unknown[]>): Promise<FileDownload> {
  if (type === 'CSV') {
    const out = stringify({ bom: false, cast: { boolean: (v) => (v ? '1' : '0') } });
    const bytes = collect(out);
    for await (const row of rows) if (!out.write(row)) await new Promise((r) => out.once('drain', r));
    out.end();
    return new FileDownload(`${base}.csv`, 'text/csv; charset=utf-8', await bytes);
  }
  const sink = new PassThrough();
  const bytes = collect(sink);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Data Import Template');
  for await (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  return new FileDownload(`${base}.xlsx`, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', await bytes);
}
