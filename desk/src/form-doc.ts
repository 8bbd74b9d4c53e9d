import { LAYOUT_TYPES, namedByPrompt, TABLE_TYPES, type DocField, type DocTypeDef } from './meta';

/** Fields svc sets itself: never sent back on a save. */
const STANDARD = new Set(['name', 'owner', 'creation', 'modified', 'modified_by', 'docstatus', 'idx', 'doctype', 'parent', 'parentfield', 'parenttype', '_user_tags', '_comments', '_assign', '_liked_by', '_seen']);

/** A form section: its fields, and the break that opened it (whose depends_on shows or hides it all). */
export interface Section { label: string; fields: DocField[]; breakField?: DocField }

/** The form's sections: fields grouped under each Section Break (column and tab breaks only flow). */
export function sectionsOf(meta: DocTypeDef): Section[] {
  const sections: Section[] = [{ label: '', fields: [] }];
  for (const f of meta.fields) {
    if (f.fieldtype === 'Section Break' || f.fieldtype === 'Tab Break') sections.push({ label: f.label ?? '', fields: [], breakField: f });
    else if (!LAYOUT_TYPES.has(f.fieldtype)) sections[sections.length - 1].fields.push(f);
  }
  return sections.filter((s) => s.fields.length > 0);
}

/** A new document's values: each field's default, as Frappe's form fills them. */
export function newDoc(meta: DocTypeDef): Record<string, any> {
  const doc: Record<string, any> = { doctype: meta.name, __islocal: 1, docstatus: 0 };
  for (const f of meta.fields) {
    if (TABLE_TYPES.has(f.fieldtype)) doc[f.fieldname] = [];
    else if (f.default !== undefined && f.default !== null && f.default !== '' && !/^(Today|now|__user)$/i.test(f.default)) {
      doc[f.fieldname] = f.fieldtype === 'Check' || f.fieldtype === 'Int' ? Number(f.default) : f.default;
    } else if (f.fieldtype === 'Check') doc[f.fieldname] = 0;
  }
  return doc;
}

function cleanRows(rows: Array<Record<string, any>>, keepNames: boolean): Array<Record<string, any>> {
  return rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => (keepNames && k === 'name') || !STANDARD.has(k) && !k.startsWith('__'))));
}

/** What a new document's POST carries: every value set (child rows without their server fields). */
export function insertBody(meta: DocTypeDef, doc: Record<string, any>): Record<string, any> {
  const body: Record<string, any> = {};
  if (doc.name && namedByPrompt(meta)) body.name = doc.name;
  for (const f of meta.fields) {
    const v = doc[f.fieldname];
    if (LAYOUT_TYPES.has(f.fieldtype) || v === undefined || v === null || v === '') continue;
    body[f.fieldname] = TABLE_TYPES.has(f.fieldtype) ? cleanRows(v, false) : v;
  }
  if (doc.amended_from) body.amended_from = doc.amended_from;
  return body;
}

/**
 * What a PUT carries: the fields changed since the load (a table sent replaces the table, its
 * kept rows named) and `modified`, which opts into svc's optimistic locking.
 */
export function changesOf(meta: DocTypeDef, doc: Record<string, any>, original: Record<string, any>): Record<string, any> {
  const body: Record<string, any> = {};
  for (const f of meta.fields) {
    if (LAYOUT_TYPES.has(f.fieldtype)) continue;
    const now = doc[f.fieldname];
    if (JSON.stringify(now ?? null) === JSON.stringify(original[f.fieldname] ?? null)) continue;
    body[f.fieldname] = TABLE_TYPES.has(f.fieldtype) ? cleanRows(now ?? [], true) : now ?? null;
  }
  if (Object.keys(body).length > 0 && original.modified) body.modified = original.modified;
  return body;
}

/** An amendment of a cancelled document: its values and rows, a draft again, pointing back to it. */
export function amendmentOf(meta: DocTypeDef, doc: Record<string, any>): Record<string, any> {
  return { ...insertBody({ ...meta, autoname: '' }, doc), amended_from: doc.name };
}

/**
 * A submittable DocType's amendments point back through `amended_from`; Frappe's DocType form adds
 * that field when it is missing, and so does the desk before saving a DocType.
 */
export function withAmendedFrom(body: Record<string, any>, name: string): Record<string, any> {
  const fields: Array<Record<string, any>> = body.fields ?? [];
  if (!Number(body.is_submittable) || fields.some((f) => f.fieldname === 'amended_from')) return body;
  return { ...body, fields: [...fields, { doctype: 'DocField', fieldname: 'amended_from', fieldtype: 'Link', label: 'Amended From', options: name, read_only: 1 }] };
}
