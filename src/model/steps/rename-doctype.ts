import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import { parseDocType } from '../../meta/parse-doctype.ts';
import { moveDocTypeKeys } from '../../storage/doctype-keys.ts';
import { renameTable } from '../../storage/schema-sync.ts';
import type { DocContext } from '../doc-context.ts';

/** The field types whose `options` name a DocType (Frappe's rename_doctype: Link and the table fields). */
const NAMING_FIELDTYPES = ['Link', 'Table', 'Table MultiSelect'];

/**
 * Where records name a DocType in columns svc's rename would not otherwise reach: the DocType a
 * field's options point to, the DocType a customization applies to (`dt`, `doc_type`, the
 * options a Property Setter sets) and Custom DocPerm's `parent`. Each applies where the site has
 * the DocType and its columns, so Custom Field and Property Setter are covered once installed.
 */
const NAMING_COLUMNS: ReadonlyArray<{ doctype: string; column: string; where?: Readonly<Record<string, readonly string[]>> }> = [
  { doctype: 'DocField', column: 'options', where: { fieldtype: NAMING_FIELDTYPES } },
  { doctype: 'Custom Field', column: 'options', where: { fieldtype: NAMING_FIELDTYPES } },
  { doctype: 'Custom Field', column: 'dt' },
  { doctype: 'Property Setter', column: 'doc_type' },
  { doctype: 'Property Setter', column: 'value', where: { property: ['options'] } },
  { doctype: 'Custom DocPerm', column: 'parent' },
];

/**
 * Renames what a DocType's name is stored in, beside its record (Frappe's rename_doc for a
 * DocType: rename_doctype, update_customizations, and the table its after_rename renames), in
 * the caller's transaction: its table (or a single's values), the options of every field naming
 * it, customizations and Custom DocPerm rows, the `parenttype` of its child rows, the type column
 * of Dynamic Links that is no Link to DocType, and svc's own tables. The table goes first, before
 * anything reads it: MariaDB could not rename a table the transaction holds. Every process
 * reloads the metadata once this commits. Links to DocType (Comment's `reference_doctype`, …)
 * are repointed by the rename's `repoint links` step.
 */
export async function renameDocTypeStorage(dc: DocContext, from: string, to: string): Promise<void> {
  const old = dc.site.meta.get(from);
  if (old) {
    await renameTable(dc.tx, dc.site.db.schema, old, parseDocType({ ...old.source, name: to }));
    await moveParenttype(dc, old, to);
  }
  const b = dc.tx.builder;
  for (const { doctype, column, where } of NAMING_COLUMNS) {
    const meta = dc.site.meta.get(doctype);
    if (!meta || meta.issingle || !hasColumns(meta, [column, ...Object.keys(where ?? {})])) continue;
    let q = b.updateTable(b.dynamic.table(meta.tableName).as('t')).set({ [column]: to }).where(`t.${column}`, '=', from);
    for (const [key, values] of Object.entries(where ?? {})) q = q.where(`t.${key}`, 'in', values);
    await dc.tx.run(q);
  }
  await moveDynamicLinkTypes(dc, from, to);
  await moveDocTypeKeys(dc.tx, from, to);
  await dc.site.db.notify(dc.tx, 'meta');
}

/** The child rows of the renamed DocType's documents (Frappe's update_parenttype_values). */
async function moveParenttype(dc: DocContext, meta: DocTypeMeta, to: string): Promise<void> {
  const b = dc.tx.builder;
  const children = new Set(meta.tableFields.map((f) => f.options!));
  for (const name of children) {
    const child = dc.site.meta.get(name);
    if (!child?.istable) continue;
    await dc.tx.run(b.updateTable(b.dynamic.table(child.tableName).as('t')).set({ parenttype: to }).where('t.parenttype', '=', meta.name));
  }
}

/**
 * A Dynamic Link's type column holding the old name, where that column is no Link to DocType
 * (those the `repoint links` step moves): a Data or Select field an app chose for it.
 */
async function moveDynamicLinkTypes(dc: DocContext, from: string, to: string): Promise<void> {
  const b = dc.tx.builder;
  for (const owner of dc.site.meta.all()) {
    if (owner.issingle || owner.isVirtual) continue;
    const table = owner.name === from ? `tab${to}` : owner.tableName;
    const typeFields = new Set<string>();
    for (const field of owner.dataFields) {
      const type = field.fieldtype === 'Dynamic Link' && field.options ? owner.fieldMap.get(field.options) : undefined;
      if (type?.column && !(type.fieldtype === 'Link' && type.options === 'DocType')) typeFields.add(type.fieldname);
    }
    for (const column of typeFields) await dc.tx.run(b.updateTable(b.dynamic.table(table).as('t')).set({ [column]: to }).where(`t.${column}`, '=', from));
  }
}

function hasColumns(meta: DocTypeMeta, columns: readonly string[]): boolean {
  return columns.every((c) => Boolean(meta.fieldMap.get(c)?.column));
}
