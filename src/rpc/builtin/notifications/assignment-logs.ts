import { fullNameOf } from '../../../model/info-comment.ts';
import { escapeHtml } from '../../../util/html.ts';
import type { MethodContext } from '../../method-context.ts';
import { makeNotificationLogs } from './make-logs.ts';

const bold = (text: string) => `<b>${escapeHtml(text)}</b>`;

/** A document's title as the bell shows it (Frappe's get_title and get_title_html). */
async function titleHtml(api: MethodContext, doctype: string, name: string): Promise<string> {
  const field = api.dc.site.meta.get(doctype)?.titleField;
  let title = name;
  if (field && field !== 'name') {
    const rows = await api.asSystem().list(doctype, { fields: [field], filters: [['name', '=', name]], limit_page_length: 1 }) as Array<Record<string, unknown>>;
    if (rows[0]?.[field]) title = String(rows[0][field]);
  }
  return `<b class="subject-title">${escapeHtml(title)}</b>`;
}

/**
 * Frappe's assign_to.notify_assignment: the assignee's Assignment log when someone else assigns
 * them a document (`assign`) or their assignment of it is removed or closed (`close`); nothing for
 * a self-assignment.
 */
export async function notifyAssignment(api: MethodContext, a: { assignedBy: string; allocatedTo: string; doctype: string; name: string; action: 'assign' | 'close'; description?: string | null }): Promise<void> {
  if (!a.assignedBy || !a.allocatedTo || a.assignedBy === a.allocatedTo) return;
  const who = await fullNameOf(api.dc, api.user.name);
  const title = await titleHtml(api, a.doctype, a.name);
  const subject = a.action === 'close'
    ? `Your assignment on ${bold(a.doctype)} ${title} has been removed by ${bold(who)}`
    : `${bold(who)} assigned a new task ${bold(a.doctype)} ${title} to you`;
  await makeNotificationLogs(api, [a.allocatedTo], {
    type: 'Assignment', document_type: a.doctype, document_name: a.name, subject, from_user: api.user.name,
    email_content: a.description ? `<div>${a.description}</div>` : null,
  });
}

/** Frappe's share.notify_assignment: the user's Share log when a document is shared with them and `notify` asks. */
export async function notifyShare(api: MethodContext, user: string, doctype: string, name: string): Promise<void> {
  const subject = `${bold(await fullNameOf(api.dc, api.user.name))} shared a document ${bold(doctype)} ${await titleHtml(api, doctype, name)} with you`;
  await makeNotificationLogs(api, [user], { type: 'Share', document_type: doctype, document_name: name, subject, from_user: api.user.name });
}
