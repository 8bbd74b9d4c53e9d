import { appError } from '../../../../src/errors/app-error.ts';
import type { DocController } from '../../../../src/model/controller.ts';

/**
 * Data Import (frappe/core/doctype/data_import): what to import into and from which file; the
 * methods and the job are in src/rpc/builtin/data-import/ (README "Data import and export"). A
 * save checks the DocType is one documents can be imported into: not a child table, a single or
 * a virtual DocType, nor the import's own log.
 */
const controller: DocController = {
  events: {
    validate(dc, doc) {
      const doctype = String(doc.reference_doctype ?? '');
      const meta = dc.site.meta.get(doctype);
      if (!meta) throw appError('DOCTYPE_NOT_FOUND', `DocType ${doctype.slice(0, 140)} not found`);
      if (meta.istable || meta.issingle || meta.isVirtual || doctype === 'Data Import' || doctype === 'Data Import Log') {
        throw appError('VALIDATION', `Importing ${doctype} is not allowed.`);
      }
    },
  },
};

export default controller;
