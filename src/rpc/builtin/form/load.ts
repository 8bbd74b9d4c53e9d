import { appError } from '../../../errors/app-error.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';
import { MethodResponse } from '../../method-response.ts';
import { docinfoOf } from '../desk/docinfo.ts';
import { communicationsOf } from './communications.ts';
import { userInfoOf } from './user-info.ts';

/** The most communications one page may ask for: the desk asks 20 at a time. */
const MAX_PAGE = 500;

/** A stored document the caller may read (404 when missing or unreadable, 403 without read on the DocType). */
async function readable(api: MethodContext, doctype: string, name: string) {
  const meta = requireDocType(api.dc, doctype);
  return { meta, doc: await loadReadableDocument(api.dc, meta, name) };
}

/**
 * frappe.desk.form.load.get_docinfo: a form's docinfo (desk/docinfo.ts) for a document the caller
 * may read, answered as `{"docinfo": {...}}` without a message, as Frappe's form reloads it.
 */
export const getDocinfo = whitelist({
  path: 'desk.form.load.get_docinfo',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'name', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    const { meta, doc } = await readable(api, a.doctype, a.name);
    return new MethodResponse(undefined, { docinfo: await docinfoOf(api, meta, doc) });
  },
});

/**
 * frappe.desk.form.load.get_communications: a page of a readable document's Communications (its
 * own and those linked to it in their timeline links), newest first, the timeline's "more".
 */
export const getCommunications = whitelist({
  path: 'desk.form.load.get_communications',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'name', type: 'str', required: true },
    { name: 'start', type: 'int', default: 0 },
    { name: 'limit', type: 'int', default: 20 },
  ],
  handler: async (api, a) => {
    if (a.start < 0 || a.limit < 0) throw appError('VALIDATION', '`start` and `limit` cannot be negative');
    const { meta, doc } = await readable(api, a.doctype, a.name);
    return communicationsOf(api.asSystem(), meta.name, String(doc.name), a.start, Math.min(a.limit, MAX_PAGE));
  },
});

/**
 * frappe.desk.form.load.get_user_info_for_viewers: who the users viewing a form are (name, image,
 * email, time zone), for its viewers' avatars; `users` is a JSON list of user names.
 */
export const getUserInfoForViewers = whitelist({
  path: 'desk.form.load.get_user_info_for_viewers',
  params: [{ name: 'users', type: 'json', required: true }],
  handler: (api, a) => {
    if (!Array.isArray(a.users)) throw appError('VALIDATION', '`users` must be a JSON list of user names');
    return userInfoOf(api.asSystem(), a.users.slice(0, MAX_PAGE));
  },
});
