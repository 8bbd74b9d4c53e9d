import { appError } from '../../../errors/app-error.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import { lockedNow, type DocContext } from '../../../model/doc-context.ts';
import type { Doc } from '../../../model/document.ts';
import { insertDocument } from '../../../model/lifecycle/insert-document.ts';
import { saveDocument } from '../../../model/lifecycle/save-document.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { missingArgument } from '../../coerce-args.ts';
import { whitelist } from '../../method-def.ts';
import { asDict, doctypeOf, objectArg } from './shared.ts';

/** svc.client.save (frappe.client.save): saves the full document sent (fields left out become empty); it must carry the stored `modified`. */
export const save = whitelist({
  path: 'client.save',
  methods: ['POST', 'PUT'],
  params: [{ name: 'doc', type: 'any', required: true }],
  handler: async (api, a) => {
    const { meta, doc } = await saveFullDoc(api.dc, objectArg('doc', a.doc), null);
    return asDict(api.dc, meta, doc);
  },
});

/**
 * svc.client.submit (frappe.client.submit): saves the full document sent with docstatus 1 (submit
 * permission needed). The Python frappe-client sends the document as `doclist`, so that name is
 * read when `doc` is absent.
 */
export const submit = whitelist({
  path: 'client.submit',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'doc', type: 'any' },
    { name: 'doclist', type: 'any' },
  ],
  handler: async (api, a) => {
    const [name, sent] = a.doc !== undefined ? ['doc', a.doc] : a.doclist !== undefined ? ['doclist', a.doclist] : [];
    if (name === undefined) throw missingArgument('doc');
    const { meta, doc } = await saveFullDoc(api.dc, objectArg(name, sent), 1);
    return asDict(api.dc, meta, doc);
  },
});

/**
 * frappe.get_doc(dict).save(): the document is built from the dict, so fields it leaves out are
 * cleared and tables it leaves out emptied; without a name it is inserted. A stored document is
 * only saved when the dict's `modified` equals the stored one (TimestampMismatchError otherwise);
 * a Single never saved has none, so a dict without one saves it. Answers the document as stored.
 */
export async function saveFullDoc(dc: DocContext, sent: Record<string, unknown>, docstatus: number | null): Promise<{ meta: DocTypeMeta; doc: Doc }> {
  const meta = requireDocType(dc, doctypeOf(sent));
  if (meta.istable) throw appError('VALIDATION', `${meta.name} is a child table: save its parent document`);
  const input = fullInput(meta, sent, docstatus);
  if (sent.name === undefined || sent.name === null || sent.name === '' || sent.__islocal) {
    const { modified: _m, ...values } = input;
    return { meta, doc: await insertDocument(dc, meta, { ...values, ...(sent.name ? { name: sent.name } : {}) }) };
  }
  const old = await loadReadableDocument(dc, meta, String(sent.name), true);
  // A Single that was never saved has no `modified`: read back, it carries none to send.
  if (String(sent.modified ?? '') !== String(old.modified ?? '')) {
    throw appError(
      'TIMESTAMP_MISMATCH',
      `Error: Document has been modified after you have opened it (${String(old.modified)}, ${String(sent.modified ?? '')}). Please refresh to get the latest document.`,
    );
  }
  return { meta, doc: await saveDocument(lockedNow(dc), meta, old, input) };
}

/**
 * Every field of the DocType from the dict: absent data fields null (Check 0), absent tables empty;
 * `creation` and `owner` when the dict has them, so a save cannot change them unseen.
 */
function fullInput(meta: DocTypeMeta, sent: Record<string, unknown>, docstatus: number | null): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of meta.dataFields) input[field.fieldname] = sent[field.fieldname] ?? (field.value === 'check' ? 0 : null);
  for (const field of meta.tableFields) input[field.fieldname] = sent[field.fieldname] ?? [];
  input.modified = sent.modified;
  for (const key of ['creation', 'owner']) if (sent[key] !== undefined) input[key] = sent[key];
  input.docstatus = docstatus ?? sent.docstatus ?? 0;
  return input;
}
