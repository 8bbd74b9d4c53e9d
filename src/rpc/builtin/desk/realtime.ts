import { appError } from '../../../errors/app-error.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { readReach } from '../../../realtime/delivery-gate.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';

/** frappe.realtime.get_user_info: who the caller is and what kind of user, as Frappe's realtime server asks it. */
export const getUserInfo = whitelist({
  path: 'realtime.get_user_info',
  allowGuest: true,
  params: [],
  handler: (api) => ({ user: api.user.name, user_type: api.user.userType }),
});

/**
 * The check the realtime server makes before a socket joins a DocType's room (delivery-gate.ts):
 * any read right, shares included. 404 for an unknown DocType, 403 without a right, as Frappe.
 */
function requireSubscribable(api: MethodContext, doctype: string) {
  const meta = requireDocType(api.dc, doctype);
  if (meta.istable || readReach(api.dc.site, api.user, meta.name) === 'none') throw appError('PERMISSION_DENIED', `Not permitted to subscribe to ${meta.name}`);
  return meta;
}

/** frappe.realtime.can_subscribe_doctype: true when the caller may join the DocType's list room. */
export const canSubscribeDoctype = whitelist({
  path: 'realtime.can_subscribe_doctype',
  allowGuest: true,
  params: [{ name: 'doctype', type: 'str', required: true }],
  handler: (api, a) => {
    requireSubscribable(api, a.doctype);
    return true;
  },
});

/**
 * frappe.realtime.can_subscribe_doc: true when the caller may read the document (and so join its
 * room). A document they may not read answers 404 as a missing one (docs/DECISIONS.md D32).
 */
export const canSubscribeDoc = whitelist({
  path: 'realtime.can_subscribe_doc',
  allowGuest: true,
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'docname', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    const meta = requireSubscribable(api, a.doctype);
    await loadReadableDocument(api.dc, meta, a.docname);
    return true;
  },
});
