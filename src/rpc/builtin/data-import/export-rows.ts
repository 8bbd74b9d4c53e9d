import { appError } from '../../../errors/app-error.ts';
import type { DocTypeMeta, FieldMeta } from '../../../meta/doctype-meta.ts';
import { accessFor } from '../../../model/permissions.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import type { MethodContext } from '../../method-context.ts';
import { headerOf, templateColumns, type TemplateColumn } from './template-columns.ts';

/** Documents read per listing page while exporting. */
const PAGE = 500;

/** What an export or a template holds: whose columns, which documents (none for a blank template). */
export interface ExportSpec {
  readonly doctype: string;
  /** Fieldnames chosen per DocType (the parent's name, or a child DocType's), Frappe's export_fields; null for every field. */
  readonly fields: Record<string, readonly string[]> | null;
  readonly filters: unknown;
  readonly withData: boolean;
  /** At most this many documents (the desk's "5 records"); null for all. */
  readonly limit: number | null;
}

/** The export's columns under the caller's read levels: a child's fields by the parent's levels, as every read judges them. */
export function exportColumns(api: MethodContext, spec: ExportSpec): { meta: DocTypeMeta; columns: TemplateColumn[] } {
  const meta = requireDocType(api.dc, spec.doctype);
  if (meta.istable || meta.issingle) throw appError('VALIDATION', `Cannot export ${meta.name}: a child table or a single DocType`);
  const access = accessFor(meta, api.user, api.dc.site.controllers);
  if (!access.has('read')) throw appError('PERMISSION_DENIED', `No permission to read ${meta.name}`);
  if (spec.withData && !access.has('export')) throw appError('PERMISSION_DENIED', `No permission to export ${meta.name}`);
  const readable = (_doctype: string, f: FieldMeta) => access.readableLevels.has(f.permlevel);
  const select = spec.fields
    ? (doctype: string, table: FieldMeta | null) => spec.fields![table ? table.fieldname : doctype] ?? spec.fields![doctype] ?? null
    : null;
  return { meta, columns: templateColumns(meta, (d) => api.dc.site.meta.get(d), select, readable) };
}

/** A value as a template cell: numbers and text as they are, nothing for null. */
const cellOf = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : v);

/**
 * The export's rows in Frappe's template layout (the header first): a document's own values on
 * its first row with the first row of each table, its further table rows on rows of their own with
 * the parent's columns empty. Documents are read a page at a time under the caller's read rule
 * (the listing's row rule and readable columns; a document with tables read whole, its rows judged as any read judges them).
 */
export async function* exportRows(api: MethodContext, spec: ExportSpec): AsyncGenerator<unknown[]> {
  const { meta, columns } = exportColumns(api, spec);
  yield columns.map(headerOf);
  if (!spec.withData) return;
  const parentFields = [...new Set(columns.filter((c) => !c.table).map((c) => c.fieldname))];
  const tables = [...new Set(columns.filter((c) => c.table).map((c) => c.table!.fieldname))];
  let start = 0;
  for (;;) {
    const pageLength = spec.limit === null ? PAGE : Math.min(PAGE, spec.limit - start);
    if (pageLength <= 0) return;
    const page = (await api.docs.list(meta.name, { fields: parentFields, filters: spec.filters as never, limit_start: start, limit_page_length: pageLength, order_by: `${meta.sortField} ${meta.sortOrder}` })) as Array<Record<string, unknown>>;
    for (const listed of page) {
      const doc = tables.length ? await api.docs.get(meta.name, String(listed.name)) : listed;
      const height = Math.max(1, ...tables.map((t) => (Array.isArray(doc[t]) ? (doc[t] as unknown[]).length : 0)));
      for (let i = 0; i < height; i++) {
        yield columns.map((c) => {
          if (!c.table) return i === 0 ? cellOf(doc[c.fieldname]) : '';
          const row = (doc[c.table.fieldname] as Array<Record<string, unknown>> | undefined)?.[i];
          return row ? cellOf(row[c.fieldname]) : '';
        });
      }
    }
    if (page.length < pageLength) return;
    start += page.length;
  }
}
