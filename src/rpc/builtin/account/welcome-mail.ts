import { issueResetKey } from '../../../auth/reset-key.ts';
import type { DocContext } from '../../../model/doc-context.ts';
import { queueAccountMail, welcomeMail } from './account-mail.ts';

const STANDARD_USERS = new Set(['Administrator', 'Guest']);

/**
 * Frappe's User.send_welcome_mail_to_user: a new user is mailed the link to set a first password
 * (a reset key, so it works once and expires as any). Answers whether the mail was queued.
 */
export async function sendWelcomeMail(dc: DocContext, user: string): Promise<boolean> {
  if (STANDARD_USERS.has(user)) return false;
  const row = await dc.tx.first<{ email: string | null; first_name: string | null; last_name: string | null; enabled: unknown }>(
    dc.tx.builder.selectFrom('tabUser').select(['email', 'first_name', 'last_name', 'enabled']).where('name', '=', user),
  );
  if (!row?.email || Number(row.enabled) !== 1) return false;
  const link = await issueResetKey(dc.tx, user, dc.now, { siteName: dc.site.name, hostName: dc.site.config.host_name });
  return queueAccountMail(dc, welcomeMail(row.email, row.first_name, row.last_name, dc.site.name, link));
}
