import type { MethodRegistry } from '../../registry.ts';
import { queryReportGetScript, queryReportRun } from './query-report.ts';
import { deleteReport, saveReport } from './save-report.ts';

/**
 * Saved and script reports (issue 56 parts 1–2): save_report and delete_report of the report view,
 * query_report.run and get_script. The two exports stream a file and are answered by the HTTP
 * layer (src/http/routes/report-exports.ts).
 */
export function registerReportMethods(registry: MethodRegistry): void {
  for (const def of [saveReport, deleteReport, queryReportRun(registry), queryReportGetScript(registry)]) registry.registerBuiltin(def);
}
