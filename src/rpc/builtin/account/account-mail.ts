import { sendmail } from '../../../email/queue-mail.ts';
import { contextWith, type DocContext } from '../../../model/doc-context.ts';
import { personName } from '../../../util/person-name.ts';

/** One account mail: plain text and HTML from the same lines; the one-use link is its only secret. */
export interface AccountMail {
  readonly to: string;
  readonly subject: string;
  readonly lines: readonly string[];
  readonly link: string;
}

/** Frappe's password_reset mail: the link to choose a new password, valid once. */
export function passwordResetMail(to: string, firstName: string | null, link: string, expirySeconds: number): AccountMail {
  const within = expirySeconds > 0 ? ` within ${Math.max(1, Math.round(expirySeconds / 60))} minutes` : '';
  return {
    to,
    subject: 'Password Reset',
    link,
    lines: [`Dear ${firstName || 'user'},`, `Please click on the following link to set your new password${within}; it works once:`],
  };
}

/** Frappe's new_user (welcome) mail: the link to set a first password, from the site's address. */
export function welcomeMail(to: string, first: string | null, last: string | null, siteName: string, link: string): AccountMail {
  return {
    to,
    subject: `Welcome to ${siteName}`,
    link,
    lines: [`Dear ${personName(first, last) || 'user'},`, `An account has been created for you on ${siteName} (user: ${to}).`, 'Please click on the following link to set your password; it works once:'],
  };
}

/** The mail's body as HTML, every line escaped. */
export function mailHtml(mail: AccountMail): string {
  const esc = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `${mail.lines.map((l) => `<p>${esc(l)}</p>`).join('\n')}\n<p><a href="${esc(mail.link)}">${esc(mail.link)}</a></p>`;
}

/**
 * Queues an account mail for the send job (never sent during the request: the answer takes the
 * same time whether a mail is due or not, docs/DECISIONS.md D73). The queue keeps it until an
 * outgoing Email Account exists; sendmail's "set up an Email Account" notice is dropped, so the
 * answer says nothing about the address. Answers whether a mail was queued.
 */
export async function queueAccountMail(dc: DocContext, mail: AccountMail): Promise<boolean> {
  const quiet = contextWith(dc, { messages: [] });
  const queued = await sendmail(quiet, { recipients: [mail.to], subject: mail.subject, message: mailHtml(mail), header: [mail.subject, 'green'], delayed: true });
  return queued !== null;
}
