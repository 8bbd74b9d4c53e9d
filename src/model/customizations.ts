import type { Logger } from '../context/request-context.ts';
import { customizeDocType, type CustomFieldRow, type DocTypeCustomization, type PropertySetterRow } from '../meta/customize-doctype.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import type { Tx } from '../storage/database.ts';

/**
 * DocTypes no Custom Field or Property Setter may change: those that describe DocTypes and their
 * customizations, which svc reads before any customization applies (docs/DECISIONS.md D104).
 */
export const NOT_CUSTOMIZABLE = new Set(['DocType', 'DocField', 'DocPerm', 'Custom DocPerm', 'Custom Field', 'Property Setter']);

/**
 * Every DocType's Custom Fields (oldest first) and Property Setters, by DocType; with `only`, that
 * DocType's alone. Read with the DocTypes at every reload, and by a save that needs them fresh.
 */
export async function loadCustomizations(tx: Tx, registry: MetaRegistry, only?: string): Promise<Map<string, DocTypeCustomization>> {
  const out = new Map<string, { fields: CustomFieldRow[]; setters: PropertySetterRow[] }>();
  const entry = (doctype: string) => out.get(doctype) ?? out.set(doctype, { fields: [], setters: [] }).get(doctype)!;
  const fieldMeta = registry.get('Custom Field');
  if (fieldMeta) {
    let query = tx.builder.selectFrom(fieldMeta.tableName).selectAll().orderBy('creation').orderBy('name');
    if (only !== undefined) query = query.where('dt', '=', only);
    for (const row of await tx.all<Record<string, unknown>>(query)) {
      if (typeof row.dt === 'string' && row.dt && !NOT_CUSTOMIZABLE.has(row.dt)) entry(row.dt).fields.push(row);
    }
  }
  const setterMeta = registry.get('Property Setter');
  if (setterMeta) {
    let query = tx.builder.selectFrom(setterMeta.tableName).selectAll().orderBy('creation').orderBy('name');
    if (only !== undefined) query = query.where('doc_type', '=', only);
    for (const row of await tx.all<Record<string, unknown>>(query)) {
      if (typeof row.doc_type !== 'string' || !row.doc_type || NOT_CUSTOMIZABLE.has(row.doc_type) || typeof row.property !== 'string') continue;
      entry(row.doc_type).setters.push({
        name: String(row.name),
        doctype_or_field: String(row.doctype_or_field ?? 'DocField'),
        field_name: typeof row.field_name === 'string' && row.field_name ? row.field_name : null,
        property: row.property,
        property_type: typeof row.property_type === 'string' ? row.property_type : null,
        value: row.value,
      });
    }
  }
  return out;
}

/**
 * A function answering each DocType as its customizations make it (the same object when it has
 * none). Customizations that no longer parse (a property setter naming a field since removed
 * from the app, say) are logged and the DocType served as its app defines it.
 */
export function customizer(customizations: ReadonlyMap<string, DocTypeCustomization>, log: Logger): (meta: DocTypeMeta) => DocTypeMeta {
  return (meta) => {
    const custom = customizations.get(meta.name);
    if (!custom) return meta;
    try {
      return customizeDocType(meta, custom);
    } catch (err) {
      log.error({ doctype: meta.name, err: (err as Error).message }, 'customizations skipped: the DocType they make is invalid');
      return meta;
    }
  };
}

/** One DocType's customizations, as a save is about to change them. */
export interface CustomizationDraft {
  fields: CustomFieldRow[];
  setters: PropertySetterRow[];
}

/**
 * `doctype` as its customizations will make it once `edit` is applied to them (read fresh in the
 * transaction): what a Custom Field or Property Setter save checks, then syncs the table to.
 * Throws DocTypeDefinitionError when the result is not a usable DocType.
 */
export async function draftCustomization(tx: Tx, registry: MetaRegistry, doctype: string, edit: (draft: CustomizationDraft) => void): Promise<DocTypeMeta> {
  const base = registry.uncustomized(doctype);
  if (!base) throw new Error(`DocType ${doctype} is not loaded`);
  const current = (await loadCustomizations(tx, registry, doctype)).get(doctype);
  const draft: CustomizationDraft = { fields: [...(current?.fields ?? [])], setters: [...(current?.setters ?? [])] };
  edit(draft);
  return customizeDocType(base, draft);
}
