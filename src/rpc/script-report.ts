import type { MethodContext } from './method-context.ts';

/** One filter of a script report, as the desk's query report page draws it (Frappe's report JS `filters`). */
export interface ReportFilterDef {
  fieldname: string;
  label: string;
  fieldtype: string;
  options?: string;
  default?: unknown;
  reqd?: 0 | 1;
}

/** A column of a report's answer: a `Label:Fieldtype/Options:Width` text or Frappe's dict. */
export type ReportColumn = string | { fieldname?: string; label: string; fieldtype?: string; options?: string; width?: number };

/** What a script report's `execute` answers (Frappe's columns, data, message, chart, report_summary). */
export interface ScriptReportResult {
  columns: ReportColumn[];
  result: Array<Record<string, unknown> | unknown[]>;
  message?: string | null;
  chart?: Record<string, unknown> | null;
  report_summary?: unknown[] | null;
}

/**
 * A Script Report an app declares (docs/DECISIONS.md D133): its name (the desk's
 * `query-report/<name>`), the DocType whose report right it needs, the roles that may run it (none:
 * whoever has that right), the filters the desk shows, and `execute`, run in the caller's
 * transaction with the caller's permissions.
 */
export interface ScriptReportDef {
  name: string;
  refDoctype: string;
  roles?: string[];
  filters?: ReportFilterDef[];
  execute(filters: Record<string, unknown>, api: MethodContext): ScriptReportResult | Promise<ScriptReportResult>;
}

const SCRIPT_REPORT = Symbol.for('svc.scriptReport');

/** Declares a script report; the app loader registers the exports of app modules made with it. */
export function scriptReport(def: ScriptReportDef): ScriptReportDef {
  Object.defineProperty(def, SCRIPT_REPORT, { value: true });
  return def;
}

/** True for a definition made with `scriptReport()`. */
export function isScriptReport(value: unknown): value is ScriptReportDef {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[SCRIPT_REPORT] === true;
}
