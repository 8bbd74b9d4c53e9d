import type { DocTypeMeta, FieldMeta } from '../../../meta/doctype-meta.ts';

/** Field types that hold no value (layout and buttons): never a template column. */
const NO_VALUE = new Set(['Section Break', 'Column Break', 'Tab Break', 'HTML', 'Button', 'Image', 'Fold', 'Heading', 'Table', 'Table MultiSelect']);

/** One column of Frappe's template: a field of the DocType, or of the child table `table` names. */
export interface TemplateColumn {
  /** The DocType whose field it is (the child DocType for a table's column). */
  readonly doctype: string;
  /** The parent's Table field the column belongs to; null for the parent's own fields. */
  readonly table: FieldMeta | null;
  readonly fieldname: string;
  readonly fieldtype: string;
  readonly label: string;
}

/** The fields a template offers for a DocType: `name` (ID) first, then every value field in order. */
export function valueFields(meta: DocTypeMeta): FieldMeta[] {
  return meta.fields.filter((f) => !NO_VALUE.has(f.fieldtype));
}

/** The header Frappe's exporter writes for a column: the label, with the table's label for a child's. */
export function headerOf(col: TemplateColumn): string {
  if (col.fieldname === 'name') return col.table ? `ID (${col.table.label})` : 'ID';
  return col.table ? `${col.label} (${col.table.label})` : col.label;
}

function column(doctype: string, table: FieldMeta | null, f: Pick<FieldMeta, 'fieldname' | 'fieldtype' | 'label'>): TemplateColumn {
  return { doctype, table, fieldname: f.fieldname, fieldtype: f.fieldtype, label: f.label || f.fieldname };
}

const ID = { fieldname: 'name', fieldtype: 'Data', label: 'ID' };

/**
 * Every header Frappe's importer accepts for a DocType and its tables (docs/DECISIONS.md F75): for the
 * parent's fields the label, the fieldname and `Label (fieldname)`; for a table's fields
 * `table.fieldname` and `Label (Table Label)`; `ID`/`name` for the parent's name and
 * `ID (Table Label)`/`table.name` for a row's. A label two fields share names the first.
 */
export function headerMap(meta: DocTypeMeta, childMeta: (doctype: string) => DocTypeMeta | undefined): Map<string, TemplateColumn> {
  const out = new Map<string, TemplateColumn>();
  const setOnce = (key: string, col: TemplateColumn) => {
    if (!out.has(key)) out.set(key, col);
  };
  out.set('ID', column(meta.name, null, ID));
  out.set('name', column(meta.name, null, ID));
  for (const f of valueFields(meta)) {
    const col = column(meta.name, null, f);
    if (f.label) setOnce(f.label, col);
    out.set(f.fieldname, col);
    if (f.label) out.set(`${f.label} (${f.fieldname})`, col);
  }
  for (const table of meta.tableFields) {
    const child = table.options ? childMeta(table.options) : undefined;
    if (!child) continue;
    const tableLabel = table.label || table.fieldname;
    const id = column(child.name, table, ID);
    out.set(`ID (${tableLabel})`, id);
    out.set(`${table.fieldname}.name`, id);
    for (const f of valueFields(child)) {
      const col = column(child.name, table, f);
      out.set(`${table.fieldname}.${f.fieldname}`, col);
      setOnce(`${f.label || f.fieldname} (${tableLabel})`, col);
    }
  }
  return out;
}

/**
 * The columns of an export or template in Frappe's layout: the parent's chosen fields (ID first),
 * then each chosen table's (its row ID first). `select` maps a DocType (the parent or a table's
 * fieldname's child) to its fieldnames; absent, every value field; `readable` drops a field the caller may not read.
 */
export function templateColumns(
  meta: DocTypeMeta,
  childMeta: (doctype: string) => DocTypeMeta | undefined,
  select: ((doctype: string, table: FieldMeta | null) => readonly string[] | null) | null,
  readable: (doctype: string, f: FieldMeta) => boolean,
): TemplateColumn[] {
  const pick = (m: DocTypeMeta, table: FieldMeta | null): TemplateColumn[] => {
    const wanted = select ? select(m.name, table) : null;
    if (select && !wanted) return [];
    const fields = valueFields(m).filter((f) => readable(m.name, f) && (!wanted || wanted.includes(f.fieldname)));
    return [column(m.name, table, ID), ...fields.map((f) => column(m.name, table, f))];
  };
  const out = pick(meta, null);
  for (const table of meta.tableFields) {
    const child = table.options ? childMeta(table.options) : undefined;
    if (child && readable(meta.name, table)) out.push(...pick(child, table));
  }
  return out;
}
