import { DEFAULT_VARCHAR_LENGTH, fieldTypes } from './field-types.ts';
import {
  CHILD_STANDARD_FIELDS, OPTIONAL_FIELDS, RIGHTS, STANDARD_FIELDS,
  type DocTypeMeta, type FieldMeta, type NamingRule, type PermRule, type Right,
} from './doctype-meta.ts';
import type { DocFieldJson, DocPermJson, DocTypeJson } from './doctype-json.ts';
import { ownValue } from '../util/own.ts';

/** Thrown for a DocType definition that cannot be used; `reason` says why. */
export class DocTypeDefinitionError extends Error {
  constructor(readonly doctype: string, readonly reason: string) {
    super(`DocType ${doctype || '(unnamed)'}: ${reason}`);
  }
}

const DOCTYPE_NAME = /^[A-Za-z][A-Za-z0-9 _\-]{0,60}$/;
/** Frappe's fieldnames: lower-case letters, digits and "_", a leading digit allowed, never digits alone. */
const FIELDNAME = /^(?![0-9]+$)[a-z0-9_]{1,64}$/;
const RESERVED = new Set<string>([...STANDARD_FIELDS, ...OPTIONAL_FIELDS, '_seen', 'doctype']);
/** A child table's own columns; another DocType may name a field so (Custom DocPerm's `parent`, as Frappe's). */
const RESERVED_IN_TABLES = new Set<string>([...RESERVED, ...CHILD_STANDARD_FIELDS]);

/** The field types whose `non_negative` flag Frappe honours. */
const NUMERIC_TYPES = new Set(['Int', 'Float', 'Currency']);

const flag = (v: unknown): boolean => v === 1 || v === true || v === '1';

/** Parses and validates Frappe doctype JSON into DocTypeMeta; throws DocTypeDefinitionError. */
export function parseDocType(json: DocTypeJson): DocTypeMeta {
  const name = typeof json.name === 'string' ? json.name.trim() : '';
  const fail = (reason: string): never => {
    throw new DocTypeDefinitionError(name, reason);
  };
  if (!DOCTYPE_NAME.test(name)) fail(`name must start with a letter and hold only letters, digits, spaces, "_" or "-" (got ${JSON.stringify(json.name)})`);
  if (json.fields !== undefined && !Array.isArray(json.fields)) fail('"fields" must be a list');
  if (json.permissions !== undefined && !Array.isArray(json.permissions)) fail('"permissions" must be a list');

  const tree = flag(json.is_tree) ? treeOf(name, json) : null;
  const rawFields = tree ? withTreeFields(name, tree.parentField, json.fields ?? []) : (json.fields ?? []);
  const istable = flag(json.istable);
  const fields = rawFields.map((f, i) => parseField(f, i, istable ? RESERVED_IN_TABLES : RESERVED, fail));
  const fieldMap = new Map<string, FieldMeta>();
  for (const f of fields) {
    if (f.column === null && !f.isTable) continue;
    if (fieldMap.has(f.fieldname)) fail(`field "${f.fieldname}" is defined twice`);
    fieldMap.set(f.fieldname, f);
  }
  const issingle = flag(json.issingle);
  const dataFields = fields.filter((f) => f.column !== null);
  const tableFields = fields.filter((f) => f.isTable);
  for (const f of tableFields) if (!f.options) fail(`table field "${f.fieldname}" needs the child DocType in "options"`);
  if (istable && tableFields.length > 0) fail('a child table cannot hold table fields');
  const isVirtual = flag(json.is_virtual);
  if (isVirtual && (istable || issingle || tree || flag(json.is_submittable) || tableFields.length > 0)) fail('a virtual DocType cannot be a child table, single, tree or submittable, nor hold table fields');

  const autonameText = typeof json.autoname === 'string' ? json.autoname.trim() : '';
  const naming = parseNaming(autonameText, fieldMap, fail);
  const sortField = typeof json.sort_field === 'string' && json.sort_field ? json.sort_field : 'modified';
  if (!(STANDARD_FIELDS as readonly string[]).includes(sortField) && !fieldMap.get(sortField)?.column) fail(`sort_field "${sortField}" is not a field`);
  const sortOrder = String(json.sort_order ?? 'DESC').toLowerCase() === 'asc' ? 'asc' : 'desc';
  const titleField = typeof json.title_field === 'string' && json.title_field ? json.title_field : null;

  return {
    name,
    module: typeof json.module === 'string' ? json.module : 'Custom',
    custom: flag(json.custom),
    istable,
    issingle,
    isSubmittable: flag(json.is_submittable),
    isVirtual,
    trackChanges: flag(json.track_changes),
    trackSeen: flag(json.track_seen) && !issingle,
    trackViews: flag(json.track_views),
    naming,
    autonameText,
    sortField,
    sortOrder,
    titleField,
    fields,
    fieldMap,
    dataFields,
    tableFields,
    permissions: (json.permissions ?? []).map((p, i) => parsePerm(p, i, fail)),
    tableName: `tab${name}`,
    tree,
    source: json,
  };
}

