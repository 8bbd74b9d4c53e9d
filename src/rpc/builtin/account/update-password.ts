import { MAX_PASSWORD_LENGTH } from '../../../auth/login.ts';
import { clearResetKey, userForResetKey } from '../../../auth/reset-key.ts';
import { appError } from '../../../errors/app-error.ts';
import { isCurrentPassword, storeLoginPassword } from '../../../auth/password-change.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';
import { enforcePolicy } from './password-policy.ts';
import { userInputsOf } from './user-inputs.ts';

/** Frappe's answer to a used, unknown or expired key: 410 with the reason in `message`. */
function keyRefused(message: string) {
  return appError('LINK_GONE', message, { messages: [], extra: { message } });
}

/** Who the password is for: the key's user, or the signed-in caller proving the old password. */
async function targetUser(api: MethodContext, key: string | null, oldPassword: string | null): Promise<string> {
  const dc = api.dc;
  if (key) {
    const found = await userForResetKey(dc.tx, key, dc.now, dc.site.settings.resetPasswordLinkExpirySeconds);
    if ('message' in found) throw keyRefused(found.message);
    return found.user;
  }
  if (!oldPassword) throw appError('VALIDATION', 'Either key or old_password is required');
  if (api.user.name === 'Guest') throw appError('PERMISSION_DENIED', 'Not permitted');
  if (!(await isCurrentPassword(dc.site.kdf, dc.tx, api.user.name, oldPassword))) throw appError('AUTH_INVALID', 'Incorrect User or Password');
  return api.user.name;
}

/**
 * frappe.core.doctype.user.user.update_password: sets `new_password` for the holder of a reset
 * key (once, before it expires) or for the signed-in caller who gives the old password, under
 * System Settings' password policy, and answers where to go next: `/app` for a System User, the
 * sign-up's `redirect_to` or `/me` for a Website User. The change ends the user's other sessions
 * whatever `logout_all_sessions` says, and a key's holder is not signed in (docs/DECISIONS.md D76).
 */
export const updatePassword = whitelist({
  path: 'core.doctype.user.user.update_password',
  allowGuest: true,
  methods: ['POST'],
  params: [
    { name: 'new_password', type: 'str', required: true },
    { name: 'logout_all_sessions', type: 'any' },
    { name: 'key', type: 'str' },
    { name: 'old_password', type: 'str' },
  ],
  handler: async (api, a) => {
    const dc = api.dc;
    const password = String(a.new_password);
    if (password.length > MAX_PASSWORD_LENGTH) throw appError('VALIDATION', 'Password size exceeded the maximum allowed size.');
    if (!password) throw appError('VALIDATION', 'New password is required');
    const user = await targetUser(api, a.key ? String(a.key) : null, a.old_password ? String(a.old_password) : null);
    enforcePolicy(dc.site.settings, password, await userInputsOf(dc.tx, user));
    await storeLoginPassword(dc.site.kdf, dc.tx, user, password);
    const row = await dc.tx.first<{ user_type: string | null; redirect_url: string | null }>(dc.tx.builder.selectFrom('tabUser').select(['user_type', 'redirect_url']).where('name', '=', user));
    await clearResetKey(dc.tx, user, dc.now.slice(0, 10));
    // The cached password stamps go on every process: the user's other sessions end on their next request.
    await dc.site.db.notify(dc.tx, 'auth');
    if (row?.user_type === 'System User') return '/app';
    return row?.redirect_url || '/me';
  },
});
