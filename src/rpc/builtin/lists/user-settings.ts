import { appError } from '../../../errors/app-error.ts';
import { readUserSettings, USER_SETTINGS_KEY_MAX, writeUserSettings } from '../../../storage/user-settings-table.ts';
import { isPlainObject } from '../../../util/json.ts';
import { whitelist } from '../../method-def.ts';
import { objectArg } from '../client/shared.ts';

/** The key a user's settings are kept under: any text, as in Frappe (reports and pages use it too). */
function settingsKey(doctype: string): string {
  if (doctype.length > USER_SETTINGS_KEY_MAX) throw appError('VALIDATION', `doctype must be at most ${USER_SETTINGS_KEY_MAX} characters`);
  return doctype;
}

/** The caller's stored settings as an object; text that is not a JSON object reads as none, as Frappe resets it. */
export async function storedSettings(tx: Parameters<typeof readUserSettings>[0], user: string, doctype: string): Promise<Record<string, unknown>> {
  const text = await readUserSettings(tx, user, doctype);
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return isPlainObject(value) ? value : {};
  } catch {
    return {};
  }
}

/**
 * frappe.model.utils.user_settings.get: the caller's own settings for `doctype` as JSON text
 * (`"{}"` when none were saved), which the desk parses itself. Nobody reads another user's.
 */
export const userSettingsGet = whitelist({
  path: 'model.utils.user_settings.get',
  params: [{ name: 'doctype', type: 'str', required: true }],
  handler: async (api, a) => (await readUserSettings(api.dc.tx, api.user.name, settingsKey(a.doctype))) || '{}',
});

/**
 * frappe.model.utils.user_settings.save: merges `user_settings` (a JSON object, as text or
 * native) into the caller's stored settings key by key (top-level keys replace, as Python's
 * dict.update) and keeps the result. Answers the settings it was given, as Frappe does
 * (docs/DECISIONS.md F22).
 */
export const userSettingsSave = whitelist({
  path: 'model.utils.user_settings.save',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'user_settings', type: 'any' },
  ],
  handler: async (api, a) => {
    const doctype = settingsKey(a.doctype);
    const given = a.user_settings === undefined || a.user_settings === null || a.user_settings === '' ? {} : objectArg('user_settings', a.user_settings);
    const merged = { ...(await storedSettings(api.dc.tx, api.user.name, doctype)), ...given };
    await writeUserSettings(api.dc.tx, api.user.name, doctype, JSON.stringify(merged));
    return given;
  },
});
