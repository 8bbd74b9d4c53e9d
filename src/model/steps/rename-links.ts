import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import type { DocContext } from '../doc-context.ts';
import { referencingTable, type RecordReference } from '../record-references.ts';
import { renameAuthValues } from '../../storage/auth-table.ts';

/**
 * Gives a stored document a new name in place (frappe/model/rename_doc.py rename_parent_and_child):
 * its row (and the field a `field:` autoname takes the name from), the `parent` of its child rows
 * and its secrets in `__Auth`. Table and column names come from metadata only.
 */
export async function renameRows(dc: DocContext, meta: DocTypeMeta, from: string, to: string): Promise<void> {
  const b = dc.tx.builder;
  // A `field:` autoname's field holds the name (Frappe's update_autoname_field).
  const nameField = meta.naming.kind === 'field' && meta.fieldMap.get(meta.naming.fieldname)?.column ? meta.naming.fieldname : null;
  await dc.tx.run(b.updateTable(b.dynamic.table(meta.tableName).as('t')).set(nameField ? { name: to, [nameField]: to } : { name: to }).where('t.name', '=', from));
  for (const table of meta.tableFields) {
    const child = dc.site.meta.get(table.options!);
    if (!child) continue;
    await dc.tx.run(b.updateTable(b.dynamic.table(child.tableName).as('t')).set({ parent: to }).where('t.parent', '=', from).where('t.parenttype', '=', meta.name));
  }
  await renameAuthValues(dc.tx, meta.name, from, to);
}

/**
 * Points every Link to `meta` and every Dynamic Link whose type field names `meta` from `from` to
 * `to`, in every DocType's table and in single DocTypes' values (update_link_field_values and
 * rename_dynamic_links). This keeps the data consistent, so it runs whatever the caller may read.
 * `movedTables` names tables already renamed in this transaction (a DocType renamed: its own).
 */
export async function repointLinks(dc: DocContext, meta: DocTypeMeta, from: string, to: string, movedTables: ReadonlyMap<string, string> = new Map()): Promise<void> {
  const b = dc.tx.builder;
  for (const { owner: other, field, typeField } of dc.site.meta.linksTo(meta.name)) {
    if (other.issingle) {
      await repointSingle(dc, other, field.fieldname, typeField, meta.name, from, to);
      continue;
    }
    let q = b.updateTable(b.dynamic.table(movedTables.get(other.tableName) ?? other.tableName).as('t')).set({ [field.fieldname]: to }).where(`t.${field.fieldname}`, '=', from);
    if (typeField) q = q.where(`t.${typeField}`, '=', meta.name);
    await dc.tx.run(q);
  }
}

async function repointSingle(dc: DocContext, single: DocTypeMeta, fieldname: string, typeField: string | null, target: string, from: string, to: string): Promise<void> {
  const b = dc.tx.builder;
  if (typeField) {
    const type = await dc.tx.first<{ value: string | null }>(b.selectFrom('tabSingles').select('value').where('doctype', '=', single.name).where('field', '=', typeField));
    if (type?.value !== target) return;
  }
  await dc.tx.run(b.updateTable('tabSingles').set({ value: to }).where('doctype', '=', single.name).where('field', '=', fieldname).where('value', '=', from));
}

/** The records that name a document in plain Data fields rather than links (Frappe's update_attachments and rename_versions). */
const PLAIN_REFERENCES: readonly RecordReference[] = [
  { doctype: 'File', typeField: 'attached_to_doctype', nameField: 'attached_to_name' },
  { doctype: 'Version', typeField: 'ref_doctype', nameField: 'docname' },
];

/**
 * Moves a document's attachments and version history to its new name. On a merge this runs before
 * the old document is deleted, so they join the surviving document instead of going with the old.
 */
export async function repointRecords(dc: DocContext, meta: DocTypeMeta, from: string, to: string): Promise<void> {
  const b = dc.tx.builder;
  for (const ref of PLAIN_REFERENCES) {
    const owner = referencingTable(dc, ref);
    if (!owner) continue;
    await dc.tx.run(b.updateTable(b.dynamic.table(owner.tableName).as('t')).set({ [ref.nameField]: to }).where(`t.${ref.typeField}`, '=', meta.name).where(`t.${ref.nameField}`, '=', from));
  }
}
