import { AUTOMATIC_ROLES } from '../../../context/principal.ts';
import { appError } from '../../../errors/app-error.ts';
import { RIGHTS, type DocTypeMeta } from '../../../meta/doctype-meta.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';
import {
  CUSTOM_DOCPERM, customRows, findRule, flagArg, onlyForSystemManager, permlevelArg, setupCustomPerms, standardRows, type PermRow,
} from './custom-perms.ts';

const MODULE = 'core.page.permission_manager.permission_manager';
/** DocTypes the permission manager does not offer (Frappe's not_allowed_in_permission_manager). */
const NOT_OFFERED = new Set(['DocType', 'Patch Log', 'Module Def', 'Transaction Log']);
const byLabel = (a: { label: string }, b: { label: string }) => a.label.toLowerCase().localeCompare(b.label.toLowerCase());

/** frappe's get_roles_and_doctypes: what the permission manager offers, `{doctypes, roles}` as `{label, value}` sorted by label. */
export const getRolesAndDoctypes = whitelist({
  path: `${MODULE}.get_roles_and_doctypes`,
  params: [],
  handler: async (api) => {
    onlyForSystemManager(api.user);
    const doctypes = api.dc.site.meta.all().filter((m) => !m.istable && !NOT_OFFERED.has(m.name)).map((m) => ({ label: m.name, value: m.name }));
    // Administrator also sees the automatic roles; nobody is offered Administrator itself.
    const hidden = api.user.name === 'Administrator' ? new Set(['Administrator']) : AUTOMATIC_ROLES;
    const roles = (await api.asSystem().list('Role', { fields: ['name'], filters: [['disabled', '=', 0]], limit_page_length: 0 })) as Array<{ name: string }>;
    return {
      doctypes: doctypes.sort(byLabel),
      roles: roles.filter((r) => !hidden.has(r.name)).map((r) => ({ label: r.name, value: r.name })).sort(byLabel),
    };
  },
});

/** A DocType and the DocTypes its restrictable Links name (Frappe's get_linked_doctypes). */
function linkedDoctypes(meta: DocTypeMeta): string[] {
  const out = [meta.name];
  for (const f of meta.dataFields) if (f.fieldtype === 'Link' && !f.ignoreUserPermissions && f.options && f.options !== '[Select]' && !out.includes(f.options)) out.push(f.options);
  return out;
}

/** Every rule naming `role`: Custom DocPerm rows, and the own rows of DocTypes that have none (Frappe's get_all_perms). */
async function rulesOfRole(api: MethodContext, role: string): Promise<PermRow[]> {
  const system = api.asSystem();
  const custom = (await system.list(CUSTOM_DOCPERM, { fields: ['*'], filters: [['role', '=', role]], order_by: 'parent asc, permlevel asc', limit_page_length: 0 })) as PermRow[];
  const own = (await system.list('DocPerm', { fields: ['*'], filters: [['role', '=', role]], parent: 'DocType', order_by: 'parent asc, permlevel asc', limit_page_length: 0 })) as PermRow[];
  return [...custom, ...own.filter((p) => !api.dc.site.meta.hasCustomPermissions(String(p.parent)))];
}

/**
 * frappe's get_permissions: the rules of a DocType (its Custom DocPerm rows, else its own) or of
 * a role (on every DocType, or the one named), each with the DocType's `linked_doctypes`,
 * `is_submittable` and `in_create`. A caller other than Administrator does not see custom roles'
 * rules of a DocType, as in Frappe.
 */
export const getPermissions = whitelist({
  path: `${MODULE}.get_permissions`,
  params: [
    { name: 'doctype', type: 'str' },
    { name: 'role', type: 'str' },
  ],
  handler: async (api, a) => {
    onlyForSystemManager(api.user);
    let rows: PermRow[];
    if (a.role) rows = (await rulesOfRole(api, a.role)).filter((p) => !a.doctype || p.parent === a.doctype);
    else if (a.doctype) {
      const customRoles = api.user.name === 'Administrator' ? [] : ((await api.asSystem().list('Role', { fields: ['name'], filters: [['is_custom', '=', 1]], limit_page_length: 0 })) as Array<{ name: string }>).map((r) => r.name);
      const visible = (p: PermRow) => !customRoles.includes(String(p.role));
      const custom = (await customRows(api, a.doctype)).filter(visible);
      rows = custom.length > 0 ? custom : (await standardRows(api, a.doctype)).filter(visible);
    } else rows = [];
    const out: PermRow[] = [];
    for (const row of rows) {
      const meta = api.dc.site.meta.get(String(row.parent));
      if (!meta) continue;
      out.push({ ...row, linked_doctypes: linkedDoctypes(meta), is_submittable: meta.isSubmittable ? 1 : 0, in_create: Number(meta.source.in_create ?? 0) ? 1 : 0 });
    }
    return out;
  },
});

/**
 * frappe's add: a rule giving `role` read at `permlevel` on a DocType (its own rules are first
 * copied into Custom DocPerm). A rule of that role, level and no if_owner already there is left
 * as it is, with a message.
 */
