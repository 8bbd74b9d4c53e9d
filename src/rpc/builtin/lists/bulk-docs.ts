import { appError } from '../../../errors/app-error.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import { lockedNow, type DocContext } from '../../../model/doc-context.ts';
import { changeDocstatus } from '../../../model/lifecycle/change-docstatus.ts';
import { saveDocument } from '../../../model/lifecycle/save-document.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';
import { objectArg } from '../client/shared.ts';
import { documentNames, oneDocument } from './each-document.ts';

/** The job Frappe enqueues for a larger selection, by Frappe's path (what RQ Job lists show). */
export const BULK_ACTION_JOB = 'frappe.desk.doctype.bulk_update.bulk_update._bulk_action';

/** Below this many documents the action runs in the request; up to MAX_DOCS as a job (Frappe's numbers, docs/DECISIONS.md F21). */
const INLINE_BELOW = 20;
const MAX_DOCS = 500;

interface BulkAction {
  doctype: string;
  docnames: readonly string[];
  action: string;
  data: Record<string, unknown> | null;
  taskId: string | null;
}

/**
 * One document's action with the caller's rights: a draft submitted, a submitted document
 * cancelled, or `data` saved on any document not cancelled. A document in another state is
 * left alone and counted as failed, as Frappe does; answers the progress title, or null then.
 */
async function actOn(dc: DocContext, meta: DocTypeMeta, name: string, job: BulkAction): Promise<string | null> {
  const doc = await loadReadableDocument(dc, meta, name, true);
  const docstatus = Number(doc.docstatus ?? 0);
  if (job.action === 'submit' && docstatus === 0) {
    await changeDocstatus(dc, meta, name, 1);
    return `Submitting ${meta.name}`;
  }
  if (job.action === 'cancel' && docstatus === 1) {
    await changeDocstatus(dc, meta, name, 2);
    return `Cancelling ${meta.name}`;
  }
  if (job.action === 'update' && docstatus !== 2) {
    await saveDocument(lockedNow(dc), meta, doc, { ...(job.data ?? {}) });
    return `Updating ${meta.name}`;
  }
  return null;
}

/**
 * Frappe's _bulk_action: each document in a savepoint of its own (committed after it in a job),
 * a `progress` event (publish_progress: to the task's room when a `task_id` came, else to the
 * caller) after each one that did not throw. Answers the names that failed, a document that is
 * missing or unreadable among them (docs/DECISIONS.md D45).
 */
async function bulkAction(api: MethodContext, job: BulkAction, commit: boolean): Promise<string[]> {
  const meta = requireDocType(api.dc, job.doctype);
  const failed: string[] = [];
  for (const [i, name] of job.docnames.entries()) {
    const outcome = await oneDocument(api, commit, name, (dc, n) => actOn(dc, meta, n, job));
    if (!outcome.ok || outcome.value === null) failed.push(name);
    if (outcome.ok) api.publishProgress(((i + 1) / job.docnames.length) * 100, outcome.value ?? '', name, job.taskId ? { taskId: job.taskId } : {});
  }
  return failed;
}

/** The action's arguments, read once, from a request or a job's kwargs. */
function bulkArgs(raw: Record<string, unknown>): BulkAction {
  const data = raw.data === undefined || raw.data === null || raw.data === '' ? null : objectArg('data', raw.data);
  const taskId = typeof raw.task_id === 'string' && raw.task_id ? raw.task_id : null;
  return { doctype: String(raw.doctype), docnames: documentNames('docnames', raw.docnames), action: String(raw.action ?? 'submit'), data, taskId };
}

/**
 * frappe.desk.doctype.bulk_update.bulk_update.submit_cancel_or_update_docs: the list view's bulk
 * submit, cancel and edit of `docnames` (a JSON list) of `doctype`. Fewer than 20 run in this
 * request and it answers the names that failed; up to 500 run as a job on the short queue (as
 * the caller, timeout 1000 s) and it answers null with an alert saying so; more are refused.
 */
export const submitCancelOrUpdateDocs = whitelist({
  path: 'desk.doctype.bulk_update.bulk_update.submit_cancel_or_update_docs',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'docnames', type: 'any', required: true },
    { name: 'action', type: 'str', default: 'submit' },
    { name: 'data', type: 'any' },
    { name: 'task_id', type: 'str' },
  ],
  handler: async (api, a) => {
    requireDocType(api.dc, a.doctype);
    const job = bulkArgs(a);
    if (job.docnames.length < INLINE_BELOW) return bulkAction(api, job, false);
    if (job.docnames.length > MAX_DOCS) throw appError('VALIDATION', `Bulk operations only support up to ${MAX_DOCS} documents.`);
    api.msgprint('Bulk operation is enqueued in background.', { alert: true });
    const kwargs = { doctype: job.doctype, docnames: job.docnames, action: job.action, data: job.data, task_id: job.taskId };
    await api.enqueue(BULK_ACTION_JOB, { queue: 'short', timeout: 1000, kwargs });
    return null;
  },
});

/** The background job: kwargs as the method got them; answers the names that failed, kept as the job's result. */
export function bulkActionJob(api: MethodContext, kwargs: Record<string, unknown>): Promise<string[]> {
  return bulkAction(api, bulkArgs(kwargs), true);
}
