import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import { deleteDocument } from '../../../model/lifecycle/delete-document.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';
import { documentNames, oneDocument } from './each-document.ts';

/** The job Frappe enqueues for a large selection, by Frappe's path (what RQ Job lists show). */
export const DELETE_BULK_JOB = 'frappe.desk.reportview.delete_bulk';

/** Above this many documents the deletion runs as a background job, as Frappe's delete_items decides (docs/DECISIONS.md F21). */
const INLINE_MAX = 10;
/** From this many documents on, each deletion reports its progress, as in Frappe. */
const PROGRESS_FROM = 5;

/**
 * Frappe's delete_bulk: deletes each document with the caller's rights (read and delete, links
 * checked), each in its own savepoint (committed after it in a job). While some succeed and some
 * fail, the failed ones are tried again, since a document may have been held only by a link from
 * another of the selection. A `progress` event `{progress: [i, n], title, description}` goes to
 * the caller for each deletion of a selection of five or more, and a realtime `msgprint` says how
 * it ended (held until the commit, so it never reports what a rollback undid).
 */
async function deleteBulk(api: MethodContext, meta: DocTypeMeta, items: readonly string[], commit: boolean): Promise<void> {
  const failed: string[] = [];
  for (const [i, name] of items.entries()) {
    const outcome = await oneDocument(api, commit, name, async (dc, n) => deleteDocument(dc, meta, await loadReadableDocument(dc, meta, n, true)));
    if (!outcome.ok) {
      failed.push(name);
      continue;
    }
    if (items.length >= PROGRESS_FROM) api.publishRealtime('progress', { progress: [i + 1, items.length], title: `Deleting ${meta.name}`, description: name }, { user: api.user.name });
  }
  if (failed.length > 0 && failed.length < items.length) return deleteBulk(api, meta, failed, commit);
  const message = failed.length > 0
    ? { message: `Failed to delete ${failed.length} documents: ${failed.join(', ')}`, title: 'Bulk Operation Failed' }
    : { message: 'Deleted all documents successfully', title: 'Bulk Operation Successful' };
  api.publishRealtime('msgprint', message, { user: api.user.name, afterCommit: true });
}

/** The selection as Frappe orders it: names sorted in descending order. */
function sortedItems(raw: unknown): string[] {
  return [...new Set(documentNames('items', raw))].sort().reverse();
}

/**
 * frappe.desk.reportview.delete_items: the list view's bulk delete of `items` (a JSON list of
 * names) of `doctype`. Up to 10 are deleted in this request, more by a background job on the
 * default queue running as the caller; each document is permission-checked when it is deleted,
 * and what failed is reported by the realtime `msgprint`, as in Frappe. Answers null.
 */
export const deleteItems = whitelist({
  path: 'desk.reportview.delete_items',
  methods: ['POST', 'PUT', 'DELETE'],
  params: [
    { name: 'items', type: 'any', required: true },
    { name: 'doctype', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    const items = sortedItems(a.items);
    if (items.length > INLINE_MAX) await api.enqueue(DELETE_BULK_JOB, { kwargs: { doctype: meta.name, items } });
    else await deleteBulk(api, meta, items, false);
    return null;
  },
});

/** The background job: kwargs `{doctype, items}`, run as the user who asked. */
export async function deleteBulkJob(api: MethodContext, kwargs: Record<string, unknown>): Promise<null> {
  const meta = requireDocType(api.dc, String(kwargs.doctype));
  await deleteBulk(api, meta, sortedItems(kwargs.items), true);
  return null;
}
