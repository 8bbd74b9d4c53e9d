import { appError } from '../../../errors/app-error.ts';
import type { DocContext } from '../../../model/doc-context.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { addSeen, addViewed } from '../../../model/seen.ts';
import { accessFor } from '../../../model/permissions.ts';
import { serializeDoc } from '../../../model/serialize-doc.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { readUserSettings } from '../../../storage/user-settings-table.ts';
import { whitelist } from '../../method-def.ts';
import { MethodResponse } from '../../method-response.ts';
import { withCustomizations } from './customized-doctype-doc.ts';
import { docinfoOf } from './docinfo.ts';
import { activeWorkflow } from '../workflow/workflow-of.ts';
import { customScriptFields, enabledClientScripts } from './client-scripts.ts';

/**
 * frappe.desk.form.load.getdoc: a document the caller may read, as `{"docs": [doc], "docinfo":
 * {...}}` (no `message`), the way Frappe's form and frappe-ui's document resource load it.
 * Nulls are left out of the document as Frappe's response encoder does. On a DocType with
 * `track_views` or `track_seen` the load is recorded, after the read on a GET (docs/DECISIONS.md D60).
 */
export const getdoc = whitelist({
  path: 'desk.form.load.getdoc',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'name', type: 'str', required: true },
    { name: 'user', type: 'str' },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    const doc = await loadReadableDocument(api.dc, meta, a.name);
    const readableLevels = accessFor(meta, api.user, api.dc.site.controllers).readableLevels;
    const dict = serializeDoc(meta, doc, api.dc.site.meta, { noNulls: true, readableLevels });
    const name = String(doc.name);
    // Frappe's getdoc logs the view and adds the reader to `_seen` (model/seen.ts).
    const seen = async (dc: DocContext) => {
      await addViewed(dc, meta, name);
      await addSeen(dc, meta, name);
    };
    return new MethodResponse(undefined, { docs: [dict], docinfo: await docinfoOf(api, meta, doc) }, meta.trackSeen || meta.trackViews ? seen : undefined);
  },
});

/**
 * frappe.desk.form.load.getdoctype: a DocType's definition (fields, permissions) and those of its
 * child tables, as `{"docs": [...]}`, for a caller who may read or select the DocType.
 */
export const getdoctype = whitelist({
  path: 'desk.form.load.getdoctype',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'with_parent', type: 'bool', default: false },
    { name: 'cached_timestamp', type: 'str' },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    const access = accessFor(meta, api.user, api.dc.site.controllers);
    if (!meta.istable && !access.has('read') && !access.has('select')) throw appError('PERMISSION_DENIED', `No permission to read ${meta.name}`);
    const system = api.asSystem();
    const names = [meta.name, ...new Set(meta.tableFields.map((f) => String(f.options)))];
    const docs = [];
    // With their Custom Fields and Property Setters, as Frappe's meta answers them.
    for (const name of names) docs.push(withCustomizations(await system.get('DocType', name), api.dc.site.meta));
    // The rules that decide, as Frappe's meta answers them: Custom DocPerm rows when there are any (docs/DECISIONS.md F29).
    if (api.dc.site.meta.hasCustomPermissions(meta.name)) {
      docs[0].permissions = await system.list('Custom DocPerm', { fields: ['*'], filters: [['parent', '=', meta.name]], order_by: 'permlevel asc, creation asc', limit_page_length: 0 });
    }
    // The active Workflow and its states' Workflow State records, as Frappe's meta bundle carries
    // them (`__workflow_docs`): the form shows the state and its actions from them.
    const workflow = await activeWorkflow(api.dc, meta.name);
    if (workflow) {
      const states = [...new Set(workflow.states.map((s) => s.state))];
      docs[0].__workflow_docs = [{ ...workflow, doctype: 'Workflow' }, ...(await Promise.all(states.map(async (s) => ({ ...(await system.get('Workflow State', s)), doctype: 'Workflow State' }))))];
    }
    // The enabled Client Scripts, as Frappe's meta carries them for its desk (svc's desk imports
    // them as a module instead: docs/DECISIONS.md D122).
    Object.assign(docs[0], customScriptFields(meta.name, await enabledClientScripts(api.dc, meta.name)));
    // The caller's saved list settings ride along, as Frappe's getdoctype sends them.
    return new MethodResponse(undefined, { docs, user_settings: (await readUserSettings(api.dc.tx, api.user.name, meta.name)) || '{}' });
  },
});
