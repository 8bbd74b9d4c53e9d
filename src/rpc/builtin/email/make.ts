import { splitEmails, emailOf } from '../../../email/addresses.ts';
import { sendmail } from '../../../email/queue-mail.ts';
import { appError } from '../../../errors/app-error.ts';
import { asTrusted, type DocContext } from '../../../model/doc-context.ts';
import { fullNameOf } from '../../../model/info-comment.ts';
import { insertDocument } from '../../../model/lifecycle/insert-document.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { accessFor } from '../../../model/permissions.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { evaluateCondition } from '../../../query/evaluate-condition.ts';
import { whitelist } from '../../method-def.ts';

/** Frappe's check before a mail about a document: the caller reads it and holds `email` on it. */
async function checkEmailRight(dc: DocContext, doctype: string, name: string): Promise<void> {
  const meta = requireDocType(dc, doctype);
  const doc = await loadReadableDocument(dc, meta, name);
  const access = accessFor(meta, dc.user, dc.site.controllers);
  if (!access.has('email') || !evaluateCondition(access.condition('email'), doc)) {
    throw appError('PERMISSION_DENIED', `You are not allowed to send emails related to: ${meta.name} ${name}`);
  }
}

/** Frappe's get_formatted_email of the caller: `Full Name <email>`, '' for a user without an address. */
async function callerAddress(dc: DocContext): Promise<string> {
  const user = dc.user.name;
  if (!user.includes('@')) return '';
  const name = await fullNameOf(dc, user);
  return name && name !== user ? `${name} <${user}>` : user;
}

/** The composer's attachments: File names (or `{fid}`/`{file_url}`) the caller may read, or `{fname, fcontent}`. */
async function readableAttachments(dc: DocContext, raw: unknown): Promise<Array<string | Record<string, unknown>>> {
  const list = typeof raw === 'string' ? (JSON.parse(raw || '[]') as unknown) : raw ?? [];
  if (!Array.isArray(list)) throw appError('VALIDATION', 'attachments must be a list');
  const meta = requireDocType(dc, 'File');
  for (const a of list) {
    const fid = typeof a === 'string' ? a : a && typeof a === 'object' && typeof (a as { fid?: unknown }).fid === 'string' ? String((a as { fid: string }).fid) : null;
    if (fid) await loadReadableDocument(dc, meta, fid);
  }
  return list as Array<string | Record<string, unknown>>;
}

/**
 * frappe.core.doctype.communication.email.make: the desk composer's "Send". Records a
 * Communication on the referenced document's timeline and, with `send_email`, queues its mail
 * (recipients, cc, bcc, attachments; `send_me_a_copy` copies the sender). The caller must read
 * the document and hold `email` on it (403). `print_html`, `print_format` or
 * `attach_document_print` attach the document's print as a PDF, printed by the send job (the
 * caller must hold `print` on it, 403). Without an outgoing Email Account the mail waits
 * queued and a message says so. Answers `{name, emails_not_sent_to}` as Frappe.
 */
export const make = whitelist({
  path: 'core.doctype.communication.email.make',
  methods: ['POST', 'PUT'],
  extraArgs: true,
  params: [
    { name: 'doctype', type: 'str' },
    { name: 'name', type: 'str' },
    { name: 'content', type: 'str' },
    { name: 'subject', type: 'str' },
    { name: 'sent_or_received', type: 'str', default: 'Sent' },
    { name: 'sender', type: 'str' },
    { name: 'sender_full_name', type: 'str' },
    { name: 'recipients', type: 'any' },
    { name: 'communication_medium', type: 'str', default: 'Email' },
    { name: 'send_email', type: 'bool', default: false },
    { name: 'print_html', type: 'str' },
    { name: 'print_format', type: 'str' },
    { name: 'attach_document_print', type: 'bool', default: false },
    { name: 'print_letterhead', type: 'bool', default: true },
    { name: 'attachments', type: 'any' },
    { name: 'send_me_a_copy', type: 'bool', default: false },
    { name: 'cc', type: 'any' },
    { name: 'bcc', type: 'any' },
    { name: 'read_receipt', type: 'bool', default: false },
    { name: 'communication_type', type: 'str' },
    { name: 'send_after', type: 'str' },
    { name: 'now', type: 'bool', default: false },
  ],
  handler: async (api, a) => {
    const dc = api.dc;
    if (a.doctype && a.name) await checkEmailRight(dc, a.doctype, a.name);
    const attachments = await readableAttachments(dc, a.attachments);
    const wantsPrint = a.send_email && (a.print_html || a.print_format || a.attach_document_print);
    if (wantsPrint && !(a.doctype && a.name)) throw appError('VALIDATION', 'A print is attached to a mail about a document: give doctype and name');
    // The desk's composer sends the preview it showed as print_html; the stored document is printed instead (docs/DECISIONS.md D129).
    if (wantsPrint) attachments.push({ print_format_attachment: 1, doctype: a.doctype, name: a.name, print_format: a.print_format || null, print_letterhead: a.print_letterhead });
    const sender = a.sender || (await callerAddress(dc));
    const to = splitEmails(a.recipients);
    const cc = splitEmails(a.cc);
    const bcc = splitEmails(a.bcc);
    const comm = await insertDocument(asTrusted(dc), requireDocType(dc, 'Communication'), {
      subject: a.subject ?? null,
      content: a.content ?? null,
      sender: sender || null,
      sender_full_name: a.sender_full_name ?? null,
      recipients: to.join(', ') || null,
      cc: cc.join(', ') || null,
      bcc: bcc.join(', ') || null,
      communication_medium: a.communication_medium,
      sent_or_received: a.sent_or_received,
      reference_doctype: a.doctype || null,
      reference_name: a.name || null,
      read_receipt: a.read_receipt ? 1 : 0,
      has_attachment: attachments.length > 0 ? 1 : 0,
      communication_type: a.communication_type || 'Communication',
      send_after: a.send_after || null,
    });
    const name = String(comm.name);
    if (!a.send_email) return { name, emails_not_sent_to: '' };
    const copyTo = a.send_me_a_copy && dc.user.name.includes('@') ? [dc.user.name] : [];
    const queued = await sendmail(dc, {
      recipients: to.filter((r) => r !== 'Administrator'),
      cc: [...cc, ...copyTo],
      bcc,
      sender,
      subject: String(a.subject ?? ''),
      message: String(a.content ?? ''),
      reference_doctype: a.doctype || undefined,
      reference_name: a.name || undefined,
      attachments,
      communication: name,
      unsubscribe_message: a.doctype && a.name ? 'Leave this conversation' : undefined,
      expose_recipients: 'header',
      read_receipt: a.read_receipt,
      ...(a.send_after ? { send_after: a.send_after } : {}),
      now: a.now,
    });
    const skipped = queued ? queued.skipped : [...to, ...cc];
    return { name, emails_not_sent_to: skipped.map(emailOf).join(', ') };
  },
});
