import { appError } from '../../../errors/app-error.ts';
import { keyOfUrl } from '../../../files/file-names.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';
import { sheetKindOf, sheetRows, type Cell } from './read-sheet.ts';
import { writeSheet, type SheetType } from './write-sheet.ts';

/** The file's header, then only the rows whose numbers are in `failed`, as they stream in. */
async function* failedRows(api: MethodContext, url: string, failed: Set<number>): AsyncGenerator<Cell[]> {
  const kind = sheetKindOf(url);
  const key = keyOfUrl(url);
  const stream = kind && key ? await api.dc.site.files.get(key) : null;
  if (!kind || !stream) throw appError('VALIDATION', 'The import file has no content any more');
  let rowNumber = 0;
  for await (const row of sheetRows(stream as never, kind)) {
    rowNumber += 1;
    if (rowNumber === 1 || failed.has(rowNumber)) yield row;
  }
}

/**
 * frappe.core.doctype.data_import.data_import.download_errored_template: the Data Import's file
 * with only the header and the rows that failed (in the file's own type), to fix and import anew.
 */
export const downloadErroredTemplate = whitelist({
  path: 'core.doctype.data_import.data_import.download_errored_template',
  params: [{ name: 'data_import_name', type: 'str', required: true }],
  handler: async (api, a) => {
    const di = await api.docs.get('Data Import', a.data_import_name);
    const url = String(di.import_file ?? '');
    const logs = (await api.asSystem().list('Data Import Log', { fields: ['row_indexes'], filters: [['data_import', '=', a.data_import_name], ['success', '=', 0]], limit_page_length: 0 })) as Array<{ row_indexes: string }>;
    const failed = new Set(logs.flatMap((l) => JSON.parse(l.row_indexes || '[]') as number[]));
    const type: SheetType = sheetKindOf(url) === 'xlsx' ? 'Excel' : 'CSV';
    return writeSheet(`${String(di.reference_doctype)}_errored`, type, failedRows(api, url, failed));
  },
});
