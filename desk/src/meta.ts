/** A DocType's definition as frappe.desk.form.load.getdoctype answers it (the stored DocType document). */
export interface DocField {
  fieldname: string;
  fieldtype: string;
  label?: string;
  options?: string;
  reqd?: number;
  read_only?: number;
  hidden?: number;
  in_list_view?: number;
  permlevel?: number;
  default?: string;
  description?: string;
  allow_on_submit?: number;
  set_only_once?: number;
  /** Frappe's display, mandatory and read-only rules (field-rules.ts). */
  depends_on?: string;
  mandatory_depends_on?: string;
  read_only_depends_on?: string;
  idx?: number;
}

export interface DocPerm {
  role: string;
  permlevel?: number;
  read?: number;
  write?: number;
  create?: number;
  delete?: number;
  submit?: number;
  cancel?: number;
  amend?: number;
  if_owner?: number;
}

export interface DocTypeDef {
  name: string;
  module?: string;
  istable?: number;
  issingle?: number;
  is_submittable?: number;
  title_field?: string;
  sort_field?: string;
  sort_order?: string;
  autoname?: string;
  allow_rename?: number;
  custom?: number;
  fields: DocField[];
  permissions?: DocPerm[];
  /** The active Workflow and its Workflow State records, when the DocType has one (Frappe's meta bundle). */
  __workflow_docs?: Array<Record<string, any>>;
}

/** Field types that lay the form out and hold no value. */
export const LAYOUT_TYPES = new Set(['Section Break', 'Column Break', 'Tab Break', 'HTML', 'Button', 'Image', 'Heading', 'Fold']);
export const TABLE_TYPES = new Set(['Table', 'Table MultiSelect']);
export const NUMBER_TYPES = new Set(['Int', 'Float', 'Currency', 'Percent', 'Rating']);
/** Fields the list view may filter and sort on besides the DocType's own. */
export const STANDARD_FIELDS: DocField[] = [
  { fieldname: 'name', fieldtype: 'Data', label: 'ID' },
  { fieldname: 'modified', fieldtype: 'Datetime', label: 'Last Updated On' },
  { fieldname: 'creation', fieldtype: 'Datetime', label: 'Created On' },
  { fieldname: 'owner', fieldtype: 'Link', label: 'Created By', options: 'User' },
];

/**
 * Whether the server renames this DocType's documents (rename-doc.ts): `allow_rename`, which a
 * custom DocType stored before the flag existed leaves empty (then renamable); never singles, child
 * tables or numbered names.
 */
export function renamable(meta: DocTypeDef): boolean {
  if (meta.issingle || meta.istable || meta.autoname === 'autoincrement') return false;
  return Boolean(Number(meta.allow_rename ?? meta.custom ?? 0));
}

/** The user names new documents (autoname "Prompt", in any case, as the server reads it). */
export function namedByPrompt(meta: DocTypeDef): boolean {
  return (meta.autoname ?? '').trim().toLowerCase() === 'prompt';
}

export function labelOf(f: DocField): string {
  return f.label || f.fieldname.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

export function valueFields(meta: DocTypeDef): DocField[] {
  return meta.fields.filter((f) => !LAYOUT_TYPES.has(f.fieldtype));
}

/** The list view's columns: the in_list_view fields, else the title field, else the first few plain fields. */
export function listColumns(meta: DocTypeDef): DocField[] {
  const fields = valueFields(meta).filter((f) => !TABLE_TYPES.has(f.fieldtype) && f.fieldtype !== 'Password' && !f.hidden);
  const chosen = fields.filter((f) => f.in_list_view);
  if (chosen.length > 0) return chosen.slice(0, 6);
  const title = fields.find((f) => f.fieldname === meta.title_field);
  return title ? [title] : fields.slice(0, 3);
}

/**
 * What the user may do at each permission level, from the DocPerm rows of their roles, as
 * Frappe's form decides which fields to show and which to lock. The API enforces the same rules;
 * this only keeps the form from offering what the server would refuse.
 */
export function levelRights(meta: DocTypeDef, roles: string[]): { read: Set<number>; write: Set<number> } {
  const mine = new Set(roles);
  const read = new Set<number>();
  const write = new Set<number>();
  for (const p of meta.permissions ?? []) {
    if (!mine.has(p.role)) continue;
    const level = p.permlevel ?? 0;
    if (p.read || p.write) read.add(level);
    if (p.write) write.add(level);
  }
  if (mine.has('Administrator')) for (const f of meta.fields) (read.add(f.permlevel ?? 0), write.add(f.permlevel ?? 0));
  return { read, write };
}
