import type { ColumnKind, ValueKind } from './field-types.ts';

/** How a DocType names new documents (frappe/model/naming.py), parsed once from `autoname`. */
export type NamingRule =
  | { kind: 'hash' }
  | { kind: 'field'; fieldname: string }
  | { kind: 'naming_series' }
  | { kind: 'prompt' }
  | { kind: 'format'; template: string }
  | { kind: 'pattern'; pattern: string }
  | { kind: 'autoincrement' }
  | { kind: 'uuid' };

export const RIGHTS = [
  'select', 'read', 'write', 'create', 'delete', 'submit', 'cancel', 'amend',
  'print', 'email', 'report', 'import', 'export', 'share',
] as const;
export type Right = (typeof RIGHTS)[number];

/** One DocPerm row. */
export interface PermRule {
  role: string;
  permlevel: number;
  ifOwner: boolean;
  rights: ReadonlySet<Right>;
}

/** A parsed field. `column` is null for layout and table fields, which store no column. */
export interface FieldMeta {
  fieldname: string;
  fieldtype: string;
  label: string;
  reqd: boolean;
  default: string | number | null;
  options: string | null;
  unique: boolean;
  readOnly: boolean;
  hidden: boolean;
  permlevel: number;
  length: number | null;
  precision: number | null;
  searchIndex: boolean;
  allowOnSubmit: boolean;
  /** Refuses any other value once the document exists (Frappe's `set_only_once`); on a Table, any row added, removed or changed. */
  setOnlyOnce: boolean;
  /** Int, Float or Currency that refuses a negative value (Frappe's `non_negative`). */
  nonNegative: boolean;
  /** A Link whose value User Permissions do not restrict (Frappe's `ignore_user_permissions`). */
  ignoreUserPermissions: boolean;
  fetchFrom: string | null;
  inListView: boolean;
  column: ColumnKind | null;
  value: ValueKind;
  sanitize: boolean;
  isTable: boolean;
  /** Select options, in order (the first is the default). */
  selectOptions: string[] | null;
}

/** A parsed DocType: the single source of every identifier that reaches SQL. */
export interface DocTypeMeta {
  name: string;
  module: string;
  custom: boolean;
  istable: boolean;
  issingle: boolean;
  isSubmittable: boolean;
  /**
   * Frappe's `is_virtual`: no table; the controller's `virtual` source supplies the documents,
   * which are read-only (model/controller.ts VirtualSource, operations/virtual-list.ts).
   */
  isVirtual: boolean;
  /** Every save writes a Version with what changed (Frappe's `track_changes`). */
  trackChanges: boolean;
  /** A form load adds the reader to the document's `_seen` (Frappe's `track_seen`; never on a Single). */
  trackSeen: boolean;
  /** A form load writes a View Log (Frappe's `track_views`). */
  trackViews: boolean;
  naming: NamingRule;
  autonameText: string;
  sortField: string;
  sortOrder: 'asc' | 'desc';
  titleField: string | null;
  fields: FieldMeta[];
  fieldMap: ReadonlyMap<string, FieldMeta>;
  /** Fields that have a column, in definition order. */
  dataFields: FieldMeta[];
  tableFields: FieldMeta[];
  permissions: PermRule[];
  tableName: string;
  /** A tree DocType (`is_tree`): kept as Frappe's nested set under this parent field. */
  tree: { parentField: string; parentLabel: string } | null;
  /** The raw definition, kept for schema hashing and the DocType record. */
  source: Readonly<Record<string, unknown>>;
}

export const STANDARD_FIELDS = ['name', 'owner', 'creation', 'modified', 'modified_by', 'docstatus', 'idx'] as const;
export const CHILD_STANDARD_FIELDS = ['parent', 'parentfield', 'parenttype'] as const;
/** Optional columns Frappe keeps on every table; allowed in `fields`, never returned by GET. */
export const OPTIONAL_FIELDS = ['_user_tags', '_comments', '_assign', '_liked_by'] as const;

/** Names a client may never set directly on a document. */
export const SERVER_OWNED_FIELDS = new Set<string>(['owner', 'creation', 'modified_by', 'doctype', ...OPTIONAL_FIELDS, '_seen']);

/** The optional columns of `meta`'s table: every table's, and `_seen` where it tracks who saw a document (as Frappe's schema adds it). */
export function optionalColumns(meta: DocTypeMeta): readonly string[] {
  return meta.trackSeen ? [...OPTIONAL_FIELDS, '_seen'] : OPTIONAL_FIELDS;
}

/** True when `name` is one of `meta`'s optional columns. */
export function isOptionalColumn(meta: DocTypeMeta, name: string): boolean {
  return (OPTIONAL_FIELDS as readonly string[]).includes(name) || (name === '_seen' && meta.trackSeen);
}

/** True when `name` is a standard column of `meta`'s table. */
export function isStandardField(meta: DocTypeMeta, name: string): boolean {
  return (STANDARD_FIELDS as readonly string[]).includes(name) || (meta.istable && (CHILD_STANDARD_FIELDS as readonly string[]).includes(name));
}
