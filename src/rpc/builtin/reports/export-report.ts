import { Readable } from 'node:stream';
import { appError } from '../../../errors/app-error.ts';
import { accessFor } from '../../../model/permissions.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { runOperation } from '../../../operations/run-operation.ts';
import type { MethodRequest } from '../../call-method.ts';
import { methodContext } from '../../method-context.ts';
import type { MethodRegistry } from '../../registry.ts';
import { runnableReport } from './report-access.ts';
import { reportResult } from './report-result.ts';
import { contentTypeOf, downloadName, tabularFormat, writeTabular, type TabularDownload } from './tabular-file.ts';

/**
 * frappe.desk.query_report.export_query: a report's answer (query_report.run's, with the same
 * checks) as CSV or XLSX, with export on the report's DocType (Frappe's can_export, 403). The
 * columns are the report's, or those `visible_idx` lists; the first row holds their labels.
 */
export async function prepareReportExport(ctx: MethodRequest, registry: MethodRegistry, form: Record<string, unknown>): Promise<TabularDownload> {
  const format = tabularFormat(form.file_format_type);
  const answer = await runOperation(ctx, 'read', async (dc) => {
    const api = methodContext(dc, 'GET');
    const report = await runnableReport(api, registry, form.report_name);
    if (!accessFor(requireDocType(dc, report.refDoctype), dc.user, dc.site.controllers).has('export')) {
      throw appError('PERMISSION_DENIED', `You are not allowed to export ${report.refDoctype} doctype`);
    }
    return { name: report.name, ...(await reportResult(api, report, form.filters)) };
  });
  if (answer.columns.length === 0) throw appError('VALIDATION', 'No data to export');
  const visible = visibleColumns(form.visible_idx, answer.columns.length);
  const columns = visible.map((i) => answer.columns[i]);
  const rows = (answer.result as Array<Record<string, unknown>>).map((row) => columns.map((c) => row[c.fieldname]));
  return {
    filename: downloadName(answer.name, format),
    contentType: contentTypeOf(format),
    open: async () => writeTabular(format, 'Query Report', columns.map((c) => c.label), Readable.from(rows)),
  };
}

/** Frappe's `visible_idx`: the indexes of the columns to write (a JSON list); every column when absent. */
function visibleColumns(raw: unknown, count: number): number[] {
  const every = Array.from({ length: count }, (_, i) => i);
  if (raw === undefined || raw === null || raw === '') return every;
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw appError('VALIDATION', 'visible_idx must be a JSON list of column indexes');
    }
  }
  if (!Array.isArray(value) || value.some((i) => !Number.isInteger(i) || i < 0 || i >= count)) throw appError('VALIDATION', 'visible_idx must be a JSON list of column indexes');
  return value as number[];
}
