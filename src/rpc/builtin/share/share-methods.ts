import { loadPrincipal } from '../../../auth/load-principal.ts';
import { appError, isAppError } from '../../../errors/app-error.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { notifyShare } from '../notifications/assignment-logs.ts';
import { whitelist } from '../../method-def.ts';
import { documentShares, findShare, requireSharePermission } from './share-access.ts';

const flag = (value: unknown) => (Number(value ?? 0) ? 1 : 0);

/**
 * frappe.share.add: shares a document with a user (the caller when none is named) or with
 * everyone, always with read and with the other rights asked for; a second call updates the same
 * DocShare. The caller needs `share` on the document. Answers the DocShare.
 */
export const shareAdd = whitelist({
  path: 'share.add',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'name', type: 'str', required: true },
    { name: 'user', type: 'str' },
    { name: 'read', type: 'int', default: 1 },
    { name: 'write', type: 'int', default: 0 },
    { name: 'submit', type: 'int', default: 0 },
    { name: 'share', type: 'int', default: 0 },
    { name: 'everyone', type: 'int', default: 0 },
    { name: 'notify', type: 'int', default: 0 },
  ],
  handler: async (api, a) => {
    await requireSharePermission(api.dc, a.doctype, a.name);
    const everyone = flag(a.everyone) === 1;
    const user = everyone ? null : a.user || api.user.name;
    const rights = { read: 1, write: flag(a.write), submit: flag(a.submit), share: flag(a.share) };
    const existing = await findShare(api.dc, a.doctype, a.name, user, everyone);
    const system = api.ignoringPermissions();
    const share = existing
      ? await system.update('DocShare', existing, rights)
      : await system.insert({ doctype: 'DocShare', user, share_doctype: a.doctype, share_name: a.name, everyone: everyone ? 1 : 0, ...rights });
    if (user && flag(a.notify) === 1) await notifyShare(api, user, a.doctype, a.name);
    return share;
  },
});

const SHARE_RIGHTS = ['read', 'write', 'submit', 'share'] as const;

/**
 * frappe.share.set_permission: sets one right of a user's (or everyone's) share of a document.
 * Granting on a document not yet shared shares it (with read); taking away read takes away every
 * right, and a share left with none is removed (the answer is then null). The caller needs
 * `share` on the document. Answers the DocShare.
 */
export const shareSetPermission = whitelist({
  path: 'share.set_permission',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'name', type: 'str', required: true },
    { name: 'user', type: 'str' },
    { name: 'permission_to', type: 'str', required: true },
    { name: 'value', type: 'int', default: 1 },
    { name: 'everyone', type: 'int', default: 0 },
  ],
  handler: async (api, a) => {
    const right = a.permission_to as (typeof SHARE_RIGHTS)[number];
    if (!SHARE_RIGHTS.includes(right)) throw appError('VALIDATION', `permission_to must be one of ${SHARE_RIGHTS.join(', ')}`);
    await requireSharePermission(api.dc, a.doctype, a.name);
    const everyone = flag(a.everyone) === 1;
    const user = everyone ? null : a.user || api.user.name;
    const value = flag(a.value);
    const existing = await findShare(api.dc, a.doctype, a.name, user, everyone);
    const system = api.ignoringPermissions();
    if (!existing) {
      if (!value) return null;
      return system.insert({ doctype: 'DocShare', user, share_doctype: a.doctype, share_name: a.name, everyone: everyone ? 1 : 0, read: 1, [right]: 1 });
    }
    const changes = right === 'read' && !value ? { read: 0, write: 0, submit: 0, share: 0 } : { [right]: value };
    const saved = await system.update('DocShare', existing, changes);
    if (SHARE_RIGHTS.some((r) => flag(saved[r]) === 1)) return saved;
    await system.delete('DocShare', existing);
    return null;
  },
});

/** frappe.share.remove: ends a user's share of a document; the caller needs `share` on it. */
export const shareRemove = whitelist({
  path: 'share.remove',
  methods: ['POST', 'PUT', 'DELETE'],
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'name', type: 'str', required: true },
    { name: 'user', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    await requireSharePermission(api.dc, a.doctype, a.name);
    const existing = await findShare(api.dc, a.doctype, a.name, a.user, false);
    if (existing) await api.ignoringPermissions().delete('DocShare', existing);
    return null;
  },
});

/** frappe.share.get_users: who a document is shared with; nothing for a caller who cannot read it. */
export const shareGetUsers = whitelist({
  path: 'share.get_users',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'name', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    try {
      await loadReadableDocument(api.dc, meta, a.name);
    } catch (err) {
      // Not found and not permitted answer alike, as Frappe's empty list; anything else (the database) is no answer.
      if (isAppError(err) && (err.code === 'DOC_NOT_FOUND' || err.code === 'PERMISSION_DENIED')) return [];
      throw err;
    }
    return documentShares(api, a.doctype, a.name);
  },
});

/**
 * frappe.core.doctype.user_permission.user_permission.get_user_permissions: the caller's User
 * Permissions by DocType (`doc`, `applicable_for`, `is_default`; tree descendants included). Only
 * a System Manager may ask for another user's; Administrator and Guest have none.
 */
export const getUserPermissions = whitelist({
  path: 'core.doctype.user_permission.user_permission.get_user_permissions',
  params: [{ name: 'user', type: 'str' }],
  handler: async (api, a) => {
    const other = a.user && a.user !== api.user.name && (api.user.superuser || api.user.roles.has('System Manager'));
    const principal = other ? await loadPrincipal(api.dc.site, (fn) => fn(api.dc.tx), a.user) : api.user;
    const out: Record<string, unknown[]> = {};
    for (const [allow, values] of principal?.restrictions?.userPermissions ?? []) {
      out[allow] = values.map((v) => ({ doc: v.doc, applicable_for: v.applicableFor, is_default: v.isDefault ? 1 : 0 }));
    }
    return out;
  },
});
