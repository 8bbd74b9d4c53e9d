import { appError } from '../errors/app-error.ts';
import type { DocContext } from '../model/doc-context.ts';
import { enqueueJobType } from './enqueue-job-type.ts';
import { readJobType, schedulerMeta } from './job-type-rows.ts';

/**
 * "Execute" of a Scheduled Job Type (Frappe's execute_event): System Manager only (PermissionError
 * otherwise, as frappe.only_for), enqueues a run whether or not it is due, in the caller's
 * transaction. Answers false, with a message, when a run already waits or runs (Frappe logs it).
 */
export async function executeNow(dc: DocContext, name: string): Promise<boolean> {
  if (dc.user.name !== 'Administrator' && !dc.user.roles.has('System Manager')) throw appError('PERMISSION_DENIED', 'Not permitted');
  const metas = schedulerMeta(dc.site.meta);
  const jobType = metas ? await readJobType(dc.tx, metas.type, name) : null;
  if (!jobType) throw appError('DOC_NOT_FOUND', `Scheduled Job Type ${name} not found`);
  const enqueued = await enqueueJobType(dc.site, jobType, { force: true, tx: dc.tx });
  if (!enqueued) dc.messages.push({ message: `${jobType.method} is already queued or running`, title: 'Message' });
  return enqueued;
}
