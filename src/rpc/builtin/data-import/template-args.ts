import { appError } from '../../../errors/app-error.ts';
import { objectArg } from '../client/shared.ts';

/** Frappe's export_fields / select_columns: `{DocType or table fieldname: [fieldnames]}`; null when absent. */
export function fieldsArg(name: string, raw: unknown): Record<string, readonly string[]> | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const value = objectArg(name, raw);
  const out: Record<string, readonly string[]> = {};
  for (const [key, list] of Object.entries(value)) {
    if (!Array.isArray(list) || !list.every((f) => typeof f === 'string')) throw appError('VALIDATION', `${name}: each value must be a list of fieldnames`);
    out[key] = list as string[];
  }
  return out;
}

/** Filters as JSON text or native (dict or list), as the listing methods take them; null when absent. */
export function filtersArg(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    throw appError('VALIDATION', `${name} must be JSON`);
  }
}
