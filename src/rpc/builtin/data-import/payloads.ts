import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import type { Cell } from './read-sheet.ts';
import { headerMap, type TemplateColumn } from './template-columns.ts';

/** One document to import: its values (tables as lists of rows), the file's row numbers it came from, and the cells it could not read. */
export interface Payload {
  readonly doc: Record<string, unknown>;
  readonly rowIndexes: number[];
  readonly errors: string[];
}

/** The header row read: each column's field (null for a header no field answers) and a warning per unknown header. */
export interface ReadHeader {
  readonly columns: Array<TemplateColumn | null>;
  readonly warnings: Array<{ col: number; message: string; type: 'info' }>;
}

/** Resolves the first row's headers to fields (labels or fieldnames, as Frappe accepts: template-columns.ts). */
export function readHeader(meta: DocTypeMeta, childMeta: (doctype: string) => DocTypeMeta | undefined, header: Cell[]): ReadHeader {
  const map = headerMap(meta, childMeta);
  const warnings: ReadHeader['warnings'] = [];
  const seen = new Set<TemplateColumn>();
  const columns = header.map((cell, i) => {
    const text = cell === null ? '' : String(cell).trim();
    const col = map.get(text) ?? null;
    if (!col) warnings.push({ col: i + 1, message: `Cannot match column ${JSON.stringify(text)} with any field`, type: 'info' });
    else if (seen.has(col)) {
      warnings.push({ col: i + 1, message: `Skipping duplicate column ${JSON.stringify(text)}`, type: 'info' });
      return null;
    }
    if (col) seen.add(col);
    return col;
  });
  return { columns, warnings };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the field's value: numbers for numeric fields, dates as Frappe's text; throws the reason it cannot be read. */
export function cellValue(col: TemplateColumn, cell: Exclude<Cell, null>): unknown {
  switch (col.fieldtype) {
    case 'Int':
    case 'Check':
    case 'Float':
    case 'Currency':
    case 'Percent': {
      const n = typeof cell === 'number' ? cell : typeof cell === 'boolean' ? Number(cell) : Number(String(cell).trim().replaceAll(',', ''));
      if (!Number.isFinite(n)) throw new Error(`Value ${JSON.stringify(String(cell))} must be a number for ${col.label}`);
      return col.fieldtype === 'Int' || col.fieldtype === 'Check' ? Math.trunc(n) : n;
    }
    case 'Date':
      return cell instanceof Date ? `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}-${pad(cell.getUTCDate())}` : String(cell).trim();
    case 'Datetime':
      return cell instanceof Date ? cell.toISOString().slice(0, 19).replace('T', ' ') : String(cell).trim();
    default:
      return cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell);
  }
}

/**
 * Groups data rows into documents in Frappe's template layout: a row with a value in a parent
 * column starts a document, the rows after it with every parent column empty continue it with
 * more table rows; fully blank rows are skipped. Row numbers count the header as row 1. Reads
 * the rows as they come and holds one document at a time.
 */
export async function* payloadsOf(rows: AsyncIterable<Cell[]>, header: ReadHeader, firstRow = 2): AsyncGenerator<Payload> {
  const parentCols = header.columns.flatMap((c, i) => (c && !c.table ? [i] : []));
  let current: { doc: Record<string, unknown>; rowIndexes: number[]; errors: string[] } | null = null;
  let rowNumber = firstRow - 1;
  for await (const row of rows) {
    rowNumber += 1;
    if (!row.some((c) => c !== null && c !== '')) continue;
    const continues = current !== null && parentCols.every((i) => row[i] === null || row[i] === undefined || row[i] === '');
    if (!continues) {
      if (current) yield current;
      current = { doc: {}, rowIndexes: [], errors: [] };
    }
    const target = current!;
    target.rowIndexes.push(rowNumber);
    const childRows = new Map<string, Record<string, unknown>>();
    header.columns.forEach((col, i) => {
      const cell = row[i];
      if (!col || cell === null || cell === undefined || cell === '') return;
      let value: unknown;
      try {
        value = cellValue(col, cell);
      } catch (e) {
        target.errors.push(`Row ${rowNumber}: ${(e as Error).message}`);
        return;
      }
      if (!col.table) {
        if (!continues) target.doc[col.fieldname] = value;
        return;
      }
      let child = childRows.get(col.table.fieldname);
      if (!child) childRows.set(col.table.fieldname, (child = {}));
      child[col.fieldname] = value;
    });
    for (const [tableField, child] of childRows) {
      const list = (target.doc[tableField] ??= []) as Array<Record<string, unknown>>;
      list.push(child);
    }
  }
  if (current) yield current;
}
