import { appError } from '../../../errors/app-error.ts';
import { accessFor } from '../../../model/permissions.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import type { MethodContext } from '../../method-context.ts';
import type { MethodRegistry } from '../../registry.ts';
import type { ReportFilterDef, ScriptReportDef } from '../../script-report.ts';

/** A report the caller may run: its Report record (or an app's declaration) after every check. */
export interface RunnableReport {
  name: string;
  reportType: string;
  refDoctype: string;
  query: string;
  javascript: string;
  addTotalRow: boolean;
  filters: ReportFilterDef[];
  script: ScriptReportDef | undefined;
}

/**
 * The report `name` as frappe.desk.query_report's get_report_doc checks it: 404 when neither a
 * Report record nor an app's script report has the name; 403 when the report lists roles and the
 * caller holds none of them, or the caller has no report right on its DocType; 417 when disabled;
 * a Query Report is 403 on a site whose config sets `disable_query_reports` (docs/DECISIONS.md D131).
 */
export async function runnableReport(api: MethodContext, registry: MethodRegistry, name: unknown): Promise<RunnableReport> {
  if (typeof name !== 'string' || !name) throw appError('VALIDATION', 'report_name is required');
  const trusted = api.ignoringPermissions();
  const declared = registry.scriptReport(name);
  const record = (await trusted.exists('Report', name)) ? await trusted.get('Report', name) : null;
  if (!record && !declared) throw appError('DOC_NOT_FOUND', `Report ${name} not found`);
  const report: RunnableReport & { roles: string[]; disabled: boolean } = record
    ? {
        name,
        reportType: String(record.report_type),
        refDoctype: String(record.ref_doctype),
        query: typeof record.query === 'string' ? record.query : '',
        javascript: typeof record.javascript === 'string' ? record.javascript : '',
        addTotalRow: Boolean(record.add_total_row),
        roles: Array.isArray(record.roles) ? record.roles.map((r: Record<string, unknown>) => String(r.role)) : [],
        disabled: Boolean(record.disabled),
        filters: declared?.filters ?? [],
        script: declared,
      }
    : { name, reportType: 'Script Report', refDoctype: declared!.refDoctype, query: '', javascript: '', addTotalRow: false, roles: declared!.roles ?? [], disabled: false, filters: declared!.filters ?? [], script: declared };
  const user = api.user;
  if (report.roles.length > 0 && !user.superuser && !report.roles.some((role) => user.roles.has(role))) {
    throw appError('PERMISSION_DENIED', `You don't have access to Report: ${name}`);
  }
  const meta = requireDocType(api.dc, report.refDoctype);
  if (!accessFor(meta, user, api.dc.site.controllers).has('report')) throw appError('PERMISSION_DENIED', `You don't have permission to get a report on: ${report.refDoctype}`);
  if (report.disabled) throw appError('VALIDATION', `Report ${name} is disabled`);
  if (report.reportType === 'Query Report' && api.dc.site.config.disable_query_reports) throw appError('PERMISSION_DENIED', 'Query Reports are disabled on this site');
  if (report.reportType === 'Script Report' && !report.script) throw appError('VALIDATION', `Script Report ${name} has no script in any installed app`);
  return report;
}
