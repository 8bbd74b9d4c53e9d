import type { DocController } from '../../../../src/model/controller.ts';
import { appError } from '../../../../src/errors/app-error.ts';

/**
 * Report (frappe/core/doctype/report), as Frappe v15: a standard report is the apps' (only
 * Administrator saves one); a Query or Script Report holds code run on the server, so only a System
 * Manager writes one (docs/DECISIONS.md D132); a new report without roles gets the roles that read
 * its DocType at level 0 (Frappe's set_doctype_roles), and a Report Builder report keeps JSON settings.
 */
const controller: DocController = {
  events: {
    before_insert(dc, doc) {
      const roles = Array.isArray(doc.roles) ? doc.roles : [];
      const ref = typeof doc.ref_doctype === 'string' ? dc.site.meta.get(doc.ref_doctype) : undefined;
      if (roles.length > 0 || doc.is_standard === 'Yes' || !ref || ref.istable) return;
      const levelZero = [...new Set(ref.permissions.filter((p) => p.permlevel === 0).map((p) => p.role))];
      doc.roles = levelZero.map((role, i) => ({ doctype: 'Has Role', role, idx: i + 1, parentfield: 'roles', parenttype: 'Report' }));
    },
    validate(dc, doc) {
      if (!doc.is_standard) doc.is_standard = 'No';
      if (doc.is_standard === 'Yes' && dc.user.name !== 'Administrator') throw appError('VALIDATION', 'Only Administrator can save a standard report. Please rename and save.');
      if (doc.is_standard === 'No' && doc.report_type !== 'Report Builder' && !dc.user.superuser && !dc.user.roles.has('System Manager')) {
        throw appError('PERMISSION_DENIED', 'Only a System Manager may save a Query, Script or Custom Report');
      }
      if (doc.report_type === 'Report Builder' && !doc.json) doc.json = '{}';
    },
  },
};

export default controller;
