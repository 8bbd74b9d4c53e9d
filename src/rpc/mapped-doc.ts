import { appError } from '../errors/app-error.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import { applyDefaults } from '../model/steps/apply-defaults.ts';
import { accessFor } from '../model/permissions.ts';
import { requireDocType } from '../operations/require-doctype.ts';
import { isPlainObject } from '../util/json.ts';
import type { DocDict } from './method-def.ts';
import type { MethodContext } from './method-context.ts';

/** How one source DocType (the document, or one of its child tables) maps onto a target (Frappe's table_maps entry). */
export interface TableMap {
  /** The target DocType (for a child table: the target's child DocType). */
  doctype: string;
  /** Source field → target field, beside the fields both have by name. */
  field_map?: Record<string, string> | Array<[string, string]>;
  /** Fields of the same name that are not copied. */
  field_no_map?: string[];
  /** Refuses to map unless each source field equals the value: `{status: ['=', 'Open']}`. */
  validation?: Record<string, ['=', unknown]>;
  /** Runs after the fields are mapped: (source, target, source's parent for a child row). */
  postprocess?: (source: DocDict, target: DocDict, sourceParent?: DocDict) => void | Promise<void>;
  /** A child row is mapped only when this answers true. */
  condition?: (row: DocDict) => boolean;
  /** A child row is left out when this answers true. */
  filter?: (row: DocDict) => boolean;
  /** Rows are added only when the target table is still empty. */
  add_if_empty?: boolean;
  /** No rows of this table are mapped. */
  ignore?: boolean;
  /** The target table is emptied before rows are added. */
  reset_value?: boolean;
}

export interface MapOptions {
  /** A document to map onto (a dict as the client holds it) instead of a new one. */
  targetDoc?: DocDict;
  /** Runs last, with the source and the whole target. */
  postprocess?: (source: DocDict, target: DocDict) => void | Promise<void>;
  /** Skip the caller's read right on the source and create right on the target; only after the mapper's own check. */
  ignorePermissions?: boolean;
  ignoreChildTables?: boolean;
  /** Per source table field, the names of the rows the user picked (make_mapped_doc's `selected_children`). */
  selectedChildren?: unknown;
}

/** Fields Frappe never copies: the standard ones and a child row's parent columns. */
const NEVER_COPIED = new Set(['doctype', 'name', 'owner', 'creation', 'modified', 'modified_by', 'docstatus', 'idx', 'parent', 'parentfield', 'parenttype']);

function noCopy(meta: DocTypeMeta): string[] {
  const raw = Array.isArray(meta.source.fields) ? (meta.source.fields as unknown[]).filter(isPlainObject) : [];
  return [...raw.filter((f) => Number(f.no_copy ?? 0) === 1).map((f) => String(f.fieldname)), ...meta.tableFields.map((f) => f.fieldname)];
}

const empty = (v: unknown) => v === null || v === undefined || v === '';

/** Frappe's map_doc: validation, fields of the same name, the field map, idx, then the table map's postprocess. */
async function mapOne(api: MethodContext, source: DocDict, sourceMeta: DocTypeMeta, target: DocDict, targetMeta: DocTypeMeta, map: TableMap, sourceParent?: DocDict): Promise<void> {
  for (const [key, [op, value]] of Object.entries(map.validation ?? {})) {
    if (op === '=' && source[key] !== value) throw appError('VALIDATION', `Cannot map because following condition fails: ${key}=${String(value)}`);
  }
  const skip = new Set([...NEVER_COPIED, ...noCopy(sourceMeta), ...noCopy(targetMeta), ...(map.field_no_map ?? [])]);
  for (const field of targetMeta.dataFields) {
    if (skip.has(field.fieldname)) continue;
    const value = source[field.fieldname];
    if (!empty(value)) target[field.fieldname] = value;
    else if (field.fieldtype === 'Link' && empty(target[field.fieldname])) {
      // A Link to the source's DocType (or its parent's) names that document.
      if (field.options === sourceMeta.name) target[field.fieldname] = source.name;
      else if (sourceParent && field.options === sourceParent.doctype) target[field.fieldname] = sourceParent.name;
    }
  }
  const pairs = Array.isArray(map.field_map) ? map.field_map : Object.entries(map.field_map ?? {});
  for (const [from, to] of pairs) if (!empty(source[from])) target[to] = source[from];
  if (source.idx) target.idx = source.idx;
  await map.postprocess?.(source, target, sourceParent);
}

