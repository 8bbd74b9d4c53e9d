import { appError } from '../../../errors/app-error.ts';
import { accessFor } from '../../../model/permissions.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { whitelist } from '../../method-def.ts';

/**
 * frappe.desk.reportview.save_report: the report view's settings kept as a `Report` of type
 * Report Builder (is_standard No). Saved as Frappe saves it, past the Report DocType's own
 * permissions: any desk user keeps their views; another user's report needs write on Report.
 * A standard report, or one of another type, is never changed here (417).
 */
export const saveReport = whitelist({
  path: 'desk.reportview.save_report',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'name', type: 'str', required: true },
    { name: 'doctype', type: 'str', required: true },
    { name: 'report_settings', type: 'any', required: true },
  ],
  handler: async (api, a) => {
    requireDocType(api.dc, a.doctype);
    const settings = typeof a.report_settings === 'string' ? a.report_settings : JSON.stringify(a.report_settings);
    const trusted = api.ignoringPermissions();
    if (!(await trusted.exists('Report', a.name))) {
      const saved = await trusted.insert({ doctype: 'Report', report_name: a.name, ref_doctype: a.doctype, report_type: 'Report Builder', is_standard: 'No', json: settings });
      api.msgprint(`Report ${String(saved.name)} saved`, { indicator: 'green', alert: true });
      return saved.name;
    }
    const report = await trusted.get('Report', a.name);
    if (report.is_standard === 'Yes') throw appError('VALIDATION', 'Standard Reports cannot be edited');
    if (report.report_type !== 'Report Builder') throw appError('VALIDATION', 'Only reports of type Report Builder can be edited');
    if (report.owner !== api.user.name && !accessFor(requireDocType(api.dc, 'Report'), api.user, api.dc.site.controllers).has('write')) {
      throw appError('PERMISSION_DENIED', 'Insufficient Permissions for editing Report');
    }
    await trusted.update('Report', a.name, { json: settings });
    api.msgprint(`Report ${String(report.name)} saved`, { indicator: 'green', alert: true });
    return report.name;
  },
});

/** frappe.desk.reportview.delete_report: a Report Builder report removed, by its owner or a user with delete on Report. */
export const deleteReport = whitelist({
  path: 'desk.reportview.delete_report',
  methods: ['POST', 'PUT', 'DELETE'],
  params: [{ name: 'name', type: 'str', required: true }],
  handler: async (api, a) => {
    const trusted = api.ignoringPermissions();
    const report = await trusted.get('Report', a.name);
    if (report.is_standard === 'Yes') throw appError('VALIDATION', 'Standard Reports cannot be deleted');
    if (report.report_type !== 'Report Builder') throw appError('VALIDATION', 'Only reports of type Report Builder can be deleted');
    if (report.owner !== api.user.name && !accessFor(requireDocType(api.dc, 'Report'), api.user, api.dc.site.controllers).has('delete')) {
      throw appError('PERMISSION_DENIED', 'Insufficient Permissions for deleting Report');
    }
    await trusted.delete('Report', a.name);
    api.msgprint(`Report ${String(report.name)} deleted`, { indicator: 'green', alert: true });
    return null;
  },
});
