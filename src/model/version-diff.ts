import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import type { ChildRow, Doc } from './document.ts';
import { asciiOnly, withSortedKeys } from '../util/json.ts';

/** Field types that hold no value (frappe.model.no_value_fields), tables aside. */
const NO_VALUE = new Set(['Section Break', 'Column Break', 'Tab Break', 'HTML', 'Button', 'Image', 'Fold', 'Heading']);

type Change = [string, unknown, unknown];

/** Frappe's Version `data` (frappe/core/doctype/version/version.py get_diff). */
export interface VersionDiff {
  changed: Change[];
  added: Array<[string, Record<string, unknown>]>;
  removed: Array<[string, Record<string, unknown>]>;
  row_changed: Array<[string, number, string, Change[]]>;
  data_import: null;
  updater_reference: null;
}

const valueOf = (doc: Doc | ChildRow, field: string) => doc[field] ?? null;

/** The changed plain fields between two versions of one document or row. */
function changedFields(meta: DocTypeMeta, old: Doc | ChildRow, doc: Doc | ChildRow): Change[] {
  const out: Change[] = [];
  for (const field of meta.fields) {
    if (NO_VALUE.has(field.fieldtype) || field.isTable) continue;
    const before = valueOf(old, field.fieldname);
    const after = valueOf(doc, field.fieldname);
    if (before !== after) out.push([field.fieldname, before, after]);
  }
  return out;
}

/** A child row as Frappe's `as_dict()` shows it in a Version: every column, with its DocType. */
function rowDict(childMeta: DocTypeMeta | undefined, row: ChildRow): Record<string, unknown> {
  return { ...row, doctype: childMeta?.name ?? row.doctype ?? null };
}

/**
 * What a save changed: plain fields (`changed`), child rows added, removed or changed (by row
 * name), and the name and docstatus; null when nothing did. Values are the stored ones, not
 * Frappe's display formatting (docs/DECISIONS.md D61).
 */
export function versionDiff(registry: MetaRegistry, meta: DocTypeMeta, old: Doc, doc: Doc): VersionDiff | null {
  const out: VersionDiff = { changed: changedFields(meta, old, doc), added: [], removed: [], row_changed: [], data_import: null, updater_reference: null };
  for (const table of meta.tableFields) {
    const childMeta = registry.get(String(table.options));
    const before = (old[table.fieldname] as ChildRow[] | undefined) ?? [];
    const after = (doc[table.fieldname] as ChildRow[] | undefined) ?? [];
    const byName = new Map(before.map((row) => [String(row.name), row]));
    const seen = new Set<string>();
    after.forEach((row, index) => {
      const previous = row.name !== undefined && row.name !== null ? byName.get(String(row.name)) : undefined;
      if (!previous) {
        out.added.push([table.fieldname, rowDict(childMeta, row)]);
        return;
      }
      seen.add(String(row.name));
      const changed = childMeta ? changedFields(childMeta, previous, row) : [];
      if (changed.length > 0) out.row_changed.push([table.fieldname, index, String(row.name), changed]);
    });
    for (const row of before) if (!seen.has(String(row.name))) out.removed.push([table.fieldname, rowDict(childMeta, row)]);
  }
  for (const key of ['name', 'docstatus']) if (valueOf(old, key) !== valueOf(doc, key)) out.changed.push([key, valueOf(old, key), valueOf(doc, key)]);
  const any = out.changed.length + out.added.length + out.removed.length + out.row_changed.length > 0;
  return any ? out : null;
}

/** The Version record (ref_doctype, docname, data) of the change from `old` to `doc`; null when nothing changed. */
export function versionRecord(registry: MetaRegistry, meta: DocTypeMeta, old: Doc, doc: Doc): Record<string, string> | null {
  const diff = versionDiff(registry, meta, old, doc);
  return diff ? { ref_doctype: meta.name, docname: String(doc.name), data: versionJson(diff) } : null;
}

/** JSON as Frappe's `as_json(..., indent=None, separators=(",", ":"))` writes it: keys sorted, compact, ASCII only. */
export function versionJson(value: unknown): string {
  return asciiOnly(JSON.stringify(withSortedKeys(value)));
}
