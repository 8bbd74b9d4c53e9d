import type { FixtureSpec } from '../model/app-hooks.ts';
import { AppLoadError } from './app-load-error.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * hooks.ts `fixtures` (Frappe's fixtures hook): a list of DocType names or `{ dt | doctype,
 * filters?, or_filters? }`, read into specs. The filters are checked when the listing runs
 * (`svc export-fixtures`), as any listing's are.
 */
export function readFixtures(file: string, value: unknown): FixtureSpec[] {
  const where = `${file}: fixtures`;
  if (!Array.isArray(value)) throw new AppLoadError(`${where} must be a list of DocType names or { dt, filters }`);
  return value.map((entry: unknown) => {
    if (typeof entry === 'string' && entry) return { doctype: entry };
    const doctype = isRecord(entry) ? (entry.dt ?? entry.doctype) : undefined;
    if (!isRecord(entry) || typeof doctype !== 'string' || !doctype) throw new AppLoadError(`${where}: each entry is a DocType name or an object naming its DocType in "dt" (or "doctype")`);
    for (const key of Object.keys(entry)) if (!['dt', 'doctype', 'filters', 'or_filters'].includes(key)) throw new AppLoadError(`${where}: unknown key "${key}" in the entry for ${doctype} (known: dt, doctype, filters, or_filters)`);
    return { doctype, filters: entry.filters, orFilters: entry.or_filters };
  });
}

