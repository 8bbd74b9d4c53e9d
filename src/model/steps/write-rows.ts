import { appError } from '../../errors/app-error.ts';
import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import { deleteChildren, insertRow, insertRowUnlessNameTaken, updateRow } from '../../storage/repository.ts';
import { saveSingle } from '../../storage/singles.ts';
import type { DocContext } from '../doc-context.ts';
import type { ChildRow, Doc } from '../document.ts';
import { hashName } from '../naming/set-name.ts';

/** Stamps child rows with their parent link, position, docstatus and timestamps; names new rows. */
export function prepareChildren(dc: DocContext, meta: DocTypeMeta, doc: Doc, old: Doc | null): void {
  for (const table of meta.tableFields) {
    const rows = doc[table.fieldname] as ChildRow[] | undefined;
    if (!rows) continue;
    const previous = new Map(((old?.[table.fieldname] as ChildRow[] | undefined) ?? []).map((r) => [r.name, r]));
    rows.forEach((row, i) => {
      const before = typeof row.name === 'string' ? previous.get(row.name) : undefined;
      if (!before) row.name = hashName(dc.clock.nowMicros());
      row.parent = doc.name;
      row.parentfield = table.fieldname;
      row.parenttype = meta.name;
      row.idx = i + 1;
      row.docstatus = doc.docstatus;
      row.owner = before?.owner ?? doc.owner;
      row.creation = before?.creation ?? dc.now;
      row.modified = dc.now;
      row.modified_by = dc.user.name;
      row.doctype = table.options;
    });
  }
}

/**
 * Tries of a new hash name after the first was taken, as Frappe does (base_document.py db_insert:
 * "hash collision? try again", at most five). Four characters of time and six random ones make
 * one such collision likely every minute or so at 20,000 inserts a second.
 */
const HASH_NAME_RETRIES = 5;

const duplicateName = (meta: DocTypeMeta, doc: Doc) => {
  const message = `${meta.name} <strong>${String(doc.name)}</strong> already exists`;
  return appError('DUPLICATE_ENTRY', message, { messages: [{ message, title: 'Duplicate Name', indicator: 'red' }], exceptionText: `('${meta.name}', '${String(doc.name)}')` });
};

/**
 * Inserts the row unless its name is taken; whether it did. Any other failure is thrown. Where the
 * dialect cannot skip the row, the name's unique violation is caught; where it can, another unique
 * index may still be checked first and its failure name the name (SQLite's errors look it up).
 */
async function insertUnlessNameTaken(dc: DocContext, meta: DocTypeMeta, doc: Doc): Promise<boolean> {
  try {
    if (dc.tx.caps.insertUnlessNameTaken) return await insertRowUnlessNameTaken(dc.tx, meta, doc);
    await insertRow(dc.tx, meta, doc);
    return true;
  } catch (err) {
    const failure = dc.site.db.classifyError(err);
    if (failure?.kind === 'unique' && failure.onName) return false;
    throw err;
  }
}

/**
 * Inserts a new document's row and its child rows. A taken name is a 409, except a hash name
 * (`rehashable`), which gives way to a new one, its child rows following it.
 */
export async function insertDocRows(dc: DocContext, meta: DocTypeMeta, doc: Doc, rehashable = false): Promise<void> {
  for (let retry = 0; !(await insertUnlessNameTaken(dc, meta, doc)); retry++) {
    if (!rehashable || retry === HASH_NAME_RETRIES) throw duplicateName(meta, doc);
    doc.name = hashName(dc.clock.nowMicros());
    for (const table of meta.tableFields) {
      for (const row of (doc[table.fieldname] as ChildRow[] | undefined) ?? []) row.parent = doc.name;
    }
  }
  for (const table of meta.tableFields) {
    const child = dc.site.meta.get(table.options!);
    if (!child) continue;
    for (const row of (doc[table.fieldname] as ChildRow[] | undefined) ?? []) await insertRow(dc.tx, child, row);
  }
}

/**
 * Updates a document's row and replaces its tables as Frappe does: rows still listed are
 * rewritten, new rows inserted, rows no longer listed deleted. Tables the client did not send
 * keep their rows (they were loaded into `doc` unchanged).
 */
export async function updateDocRows(dc: DocContext, meta: DocTypeMeta, doc: Doc, old: Doc): Promise<void> {
  if (meta.issingle) await saveSingle(dc.tx, meta, doc);
  else await updateRow(dc.tx, meta, doc);
  for (const table of meta.tableFields) {
    const child = dc.site.meta.get(table.options!);
    if (!child) continue;
    const rows = (doc[table.fieldname] as ChildRow[] | undefined) ?? [];
    const existing = new Set(((old[table.fieldname] as ChildRow[] | undefined) ?? []).map((r) => r.name));
    const kept = rows.filter((r) => existing.has(r.name));
    await deleteChildren(dc.tx, child, meta.name, table.fieldname, doc.name, kept.map((r) => r.name));
    for (const row of rows) {
      if (existing.has(row.name)) await updateRow(dc.tx, child, row);
      else await insertRow(dc.tx, child, row);
    }
  }
}
