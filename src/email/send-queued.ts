import { asTrusted, type DocContext } from '../model/doc-context.ts';
import { displayNameOf, emailOf, formatAddress } from './addresses.ts';
import { attachmentBytes, type StoredAttachment } from './attachments.ts';
import { PLACEHOLDERS } from './email-body.ts';
import { RETRY_LIMIT } from './enqueue-send.ts';
import { findOutgoingAccount, type OutgoingAccount } from './outgoing-account.ts';
import type { MailParts } from './mail-args.ts';
import { openSmtp, type OutgoingMessage } from './smtp-transport.ts';
import { unsubscribeUrl } from './unsubscribe-link.ts';

/**
 * Runs `fn` in a transaction that is committed when it returns: a job's own (committed with
 * api.commit()), or a new one after a request's commit (send-now.ts).
 */
export type Committing = <T>(fn: (dc: DocContext) => Promise<T>) => Promise<T>;

type Row = Record<string, unknown>;

/** A mail claimed for sending: marked Sending, with everything its copies need. */
interface Claimed {
  mail: Row;
  account: OutgoingAccount;
  pending: Array<{ name: string; recipient: string }>;
  messages: OutgoingMessage[];
  sentBefore: boolean;
}

/** How one attempt ended: sent (or nothing to do), or failed with the SMTP server's reason. */
export type SendOutcome = { status: 'skipped' } | { status: 'Sent' } | { status: string; error: string };

const table = (dc: DocContext, doctype: string) => dc.site.meta.get(doctype)!.tableName;

/**
 * Frappe's EmailQueue.send: sends each recipient not yet sent its copy, then records the
 * outcome. A failure counts a retry and leaves the mail Not Sent (or Partially Sent) for the next
 * attempt, and after RETRY_LIMIT retries makes it Error with the server's reason. The SMTP
 * exchange runs outside any transaction: the claim (status Sending) and the outcome are each
 * committed by `run`. Answers `skipped` when the mail is not to be sent now (sent already, due
 * later, or no outgoing account exists).
 */
export async function sendQueuedMail(run: Committing, name: string): Promise<SendOutcome> {
  let claimed: Claimed | null;
  try {
    claimed = await run((dc) => claim(dc, name));
  } catch (err) {
    // The mail could not be built (an attachment's file is gone): that is this attempt's failure.
    return run((dc) => record(dc, name, [], (err as Error).message, false));
  }
  if (!claimed) return { status: 'skipped' };
  const sent: string[] = [];
  let error: string | null = null;
  const session = await openSmtp(claimed.account).catch((err: Error) => {
    error = err.message;
    return null;
  });
  if (session) {
    try {
      for (const [i, message] of claimed.messages.entries()) {
        await session.send(message);
        sent.push(claimed.pending[i]!.name);
      }
    } catch (err) {
      error = smtpReason(err);
    } finally {
      session.close();
    }
  }
  const sentBefore = claimed.sentBefore;
  return run((dc) => record(dc, name, sent, error, sentBefore));
}

function smtpReason(err: unknown): string {
  const e = err as { message?: string; response?: string; responseCode?: number };
  return e.response ? `${e.message ?? ''}${e.message?.includes(e.response) ? '' : `: ${e.response}`}` : String(e.message ?? err);
}

async function claim(dc: DocContext, name: string): Promise<Claimed | null> {
  const mail = await dc.tx.first<Row>(dc.tx.builder.selectFrom(table(dc, 'Email Queue')).selectAll().where('name', '=', name));
  if (!mail || (mail.status !== 'Not Sent' && mail.status !== 'Partially Sent')) return null;
  if (mail.send_after && String(mail.send_after) > dc.now) return null;
  const account = await findOutgoingAccount(dc, { name: mail.email_account ? String(mail.email_account) : null, sender: mail.sender ? String(mail.sender) : null });
  if (!account) return null;
  const rows = await dc.tx.all<{ name: string; recipient: string; status: string }>(
    dc.tx.builder.selectFrom(table(dc, 'Email Queue Recipient')).select(['name', 'recipient', 'status']).where('parent', '=', name).where('parenttype', '=', 'Email Queue').orderBy('idx'),
  );
  const pending = rows.filter((r) => r.status !== 'Sent');
  const parts = JSON.parse(String(mail.mail_parts ?? '{}')) as MailParts;
  const attachments = await attachmentBytes(dc, JSON.parse(String(mail.attachments ?? '[]')) as StoredAttachment[]);
  const messages = pending.map((r) => compose(dc, mail, parts, account, attachments, r.recipient));
  await dc.tx.run(dc.tx.builder.updateTable(table(dc, 'Email Queue')).set({ status: 'Sending', email_account: account.name, modified: dc.now }).where('name', '=', name));
  await setDeliveryStatus(dc, mail.communication, 'Sending');
  return { mail, account, pending, messages, sentBefore: rows.some((r) => r.status === 'Sent') };
}

