import { sendmail } from '../../../email/queue-mail.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import type { DocContext } from '../../../model/doc-context.ts';
import type { Doc } from '../../../model/document.ts';
import { escapeHtml } from '../../../util/html.ts';
import { hasApprovalAccess } from './transitions.ts';
import { stateRow, systemDocs, type TransitionRow, type WorkflowDef } from './workflow-of.ts';

/**
 * Frappe's send_workflow_action_email: each enabled user holding a role of the next transitions
 * (and not refused as the document's owner by a transition forbidding self-approval) is mailed the
 * actions open to them, with the state's message and a link to the document's form. svc mails no
 * signed one-click action links (docs/DECISIONS.md D94): the action is taken on the form.
 */
export async function sendWorkflowMail(dc: DocContext, meta: DocTypeMeta, doc: Doc, workflow: WorkflowDef, next: readonly TransitionRow[]): Promise<void> {
  const actionsOf = new Map<string, Set<string>>();
  for (const transition of next) {
    const users = (await systemDocs(dc).list('User', { fields: ['name', 'email'], filters: [['Has Role', 'role', '=', transition.allowed], ['enabled', '=', 1]], limit_page_length: 0 })) as Array<{ name: string; email: string | null }>;
    for (const user of users) {
      if (!user.email || user.name === 'Administrator' || user.name === 'Guest') continue;
      if (!hasApprovalAccess(user.name, doc, transition)) continue;
      const actions = actionsOf.get(user.email) ?? actionsOf.set(user.email, new Set()).get(user.email)!;
      actions.add(transition.action);
    }
  }
  const state = String(doc[workflow.workflow_state_field]);
  const note = stateRow(workflow, state)?.message;
  const link = `/app/${meta.name.toLowerCase().replaceAll(' ', '-')}/${encodeURIComponent(String(doc.name))}`;
  for (const [email, actions] of actionsOf) {
    const items = [...actions].map((a) => `<li>${escapeHtml(a)}</li>`).join('');
    await sendmail(dc, {
      recipients: [email],
      subject: `Workflow Action on ${meta.name}: ${String(doc.name)}`,
      message: `<p>${escapeHtml(meta.name)} ${escapeHtml(String(doc.name))} is ${escapeHtml(state)}.</p>${note ? `<p>${escapeHtml(note)}</p>` : ''}<p>Actions open to you:</p><ul>${items}</ul><p><a href="${escapeHtml(link)}">Open the document</a></p>`,
      reference_doctype: meta.name,
      reference_name: String(doc.name),
    });
  }
}
