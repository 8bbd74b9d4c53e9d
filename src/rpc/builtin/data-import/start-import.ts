import { appError } from '../../../errors/app-error.ts';
import { accessFor } from '../../../model/permissions.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';
import { DATA_IMPORT_JOB, runDataImport } from './run-import.ts';

/**
 * frappe.core.doctype.data_import.data_import.form_start_import: enqueues the import of a Data
 * Import the caller may write (job id `data_import::<name>`, deduplicated, on the default queue
 * with Frappe's 10,000 s timeout); answers true, or false when that import is already queued or
 * running. The job runs as the caller, so every row meets the caller's permissions.
 */
export const formStartImport = whitelist({
  path: 'core.doctype.data_import.data_import.form_start_import',
  methods: ['POST', 'PUT'],
  params: [{ name: 'data_import', type: 'str', required: true }],
  handler: async (api, a) => {
    const di = await api.docs.get('Data Import', a.data_import);
    if (!di.import_file) throw appError('VALIDATION', 'Attach an import file (CSV or XLSX) before starting the import');
    if (di.status === 'Success') throw appError('VALIDATION', 'This import has already succeeded');
    const meta = requireDocType(api.dc, 'Data Import');
    if (!accessFor(meta, api.user, api.dc.site.controllers).has('write')) throw appError('PERMISSION_DENIED', 'No permission to write Data Import');
    const job = await api.enqueue(DATA_IMPORT_JOB, { queue: 'default', timeout: 10_000, jobId: `data_import::${a.data_import}`, deduplicate: true, kwargs: { data_import: a.data_import } });
    return job !== null;
  },
});

/** The background job: kwargs `{data_import}`; answers the status and counts, kept as the job's result. */
export function dataImportJob(api: MethodContext, kwargs: Record<string, unknown>): Promise<unknown> {
  return runDataImport(api, String(kwargs.data_import));
}
