import { requireDocType } from '../../../operations/require-doctype.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';
import { listArg, objectArg } from '../client/shared.ts';

const SETTINGS = 'List View Settings';

/** A document as Frappe's response encoder writes one (`as_dict(no_nulls=True)`). */
function withoutNulls(doc: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== null && v !== undefined));
}

/**
 * The values a caller may set on a List View Settings record: its name is the DocType's, always
 * (Frappe sets it before applying the values, which could rename it), and `fields` given as a
 * list is kept as the JSON text the Code field holds.
 */
function settingsValues(values: Record<string, unknown>): Record<string, unknown> {
  const { name: _name, doctype: _doctype, ...rest } = values;
  if (Array.isArray(rest.fields)) rest.fields = JSON.stringify(rest.fields);
  return rest;
}

/**
 * Creates or updates the List View Settings of `doctype` with the caller's rights (create or
 * write on List View Settings: System Manager), as Frappe's doc.insert() / doc.save(); whether
 * one exists is asked with system rights, as Frappe's get_all does. Answers the record.
 */
async function upsertSettings(api: MethodContext, doctype: string, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const changes = settingsValues(values);
  if (await api.asSystem().exists(SETTINGS, doctype)) return api.docs.update(SETTINGS, doctype, changes);
  return api.docs.insert({ ...changes, doctype: SETTINGS, name: doctype });
}

/**
 * frappe.desk.listview.get_list_settings: the List View Settings record of `doctype` (as Frappe's
 * get_cached_doc, which checks no permission: every desk user's list reads it), or null.
 */
export const getListSettings = whitelist({
  path: 'desk.listview.get_list_settings',
  params: [{ name: 'doctype', type: 'str', required: true }],
  handler: async (api, a) => {
    const system = api.asSystem();
    if (!(await system.exists(SETTINGS, a.doctype))) return null;
    return withoutNulls(await system.get(SETTINGS, a.doctype));
  },
});

/** frappe.desk.listview.set_list_settings: sets values (a JSON object) on the DocType's List View Settings. */
export const setListSettings = whitelist({
  path: 'desk.listview.set_list_settings',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'values', type: 'any', required: true },
  ],
  handler: async (api, a) => {
    await upsertSettings(api, a.doctype, objectArg('values', a.values));
    return null;
  },
});

/**
 * frappe.desk.doctype.list_view_settings.list_view_settings.save_listview_settings: saves the
 * list settings dialog's values for an existing DocType and answers `{meta, listview_settings}`
 * (the DocType's record and the settings record). Frappe also writes Property Setters for the
 * columns' `in_list_view`; svc has none, and the desk's list takes its columns from the settings'
 * `fields` (docs/DECISIONS.md D46).
 */
export const saveListviewSettings = whitelist({
  path: 'desk.doctype.list_view_settings.list_view_settings.save_listview_settings',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'listview_settings', type: 'any', required: true },
    { name: 'removed_listview_fields', type: 'any', required: true },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    const values = objectArg('listview_settings', a.listview_settings);
    listArg('removed_listview_fields', a.removed_listview_fields);
    const settings = await upsertSettings(api, meta.name, values);
    return { meta: withoutNulls(await api.asSystem().get('DocType', meta.name)), listview_settings: withoutNulls(settings) };
  },
});
