import { appError } from '../../../errors/app-error.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import type { MetaRegistry } from '../../../meta/meta-registry.ts';
import { changeDocstatus } from '../../../model/lifecycle/change-docstatus.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { isPlainObject } from '../../../util/json.ts';
import type { DocumentApi } from '../../document-api.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';

/** At most this many documents in one cascade: each is a cancel in the request's transaction. */
const MAX_DOCS = 500;

/**
 * Frappe's SubmittableDocumentTree, level by level: the submitted documents of submittable
 * DocTypes that link to the documents found so far (through a Link, a Dynamic Link, or a row of
 * their child tables), until no new one turns up; `amended_from` does not count. Read with
 * system rights, as Frappe's; the root itself is left out. Answers them nearest first.
 */
async function submittedTree(api: MethodContext, root: DocTypeMeta, rootName: string): Promise<Array<{ doctype: string; name: string }>> {
  const registry = api.dc.site.meta;
  const system = api.asSystem();
  const submittable = (doctype: string) => {
    const m = registry.get(doctype);
    return Boolean(m && m.isSubmittable && !m.issingle && !m.isVirtual);
  };
  const seen = new Set([`${root.name}\u0000${rootName}`]);
  const found: Array<{ doctype: string; name: string }> = [];
  let level = new Map<string, string[]>([[root.name, [rootName]]]);
  while (level.size > 0 && found.length < MAX_DOCS) {
    const next = new Map<string, string[]>();
    for (const [doctype, names] of level) {
      for (const { owner, field, typeField } of registry.linksTo(doctype)) {
        if (field.fieldname === 'amended_from') continue;
        const hits = await referencing(system, registry, owner, field.fieldname, typeField, doctype, names, submittable);
        for (const [dt, dns] of hits) {
          for (const dn of dns) {
            if (seen.has(`${dt}\u0000${dn}`)) continue;
            seen.add(`${dt}\u0000${dn}`);
            found.push({ doctype: dt, name: dn });
            next.set(dt, [...(next.get(dt) ?? []), dn]);
          }
        }
      }
    }
    level = next;
  }
  return found;
}

/**
 * Frappe's get_referencing_documents, limited as its tree is to submittable DocTypes and their
 * child tables: submitted documents whose `field` names one of `names` (through their child rows
 * when `owner` is a table).
 */
async function referencing(
  system: DocumentApi, registry: MetaRegistry, owner: DocTypeMeta, field: string, typeField: string | null, doctype: string, names: string[], submittable: (doctype: string) => boolean,
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const filters: unknown[] = [[field, 'in', names]];
  if (typeField) filters.push([typeField, '=', doctype]);
  const pluck = (rows: unknown[]) => [...new Set((rows as Array<{ name?: unknown; parent?: unknown }>).map((r) => String(r.parent ?? r.name)))];
  if (!owner.istable) {
    if (submittable(owner.name)) out.set(owner.name, pluck(await system.list(owner.name, { fields: ['name'], filters: [...filters, ['docstatus', '=', 1]], limit_page_length: 0 })));
    return out;
  }
  for (const { parent } of registry.parentsOf(owner.name)) {
    if (!submittable(parent.name) || out.has(parent.name)) continue;
    const parents = pluck(await system.list(owner.name, { fields: ['parent'], filters: [...filters, ['parenttype', '=', parent.name]], parent: parent.name, limit_page_length: 0 }));
    if (parents.length) out.set(parent.name, pluck(await system.list(parent.name, { fields: ['name'], filters: [['name', 'in', parents], ['docstatus', '=', 1]], limit_page_length: 0 })));
  }
  return out;
}

/**
 * frappe.desk.form.linked_with.get_submitted_linked_docs: what the form offers to cancel with a
 * submitted document the caller may read: `{docs: [{doctype, name, docstatus: 1}], count}`.
 */
export const getSubmittedLinkedDocs = whitelist({
  path: 'desk.form.linked_with.get_submitted_linked_docs',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'name', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    const doc = await loadReadableDocument(api.dc, meta, a.name);
    const docs = (await submittedTree(api, meta, String(doc.name))).map((d) => ({ ...d, docstatus: 1 }));
    return { docs, count: docs.length };
  },
});

/**
 * frappe.desk.form.linked_with.cancel_all_linked_docs: cancels each listed document that is
 * submitted (`docstatus` 1 as sent), of a submittable DocType and not in
 * `ignore_doctypes_on_cancel_all`, through the lifecycle's cancel (the caller's cancel right,
 * events, back-links). The list is cancelled last first: get_submitted_linked_docs answers the
 * nearest first, and a document cannot be cancelled while a submitted one still links to it.
 * All or nothing: the first refusal rolls every cancel back.
 */
export const cancelAllLinkedDocs = whitelist({
  path: 'desk.form.linked_with.cancel_all_linked_docs',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'docs', type: 'json', required: true },
    { name: 'ignore_doctypes_on_cancel_all', type: 'json' },
  ],
  handler: async (api, a) => {
    if (!Array.isArray(a.docs) || !a.docs.every(isPlainObject)) throw appError('VALIDATION', '`docs` must be a JSON list of {doctype, name, docstatus}');
    if (a.docs.length > MAX_DOCS) throw appError('VALIDATION', `At most ${MAX_DOCS} documents can be cancelled at once`);
    const ignored = a.ignore_doctypes_on_cancel_all ?? [];
    if (!Array.isArray(ignored)) throw appError('VALIDATION', '`ignore_doctypes_on_cancel_all` must be a JSON list of DocTypes');
    const docs = [...(a.docs as Array<Record<string, unknown>>)].reverse();
    for (const [i, d] of docs.entries()) {
      const meta = requireDocType(api.dc, String(d.doctype ?? ''));
      if (!ignored.includes(meta.name) && meta.isSubmittable && Number(d.docstatus) === 1) await changeDocstatus(api.dc, meta, String(d.name ?? ''), 2);
      api.publishProgress(((i + 1) / docs.length) * 100, 'Cancelling documents');
    }
    return null;
  },
});
