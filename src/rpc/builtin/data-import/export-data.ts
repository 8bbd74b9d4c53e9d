import { whitelist } from '../../method-def.ts';
import { exportRows } from './export-rows.ts';
import { parseJsonArg } from '../../../query/list-params.ts';
import { fieldsArg } from './template-args.ts';
import { sheetTypeOf, writeSheet } from './write-sheet.ts';

/**
 * frappe.core.doctype.data_export.exporter.export_data: the documents of `doctype` the caller may
 * export (`filters`), the columns of `select_columns` they may read, as CSV or XLSX in the import
 * template's layout (docs/DECISIONS.md D137), so the Data Import reads the file back; without
 * `with_data` (or with `template` and no `with_data`), the header only.
 */
export const exportData = whitelist({
  path: 'core.doctype.data_export.exporter.export_data',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'select_columns', type: 'any' },
    { name: 'filters', type: 'any' },
    { name: 'file_type', type: 'str', default: 'CSV' },
    { name: 'template', type: 'bool', default: false },
    { name: 'with_data', type: 'bool', default: false },
  ],
  handler: (api, a) => {
    const spec = { doctype: a.doctype, fields: fieldsArg('select_columns', a.select_columns), filters: parseJsonArg(a.filters, 'filters'), withData: a.with_data, limit: null };
    return writeSheet(a.doctype, sheetTypeOf(a.file_type), exportRows(api, spec));
  },
});
