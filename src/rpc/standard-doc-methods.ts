import type { DocMethodDef } from '../model/controller.ts';
import { discardDocument } from '../model/lifecycle/discard-document.ts';
import { changeDocstatus } from '../model/lifecycle/change-docstatus.ts';
import { requireDocType } from '../operations/require-doctype.ts';
import type { DocMethodSpec } from './doc-method.ts';
import { asDict } from './builtin/client/shared.ts';

/**
 * Moves the stored document to `docstatus` (model/lifecycle/change-docstatus.ts) and answers it, as
 * Frappe's Document.submit() and cancel() answer `self.save()`.
 */
function docstatusMethod(docstatus: 1 | 2): DocMethodDef {
  const spec: DocMethodSpec = {
    methods: ['POST', 'PUT'],
    handler: async (api, doc) => {
      const meta = requireDocType(api.dc, String(doc.doctype));
      return asDict(api.dc, meta, await changeDocstatus(api.dc, meta, String(doc.name), docstatus));
    },
  };
  return spec;
}

/** Sets the stored draft aside as cancelled (Frappe's Document.discard); answers nothing, as Frappe's. */
const discard: DocMethodSpec = {
  methods: ['POST', 'PUT'],
  handler: async (api, doc) => {
    await discardDocument(api.dc, requireDocType(api.dc, String(doc.doctype)), String(doc.name));
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