function parseField(raw: DocFieldJson, index: number, reserved: ReadonlySet<string>, fail: (r: string) => never): FieldMeta {
  if (typeof raw !== 'object' || raw === null) fail(`field #${index + 1} is not an object`);
  const fieldtype = String(raw.fieldtype ?? 'Data');
  const info = ownValue(fieldTypes, fieldtype);
  if (!info) fail(`field #${index + 1} has unknown fieldtype "${fieldtype}"`);
  const isLayout = info.column === null && !info.isTable;
  const fieldname = typeof raw.fieldname === 'string' ? raw.fieldname : '';
  if (!isLayout || fieldname) {
    if (!FIELDNAME.test(fieldname)) fail(`field #${index + 1} has an invalid fieldname ${JSON.stringify(raw.fieldname)} (lower-case letters, digits and "_")`);
    if (reserved.has(fieldname)) fail(`fieldname "${fieldname}" is reserved for a standard field`);
  }
  const options = raw.options === undefined || raw.options === null ? null : String(raw.options);
  if ((fieldtype === 'Link' || fieldtype === 'Dynamic Link') && !options) fail(`${fieldtype} field "${fieldname}" needs "options"`);
  const length = raw.length === undefined || raw.length === null || raw.length === 0 ? null : Number(raw.length);
  if (length !== null && (!Number.isInteger(length) || length < 1 || length > 16383)) fail(`field "${fieldname}" has an invalid length`);
  const permlevel = Number(raw.permlevel ?? 0);
  if (!Number.isInteger(permlevel) || permlevel < 0 || permlevel > 9) fail(`field "${fieldname}" has an invalid permlevel`);
  const precision = raw.precision === undefined || raw.precision === null || raw.precision === '' ? null : Number(raw.precision);
  const selectOptions = fieldtype === 'Select' ? (options ?? '').split('\n').map((o) => o.trim()).filter((o, i, all) => o !== '' || (i === 0 && all.length > 1)) : null;
  return {
    fieldname,
    fieldtype,
    label: typeof raw.label === 'string' && raw.label ? raw.label : titleCase(fieldname),
    reqd: flag(raw.reqd),
    default: raw.default === undefined || raw.default === null || raw.default === '' ? null : (raw.default as string | number),
    options,
    unique: flag(raw.unique),
    readOnly: flag(raw.read_only),
    hidden: flag(raw.hidden),
    permlevel,
    length: info.column === 'varchar' ? (length ?? DEFAULT_VARCHAR_LENGTH) : length,
    precision: Number.isFinite(precision) ? precision : null,
    searchIndex: flag(raw.search_index),
    allowOnSubmit: flag(raw.allow_on_submit),
    setOnlyOnce: flag(raw.set_only_once),
    nonNegative: flag(raw.non_negative) && NUMERIC_TYPES.has(fieldtype),
    ignoreUserPermissions: flag(raw.ignore_user_permissions),
    fetchFrom: typeof raw.fetch_from === 'string' && raw.fetch_from ? raw.fetch_from : null,
    inListView: flag(raw.in_list_view),
    column: info.column,
    value: info.value,
    sanitize: info.sanitize && !(fieldtype === 'Data' && options === 'Email'),
    isTable: Boolean(info.isTable),
    selectOptions,
  };
}

