import type { DocController } from '../../../../src/model/controller.ts';
import { validateTemplate } from '../../../../src/templates/index.ts';

/**
 * Print Format (frappe/printing/doctype/print_format), as Frappe v15 checks it: a custom format's
 * HTML must parse as a template when saved, so a stored format never fails to compile
 * (docs/DECISIONS.md D125); a format's module is its DocType's.
 */
const controller: DocController = {
  events: {
    validate(dc, doc) {
      if (Number(doc.custom_format ?? 1) === 1) validateTemplate(typeof doc.html === 'string' ? doc.html : '', 'HTML');
      if (!doc.module && typeof doc.doc_type === 'string') doc.module = dc.site.meta.get(doc.doc_type)?.module ?? null;
    },
  },
};

export default controller;
