import { appError } from '../errors/app-error.ts';
import { asTrusted, type DocContext } from '../model/doc-context.ts';
import { insertDocument } from '../model/lifecycle/insert-document.ts';
import { renderTemplate } from '../templates/render-template.ts';
import { addDays, parseDatetime } from '../util/datetime.ts';
import { randomHex } from '../util/random.ts';
import { emailOf, isValidEmail, splitEmails } from './addresses.ts';
import { queuedAttachments } from './attachments.ts';
import { formattedHtml, htmlToText, unsubscribeFooter } from './email-body.ts';
import { enqueueSend } from './enqueue-send.ts';
import type { MailParts, QueuedMail, SendmailArgs } from './mail-args.ts';
import { findOutgoingAccount } from './outgoing-account.ts';
import { sendNowAfterCommit } from './send-now.ts';
import { UNSUBSCRIBE_METHOD } from './unsubscribe-link.ts';

export const NO_ACCOUNT_MESSAGE = 'Please setup default outgoing Email Account from Settings > Email Account: the mail is queued and goes out once one exists';

const bare = (a: string) => emailOf(a).toLowerCase();

/** Frappe's get_unsubscribed_user_emails: who unsubscribed from this document's mails, or from all. */
async function unsubscribed(dc: DocContext, addresses: string[], ref: { doctype: string | null; name: string | null }): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const meta = dc.site.meta.get('Email Unsubscribe')!;
  const rows = await dc.tx.all<{ email: string }>(
    dc.tx.builder.selectFrom(meta.tableName).select('email').where('email', 'in', [...new Set(addresses.map(bare))]).where((eb) =>
      eb.or([eb('global_unsubscribe', '=', 1), ...(ref.doctype ? [eb.and([eb('reference_doctype', '=', ref.doctype), eb('reference_name', '=', ref.name ?? '')])] : [])]),
    ),
  );
  return new Set(rows.map((r) => r.email.toLowerCase()));
}

function checkAddresses(list: string[], what: string): void {
  for (const a of list) if (!isValidEmail(a)) throw appError('INVALID_EMAIL', `${a.slice(0, 200)} is not a valid Email Address (${what})`);
}

function sendAfterOf(dc: DocContext, value: SendmailArgs['send_after']): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return `${addDays(dc.now.slice(0, 10), value)} 00:00:00`;
  const parsed = parseDatetime(String(value));
  if (!parsed) throw appError('VALIDATION', `send_after: ${String(value).slice(0, 40)} is not a datetime`);
  return parsed;
}

/**
 * Frappe's frappe.sendmail: queues a mail as an Email Queue record (with its recipients, who
 * unsubscribed left out) in the caller's transaction and hands it to the send job, or with `now`
 * (or `delayed: false`) sends it as soon as the transaction has committed. A mail about a
 * document gets a Communication on its timeline (docs/DECISIONS.md D67). With no outgoing Email
 * Account the mail stays Not Sent, the caller is told so by a message, and the flush sends it
 * once an account exists (docs/DECISIONS.md D66). Answers null when nobody is left to send to.
 */
