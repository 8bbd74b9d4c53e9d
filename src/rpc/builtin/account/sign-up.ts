import { appError } from '../../../errors/app-error.ts';
import { escapeHtml } from '../../../util/html.ts';
import { whitelist } from '../../method-def.ts';
import { sendWelcomeMail } from './welcome-mail.ts';

const HOUR = 3600;

/** Website Settings' `disable_signup`; unset means disabled, Frappe's default. */
async function signupDisabled(tx: import('../../../storage/database.ts').Tx): Promise<boolean> {
  const row = await tx.first<{ value: string | null }>(tx.builder.selectFrom('tabSingles').select('value').where('doctype', '=', 'Website Settings').where('field', '=', 'disable_signup'));
  return row?.value === null || row?.value === undefined || Number(row.value) !== 0;
}

/** A `redirect_to` kept for after the first password: a path on this site only. */
function localPath(value: unknown): string | null {
  return typeof value === 'string' && /^\/(?![/\\])[\x21-\x7e]{0,2047}$/.test(value) && !value.includes('\\') ? value : null;
}

/**
 * frappe.core.doctype.user.user.sign_up: while Website Settings allow it, creates an enabled
 * Website User without a password and mails the welcome link to set one; answers Frappe's
 * `[code, message]`: 1 when the mail went to the queue, 2 when it could not, 0 for an address
 * already registered. Limited to 10 calls an hour per client address and 3 per address asked
 * (Frappe limits only the site's total; docs/DECISIONS.md D75).
 */
export const signUp = whitelist({
  path: 'core.doctype.user.user.sign_up',
  allowGuest: true,
  methods: ['POST'],
  rateLimit: [
    { limit: 10, seconds: HOUR },
    { limit: 3, seconds: HOUR, key: 'email', keyOnly: true },
  ],
  params: [
    { name: 'email', type: 'str', required: true },
    { name: 'full_name', type: 'str', required: true },
    { name: 'redirect_to', type: 'str' },
  ],
  handler: async (api, a) => {
    const dc = api.dc;
    if (await signupDisabled(dc.tx)) throw appError('VALIDATION', 'Sign Up is disabled', { messages: [{ message: 'Sign Up is disabled', title: 'Not Allowed', indicator: 'red', raise_exception: 1 }] });
    const email = String(a.email).trim().toLowerCase();
    const existing = email ? await dc.tx.first<{ enabled: unknown }>(dc.tx.builder.selectFrom('tabUser').select('enabled').where('email', '=', email)) : undefined;
    if (existing) return [0, Number(existing.enabled) === 1 ? 'Already Registered' : 'Registered but disabled'];
    // Inserted as Frappe's sign-up does, with system rights; the welcome mail is sent below, once.
    const user = await api.asSystem().insert({
      doctype: 'User', email, first_name: escapeHtml(String(a.full_name).trim()), enabled: 1, user_type: 'Website User', send_welcome_email: 0,
      redirect_url: localPath(a.redirect_to),
    });
    const name = String(user.name);
    await dc.tx.run(dc.tx.builder.updateTable('tabUser').set({ send_welcome_email: 1 }).where('name', '=', name));
    return (await sendWelcomeMail(dc, name)) ? [1, 'Please check your email for verification'] : [2, 'Please ask your administrator to verify your sign-up'];
  },
});
