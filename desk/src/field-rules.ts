import { dependsOn } from './depends-on';
import { labelOf, LAYOUT_TYPES, TABLE_TYPES, type DocField, type DocTypeDef } from './meta';

type Values = Record<string, any>;

/**
 * What a field's rules make of it for this document (and, in a child row, its parent), as
 * Frappe's form decides: shown unless hidden or its `depends_on` fails; mandatory when `reqd` or
 * its `mandatory_depends_on` holds; read-only once saved when `set_only_once`, or while its
 * `read_only_depends_on` holds. Permissions and docstatus are the form's to add.
 */
export function isShown(f: DocField, doc: Values, parent: Values | null = null): boolean {
  return !f.hidden && dependsOn(f.depends_on, doc, parent, true);
}

export function isRequired(f: DocField, doc: Values, parent: Values | null = null): boolean {
  return !!f.reqd || dependsOn(f.mandatory_depends_on, doc, parent, false);
}

export function isLockedByRule(f: DocField, doc: Values, parent: Values | null = null): boolean {
  const saved = !doc.__islocal && !!doc.name;
  return (!!f.set_only_once && saved) || dependsOn(f.read_only_depends_on, doc, parent, false);
}

/** Frappe's has_value: set, not empty text, and a table with rows. */
function hasValue(v: unknown): boolean {
  if (Array.isArray(v)) return v.length > 0;
  return v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');
}

function missingIn(meta: DocTypeDef, doc: Values, parent: Values | null): string[] {
  return meta.fields
    .filter((f) => !LAYOUT_TYPES.has(f.fieldtype) && isShown(f, doc, parent) && isRequired(f, doc, parent) && !hasValue(doc[f.fieldname]))
    .map(labelOf);
}

/**
 * The mandatory fields left empty, named as the user sees them ("Recipients, row 2: Receiver By
 * Role" in a table), as Frappe's form lists them before it saves; fields the form does not show
 * are not asked for. Empty when the document may be sent.
 */
export function missingFields(meta: DocTypeDef, doc: Values, children: Record<string, DocTypeDef>, promptName: boolean): string[] {
  const missing = promptName && !hasValue(doc.name) ? ['Name'] : [];
  missing.push(...missingIn(meta, doc, null));
  for (const f of meta.fields) {
    const child = children[f.fieldname];
    if (!TABLE_TYPES.has(f.fieldtype) || !child || !isShown(f, doc)) continue;
    (doc[f.fieldname] as Values[] | undefined ?? []).forEach((row, i) => {
      for (const label of missingIn(child, row, doc)) missing.push(`${labelOf(f)}, row ${i + 1}: ${label}`);
    });
  }
  return missing;
}
