import { appError } from '../../../errors/app-error.ts';
import { lockedNow, type DocContext } from '../../../model/doc-context.ts';
import type { Doc } from '../../../model/document.ts';
import { insertDocument } from '../../../model/lifecycle/insert-document.ts';
import { saveDocument } from '../../../model/lifecycle/save-document.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { MAX_BATCH_ITEMS, runItems } from '../../../operations/batch-run.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { whitelist } from '../../method-def.ts';
import { tableInput } from './child-rows.ts';
import { asDict, doctypeOf, listArg, objectArg } from './shared.ts';

/** Most documents one insert_many call may create (Frappe's limit, shared with /api/v2/batch). */
export const MAX_INSERT_MANY = MAX_BATCH_ITEMS;

/** svc.client.insert (frappe.client.insert): inserts `doc`; a child row (with parent, parenttype, parentfield) is appended to its parent, which is answered. */
export const insert = whitelist({
  path: 'client.insert',
  methods: ['POST', 'PUT'],
  params: [{ name: 'doc', type: 'any', required: true }],
  handler: async (api, a) => {
    const { meta, doc } = await insertDoc(api.dc, objectArg('doc', a.doc));
    return asDict(api.dc, meta, doc);
  },
});

/** svc.client.insert_many (frappe.client.insert_many): inserts up to 200 documents in one transaction and answers their names. */
export const insertMany = whitelist({
  path: 'client.insert_many',
  methods: ['POST', 'PUT'],
  params: [{ name: 'docs', type: 'any', required: true }],
  handler: async (api, a) => {
    const docs = listArg('docs', a.docs);
    if (docs.length > MAX_INSERT_MANY) throw appError('VALIDATION', `Only ${MAX_INSERT_MANY} inserts allowed in one request`);
    const inputs = docs.map((raw, i) => objectArg(`docs[${i}]`, raw));
    // All or nothing, as Frappe's: the batch runner's atomic mode in this call's transaction.
    const outcomes = await runItems(api.dc, inputs, true, async (dc, input) => (await insertDoc(dc, input)).doc.name);
    return outcomes.map((o) => (o.ok ? o.value : null));
  },
});

/**
 * frappe/client.py insert_doc: a child row needs parenttype, parent and parentfield and is saved
 * as a new row of its parent (write permission on the parent); anything else is inserted.
 */
async function insertDoc(dc: DocContext, input: Record<string, unknown>): Promise<{ meta: ReturnType<typeof requireDocType>; doc: Doc }> {
  const meta = requireDocType(dc, doctypeOf(input));
  const { doctype: _doctype, ...values } = input;
  if (!meta.istable) return { meta, doc: await insertDocument(dc, meta, values) };
  const { parenttype, parent, parentfield } = input;
  if (typeof parenttype !== 'string' || !parenttype || typeof parent !== 'string' || !parent || typeof parentfield !== 'string' || !parentfield) {
    throw appError('VALIDATION', 'Parenttype, Parent and Parentfield are required to insert a child record');
  }
  const parentMeta = requireDocType(dc, parenttype);
  if (!parentMeta.tableFields.some((f) => f.fieldname === parentfield && f.options === meta.name)) {
    throw appError('VALIDATION', `${parentfield.slice(0, 140)} is not a table of ${meta.name} rows in ${parentMeta.name}`);
  }
  const old = await loadReadableDocument(dc, parentMeta, parent, true);
  const { name: _name, ...row } = values;
  const saved = await saveDocument(lockedNow(dc), parentMeta, old, { [parentfield]: tableInput({ parent: old, fieldname: parentfield }, { append: row }) });
  return { meta: parentMeta, doc: saved };
}
