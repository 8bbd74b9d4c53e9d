import { appError } from '../../../errors/app-error.ts';
import type { MethodContext } from '../../method-context.ts';
import type { ReportColumn } from '../../script-report.ts';
import { runQuerySql } from './query-report-sql.ts';
import type { RunnableReport } from './report-access.ts';

/** A column as the desk's query report page reads it (Frappe's get_column_as_dict). */
export interface ColumnDict {
  fieldname: string;
  label: string;
  fieldtype?: string;
  options?: string;
  width?: unknown;
  [key: string]: unknown;
}

/** frappe.desk.query_report.run's answer. */
export interface ReportResult {
  result: unknown[];
  columns: ColumnDict[];
  message: string | null;
  chart: Record<string, unknown> | null;
  report_summary: unknown[] | null;
  skip_total_row: 0 | 1;
  status: null;
  execution_time: number;
  add_total_row: boolean;
}

const SUMMED = new Set(['Currency', 'Int', 'Float', 'Percent', 'Duration']);

/**
 * Runs a report the caller may run (report-access.ts) with `filters`: a Query Report's SQL
 * read-only, or the app's `execute` in the caller's transaction; rows as dicts keyed by column
 * fieldname (Frappe's normalize_result), a total row when the report asks for one.
 */
export async function reportResult(api: MethodContext, report: RunnableReport, rawFilters: unknown): Promise<ReportResult> {
  const filters = filtersOf(rawFilters);
  const started = performance.now();
  let columns: ColumnDict[];
  let rows: unknown[];
  let extra: Pick<ReportResult, 'message' | 'chart' | 'report_summary'> = { message: null, chart: null, report_summary: null };
  if (report.reportType === 'Query Report') {
    if (!report.query.trim()) throw appError('VALIDATION', 'Must specify a Query to run');
    const answer = await runQuerySql(api.dc.site.db, report.query, filters, api.dc.site.config.query_report_timeout);
    columns = answer.columns.map(columnAsDict);
    rows = answer.rows;
  } else if (report.reportType === 'Script Report' && report.script) {
    const answer = await report.script.execute(filters, api);
    if (!answer || !Array.isArray(answer.columns) || !Array.isArray(answer.result)) throw appError('VALIDATION', `Script Report ${report.name} must answer { columns, result }`);
    columns = answer.columns.map(columnAsDict);
    rows = answer.result;
    extra = { message: answer.message ?? null, chart: answer.chart ?? null, report_summary: answer.report_summary ?? null };
  } else {
    throw appError('VALIDATION', `Report ${report.name} is a ${report.reportType}: open it in the report view`);
  }
  const result = rows.map((row) => (Array.isArray(row) ? Object.fromEntries(columns.map((c, i) => [c.fieldname, row[i]])) : row));
  if (report.addTotalRow && result.length > 0) result.push(totalRow(columns, result as Array<Record<string, unknown>>));
  const seconds = Math.round(performance.now() - started) / 1000;
  return { result, columns, ...extra, skip_total_row: 0, status: null, execution_time: seconds, add_total_row: report.addTotalRow };
}

function filtersOf(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === null || raw === '') return {};
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw appError('VALIDATION', 'filters must be a JSON object');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw appError('VALIDATION', 'filters must be a JSON object');
  return value as Record<string, unknown>;
}

/** Frappe's get_column_as_dict: `Label:Fieldtype/Options:Width` or a dict, fieldname scrubbed from the label when absent. */
export function columnAsDict(col: ReportColumn): ColumnDict {
  if (typeof col === 'string') {
    const [label, type, width] = col.split(':');
    const dict: ColumnDict = { label, fieldname: scrub(label) };
    if (type !== undefined) {
      const [fieldtype, options] = type.split('/');
      dict.fieldtype = fieldtype;
      if (options !== undefined) dict.options = options;
    }
    if (width !== undefined) dict.width = width;
    return dict;
  }
  if (typeof col !== 'object' || col === null || typeof col.label !== 'string') throw appError('VALIDATION', 'A report column must be a text or a { label, fieldname } object');
  return { ...col, fieldname: col.fieldname ?? scrub(col.label) } as ColumnDict;
}

function scrub(text: string): string {
  return text.replace(/[ -]/g, '_').toLowerCase();
}

/** The sums of the numeric columns; "Total" in the first column when it holds no number. */
function totalRow(columns: ColumnDict[], rows: Array<Record<string, unknown>>): Record<string, unknown> {
  const total: Record<string, unknown> = {};
  for (const c of columns) {
    if (!SUMMED.has(c.fieldtype ?? '')) continue;
    total[c.fieldname] = rows.reduce((sum, row) => sum + (typeof row[c.fieldname] === 'number' ? (row[c.fieldname] as number) : Number(row[c.fieldname]) || 0), 0);
  }
  if (columns.length > 0 && total[columns[0].fieldname] === undefined) total[columns[0].fieldname] = 'Total';
  return total;
}
