import { appError } from '../../../errors/app-error.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import type { Doc } from '../../../model/document.ts';
import { discardDocument } from '../../../model/lifecycle/discard-document.ts';
import { changeDocstatus } from '../../../model/lifecycle/change-docstatus.ts';
import { accessFor } from '../../../model/permissions.ts';
import { requireDocRight } from '../../../model/steps/check-permission.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { isPlainObject } from '../../../util/json.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';
import { MethodResponse } from '../../method-response.ts';
import { saveFullDoc } from '../client/save.ts';
import { asDict, objectArg } from '../client/shared.ts';
import { docinfoOf } from './docinfo.ts';

/** The docstatus each of the form's save actions asks for (frappe/desk/form/save.py savedocs). */
const ACTIONS: Readonly<Record<string, number>> = { Save: 0, Submit: 1, Update: 1, Cancel: 2 };

/**
 * frappe.desk.form.save.savedocs: what Frappe's form sends on Save, Submit, Update (after submit)
 * and Cancel, the whole document as it holds it (`__islocal` for a new one, named by the form
 * "new-<doctype>-1" until saved: the name answers as `localname`, `__newname` names a prompt
 * document). Saved as frappe.client.save saves (stored `modified` compared), answered as Frappe's
 * send_updated_docs: `{"docs": [doc], "docinfo": {...}}` and a green "Saved" alert.
 */
export const savedocs = whitelist({
  path: 'desk.form.save.savedocs',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'doc', type: 'any', required: true },
    { name: 'action', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    const sent = { ...objectArg('doc', a.doc) };
    const docstatus = Object.hasOwn(ACTIONS, a.action) ? ACTIONS[a.action] : undefined;
    if (docstatus === undefined) throw appError('VALIDATION', `Unknown action ${String(a.action).slice(0, 40)}: one of ${Object.keys(ACTIONS).join(', ')}`);
    const localname = takeLocalNames(sent);
    const { meta, doc } = await saveFullDoc(api.dc, sent, docstatus);
    return updatedDocs(api, meta, doc, 'Saved', 'green', localname);
  },
});

/**
 * frappe.desk.form.save.cancel: cancels a submitted document, first setting its workflow state
 * field when the form names one; answered like savedocs, with a red "Cancelled" alert.
 */
export const cancelDoc = whitelist({
  path: 'desk.form.save.cancel',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'name', type: 'str', required: true },
    { name: 'workflow_state_fieldname', type: 'str' },
    { name: 'workflow_state', type: 'str' },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    // The model keeps the state only when its field may change after submit, as a workflow's may.
    const state = a.workflow_state_fieldname && a.workflow_state ? { [a.workflow_state_fieldname]: a.workflow_state } : {};
    const doc = await changeDocstatus(api.dc, meta, a.name, 2, state);
    return updatedDocs(api, meta, doc, 'Cancelled', 'red');
  },
});

/** frappe.desk.form.save.discard: sets a draft aside (Document.discard); answered like savedocs, with a red "Discarded" alert. */
export const discardDoc = whitelist({
  path: 'desk.form.save.discard',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'name', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    const doc = await discardDocument(api.dc, meta, a.name);
    return updatedDocs(api, meta, doc, 'Discarded', 'red');
  },
});

/**
 * Frappe's set_local_name: a new document, and each new row, forgets the temporary name the form
 * gave it (the document's is answered back as `localname`); `__newname` becomes the name.
 */
function takeLocalNames(sent: Record<string, unknown>): string | undefined {
  const isNew = Boolean(sent.__islocal);
  for (const [key, value] of Object.entries(sent)) {
    if (!Array.isArray(value)) continue;
    sent[key] = value.map((row) => (isPlainObject(row) && (isNew || row.__islocal) ? { ...row, name: undefined } : row));
  }
  if (!isNew) return undefined;
  const localname = typeof sent.name === 'string' ? sent.name : undefined;
  sent.name = sent.__newname ?? undefined;
  return localname;
}

/**
 * Frappe's send_updated_docs and its alert: the saved document (with `localname`) and its docinfo,
 * which, as Frappe's get_docinfo, needs read permission on it (a create-only role's save is refused
 * whole, 403).
 */
async function updatedDocs(api: MethodContext, meta: DocTypeMeta, doc: Doc, alert: string, indicator: string, localname?: string): Promise<MethodResponse> {
  requireDocRight(accessFor(meta, api.user, api.dc.site.controllers), api.user, 'read', doc);
  api.msgprint(alert, { indicator, alert: true });
  const dict = asDict(api.dc, meta, doc);
  if (localname !== undefined) dict.localname = localname;
  return new MethodResponse(undefined, { docs: [dict], docinfo: await docinfoOf(api, meta, doc) });
}
