import type { Logger } from '../context/request-context.ts';
import type { DocTypeJson } from '../meta/doctype-json.ts';
import { RIGHTS, type DocTypeMeta } from '../meta/doctype-meta.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import { parseDocType } from '../meta/parse-doctype.ts';
import type { Tx } from '../storage/database.ts';
import { deleteChildren, insertRow, loadChildren, updateRow } from '../storage/repository.ts';
import type { ChildRow, Doc } from './document.ts';

const FIELD_KEYS = ['fieldname', 'fieldtype', 'label', 'options', 'reqd', 'unique', 'read_only', 'hidden', 'print_hide', 'search_index', 'no_copy', 'allow_on_submit', 'set_only_once', 'non_negative', 'ignore_user_permissions', 'in_list_view', 'in_global_search', 'permlevel', 'length', 'precision', 'default', 'fetch_from', 'depends_on', 'mandatory_depends_on', 'read_only_depends_on', 'description'];
const DOCTYPE_KEYS = ['module', 'custom', 'istable', 'issingle', 'is_submittable', 'is_tree', 'allow_auto_repeat', 'track_changes', 'track_seen', 'track_views', 'nsm_parent_field', 'autoname', 'allow_rename', 'title_field', 'show_title_field_in_link', 'sort_field', 'sort_order', 'search_fields', 'show_name_in_global_search', 'image_field', 'description'];
const NUMERIC_FIELD_KEYS = new Set(['reqd', 'unique', 'read_only', 'hidden', 'print_hide', 'search_index', 'no_copy', 'allow_on_submit', 'set_only_once', 'non_negative', 'ignore_user_permissions', 'in_list_view', 'in_global_search', 'permlevel', 'length']);

/** Turns a DocType record (a `DocType` document with its `fields` and `permissions` rows) into doctype JSON. */
export function recordToJson(doc: Doc): DocTypeJson {
  const json: DocTypeJson = { name: String(doc.name ?? ''), doctype: 'DocType' };
  for (const key of DOCTYPE_KEYS) if (doc[key] !== null && doc[key] !== undefined && doc[key] !== '') json[key] = doc[key];
  json.fields = ((doc.fields as ChildRow[] | undefined) ?? []).map((row) => {
    const f: Record<string, unknown> = {};
    for (const key of FIELD_KEYS) if (row[key] !== null && row[key] !== undefined && row[key] !== '') f[key] = row[key];
    return f;
  });
  json.permissions = ((doc.permissions as ChildRow[] | undefined) ?? []).map((row) => {
    const p: Record<string, unknown> = { role: row.role, permlevel: row.permlevel ?? 0, if_owner: row.if_owner ?? 0 };
    for (const right of RIGHTS) if (row[right]) p[right] = 1;
    return p;
  });
  return json;
}

/** Turns DocType metadata into the rows of its DocType record. */
export function metaToRecord(meta: DocTypeMeta, now: string): { doc: Doc; fields: ChildRow[]; permissions: ChildRow[] } {
  const src = meta.source as DocTypeJson;
  const stamp = { owner: 'Administrator', creation: now, modified: now, modified_by: 'Administrator', docstatus: 0 };
  const doc: Doc = { name: meta.name, ...stamp, idx: 0, custom: meta.custom ? 1 : 0, module: meta.module };
  for (const key of DOCTYPE_KEYS) if (key !== 'custom' && key !== 'module' && src[key] !== undefined && src[key] !== null) doc[key] = toColumn(key, src[key]);
  const child = (parentfield: string, i: number) => ({ ...stamp, name: `${meta.name}-${parentfield}-${i + 1}`, parent: meta.name, parenttype: 'DocType', parentfield, idx: i + 1 });
  const fields = (src.fields ?? []).map((f, i) => {
    const row: ChildRow = child('fields', i);
    for (const key of FIELD_KEYS) if (f[key] !== undefined && f[key] !== null) row[key] = NUMERIC_FIELD_KEYS.has(key) ? Number(f[key]) : toColumn(key, f[key]);
    return row;
  });
  const permissions = (src.permissions ?? []).map((p, i) => {
    const row: ChildRow = { ...child('permissions', i), role: p.role, permlevel: Number(p.permlevel ?? 0), if_owner: p.if_owner ? 1 : 0 };
    for (const right of RIGHTS) row[right] = p[right] ? 1 : 0;
    return row;
  });
  return { doc, fields, permissions };
}

function toColumn(key: string, value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (['istable', 'issingle', 'is_submittable', 'is_tree', 'allow_auto_repeat', 'track_changes', 'track_seen', 'track_views', 'allow_rename', 'show_title_field_in_link'].includes(key)) return Number(value) ? 1 : 0;
  return typeof value === 'number' ? String(value) : value;
}

/** Writes (or rewrites) the DocType record of a standard DocType, so it lists and links like Frappe's. */
export async function mirrorStandardDocType(tx: Tx, registry: MetaRegistry, meta: DocTypeMeta, now: string): Promise<void> {
  const doctypeMeta = registry.get('DocType')!;
  const fieldMeta = registry.get('DocField')!;
  const permMeta = registry.get('DocPerm')!;
  const { doc, fields, permissions } = metaToRecord(meta, now);
  // Frappe's Check columns are NOT NULL DEFAULT 0: a flag the JSON leaves out reads back as 0.
  uncheckedAsZero(doctypeMeta, doc);
  for (const row of fields) uncheckedAsZero(fieldMeta, row);
  for (const row of permissions) uncheckedAsZero(permMeta, row);
  const exists = await tx.first(tx.builder.selectFrom(tx.builder.dynamic.table(doctypeMeta.tableName).as('t')).select('t.name').where('t.name', '=', meta.name));
  if (exists) await updateRow(tx, doctypeMeta, doc);
  else await insertRow(tx, doctypeMeta, doc);
  await deleteChildren(tx, fieldMeta, 'DocType', 'fields', meta.name);
  await deleteChildren(tx, permMeta, 'DocType', 'permissions', meta.name);
  for (const row of fields) await insertRow(tx, fieldMeta, row);
  for (const row of permissions) await insertRow(tx, permMeta, row);
}

function uncheckedAsZero(meta: DocTypeMeta, row: Doc): void {
  for (const field of meta.dataFields) if (field.value === 'check' && (row[field.fieldname] === undefined || row[field.fieldname] === null)) row[field.fieldname] = 0;
}

/** Reads and parses every custom DocType stored in the database; broken ones are logged and skipped. */
export async function loadCustomDocTypes(tx: Tx, registry: MetaRegistry, log: Logger): Promise<DocTypeMeta[]> {
  const doctypeMeta = registry.get('DocType')!;
  const rows = await tx.all<Doc>(
    tx.builder.selectFrom(tx.builder.dynamic.table(doctypeMeta.tableName).as('t')).selectAll('t').where('t.custom', '=', 1),
  );
  const out: DocTypeMeta[] = [];
  for (const row of rows) {
    await loadChildren(tx, doctypeMeta, registry, row);
    try {
      out.push(parseDocType(recordToJson(row)));
    } catch (err) {
      log.error({ doctype: row.name, err: (err as Error).message }, 'custom DocType skipped: its definition is invalid');
    }
  }
  return out;
}
