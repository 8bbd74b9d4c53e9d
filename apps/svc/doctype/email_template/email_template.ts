import type { DocController } from '../../../../src/model/controller.ts';
import { validateTemplate } from '../../../../src/templates/index.ts';

/**
 * Email Template (frappe/email/doctype/email_template), as Frappe v15: the subject and the
 * response in use (`response_html` when `use_html`) must parse as templates when saved, so a
 * stored template never fails to compile (docs/DECISIONS.md F38).
 */
const controller: DocController = {
  events: {
    validate(_dc, doc) {
      validateTemplate(typeof doc.subject === 'string' ? doc.subject : '', 'Subject');
      const response = doc.use_html ? doc.response_html : doc.response;
      validateTemplate(typeof response === 'string' ? response : '', 'Response');
    },
  },
};

export default controller;
