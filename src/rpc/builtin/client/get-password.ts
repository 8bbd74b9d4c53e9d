import { appError } from '../../../errors/app-error.ts';
import { asTrusted } from '../../../model/doc-context.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { readPasswordField } from '../../../model/read-secret.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { escapeHtml } from '../../../util/html.ts';
import { whitelist } from '../../method-def.ts';

const ROLE = 'System Manager';

/**
 * svc.client.get_password (frappe.client.get_password): the clear text of a document's Password
 * field, for System Managers only (Frappe's only_for), whatever their rights on the document.
 * No stored secret is Frappe's 401 "Password not found"; a login password or an API secret, kept
 * only as a hash, is never answered.
 */
export const getPassword = whitelist({
  path: 'client.get_password',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'name', type: 'str', required: true },
    { name: 'fieldname', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    if (!api.user.superuser && !api.user.roles.has(ROLE)) throw appError('PERMISSION_DENIED', `This action is only allowed for <strong>${ROLE}</strong>`);
    const meta = requireDocType(api.dc, a.doctype);
    // Whatever the System Manager's rights on it: only its existence is asked (404 otherwise).
    const doc = await loadReadableDocument(asTrusted(api.dc), meta, a.name);
    const secret = await readPasswordField(api.dc, meta, String(doc.name), a.fieldname);
    if (secret === undefined) throw appError('AUTH_INVALID', `Password not found for ${escapeHtml(meta.name)} ${escapeHtml(a.name)} ${escapeHtml(a.fieldname)}`.slice(0, 400));
    return secret;
  },
});