export const addRule = whitelist({
  path: `${MODULE}.add`,
  methods: ['POST', 'PUT'],
  params: [
    { name: 'parent', type: 'str', required: true },
    { name: 'role', type: 'str', required: true },
    { name: 'permlevel', type: 'any', required: true },
  ],
  handler: async (api, a) => {
    onlyForSystemManager(api.user);
    const meta = requireDocType(api.dc, a.parent);
    const permlevel = permlevelArg(a.permlevel);
    await setupCustomPerms(api, meta.name);
    if (await findRule(api, meta.name, a.role, permlevel, 0)) {
      api.msgprint('Rule for this doctype, role, permlevel and if-owner combination already exists.', { alert: true });
      return null;
    }
    const rule = await api.ignoringPermissions().insert({ doctype: CUSTOM_DOCPERM, parent: meta.name, role: a.role, permlevel, read: 1 });
    return rule.name;
  },
});

const UPDATABLE = new Set<string>([...RIGHTS, 'if_owner']);

/**
 * frappe's update: sets one right (or `if_owner`) of the rule of (role, level, if_owner). Answers
 * "refresh" when this first change copied the DocType's own rules into Custom DocPerm. Report
 * cannot go with if_owner, and setting if_owner clears report.
 */
export const updateRule = whitelist({
  path: `${MODULE}.update`,
  methods: ['POST', 'PUT'],
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'role', type: 'str', required: true },
    { name: 'permlevel', type: 'any', required: true },
    { name: 'ptype', type: 'str', required: true },
    { name: 'value', type: 'any' },
    { name: 'if_owner', type: 'any', default: 0 },
  ],
  handler: async (api, a) => {
    onlyForSystemManager(api.user);
    const meta = requireDocType(api.dc, a.doctype);
    if (!UPDATABLE.has(a.ptype)) throw appError('VALIDATION', `ptype must be one of ${[...UPDATABLE].join(', ')}`);
    const permlevel = permlevelArg(a.permlevel);
    const value = flagArg(a.value);
    const ifOwner = flagArg(a.if_owner);
    if (a.ptype === 'report' && value === 1 && ifOwner === 1) throw appError('VALIDATION', "Cannot set 'Report' permission if 'Only If Creator' permission is set");
    const copied = await setupCustomPerms(api, meta.name);
    const rule = await findRule(api, meta.name, a.role, permlevel, ifOwner);
    if (rule) await api.ignoringPermissions().update(CUSTOM_DOCPERM, rule, a.ptype === 'if_owner' && value === 1 ? { if_owner: 1, report: 0 } : { [a.ptype]: value });
    return copied ? 'refresh' : null;
  },
});

/** frappe's remove: deletes the rule of (role, level, if_owner); the DocType must keep at least one rule. */
export const removeRule = whitelist({
  path: `${MODULE}.remove`,
  methods: ['POST', 'PUT', 'DELETE'],
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'role', type: 'str', required: true },
    { name: 'permlevel', type: 'any', required: true },
    { name: 'if_owner', type: 'any', default: 0 },
  ],
  handler: async (api, a) => {
    onlyForSystemManager(api.user);
    const meta = requireDocType(api.dc, a.doctype);
    const permlevel = permlevelArg(a.permlevel);
    await setupCustomPerms(api, meta.name);
    const matching = await customRows(api, meta.name, [['role', '=', a.role], ['permlevel', '=', permlevel], ['if_owner', '=', flagArg(a.if_owner)]]);
    for (const row of matching) await api.ignoringPermissions().delete(CUSTOM_DOCPERM, String(row.name));
    // Thrown after the deletes, so the whole call (the copy included) is undone, as in Frappe.
    if ((await api.asSystem().count(CUSTOM_DOCPERM, [['parent', '=', meta.name]])) === 0) throw appError('VALIDATION', 'There must be atleast one permission rule.');
    return null;
  },
});

/** frappe's reset: deletes a DocType's Custom DocPerm rows, so its own rules decide again. */
export const resetRules = whitelist({
  path: `${MODULE}.reset`,
  methods: ['POST', 'PUT'],
  params: [{ name: 'doctype', type: 'str', required: true }],
  handler: async (api, a) => {
    onlyForSystemManager(api.user);
    for (const row of await customRows(api, a.doctype)) await api.ignoringPermissions().delete(CUSTOM_DOCPERM, String(row.name));
    return null;
  },
});

/** frappe's get_users_with_role: the enabled users (Administrator aside) holding `role`, as the page's role column lists them. */
export const getUsersWithRole = whitelist({
  path: `${MODULE}.get_users_with_role`,
  params: [{ name: 'role', type: 'str', required: true }],
  handler: async (api, a) => {
    onlyForSystemManager(api.user);
    const tx = api.dc.tx;
    const rows = await tx.all<{ name: string }>(
      tx.builder.selectFrom('tabHas Role as h').innerJoin('tabUser as u', 'u.name', 'h.parent')
        .select('u.name').distinct().where('h.role', '=', a.role).where('h.parenttype', '=', 'User').where('u.enabled', '=', 1).where('u.name', '!=', 'Administrator').orderBy('u.name'),
    );
    return rows.map((r) => r.name);
  },
});

/** frappe's get_standard_permissions: a DocType's own rules (its DocType record's rows), which `reset` goes back to. */
export const getStandardPermissions = whitelist({
  path: `${MODULE}.get_standard_permissions`,
  params: [{ name: 'doctype', type: 'str', required: true }],
  handler: async (api, a) => {
    onlyForSystemManager(api.user);
    return standardRows(api, requireDocType(api.dc, a.doctype).name);
  },
});
