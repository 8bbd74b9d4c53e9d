import { eventApi } from '../../../../src/apps/app-api.ts';
import { sendmail } from '../../../../src/email/queue-mail.ts';
import { hasOutgoingAccount } from '../../../../src/email/outgoing-account.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { switchesOf } from '../../../../src/rpc/builtin/notifications/settings-of.ts';
import { escapeHtml } from '../../../../src/util/html.ts';

/** The mail's title by the log's type (Frappe's get_email_header). */
function headerOf(doc: Doc): string {
  const name = String(doc.document_name ?? '');
  switch (doc.type) {
    case 'Mention': return `New Mention on ${name}`;
    case 'Assignment': return `Assignment Update on ${name}`;
    case 'Share': return `New Document Shared ${name}`;
    case 'Energy Point': return `Energy Point Update on ${name}`;
    default: return 'New Notification';
  }
}

/**
 * Frappe's send_notification_email: a new log of a type the user's Notification Settings mail
 * (never an Alert: its rule's Email channel does that) goes to the user's address, with the
 * log's subject, content and the document's link. Without an outgoing Email Account nothing is
 * queued, as Frappe logs its OutgoingEmailError and goes on.
 */
export async function sendLogEmail(dc: DocContext, doc: Doc): Promise<void> {
  if (doc.type === 'Alert' || (doc.type === 'Energy Point' && doc.email_content == null)) return;
  const api = eventApi(dc);
  if (!(await hasOutgoingAccount(dc))) return;
  if (!(await switchesOf(api, String(doc.for_user))).emailFor(String(doc.type ?? ''))) return;
  const rows = await api.asSystem().list('User', { fields: ['email'], filters: [['name', '=', String(doc.for_user)]], limit_page_length: 1 }) as Array<{ email: string | null }>;
  const email = rows[0]?.email;
  if (!email) return;
  const link = doc.link ? String(doc.link) : `/app/${encodeURIComponent(String(doc.document_type ?? '').toLowerCase().replaceAll(' ', '-'))}/${encodeURIComponent(String(doc.document_name ?? ''))}`;
  const body = `<p>${String(doc.subject ?? '')}</p>${doc.email_content ? `<div>${String(doc.email_content)}</div>` : ''}<p><a href="${escapeHtml(link)}">Open ${escapeHtml(String(doc.document_type ?? ''))} ${escapeHtml(String(doc.document_name ?? ''))}</a></p>`;
  await sendmail(dc, { recipients: [email], subject: String(doc.subject ?? '').replace(/<[^>]*>/g, ''), message: body, header: [headerOf(doc), 'orange'] });
}
