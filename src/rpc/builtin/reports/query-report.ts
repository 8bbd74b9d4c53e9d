import type { MethodDef } from '../../method-def.ts';
import { whitelist } from '../../method-def.ts';
import type { MethodRegistry } from '../../registry.ts';
import { runnableReport } from './report-access.ts';
import { reportResult } from './report-result.ts';

/**
 * frappe.desk.query_report.run: a Query or Script Report's answer in Frappe's shape
 * ({result, columns, message, chart, report_summary, ...}) for a caller report-access.ts lets
 * run it. `prepared_report` is not honoured: every run is computed now (docs/DECISIONS.md D134).
 */
export function queryReportRun(registry: MethodRegistry): MethodDef {
  return whitelist({
    path: 'desk.query_report.run',
    params: [
      { name: 'report_name', type: 'str', required: true },
      { name: 'filters', type: 'any' },
      { name: 'user', type: 'str' },
      { name: 'ignore_prepared_report', type: 'any' },
      { name: 'custom_columns', type: 'any' },
      { name: 'is_tree', type: 'any' },
      { name: 'parent_field', type: 'str' },
      { name: 'are_default_filters', type: 'any' },
    ],
    handler: async (api, a) => reportResult(api, await runnableReport(api, registry, a.report_name), a.filters),
  });
}

/**
 * frappe.desk.query_report.get_script: what the desk's query report page loads first. An app's
 * script report answers its filters as the report's script (`frappe.query_reports[name]`); a
 * Report record its own `javascript`, or an empty definition.
 */
export function queryReportGetScript(registry: MethodRegistry): MethodDef {
  return whitelist({
    path: 'desk.query_report.get_script',
    params: [{ name: 'report_name', type: 'str', required: true }],
    handler: async (api, a) => {
      const report = await runnableReport(api, registry, a.report_name);
      const definition = `frappe.query_reports[${JSON.stringify(report.name)}] = ${JSON.stringify({ filters: report.filters })};`;
      return {
        script: report.javascript || definition,
        html_format: null,
        execution_time: 0,
        filters: report.filters,
        custom_report_name: null,
      };
    },
  });
}
