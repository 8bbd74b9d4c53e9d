import { whitelist } from '../../method-def.ts';
import { policyAnswer } from './password-policy.ts';
import { userInputsOf } from './user-inputs.ts';

/**
 * frappe.core.doctype.user.user.test_password_strength: zxcvbn's verdict on `new_password` with
 * the caller's own names as known words, `feedback.password_policy_validation_passed` by System
 * Settings' minimum score; `{}` while the policy is off. `key` and `old_password` are accepted and
 * unused, as Frappe deprecated them; `user_data` is ignored (svc reads the caller's own record).
 */
export const testPasswordStrength = whitelist({
  path: 'core.doctype.user.user.test_password_strength',
  allowGuest: true,
  params: [
    { name: 'new_password', type: 'str', required: true },
    { name: 'key', type: 'any' },
    { name: 'old_password', type: 'any' },
    { name: 'user_data', type: 'any' },
  ],
  handler: async (api, a) => {
    const settings = api.dc.site.settings;
    if (!settings.enablePasswordPolicy) return {};
    return policyAnswer(settings, a.new_password, await userInputsOf(api.dc.tx, api.user.name));
  },
});
