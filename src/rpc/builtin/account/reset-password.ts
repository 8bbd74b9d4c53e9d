import { issueResetKey } from '../../../auth/reset-key.ts';
import { whitelist } from '../../method-def.ts';
import { passwordResetMail, queueAccountMail } from './account-mail.ts';

const HOUR = 3600;

/**
 * frappe.core.doctype.user.user.reset_password (also `POST /` with `cmd=`, as frappe-js-sdk's
 * forgetPassword sends it): mails an enabled user a one-use link to choose a new password, kept
 * hashed (auth/reset-key.ts). The answer is the same for every address, known or not, disabled or
 * Administrator (docs/DECISIONS.md D73): Frappe's "Password Email Sent" message and nothing else.
 * Counted per client address and per address asked for, System Settings' `password_reset_limit`
 * calls an hour each (Frappe counts per client address only).
 */
export const resetPassword = whitelist({
  path: 'core.doctype.user.user.reset_password',
  allowGuest: true,
  methods: ['POST'],
  rateLimit: [
    { limit: (s) => s.passwordResetLimit, seconds: HOUR },
    { limit: (s) => s.passwordResetLimit, seconds: HOUR, key: 'user', keyOnly: true },
  ],
  params: [{ name: 'user', type: 'str', required: true }],
  handler: async (api, a) => {
    const dc = api.dc;
    const tx = dc.tx;
    const asked = String(a.user).trim();
    const row = asked.length > 0 && asked.length <= 512 && !asked.includes('\u0000')
      ? await tx.first<{ name: string; email: string | null; first_name: string | null; enabled: unknown }>(
        tx.builder.selectFrom('tabUser').select(['name', 'email', 'first_name', 'enabled']).where('name', 'in', [...new Set([asked, asked.toLowerCase()])]),
      )
      : undefined;
    if (row && row.name !== 'Administrator' && row.name !== 'Guest' && Number(row.enabled) === 1 && row.email) {
      const settings = dc.site.settings;
      const link = await issueResetKey(tx, row.name, dc.now, { siteName: dc.site.name, hostName: dc.site.config.host_name });
      await queueAccountMail(dc, passwordResetMail(row.email, row.first_name, link, settings.resetPasswordLinkExpirySeconds));
    }
    api.msgprint('Password reset instructions have been sent to your email', { title: 'Password Email Sent' });
  },
});
