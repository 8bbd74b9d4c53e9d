import { appError } from '../../../errors/app-error.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';
import { objectArg } from '../client/shared.ts';
import { onlyForSystemManager } from '../permission-manager/custom-perms.ts';

const MODULE = 'core.doctype.user_permission.user_permission';
const USER_PERMISSION = 'User Permission';
const flag = (value: unknown) => (value === true || Number(value) === 1 ? 1 : 0);

interface Target {
  user: string;
  doctype: string;
  docname: string;
}

/** The User Permissions of one (user, DocType, value), with what they apply to. */
async function recordsOf(api: MethodContext, t: Target): Promise<Array<{ name: string; applicable_for: string | null; apply_to_all_doctypes: number }>> {
  return (await api.docs.list(USER_PERMISSION, {
    fields: ['name', 'applicable_for', 'apply_to_all_doctypes'], filters: [['user', '=', t.user], ['allow', '=', t.doctype], ['for_value', '=', t.docname]], limit_page_length: 0,
  })) as Array<{ name: string; applicable_for: string | null; apply_to_all_doctypes: number }>;
}

function insertRecord(api: MethodContext, t: Target, data: Record<string, unknown>, applicable: string | null): Promise<unknown> {
  return api.docs.insert({
    doctype: USER_PERMISSION, user: t.user, allow: t.doctype, for_value: t.docname, is_default: flag(data.is_default), hide_descendants: flag(data.hide_descendants),
    apply_to_all_doctypes: applicable ? 0 : 1, applicable_for: applicable,
  });
}

function textOf(data: Record<string, unknown>, key: string): string {
  const value = data[key];
  if (typeof value !== 'string' || !value) throw appError('MANDATORY', `data: ${key} is required`);
  return value;
}

/**
 * frappe.core.doctype.user_permission.user_permission.add_user_permissions: the User Permission
 * dialog's bulk form (`data`: user, doctype, docname, is_default, hide_descendants and either
 * apply_to_all_doctypes or applicable_doctypes). Turns the user's permissions on that value into
 * one for every DocType, or into one per listed DocType, replacing the other kind. Answers 1 when
 * it changed something, 0 otherwise; System Manager only.
 */
export const addUserPermissions = whitelist({
  path: `${MODULE}.add_user_permissions`,
  methods: ['POST', 'PUT'],
  params: [{ name: 'data', type: 'any', required: true }],
  handler: async (api, a) => {
    onlyForSystemManager(api.user);
    const data = objectArg('data', a.data);
    const t: Target = { user: textOf(data, 'user'), doctype: textOf(data, 'doctype'), docname: textOf(data, 'docname') };
    const wanted = data.applicable_doctypes ?? [];
    if (!Array.isArray(wanted) || !wanted.every((d) => typeof d === 'string' && d)) throw appError('VALIDATION', 'data: applicable_doctypes must be a list of DocTypes');
    const records = await recordsOf(api, t);
    const toAll = records.find((r) => flag(r.apply_to_all_doctypes) === 1);
    const scoped = records.filter((r) => flag(r.apply_to_all_doctypes) === 0);
    if (flag(data.apply_to_all_doctypes) === 1) {
      if (toAll) return 0;
      for (const r of scoped) await api.docs.delete(USER_PERMISSION, r.name);
      await insertRecord(api, t, data, null);
      return 1;
    }
    if (wanted.length === 0) return 0;
    if (toAll) await api.docs.delete(USER_PERMISSION, toAll.name);
    for (const r of scoped) if (!wanted.includes(String(r.applicable_for))) await api.docs.delete(USER_PERMISSION, r.name);
    const kept = new Set(scoped.map((r) => String(r.applicable_for)));
    for (const applicable of new Set(wanted as string[])) if (!kept.has(applicable)) await insertRecord(api, t, data, applicable);
    return 1;
  },
});

/**
 * frappe.core.doctype.user_permission.user_permission.clear_user_permissions: deletes every User
 * Permission of `user` on `for_doctype`; answers how many. System Manager only.
 */
export const clearUserPermissions = whitelist({
  path: `${MODULE}.clear_user_permissions`,
  methods: ['POST', 'PUT', 'DELETE'],
  params: [
    { name: 'user', type: 'str', required: true },
    { name: 'for_doctype', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    onlyForSystemManager(api.user);
    const records = (await api.docs.list(USER_PERMISSION, { fields: ['name'], filters: [['user', '=', a.user], ['allow', '=', a.for_doctype]], limit_page_length: 0 })) as Array<{ name: string }>;
    for (const r of records) await api.docs.delete(USER_PERMISSION, r.name);
    return records.length;
  },
});
