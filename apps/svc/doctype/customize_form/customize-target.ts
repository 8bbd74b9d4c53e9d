import { appError } from '../../../../src/errors/app-error.ts';
import { customizedJson, type DocTypeCustomization } from '../../../../src/meta/customize-doctype.ts';
import type { DocFieldJson, DocTypeJson } from '../../../../src/meta/doctype-json.ts';
import type { DocTypeMeta } from '../../../../src/meta/doctype-meta.ts';
import { loadCustomizations, NOT_CUSTOMIZABLE } from '../../../../src/model/customizations.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import { requireDocType } from '../../../../src/operations/require-doctype.ts';

/**
 * DocTypes Customize Form refuses, as Frappe's `core_doctypes_list` (and those no customization
 * may touch at all, docs/DECISIONS.md D104).
 */
const CORE_DOCTYPES = new Set([
  ...NOT_CUSTOMIZABLE, 'DefaultValue', 'DocType Action', 'DocType Link', 'User', 'Role', 'Has Role', 'Page',
  'Module Def', 'Print Format', 'Report', 'Customize Form', 'Customize Form Field', 'Client Script',
]);

/** The DocType Customize Form edits, as its app defines it and as its customizations make it now. */
export interface CustomizeTarget {
  base: DocTypeMeta;
  /** The DocType's JSON with its Custom Fields and Property Setters merged, read fresh in the transaction. */
  json: DocTypeJson;
  custom: DocTypeCustomization;
}

/** Frappe's validate_doctype: only a standard DocType that is not core and not a Single is customized here. */
export async function customizeTarget(dc: DocContext, doctype: string): Promise<CustomizeTarget> {
  const meta = requireDocType(dc, doctype);
  if (CORE_DOCTYPES.has(meta.name)) throw appError('VALIDATION', 'Core DocTypes cannot be customized.');
  if (meta.issingle) throw appError('VALIDATION', 'Single DocTypes cannot be customized.');
  if (meta.custom) throw appError('VALIDATION', 'Only standard DocTypes are allowed to be customized from Customize Form.');
  const base = dc.site.meta.uncustomized(meta.name) ?? meta;
  const custom = (await loadCustomizations(dc.tx, dc.site.meta, meta.name)).get(meta.name) ?? { fields: [], setters: [] };
  return { base, json: customizedJson(base, custom), custom };
}

/** The fields of a DocType's JSON (its `fields` list, or none). */
export function jsonFields(json: DocTypeJson): DocFieldJson[] {
  return (json.fields ?? []) as DocFieldJson[];
}

/** A Custom Field of the target that Customize Form treats as custom (one an app generated counts as standard, as Frappe's). */
export function customFieldRecord(target: CustomizeTarget, fieldname: string): Record<string, unknown> | undefined {
  const row = target.custom.fields.find((r) => r.fieldname === fieldname);
  return row && !Number(row.is_system_generated) ? row : undefined;
}

/** A property's value as Customize Form compares them: a number for Check and Int, else text ('' for none). */
export function comparable(propertyType: string, value: unknown): string | number {
  if (propertyType === 'Check' || propertyType === 'Int') {
    const n = Number(value ?? 0);
    return Number.isFinite(n) ? Math.trunc(n) : 0;
  }
  return value === null || value === undefined ? '' : String(value);
}