function parseNaming(text: string, fields: Map<string, FieldMeta>, fail: (r: string) => never): NamingRule {
  const lower = text.toLowerCase();
  if (text === '' || lower === 'hash') return { kind: 'hash' };
  if (lower === 'prompt') return { kind: 'prompt' };
  if (lower === 'autoincrement') return { kind: 'autoincrement' };
  if (lower === 'uuid') return { kind: 'uuid' };
  if (lower.startsWith('field:')) {
    const fieldname = text.slice(6).trim();
    if (!fields.get(fieldname)?.column) fail(`autoname "${text}" names a field that does not exist`);
    return { kind: 'field', fieldname };
  }
  if (lower.startsWith('naming_series:')) {
    if (!fields.get('naming_series')?.column) fail('autoname "naming_series:" needs a naming_series field');
    return { kind: 'naming_series' };
  }
  if (lower.startsWith('format:')) return { kind: 'format', template: text.slice(7) };
  if (text.includes('#')) return { kind: 'pattern', pattern: text };
  return fail(`autoname "${text}" is not a naming rule svc knows`);
}

function parsePerm(raw: DocPermJson, index: number, fail: (r: string) => never): PermRule {
  if (typeof raw !== 'object' || raw === null || typeof raw.role !== 'string' || !raw.role) fail(`permission row #${index + 1} needs a role`);
  const rights = new Set<Right>();
  // Frappe's JSON export drops zero flags, so an absent right is not granted.
  for (const right of RIGHTS) if (flag(raw[right])) rights.add(right);
  return { role: raw.role, permlevel: Number(raw.permlevel ?? 0), ifOwner: flag(raw.if_owner), rights };
}

function titleCase(fieldname: string): string {
  return fieldname.split('_').filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
}

/** Frappe's nested-set parent field: `nsm_parent_field`, else `parent_` + the scrubbed DocType name. */
function treeOf(name: string, json: DocTypeJson): { parentField: string; parentLabel: string } {
  const given = typeof json.nsm_parent_field === 'string' ? json.nsm_parent_field.trim() : '';
  return { parentField: given || `parent_${name.toLowerCase().replace(/[\s-]+/g, '_')}`, parentLabel: `Parent ${name}` };
}

/** The fields a tree DocType has beyond its own (Frappe adds them to the DocType): those it does not define itself. */
function withTreeFields(name: string, parentField: string, own: DocFieldJson[]): DocFieldJson[] {
  const defined = new Set(own.map((f) => (f && typeof f === 'object' ? f.fieldname : undefined)));
  const added: DocFieldJson[] = [
    { fieldname: parentField, fieldtype: 'Link', label: `Parent ${name}`, options: name, search_index: 1 },
    { fieldname: 'is_group', fieldtype: 'Check', label: 'Is Group' },
    { fieldname: 'lft', fieldtype: 'Int', label: 'Left', read_only: 1, hidden: 1, search_index: 1 },
    { fieldname: 'rgt', fieldtype: 'Int', label: 'Right', read_only: 1, hidden: 1, search_index: 1 },
    { fieldname: 'old_parent', fieldtype: 'Link', label: 'Old Parent', options: name, read_only: 1, hidden: 1 },
  ];
  return [...own, ...added.filter((f) => !defined.has(f.fieldname))];
}
