import type { JobFunction } from '../../jobs/site-jobs.ts';
import { DATA_IMPORT_JOB } from './data-import/run-import.ts';
import { dataImportJob } from './data-import/start-import.ts';
import { FLUSH_JOB, flushJob, SEND_MAIL_JOB, sendMailJob } from './email/mail-jobs.ts';
import { BULK_ACTION_JOB, bulkActionJob } from './lists/bulk-docs.ts';
import { DELETE_BULK_JOB, deleteBulkJob } from './lists/delete-items.ts';

/**
 * svc's own job functions, by the dotted paths Frappe enqueues them under: the background halves
 * of the built-in methods that enqueue work (the list view's bulk delete and bulk actions, a Data Import), and the sending of mail (the send job per mail, the scheduled flush).
 * apps/load-apps.ts puts them among the job targets, so `api.enqueue` and every worker find them.
 */
export function builtinJobFunctions(): ReadonlyMap<string, JobFunction> {
  return new Map<string, JobFunction>([
    [DELETE_BULK_JOB, deleteBulkJob],
    [BULK_ACTION_JOB, bulkActionJob],
    [SEND_MAIL_JOB, sendMailJob],
    [FLUSH_JOB, flushJob],
    [DATA_IMPORT_JOB, dataImportJob],
  ]);
}
