import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import { coerceStoredSingle } from './single-values.ts';
import type { Row, Tx } from './database.ts';

const STANDARD = ['owner', 'creation', 'modified', 'modified_by'];

/**
 * A single DocType (issingle) keeps one document as rows of `tabSingles` (doctype, field, value),
 * as Frappe does. Values are text there and typed again on the way out.
 */
export async function loadSingle(tx: Tx, meta: DocTypeMeta): Promise<Row> {
  const rows = await tx.all<{ field: string; value: string | null }>(
    tx.builder.selectFrom('tabSingles').select(['field', 'value']).where('doctype', '=', meta.name),
  );
  const stored = new Map(rows.map((r) => [r.field, r.value]));
  const doc: Row = { name: meta.name, docstatus: 0, idx: 0 };
  for (const key of STANDARD) doc[key] = stored.get(key) ?? null;
  for (const field of meta.dataFields) doc[field.fieldname] = coerceStoredSingle(field, stored.get(field.fieldname) ?? null);
  return doc;
}

/** Writes every field of a single DocType's document. */
export async function saveSingle(tx: Tx, meta: DocTypeMeta, doc: Row): Promise<void> {
  const values: Array<[string, unknown]> = [...STANDARD.map((k) => [k, doc[k]] as [string, unknown]), ...meta.dataFields.map((f) => [f.fieldname, doc[f.fieldname]] as [string, unknown])];
  for (const [field, value] of values) {
    const text = value === null || value === undefined ? null : String(value);
    await tx.run(
      tx.builder
        .insertInto('tabSingles')
        .values({ doctype: meta.name, field, value: text })
        .onConflict((oc) => oc.columns(['doctype', 'field']).doUpdateSet({ value: text })),
    );
  }
}
