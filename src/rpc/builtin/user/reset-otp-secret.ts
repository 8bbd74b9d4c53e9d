import { clearSecret } from '../../../auth/two-factor/two-factor-store.ts';
import { escapeHtml } from '../../../util/html.ts';
import { whitelist } from '../../method-def.ts';
import { onlyForSystemManager } from '../permission-manager/custom-perms.ts';

/**
 * frappe.twofactor.reset_otp_secret: forgets a user's authenticator secret, so their next login
 * sets the app up anew, and mails the user that it happened. Users may reset their own; anyone else's takes a System Manager. Refused
 * while two-factor login is off in System Settings, as Frappe v15.
 */
export const resetOtpSecret = whitelist({
  path: 'twofactor.reset_otp_secret',
  methods: ['POST', 'PUT'],
  params: [{ name: 'user', type: 'str', required: true }],
  handler: async (api, a) => {
    if (api.user.name !== a.user) onlyForSystemManager(api.user);
    if (!api.dc.site.settings.enableTwoFactorAuth) api.throw('You have to enable Two Factor Auth from System Settings.');
    await clearSecret(api.dc.tx, a.user);
    // As Frappe v15, the user is told by mail (queued, sent by the job), so a reset nobody asked for is noticed.
    const rows = await api.asSystem().list('User', { fields: ['email'], filters: [['name', '=', a.user]], limit_page_length: 1 });
    const email = (rows[0] as { email?: string } | undefined)?.email;
    if (email) {
      const issuer = api.dc.site.settings.otpIssuerName;
      await api.sendmail({
        recipients: email,
        subject: `OTP Secret Reset - ${issuer}`,
        message: `<p>Your OTP secret on ${escapeHtml(issuer)} has been reset. If you did not perform this reset and did not request it, please contact your System Administrator immediately.</p>`,
      });
    }
    api.msgprint('OTP Secret has been reset. Re-registration will be required on next login.');
    return null;
  },
});