export async function sendmail(dc: DocContext, given: SendmailArgs): Promise<QueuedMail | null> {
  let args = given;
  const ref = { doctype: args.reference_doctype || null, name: args.reference_name == null ? null : String(args.reference_name) };
  if (ref.doctype && !dc.site.meta.get(ref.doctype)) throw appError('VALIDATION', `reference_doctype: DocType ${ref.doctype.slice(0, 140)} not found`);
  const to = splitEmails(args.recipients);
  const cc = splitEmails(args.cc);
  const bcc = splitEmails(args.bcc);
  checkAddresses(to, 'recipients');
  checkAddresses(cc, 'cc');
  checkAddresses(bcc, 'bcc');
  if (args.template) args = { ...args, ...(await fromTemplate(dc, args.template, args)) };
  const gone = await unsubscribed(dc, [...to, ...cc], ref);
  const finalTo = to.filter((a) => !gone.has(bare(a)));
  const finalCc = cc.filter((a) => !gone.has(bare(a)));
  if (finalTo.length + finalCc.length === 0) return null;

  const sender = args.sender && args.sender !== 'Administrator' ? args.sender : '';
  if (sender) checkAddresses([sender], 'sender');
  const account = await findOutgoingAccount(dc, { sender });
  const withUnsubscribe = (args.add_unsubscribe_link ?? 1) !== 0 && args.add_unsubscribe_link !== false && !!ref.doctype && !!args.unsubscribe_message;
  const expose = args.expose_recipients === 'footer' ? 'footer' : null;
  const footer = withUnsubscribe ? unsubscribeFooter(args.unsubscribe_message, expose) : null;
  const message = String(args.message ?? '');
  const html = formattedHtml({ message, header: args.header ?? null, signature: account?.signature, footer: account?.footer, unsubscribe: footer?.html });
  const text = (args.text_content ?? htmlToText(message)) + (footer?.text ?? '');
  const messageId = args.message_id || `${randomHex(20)}@${dc.site.name}`;
  const parts: MailParts = {
    subject: String(args.subject ?? 'No Subject'),
    html,
    text,
    to: finalTo,
    cc: finalCc,
    replyTo: args.reply_to || null,
    inReplyTo: args.in_reply_to || null,
    readReceipt: !!args.read_receipt,
    headers: { ...(args.email_headers ?? {}) },
  };
  const attachments = await queuedAttachments(dc, args.attachments ?? []);
  const communication = args.communication ?? (ref.doctype && ref.name ? await addCommunication(dc, args, { ...parts, message, sender, bcc, ref, messageId, attachments: attachments.length }) : null);
  const recipients = [...new Set([...finalTo, ...finalCc, ...bcc].map((a) => emailOf(a)))];
  const queue = await insertDocument(asTrusted(dc), dc.site.meta.get('Email Queue')!, {
    sender,
    recipients: recipients.map((recipient) => ({ recipient, status: 'Not Sent' })),
    show_as_cc: finalCc.join(','),
    message: html,
    status: 'Not Sent',
    message_id: messageId,
    reference_doctype: ref.doctype,
    reference_name: ref.name,
    communication,
    send_after: sendAfterOf(dc, args.send_after),
    priority: args.send_priority ?? 1,
    add_unsubscribe_link: withUnsubscribe ? 1 : 0,
    unsubscribe_method: args.unsubscribe_method || UNSUBSCRIBE_METHOD,
    unsubscribe_param: args.unsubscribe_params ? JSON.stringify(args.unsubscribe_params) : null,
    expose_recipients: expose,
    attachments: JSON.stringify(attachments),
    retry: 0,
    email_account: account?.name ?? null,
    mail_parts: JSON.stringify(parts),
  });
  const name = String(queue.name);
  if (!account) {
    dc.messages.push({ message: NO_ACCOUNT_MESSAGE, title: 'Email Account not set', indicator: 'orange' });
  } else if (args.now || args.delayed === false) {
    sendNowAfterCommit(dc, name);
  } else if (!queue.send_after) {
    await enqueueSend(dc, name);
  }
  return { name, status: 'Not Sent', communication, skipped: [...to, ...cc].filter((a) => gone.has(bare(a))) };
}

/**
 * The subject and message of an Email Template rendered over `args.args` in the template sandbox
 * (templates/render-template.ts); a subject given beside the template wins, as does a message.
 */
async function fromTemplate(dc: DocContext, name: string, args: SendmailArgs): Promise<Pick<SendmailArgs, 'subject' | 'message'>> {
  const meta = dc.site.meta.get('Email Template');
  const row = meta && (await dc.tx.first<Record<string, unknown>>(dc.tx.builder.selectFrom(meta.tableName).select(['subject', 'use_html', 'response', 'response_html']).where('name', '=', name)));
  if (!row) throw appError('DOC_NOT_FOUND', `Email Template ${name.slice(0, 140)} not found`);
  const context = { ...(args.args ?? {}) };
  const body = String((Number(row.use_html) === 1 ? row.response_html : row.response) ?? '');
  return {
    subject: args.subject ?? renderTemplate(String(row.subject ?? ''), context, 'Subject'),
    message: args.message ?? renderTemplate(body, context, 'Response'),
  };
}

/** The referenced document's timeline entry for a mail (as Frappe's make() records a composed one). */
async function addCommunication(dc: DocContext, args: SendmailArgs, m: MailParts & { message: string; sender: string; bcc: string[]; ref: { doctype: string | null; name: string | null }; messageId: string; attachments: number }): Promise<string> {
  const doc = await insertDocument(asTrusted(dc), dc.site.meta.get('Communication')!, {
    communication_type: 'Communication',
    communication_medium: 'Email',
    sent_or_received: 'Sent',
    subject: m.subject,
    content: m.message,
    text_content: args.text_content ?? null,
    sender: m.sender || null,
    recipients: m.to.join(', '),
    cc: m.cc.join(', ') || null,
    bcc: m.bcc.join(', ') || null,
    reference_doctype: m.ref.doctype,
    reference_name: m.ref.name,
    message_id: m.messageId,
    read_receipt: m.readReceipt ? 1 : 0,
    has_attachment: m.attachments > 0 ? 1 : 0,
    delivery_status: 'Sending',
  });
  return String(doc.name);
}
