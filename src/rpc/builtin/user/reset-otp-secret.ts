import { clearSecret } from '../../../auth/two-factor/two-factor-store.ts';
import { whitelist } from '../../method-def.ts';
import { onlyForSystemManager } from '../permission-manager/custom-perms.ts';

/**
 * frappe.twofactor.reset_otp_secret: forgets a user's authenticator secret, so their next login
 * sets the app up anew. Users may reset their own; anyone else's takes a System Manager. Refused
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
    api.msgprint('OTP Secret has been reset. Re-registration will be required on next login.');
    return null;
  },
});
