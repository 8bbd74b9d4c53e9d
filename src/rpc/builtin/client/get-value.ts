import { appError } from '../../../errors/app-error.ts';
import { isStandardField, type DocTypeMeta } from '../../../meta/doctype-meta.ts';
import type { DocContext } from '../../../model/doc-context.ts';
import { loadReadableDocument, nameFromText } from '../../../model/load-document.ts';
import { selectRow } from '../../../query/select-row.ts';
import { accessFor } from '../../../model/permissions.ts';
import { permissionDenied } from '../../../model/steps/check-permission.ts';
import { listInTx } from '../../../operations/document-list.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { parentArg, parseFields } from '../../../query/list-params.ts';
import { listQuery } from '../../../query/list-query.ts';
import { parseFilters } from '../../../query/parse-filters.ts';
import { fieldNotPermitted } from '../../../query/resolve-field.ts';
import { whitelist } from '../../method-def.ts';
import { jsonOrText } from './shared.ts';

/**
 * svc.client.get_value (frappe.client.get_value): fields of the first document matching `filters`
 * (a name, or filters as JSON) through the listing engine, so the caller's read rules apply.
 * `fieldname` is a field name or a JSON list; `{}` answers when nothing matches.
 */
export const getValue = whitelist({
  path: 'client.get_value',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'fieldname', type: 'any', required: true },
    { name: 'filters', type: 'any' },
    { name: 'as_dict', type: 'bool', default: true },
    { name: 'debug', type: 'bool', default: false },
    { name: 'parent', type: 'str' },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    const fields = fieldList(a.fieldname);
    if (meta.issingle) return singleValues(api.dc, meta, fields, a.as_dict);
    let filters = typeof a.filters === 'string' ? jsonOrText(a.filters, 'filters') : a.filters;
    if (typeof filters === 'string' || typeof filters === 'number') {
      const byName = await valuesByName(api.dc, meta, String(filters), fields, a.parent);
      if (byName !== NOT_SIMPLE) return a.as_dict ? byName ?? {} : byName === null ? undefined : Object.keys(byName).length > 1 ? Object.values(byName) : Object.values(byName)[0];
      filters = { name: String(filters) };
    }
    const query = listQuery({ fields: parseFields(fields), filters: parseFilters(filters), parent: parentArg(a.parent), asDict: a.as_dict, pageLength: 1 });
    const [first] = await listInTx(api.dc, meta.name, query);
    if (a.as_dict) return first ?? {};
    if (first === undefined) return undefined;
    // A null value answers `{}`, as Python's None does.
    return fields.length > 1 ? first : (first as unknown[])[0];
  },
});

/** svc.client.get_single_value (frappe.client.get_single_value): one field of a single DocType. */
export const getSingleValue = whitelist({
  path: 'client.get_single_value',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'field', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    if (!meta.issingle) throw appError('VALIDATION', `${meta.name} is not a single DocType`);
    const field = meta.fieldMap.get(a.field);
    if (!isStandardField(meta, a.field) && !field?.column) throw appError('DOC_NOT_FOUND', `Field ${a.field.slice(0, 140)} does not exist on ${meta.name}`);
    const doc = await loadReadableDocument(api.dc, meta, meta.name);
    if (field && !accessFor(meta, api.user, api.dc.site.controllers).readableLevels.has(field.permlevel)) throw permissionDenied(meta.name, api.user, 'read');
    return doc[a.field] ?? null;
  },
});

const NOT_SIMPLE = Symbol('not simple');

/**
 * The common case, `get_value(doctype, <name>, fields)` with plain fields: one read of the row by
 * name under the caller's read rule (the same statement a document read uses), instead of a
 * listing plan per name. Anything else (child or link fields, `parent`, select-only access)
 * goes through the listing engine. Unreadable fields are left out, as a listing leaves them.
 */
async function valuesByName(dc: DocContext, meta: DocTypeMeta, name: string, fields: string[], parent: unknown): Promise<Record<string, unknown> | null | typeof NOT_SIMPLE> {
  if (parent || meta.istable || fields.some((f) => !/^(?![0-9]+$)[a-z0-9_]+$/.test(f))) return NOT_SIMPLE;
  if (fields.length === 0) fields = ['name'];
  const access = accessFor(meta, dc.user, dc.site.controllers);
  if (!access.has('read')) return NOT_SIMPLE;
  for (const f of fields) if (!isStandardField(meta, f) && !meta.fieldMap.get(f)?.column) throw fieldNotPermitted(f);
  const key = nameFromText(meta, name);
  if (meta.naming.kind === 'autoincrement' && typeof key !== 'number') return null;
  const row = await selectRow(dc.tx, meta, key, access.condition('read'));
  if (!row) return null;
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const field = meta.fieldMap.get(f);
    if (field && !access.readableLevels.has(field.permlevel)) continue;
    out[f] = row[f] ?? null;
  }
  return out;
}

/** `fieldname` as Frappe reads it: JSON list text, a JSON list, or one field name. */
function fieldList(raw: unknown): string[] {
  const value = typeof raw === 'string' ? jsonOrText(raw, 'fieldname') : raw;
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' && typeof raw === 'string') return [raw];
  if (Array.isArray(value) && value.every((f) => typeof f === 'string')) return value as string[];
  throw appError('ARGUMENT_TYPE', `Argument 'fieldname' should be a field name or a list of field names`);
}

/** Fields of a single DocType's document (frappe.db.get_values_from_single); unreadable levels are left out. */
async function singleValues(dc: DocContext, meta: DocTypeMeta, fields: string[], dict: boolean): Promise<unknown> {
  const doc = await loadReadableDocument(dc, meta, meta.name);
  const levels = accessFor(meta, dc.user, dc.site.controllers).readableLevels;
  const names = fields.length === 0 ? ['name'] : fields;
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const field = meta.fieldMap.get(name);
    if (!isStandardField(meta, name) && !field?.column) throw fieldNotPermitted(name);
    if (field && !levels.has(field.permlevel)) continue;
    out[name] = doc[name] ?? null;
  }
  if (dict) return out;
  const values = Object.values(out);
  return names.length > 1 ? values : values[0] ?? null;
}
