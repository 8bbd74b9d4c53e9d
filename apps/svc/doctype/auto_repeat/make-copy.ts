import { appError } from '../../../../src/errors/app-error.ts';
import type { DocTypeMeta } from '../../../../src/meta/doctype-meta.ts';
import { asTrusted, type DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { changeDocstatus } from '../../../../src/model/lifecycle/change-docstatus.ts';
import { insertDocument } from '../../../../src/model/lifecycle/insert-document.ts';
import { loadReadableDocument } from '../../../../src/model/load-document.ts';
import { addMonths, lastDayOf, MONTHS_OF } from './schedule.ts';

/** Fields Frappe's copy_doc never copies: the standard ones, a child row's parent columns, an amendment's. */
const NEVER_COPIED = new Set(['name', 'owner', 'creation', 'modified', 'modified_by', 'docstatus', 'idx', 'parent', 'parentfield', 'parenttype', 'amended_from', 'amendment_date']);

/** Fields marked `no_copy` (read from the definition: the parsed metadata does not keep the flag). */
function noCopyFields(meta: DocTypeMeta): Set<string> {
  const raw = Array.isArray(meta.source.fields) ? (meta.source.fields as Array<Record<string, unknown>>) : [];
  return new Set(raw.filter((f) => Number(f.no_copy ?? 0) === 1).map((f) => String(f.fieldname)));
}

/** One document's (or child row's) values as copy_doc(ignore_no_copy=False) keeps them. */
function copyValues(meta: DocTypeMeta, source: Doc): Doc {
  const skip = noCopyFields(meta);
  const copy: Doc = {};
  for (const field of meta.dataFields) {
    if (NEVER_COPIED.has(field.fieldname) || skip.has(field.fieldname)) continue;
    const value = source[field.fieldname];
    if (value !== null && value !== undefined) copy[field.fieldname] = value;
  }
  return copy;
}

/** Frappe's copy_doc: the document without name, stamps, docstatus and no_copy fields, its child rows likewise. */
function copyDoc(dc: DocContext, meta: DocTypeMeta, reference: Doc): Doc {
  const copy = copyValues(meta, reference);
  for (const table of meta.tableFields) {
    const childMeta = dc.site.meta.get(table.options!);
    const rows = reference[table.fieldname];
    if (!childMeta || noCopyFields(meta).has(table.fieldname) || !Array.isArray(rows)) continue;
    copy[table.fieldname] = (rows as Doc[]).map((row) => copyValues(childMeta, row));
  }
  return copy;
}

/**
 * Frappe's set_auto_repeat_period: for a month-based frequency, a DocType with `from_date` and
 * `to_date` gets the period after the latest document of this Auto Repeat (the reference, at
 * first); a period of whole months stays whole.
 */
async function shiftPeriod(dc: DocContext, meta: DocTypeMeta, repeat: Doc, copy: Doc): Promise<void> {
  const months = MONTHS_OF[String(repeat.frequency)];
  const date = (f: string) => meta.fieldMap.get(f)?.column;
  if (!months || !date('from_date') || !date('to_date') || !meta.fieldMap.get('auto_repeat')?.column) return;
  const last = await dc.tx.first<{ from_date: unknown; to_date: unknown }>(
    dc.tx.builder.selectFrom(meta.tableName).select(['from_date', 'to_date'])
      .where('auto_repeat', '=', String(repeat.name) as never).where('docstatus', '<', 2 as never)
      .orderBy('creation', 'desc').limit(1),
  );
  if (!last?.from_date || !last.to_date) return;
  const from = String(last.from_date).slice(0, 10);
  const to = String(last.to_date).slice(0, 10);
  const wholeMonths = from.endsWith('-01') && to === lastDayOf(to);
  copy.from_date = addMonths(from, months);
  copy.to_date = wholeMonths ? lastDayOf(addMonths(to, months)) : addMonths(to, months);
}

/** Frappe's update_doc: the fields a repeated copy takes from its schedule rather than from the reference. */
async function updateCopy(dc: DocContext, meta: DocTypeMeta, repeat: Doc, copy: Doc, today: string): Promise<void> {
  if (meta.fieldMap.get('set_posting_time')?.column) copy.set_posting_time = 1;
  if (meta.fieldMap.get('auto_repeat')?.column) copy.auto_repeat = String(repeat.name);
  for (const field of meta.dataFields) if (field.fieldtype === 'Date' && field.reqd) copy[field.fieldname] = today;
  await shiftPeriod(dc, meta, repeat, copy);
}

/**
 * Frappe's make_new_document: a copy of the reference document, dated by the schedule, inserted
 * with every right and owned, as the reference, by the reference's owner (Frappe's update_doc
 * copies `owner`); submitted when the Auto Repeat says so. Answers the copy as stored.
 */
export async function makeCopy(dc: DocContext, repeat: Doc, today: string): Promise<Doc> {
  const doctype = String(repeat.reference_doctype);
  const meta = dc.site.meta.get(doctype);
  if (!meta) throw appError('DOCTYPE_NOT_FOUND', `DocType ${doctype} not found`);
  const trusted = asTrusted(dc);
  const reference = await loadReadableDocument(trusted, meta, String(repeat.reference_document));
  const copy = copyDoc(dc, meta, reference);
  await updateCopy(dc, meta, repeat, copy, today);
  let doc = await insertDocument(trusted, meta, copy);
  const owner = String(reference.owner ?? '');
  if (owner && owner !== doc.owner) {
    await dc.tx.run(dc.tx.builder.updateTable(meta.tableName).set({ owner: owner as never }).where('name', '=', doc.name as never));
    doc.owner = owner;
  }
  if (Number(repeat.submit_on_creation ?? 0) === 1) doc = await changeDocstatus(trusted, meta, String(doc.name), 1);
  return doc;
}