/**
 * Frappe's get_mapped_doc for app mappers: a new `tableMaps[fromDoctype].doctype` document (or
 * `options.targetDoc`) filled from the stored `fromDoctype` `fromName`, unsaved, as the form
 * opens it. The caller needs read on the source and create on the target. Child tables map by
 * their table maps, or by a table of the same name and child DocType on both sides; the
 * `selectedChildren` rows only, where the user picked some.
 */
export async function getMappedDoc(api: MethodContext, fromDoctype: string, fromName: string, tableMaps: Record<string, TableMap>, options: MapOptions = {}): Promise<DocDict> {
  const sourceMeta = requireDocType(api.dc, fromDoctype);
  const parentMap = tableMaps[sourceMeta.name];
  if (!parentMap) throw appError('VALIDATION', `No table map for ${sourceMeta.name}`);
  const targetMeta = requireDocType(api.dc, parentMap.doctype);
  if (!options.ignorePermissions && !accessFor(targetMeta, api.user, api.dc.site.controllers).has('create')) {
    throw appError('PERMISSION_DENIED', `No permission to create ${targetMeta.name}`);
  }
  const source = await (options.ignorePermissions ? api.asSystem() : api.docs).get(sourceMeta.name, fromName);
  const target: DocDict = options.targetDoc ? structuredClone(options.targetDoc) : { doctype: targetMeta.name, __islocal: 1, docstatus: 0 };
  if (!options.targetDoc) applyDefaults(targetMeta, target, api.user, api.dc.now);
  await mapOne(api, source, sourceMeta, target, targetMeta, parentMap);
  if (!options.ignoreChildTables) await mapChildren(api, source, sourceMeta, target, targetMeta, tableMaps, options.selectedChildren);
  await options.postprocess?.(source, target);
  target.__onload = { ...(isPlainObject(target.__onload) ? target.__onload : {}), load_after_mapping: true };
  return target;
}

async function mapChildren(api: MethodContext, source: DocDict, sourceMeta: DocTypeMeta, target: DocDict, targetMeta: DocTypeMeta, tableMaps: Record<string, TableMap>, selected: unknown): Promise<void> {
  const picked = isPlainObject(selected) ? selected : null;
  const hadRows = new Map<string, boolean>();
  for (const table of sourceMeta.tableFields) {
    const childDoctype = String(table.options);
    const same = targetMeta.fieldMap.get(table.fieldname);
    const map = tableMaps[childDoctype]
      ?? (same?.isTable && same.options === childDoctype && !noCopyRaw(sourceMeta, table.fieldname) && !noCopyRaw(targetMeta, table.fieldname) ? { doctype: childDoctype } : undefined);
    if (!map) continue;
    const targetField = targetMeta.tableFields.find((f) => f.options === map.doctype);
    if (!targetField) throw appError('VALIDATION', `${targetMeta.name} has no table of ${map.doctype}`);
    const sourceChild = requireDocType(api.dc, childDoctype);
    const targetChild = requireDocType(api.dc, map.doctype);
    const pf = targetField.fieldname;
    if (map.reset_value || !Array.isArray(target[pf])) target[pf] = [];
    for (const row of (source[table.fieldname] as DocDict[] | undefined) ?? []) {
      if (map.condition && !map.condition(row)) continue;
      const chosen = picked?.[table.fieldname];
      if (Array.isArray(chosen) && !chosen.includes(row.name)) continue;
      if (!hadRows.has(pf)) hadRows.set(pf, (target[pf] as unknown[]).length > 0);
      if (map.ignore || (map.add_if_empty && hadRows.get(pf)) || map.filter?.(row)) continue;
      const rows = target[pf] as DocDict[];
      const child: DocDict = { doctype: targetChild.name, __islocal: 1, parentfield: pf, parenttype: targetMeta.name };
      applyDefaults(targetChild, child, api.user, api.dc.now);
      await mapOne(api, row, sourceChild, child, targetChild, map, source);
      // Appended rows are numbered in the target's order, whatever their place in the source.
      child.idx = rows.length + 1;
      rows.push(child);
    }
  }
}

function noCopyRaw(meta: DocTypeMeta, fieldname: string): boolean {
  const raw = Array.isArray(meta.source.fields) ? (meta.source.fields as unknown[]).filter(isPlainObject) : [];
  return raw.some((f) => f.fieldname === fieldname && Number(f.no_copy ?? 0) === 1);
}
