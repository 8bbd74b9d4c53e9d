import type { DocMethodDef } from '../model/controller.ts';
import { lockedNow } from '../model/doc-context.ts';
import { discardDocument } from '../model/lifecycle/discard-document.ts';
import { saveDocument } from '../model/lifecycle/save-document.ts';
import { loadReadableDocument } from '../model/load-document.ts';
import { requireDocType } from '../operations/require-doctype.ts';
import type { DocMethodSpec } from './doc-method.ts';
import { asDict } from './builtin/client/shared.ts';

/**
 * Moves the stored document to `docstatus` through the normal save (submit or cancel permission,
 * the docstatus table, on_submit / on_cancel, back-links on cancel) and answers it, as Frappe's
 * Document.submit() and cancel() answer `self.save()`.
 */
function docstatusMethod(docstatus: 1 | 2): DocMethodDef {
  const spec: DocMethodSpec = {
    methods: ['POST', 'PUT'],
    handler: async (api, doc) => {
      const meta = requireDocType(api.dc, String(doc.doctype));
      const stored = await loadReadableDocument(api.dc, meta, String(doc.name), true);
      return asDict(api.dc, meta, await saveDocument(lockedNow(api.dc), meta, stored, { docstatus }));
    },
  };
  return spec;
}

/** Sets the stored draft aside as cancelled (Frappe's Document.discard); answers nothing, as Frappe's. */
const discard: DocMethodSpec = {
  methods: ['POST', 'PUT'],
  handler: async (api, doc) => {
    const meta = requireDocType(api.dc, String(doc.doctype));
    const stored = await loadReadableDocument(api.dc, meta, String(doc.name), true);
    await discardDocument(lockedNow(api.dc), meta, stored);
  },
};

/**
 * The methods every document has, whitelisted on Frappe's Document itself (frappe/model/document.py):
 * `submit`, `cancel` and `discard`, callable as `run_method` on `/api/resource/<doctype>/<name>` and through
 * run_doc_method. A controller's method of the same name wins, as a Python override would.
 */
export const STANDARD_DOC_METHODS: Readonly<Record<string, DocMethodDef>> = Object.freeze({
  submit: docstatusMethod(1),
  cancel: docstatusMethod(2),
  discard,
});
