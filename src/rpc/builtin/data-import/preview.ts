import { appError } from '../../../errors/app-error.ts';
import { whitelist } from '../../method-def.ts';
import { openImport } from './import-source.ts';
import { headerOf } from './template-columns.ts';

/** Rows the preview shows, as Frappe's MAX_ROWS_IN_PREVIEW. */
const MAX_ROWS_IN_PREVIEW = 10;

/**
 * frappe.core.doctype.data_import.data_import.get_preview_from_template: the Data Import's file
 * (or `import_file`) as the desk's preview shows it: a `Sr. No` column then each column with the
 * field it maps to (or `skip_import`), the first rows with their row numbers, and the header's
 * warnings; reads no further than the rows shown.
 */
export const getPreviewFromTemplate = whitelist({
  path: 'core.doctype.data_import.data_import.get_preview_from_template',
  methods: ['GET', 'POST', 'PUT'],
  params: [
    { name: 'data_import', type: 'str', required: true },
    { name: 'import_file', type: 'str' },
    { name: 'google_sheets_url', type: 'str' },
  ],
  handler: async (api, a) => {
    if (a.google_sheets_url) throw appError('VALIDATION', 'Importing from Google Sheets is not supported; download the sheet as CSV or XLSX and attach it');
    const di = await api.docs.get('Data Import', a.data_import);
    const url = a.import_file || (typeof di.import_file === 'string' ? di.import_file : '');
    if (!url) return null;
    const opened = await openImport(api, String(di.reference_doctype), url);
    try {
      const columns: Array<Record<string, unknown>> = [{ header_title: 'Sr. No', skip_import: true }];
      opened.header.columns.forEach((col, i) => {
        if (!col) {
          columns.push({ column_number: i + 1, header_title: `Column ${i + 1}`, skip_import: true });
          return;
        }
        const meta = api.dc.site.meta.get(col.doctype)!;
        const f = meta.fieldMap.get(col.fieldname);
        columns.push({
          column_number: i + 1, header_title: headerOf(col), skip_import: false, map_to_field: col.table ? `${col.table.fieldname}.${col.fieldname}` : col.fieldname,
          df: { fieldtype: col.fieldtype, fieldname: col.fieldname, label: col.label, options: f?.options ?? null, parent: col.doctype, reqd: f?.reqd ? 1 : 0, default: f?.default ?? null, read_only: f?.readOnly ? 1 : 0 },
        });
      });
      const data: unknown[][] = [];
      let rowNumber = 1;
      let more = false;
      for await (const row of opened.rows) {
        rowNumber += 1;
        if (data.length === MAX_ROWS_IN_PREVIEW) {
          more = true;
          break;
        }
        if (row.some((c) => c !== null)) data.push([rowNumber, ...opened.header.columns.map((_, i) => row[i] ?? null)]);
      }
      return { columns, data, warnings: opened.header.warnings, ...(more ? { max_rows_exceeded: true, max_rows_in_preview: MAX_ROWS_IN_PREVIEW } : {}) };
    } finally {
      opened.close();
    }
  },
});