/** The sender a copy shows: the given one, else the account's, with the account's address when it says so (Frappe's EMail.validate). */
function senderOf(mail: Row, account: OutgoingAccount): string {
  const given = mail.sender ? String(mail.sender) : '';
  if (!given) return formatAddress(account.name, account.emailId);
  if (!account.alwaysUseAccountEmail) return given;
  const name = account.alwaysUseAccountName ? account.name : displayNameOf(given) || account.name;
  return formatAddress(name, account.emailId);
}

/** One recipient's copy: the placeholders replaced as Frappe's build_message does. */
function compose(dc: DocContext, mail: Row, parts: MailParts, account: OutgoingAccount, attachments: OutgoingMessage['attachments'], recipient: string): OutgoingMessage {
  const unsubscribe = Number(mail.add_unsubscribe_link) === 1 && mail.reference_doctype
    ? unsubscribeUrl(dc, { reference_doctype: String(mail.reference_doctype), reference_name: String(mail.reference_name ?? ''), unsubscribe_method: String(mail.unsubscribe_method ?? ''), unsubscribe_param: mail.unsubscribe_param ? String(mail.unsubscribe_param) : null }, recipient)
    : '';
  const footer = mail.expose_recipients === 'footer';
  const receivers = footer ? `This email was sent to ${parts.to.join(', ')}${parts.cc.length ? ` and copied to ${parts.cc.join(', ')}` : ''}` : '';
  const fill = (body: string) => body.split(PLACEHOLDERS.unsubscribeUrl).join(unsubscribe).split(PLACEHOLDERS.cc).join(receivers).split(PLACEHOLDERS.recipient).join(recipient);
  const from = senderOf(mail, account);
  return {
    from,
    to: mail.expose_recipients === 'header' ? parts.to : parts.to.some((t) => emailOf(t) === recipient) ? [recipient] : parts.to,
    cc: parts.cc,
    subject: parts.subject,
    html: fill(parts.html),
    text: fill(parts.text),
    ...(parts.replyTo ? { replyTo: parts.replyTo } : {}),
    ...(parts.inReplyTo ? { inReplyTo: parts.inReplyTo } : {}),
    messageId: `<${String(mail.message_id)}>`,
    headers: { ...parts.headers, ...(parts.readReceipt ? { 'Disposition-Notification-To': from } : {}) },
    attachments,
    envelopeTo: recipient,
    envelopeFrom: emailOf(from),
  };
}

/** Frappe's SendMailContext exit: each copy sent is marked, then the mail's status, retry count and error. */
async function record(dc: DocContext, name: string, sent: string[], error: string | null, sentBefore: boolean): Promise<SendOutcome> {
  const q = table(dc, 'Email Queue');
  const mail = await dc.tx.first<Row>(dc.tx.builder.selectFrom(q).select(['retry', 'communication']).where('name', '=', name));
  if (!mail) return { status: 'skipped' };
  if (sent.length > 0) await dc.tx.run(dc.tx.builder.updateTable(table(dc, 'Email Queue Recipient')).set({ status: 'Sent', modified: dc.now }).where('name', 'in', sent));
  const retry = Number(mail.retry ?? 0);
  let update: Row;
  if (error === null) update = { status: 'Sent', error: null };
  else if (retry < RETRY_LIMIT) update = { status: sentBefore || sent.length > 0 ? 'Partially Sent' : 'Not Sent', retry: retry + 1, error };
  else update = { status: 'Error', error };
  await dc.tx.run(dc.tx.builder.updateTable(q).set({ ...update, modified: dc.now }).where('name', '=', name));
  await setDeliveryStatus(dc, mail.communication, update.status === 'Sent' ? 'Sent' : update.status === 'Error' ? 'Error' : 'Sending');
  return error === null ? { status: 'Sent' } : { status: String(update.status), error };
}

/** Frappe's Communication.set_delivery_status, from the state of its mail. */
export async function setDeliveryStatus(dc: DocContext, communication: unknown, status: string): Promise<void> {
  if (!communication) return;
  await asTrusted(dc).tx.run(dc.tx.builder.updateTable(table(dc, 'Communication')).set({ delivery_status: status }).where('name', '=', String(communication)));
}
