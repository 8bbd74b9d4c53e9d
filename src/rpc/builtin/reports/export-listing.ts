import { appError } from '../../../errors/app-error.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import { accessFor } from '../../../model/permissions.ts';
import { listPlan, startStream } from '../../../operations/document-list.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { runOperation } from '../../../operations/run-operation.ts';
import type { OperationRequest } from '../../../operations/operation-request.ts';
import { reportviewQuery } from '../desk/reportview-args.ts';
import { columnLabel, splitFieldText } from './column-label.ts';
import { contentTypeOf, downloadName, tabularFormat, writeTabular, type TabularDownload } from './tabular-file.ts';

/**
 * frappe.desk.reportview.export_query: the report view's listing as CSV or XLSX. The caller needs
 * export on the DocType (Frappe's can_export, 403); a column at a permission level they cannot read
 * is left out as Frappe's validate_fields leaves it out; the rows are the listing's, under the
 * caller's row rules, streamed from the database after the checks (docs/DECISIONS.md D130).
 * `selected_items` (a JSON list of names) replaces the filters, as in Frappe.
 */
export async function prepareListingExport(ctx: OperationRequest, form: Record<string, unknown>): Promise<TabularDownload> {
  if (typeof form.doctype !== 'string' || !form.doctype) throw appError('VALIDATION', 'doctype is required');
  const doctype = form.doctype;
  const format = tabularFormat(form.file_format_type);
  const title = typeof form.title === 'string' && form.title ? form.title : doctype;
  const delimiter = csvDelimiter(form.csv_delimiter);
  const prepared = await runOperation(ctx, 'read', (dc) => {
    const meta = requireDocType(dc, doctype);
    const access = accessFor(meta, dc.user, dc.site.controllers);
    if (!access.has('export')) throw appError('PERMISSION_DENIED', `You are not allowed to export ${doctype} doctype`);
    const fields = readableFields(dc.site.meta, meta, access.readableLevels, rawFields(form.fields ?? form.columns));
    if (fields.length === 0) throw appError('VALIDATION', 'None of the asked columns may be read: nothing to export');
    const filters = form.selected_items ? JSON.stringify([['name', 'in', selectedNames(form.selected_items)]]) : form.filters;
    const query = { ...reportviewQuery({ ...form, fields, filters, start: 0, page_length: 0, limit: 0, limit_page_length: 0 }, false), pageLength: 0 };
    const plan = listPlan(dc, doctype, query);
    return { plan, header: ['Sr', ...fields.map((f) => columnLabel(dc.site.meta, meta, f))] };
  });
  return {
    filename: downloadName(title, format),
    contentType: contentTypeOf(format),
    open: async () => {
      const stream = await startStream(ctx, prepared.plan, false);
      async function* numbered() {
        let sr = 0;
        for await (const row of stream.rows) yield [++sr, ...(row as unknown[])];
      }
      return writeTabular(format, title, prepared.header, numbered(), delimiter);
    },
  };
}

function rawFields(raw: unknown): string[] {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      value = [raw];
    }
  }
  if (value === undefined || value === null || value === '') return ['name'];
  if (!Array.isArray(value) || value.some((f) => typeof f !== 'string')) throw appError('VALIDATION', 'fields must be a JSON list of field names');
  return value as string[];
}

/**
 * The asked fields without those at a level the caller cannot read, on the DocType or (through
 * the table field that holds it) on a child table; anything else is left to the listing to judge.
 */
function readableFields(registry: { get(name: string): DocTypeMeta | undefined }, meta: DocTypeMeta, levels: ReadonlySet<number>, fields: string[]): string[] {
  return fields.filter((text) => {
    const { doctype, fieldname } = splitFieldText(text);
    const owner = doctype ? registry.get(doctype) : meta;
    const field = owner?.fieldMap.get(fieldname);
    if (!owner || !field) return true;
    if (owner === meta) return levels.has(field.permlevel);
    const table = meta.tableFields.find((t) => t.options === owner.name);
    return !table || (levels.has(table.permlevel) && levels.has(field.permlevel));
  });
}

function selectedNames(raw: unknown): string[] {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw appError('VALIDATION', 'selected_items must be a JSON list of names');
    }
  }
  if (!Array.isArray(value) || value.some((n) => typeof n !== 'string')) throw appError('VALIDATION', 'selected_items must be a JSON list of names');
  return value as string[];
}

/** Frappe's `csv_delimiter`: one character, a comma by default. */
function csvDelimiter(raw: unknown): string {
  if (raw === undefined || raw === null || raw === '') return ',';
  if (typeof raw !== 'string' || raw.length !== 1) throw appError('VALIDATION', 'csv_delimiter must be one character');
  return raw;
}
