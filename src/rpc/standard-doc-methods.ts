import type { DocMethodDef } from '../model/controller.ts';
import { discardDocument } from '../model/lifecycle/discard-document.ts';
import { changeDocstatus } from '../model/lifecycle/change-docstatus.ts';
import { requireDocType } from '../operations/require-doctype.ts';
import type { DocMethodSpec } from './method-def.ts';
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
 * Frappe's Document.add_comment: a Comment (of `comment_type`, Comment by default) on this
 * document by the caller, inserted with system rights as Frappe's ignore_permissions; answers the
 * Comment. The caller's right on the document was checked by the route (write for POST).
 */
const addComment: DocMethodSpec = {
  methods: ['POST', 'PUT'],
  params: [
    { name: 'comment_type', type: 'str', default: 'Comment' },
    { name: 'text', type: 'str' },
    { name: 'comment_email', type: 'str' },
    { name: 'comment_by', type: 'str' },
  ],
  handler: (api, doc, a) =>
    api.ignoringPermissions().insert({
      doctype: 'Comment', comment_type: a.comment_type, comment_email: a.comment_email || api.user.name, comment_by: a.comment_by ?? null,
      reference_doctype: doc.doctype, reference_name: doc.name, content: a.text || a.comment_type,
    }),
};

/**
 * The methods every document has, whitelisted on Frappe's Document itself (frappe/model/document.py):
 * `submit`, `cancel`, `discard` and `add_comment`, callable as `run_method` on `/api/resource/<doctype>/<name>` and through
 * run_doc_method. A controller's method of the same name wins, as a Python override would.
 */
export const STANDARD_DOC_METHODS: Readonly<Record<string, DocMethodDef>> = Object.freeze({
  submit: docstatusMethod(1),
  cancel: docstatusMethod(2),
  discard,
  add_comment: addComment,
});
