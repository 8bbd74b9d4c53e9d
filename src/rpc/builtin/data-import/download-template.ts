import { whitelist } from '../../method-def.ts';
import { exportRows } from './export-rows.ts';
import { parseJsonArg } from '../../../query/list-params.ts';
import { fieldsArg } from './template-args.ts';
import { sheetTypeOf, writeSheet } from './write-sheet.ts';

/**
 * frappe.core.doctype.data_import.data_import.download_template: the import template of a
 * DocType (the chosen fields, its tables' after its own) as CSV or XLSX, blank
 * (`export_records` = `blank_template`), with 5 documents (`5_records`), or with every document
 * the caller may export (`all`, or `by_filter` with `export_filters`), under the caller's readable
 * columns; the importer reads it back as it is.
 */
export const downloadTemplate = whitelist({
  path: 'core.doctype.data_import.data_import.download_template',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'export_fields', type: 'any' },
    { name: 'export_records', type: 'str' },
    { name: 'export_filters', type: 'any' },
    { name: 'file_type', type: 'str', default: 'CSV' },
  ],
  handler: (api, a) => {
    const records = a.export_records || 'blank_template';
    const spec = {
      doctype: a.doctype,
      fields: fieldsArg('export_fields', a.export_fields),
      filters: records === 'by_filter' ? parseJsonArg(a.export_filters, 'export_filters') : null,
      withData: records !== 'blank_template',
      limit: records === '5_records' ? 5 : null,
    };
    return writeSheet(a.doctype, sheetTypeOf(a.file_type), exportRows(api, spec));
  },
});
