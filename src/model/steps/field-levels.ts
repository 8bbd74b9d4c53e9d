import type { DocTypeMeta, FieldMeta } from '../../meta/doctype-meta.ts';
import type { MetaRegistry } from '../../meta/meta-registry.ts';
import type { ChildRow, Doc } from '../document.ts';
import type { DocAccess } from '../permissions.ts';

/** The defaults of a new document or row of a DocType (`defaultsOf` in apply-defaults.ts). */
export type DefaultsOf = (meta: DocTypeMeta) => Doc;

/**
 * Frappe's validate_higher_perm_levels, at every depth: a field above level 0 at a level the user
 * may not write keeps its stored value, or takes its default on a new document or a new row,
 * silently, as in Frappe. A child DocType has no permission rows of its own, so its fields are
 * judged by the parent's levels (`access`), as Frappe's get_permissions does.
 *
 * A row is the stored row of the same name in the same table of this document; any other row is
 * new, whatever name it carries, so a client cannot give a row another row's values by naming it.
 * (Frappe skips rows on insert and rows whose name it does not find; both are new rows here.)
 * A table at a level the user may not write keeps its stored rows whole.
 */
export function resetUnwritableFields(meta: DocTypeMeta, registry: MetaRegistry, access: DocAccess, doc: Doc, old: Doc | null, defaultsOf: DefaultsOf): void {
  const unwritable = (f: FieldMeta) => f.permlevel > 0 && !access.writableLevels.has(f.permlevel);
  const fields = meta.fields.filter((f) => (f.column !== null || f.isTable) && unwritable(f));
  if (fields.length > 0) keepValues(fields, doc, old ?? defaultsOf(meta));
  for (const table of meta.tableFields) {
    if (unwritable(table)) continue;
    const child = registry.get(table.options!);
    const childFields = child?.dataFields.filter(unwritable) ?? [];
    const rows = doc[table.fieldname] as ChildRow[] | undefined;
    if (!child || childFields.length === 0 || !rows) continue;
    const stored = new Map(((old?.[table.fieldname] as ChildRow[] | undefined) ?? []).map((r) => [r.name, r]));
    let defaults: Doc | undefined;
    for (const row of rows) {
      const before = typeof row.name === 'string' ? stored.get(row.name) : undefined;
      keepValues(childFields, row, before ?? (defaults ??= defaultsOf(child)));
    }
  }
}

/** Gives `target` the values `source` holds for `fields` (none where it holds none). */
function keepValues(fields: readonly FieldMeta[], target: Doc, source: Doc): void {
  for (const field of fields) {
    const value = source[field.fieldname];
    if (value === undefined) delete target[field.fieldname];
    else target[field.fieldname] = value;
  }
}
