import { appError, isAppError } from '../../../errors/app-error.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { translateDbError } from '../../../operations/run-operation.ts';
import { withSavepoint } from '../../../storage/savepoint.ts';
import { escapeHtml } from '../../../util/html.ts';
import { whitelist } from '../../method-def.ts';
import { listArg } from '../client/shared.ts';
import { applyWorkflow } from './apply-workflow.ts';

/** Frappe refuses a bulk action on more documents than this. */
const MAX_DOCUMENTS = 500;

interface Outcome {
  readonly docname: string;
  readonly message: string | null;
}

/**
 * frappe.model.workflow.bulk_workflow_approval: applies `action` to each document of `docnames`
 * in turn, each inside a savepoint, so one that fails is undone alone. Frappe reports the outcome
 * in a message only (and runs 20 or more documents in a job); svc runs them all in the request and
 * answers the outcome per document as well (docs/DECISIONS.md D93).
 */
export const bulkWorkflowApproval = whitelist({
  path: 'model.workflow.bulk_workflow_approval',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'docnames', type: 'any', required: true },
    { name: 'doctype', type: 'str', required: true },
    { name: 'action', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    const dc = api.dc;
    const meta = requireDocType(dc, a.doctype);
    const names = listArg('docnames', a.docnames);
    if (names.length > MAX_DOCUMENTS) throw appError('VALIDATION', `Bulk approval only support up to ${MAX_DOCUMENTS} documents.`);
    const successful: Outcome[] = [];
    const failed: Outcome[] = [];
    for (const raw of names) {
      const docname = String(raw);
      try {
        await withSavepoint(dc.tx, () => applyWorkflow(dc, meta, docname, a.action));
        successful.push({ docname, message: null });
      } catch (err) {
        const error = translateDbError(dc.site.db, dc.log, err);
        if (!isAppError(error) || error.code === 'DATABASE_UNAVAILABLE' || error.code === 'READ_ONLY_REQUEST') throw error;
        failed.push({ docname, message: `${error.excType}: ${error.message}` });
      }
    }
    const indicator = failed.length && successful.length ? 'orange' : failed.length ? 'red' : 'green';
    api.msgprint(summary(failed, successful), { title: 'Workflow Status', indicator });
    return { successful, failed };
  },
});

/** Frappe's print_workflow_log, both lists in one message. */
function summary(failed: Outcome[], successful: Outcome[]): string {
  const part = (title: string, items: Outcome[]) =>
    items.length ? `<h4>${title}</h4>${items.map((o) => `<div>${escapeHtml(o.docname)}${o.message ? `<div class="small text-muted">${escapeHtml(o.message)}</div>` : ''}</div>`).join('')}` : '';
  return part('Failed Transactions', failed) + part('Successful Transactions', successful);
}
