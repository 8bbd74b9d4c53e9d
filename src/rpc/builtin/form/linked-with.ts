import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import type { MetaRegistry } from '../../../meta/meta-registry.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { accessFor } from '../../../model/permissions.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';

/** How documents of one DocType point at the asked one (Frappe's linkinfo entries). */
interface LinkInfo {
  fieldname?: string[];
  doctype_fieldname?: string;
  child_doctype?: string;
  get_parent?: boolean;
}

/** Records about documents that Frappe's controllers keep out of the "Links" dialog (`exclude_from_linked_with`). */
const EXCLUDED = new Set(['Communication', 'DocShare', 'File', 'ToDo']);

/** Field types a linked document's row never shows (Frappe leaves them out of `fields`). */
const NOT_SHOWN = new Set(['Image', 'HTML', 'Button', 'Table', 'Table MultiSelect']);

/**
 * Frappe's _get_linked_doctypes from svc's metadata: DocTypes holding a Link (or a Dynamic Link)
 * to `doctype`, directly or through a child table (then named by the parent, with
 * `child_doctype`), and the parents of `doctype` when it is itself a child table (`get_parent`).
 * Single and virtual DocTypes keep no rows to list, so they are left out.
 */
export function linkedDoctypes(registry: MetaRegistry, doctype: string, withoutIgnored = false): Record<string, LinkInfo> {
  const out: Record<string, LinkInfo> = {};
  const put = (owner: DocTypeMeta, info: LinkInfo) => {
    if (!owner.istable) out[owner.name] = info;
    else for (const { parent } of registry.parentsOf(owner.name)) if (!parent.issingle && !parent.isVirtual) out[parent.name] = { child_doctype: owner.name, ...info };
  };
  const links = registry.linksTo(doctype).filter(({ owner, field }) => !owner.issingle && !owner.isVirtual && !(withoutIgnored && field.ignoreUserPermissions));
  // A DocType's Link fields together, then each Dynamic Link, which wins as in Frappe.
  const linkFields = new Map<DocTypeMeta, string[]>();
  for (const { owner, field, typeField } of links) if (!typeField) linkFields.set(owner, [...(linkFields.get(owner) ?? []), field.fieldname]);
  // A child table's entry replaces its parent's own, as Frappe's does (the rows are found either way: linkedDocs).
  const ordered = [...linkFields].sort(([a], [b]) => Number(a.istable) - Number(b.istable));
  for (const [owner, fieldname] of ordered) put(owner, { fieldname });
  for (const { owner, field, typeField } of links) if (typeField) put(owner, { fieldname: [field.fieldname], doctype_fieldname: typeField });
  for (const { parent } of registry.parentsOf(doctype)) if (!(parent.name in out) && !parent.issingle && !parent.isVirtual) out[parent.name] = { get_parent: true };
  for (const name of EXCLUDED) delete out[name];
  return out;
}

/** The columns a linked document's row shows: its list-view fields, name, modified and docstatus. */
function shownFields(meta: DocTypeMeta): string[] {
  const listed = meta.dataFields.filter((f) => f.inListView && !NOT_SHOWN.has(f.fieldtype)).map((f) => f.fieldname);
  return [...new Set([...listed, 'name', 'modified', 'docstatus'])];
}

/**
 * Frappe's get_linked_docs: per linking DocType, the documents the caller may list that point at
 * `name`. Each link is asked on its own and the answers merged by name, so a DocType that links
 * both by a field of its own and by a child row's finds both (Frappe's linkinfo keeps only the
 * child table's, and misses the others).
 */
async function linkedDocs(api: MethodContext, target: DocTypeMeta, name: string, parentOf: { parenttype?: unknown; parent?: unknown }): Promise<Record<string, unknown[]>> {
  const registry = api.dc.site.meta;
  const listable = (meta: DocTypeMeta) => !meta.issingle && !meta.isVirtual && !EXCLUDED.has(meta.name) && accessFor(meta, api.user, api.dc.site.controllers).has('read');
  const found = new Map<string, Map<string, unknown>>();
  const add = async (meta: DocTypeMeta, filters: unknown[]) => {
    const rows = (await api.docs.list(meta.name, { fields: shownFields(meta), filters, limit_page_length: 0 })) as Array<{ name: unknown }>;
    if (rows.length === 0) return;
    const byName = found.get(meta.name) ?? new Map<string, unknown>();
    for (const row of rows) if (!byName.has(String(row.name))) byName.set(String(row.name), row);
    found.set(meta.name, byName);
  };
  for (const { owner, field, typeField } of registry.linksTo(target.name)) {
    if (owner.isVirtual || owner.issingle) continue;
    const sources = owner.istable ? registry.parentsOf(owner.name).map((p) => p.parent) : [owner];
    for (const meta of sources) {
      if (!listable(meta)) continue;
      const filters: unknown[] = [[owner.name, field.fieldname, '=', name]];
      if (typeField) filters.push([owner.name, typeField, '=', target.name]);
      await add(meta, filters);
    }
  }
  // A child row's "Links" are its parent document.
  const parent = target.istable && typeof parentOf.parenttype === 'string' ? registry.get(parentOf.parenttype) : undefined;
  if (parent && listable(parent) && !found.has(parent.name)) await add(parent, [['name', '=', String(parentOf.parent)]]);
  return Object.fromEntries([...found].map(([doctype, rows]) => [doctype, [...rows.values()]]));
}

/**
 * frappe.desk.form.linked_with.get: the form's "Links" dialog, `{<DocType>: [rows]}` of the
 * documents that link to a document the caller may read (docs/DECISIONS.md D53), each listing
 * as the caller may list it.
 */
export const linkedWithGet = whitelist({
  path: 'desk.form.linked_with.get',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'docname', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    const doc = await loadReadableDocument(api.dc, meta, a.docname);
    return linkedDocs(api, meta, String(doc.name), doc);
  },
});

/** frappe.desk.form.linked_with.get_linked_doctypes: how each DocType links to `doctype` (metadata, as any desk user may read it). */
export const getLinkedDoctypes = whitelist({
  path: 'desk.form.linked_with.get_linked_doctypes',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'without_ignore_user_permissions_enabled', type: 'bool', default: false },
  ],
  handler: (api, a) => linkedDoctypes(api.dc.site.meta, requireDocType(api.dc, a.doctype).name, a.without_ignore_user_permissions_enabled),
});
