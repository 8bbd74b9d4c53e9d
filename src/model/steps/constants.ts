import { appError } from '../../errors/app-error.ts';
import type { DocTypeMeta, FieldMeta } from '../../meta/doctype-meta.ts';
import type { MetaRegistry } from '../../meta/meta-registry.ts';
import { parseDatetime } from '../../util/datetime.ts';
import type { ChildRow, Doc } from '../document.ts';

/**
 * What an update may send only with the stored value, and the labels Frappe names them by: its
 * standard set-once fields (`creation`, `owner`), and the two that say which document this is.
 */
const STANDARD_CONSTANTS: ReadonlyArray<readonly [key: string, label: string]> = [
  ['creation', 'Created On'],
  ['owner', 'Created By'],
  ['doctype', 'DocType'],
  ['name', 'ID'],
];

/**
 * Refuses an update whose input gives `creation`, `owner`, `doctype` or `name` another value than
 * the stored document's (Frappe's test_dont_change_standard_constants). A key left out changes
 * nothing; the same value sent back is fine (a timestamp in any spelling svc reads as the same).
 */
export function checkStandardConstants(meta: DocTypeMeta, input: Record<string, unknown>, old: Doc): void {
  for (const [key, label] of STANDARD_CONSTANTS) {
    if (input[key] === undefined) continue;
    const stored = key === 'doctype' ? meta.name : old[key];
    const same = key === 'creation' ? sameInstant(input[key], stored) : text(input[key]) === text(stored);
    if (!same) throw cannotChange(label);
  }
}

/**
 * Frappe's validate_set_only_once: once a document exists, a `set_only_once` field keeps its stored
 * value, empty or not; a `set_only_once` Table keeps the same rows in the same order, each with the
 * same name and values.
 */
export function checkSetOnlyOnce(meta: DocTypeMeta, registry: MetaRegistry, doc: Doc, old: Doc): void {
  for (const field of meta.fields) {
    if (!field.setOnlyOnce) continue;
    if (field.isTable) {
      const child = registry.get(field.options!);
      if (child && !sameRows(child, rowsOf(old, field), rowsOf(doc, field))) throw cannotChange(field.label);
    } else if (field.column !== null && !sameValue(field, doc[field.fieldname], old[field.fieldname])) {
      throw cannotChange(field.label);
    }
  }
}

function sameRows(child: DocTypeMeta, before: ChildRow[], after: ChildRow[]): boolean {
  if (before.length !== after.length) return false;
  return before.every((row, i) => text(after[i].name) === text(row.name) && child.dataFields.every((f) => sameValue(f, after[i][f.fieldname], row[f.fieldname])));
}

const rowsOf = (doc: Doc, table: FieldMeta) => (doc[table.fieldname] as ChildRow[] | undefined) ?? [];

/** Values as stored compare as text, empty and null alike; a Password field's value is never in the document to compare. */
function sameValue(field: FieldMeta, a: unknown, b: unknown): boolean {
  return field.value === 'password' || text(a) === text(b);
}

function sameInstant(sent: unknown, stored: unknown): boolean {
  const parsed = typeof sent === 'string' ? parseDatetime(sent) : null;
  return (parsed ?? text(sent)) === text(stored);
}

const text = (value: unknown) => String(value ?? '');

function cannotChange(label: string) {
  return appError('CANNOT_CHANGE_CONSTANT', `Value cannot be changed for <strong>${label}</strong>`);
}
