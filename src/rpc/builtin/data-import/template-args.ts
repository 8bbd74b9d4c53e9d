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
