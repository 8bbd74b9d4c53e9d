import { appError } from '../errors/app-error.ts';
import { isOptionalColumn, isStandardField, type DocTypeMeta, type FieldMeta } from '../meta/doctype-meta.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import type { ColumnRef } from './ast.ts';
import { columnRef } from './column-ref.ts';

/** Where a resolved column lives: the listed table, one of its child tables, or a linked table. */
export type ColumnSource =
  | { kind: 'main' }
  | { kind: 'child'; tableField: FieldMeta; child: DocTypeMeta }
  | { kind: 'link'; linkField: FieldMeta; target: DocTypeMeta };

export interface ResolvedColumn {
  source: ColumnSource;
  /** The metadata of the table that holds the column. */
  owner: DocTypeMeta;
  fieldname: string;
  field: FieldMeta | null;
}

/** Decides whether the caller may read a column; the operation supplies it from the permission rules. */
export type ReadableCheck = (resolved: ResolvedColumn) => boolean;

// A leading digit is allowed (Frappe's fieldnames may start with one), digits alone are not.
const IDENT = '[A-Za-z0-9_]*[A-Za-z_][A-Za-z0-9_]*';
const TABLE_QUALIFIED = new RegExp(`^\`?tab([^\`.]+)\`?\\s*\\.\\s*\`?(${IDENT})\`?$`);
const DOTTED = new RegExp(`^(${IDENT})\\.(${IDENT})$`);
const PLAIN = new RegExp(`^\`?(${IDENT})\`?$`);

/** 417 DataError for a name that is not a field the caller may use (Frappe's wording). */
export function fieldNotPermitted(text: string) {
  return appError('DATA_ERROR', `Field not permitted in query: ${text.slice(0, 140)}`);
}

/**
 * Resolves a field reference from request text through metadata: `field`, `` `tabX`.`field` ``,
 * `tabX.field`, `<table field>.<child field>`, `<link field>.<target field>`. Anything else, and
 * anything the caller may not read, is 417 DataError; request text never reaches SQL.
 */
export function resolveField(text: string, meta: DocTypeMeta, registry: MetaRegistry, readable: ReadableCheck): ResolvedColumn {
  const t = text.trim();
  let resolved: ResolvedColumn | null = null;
  let m = PLAIN.exec(t);
  if (m) resolved = onTable(meta, { kind: 'main' }, m[1]);
  else if ((m = TABLE_QUALIFIED.exec(t))) {
    const tableName = m[1];
    if (tableName === meta.name) resolved = onTable(meta, { kind: 'main' }, m[2]);
    else {
      const tableField = meta.tableFields.find((f) => f.options === tableName);
      const child = tableField ? registry.get(tableName) : undefined;
      if (tableField && child) resolved = onTable(child, { kind: 'child', tableField, child }, m[2]);
    }
  } else if ((m = DOTTED.exec(t))) {
    const via = meta.fieldMap.get(m[1]);
    if (via?.isTable) {
      const child = registry.get(via.options!);
      if (child) resolved = onTable(child, { kind: 'child', tableField: via, child }, m[2]);
    } else if (via?.fieldtype === 'Link') {
      const target = registry.get(via.options!);
      if (target && !target.issingle) resolved = onTable(target, { kind: 'link', linkField: via, target }, m[2]);
    }
  }
  if (!resolved || !readable(resolved)) throw fieldNotPermitted(t);
  return resolved;
}

function onTable(owner: DocTypeMeta, source: ColumnSource, fieldname: string): ResolvedColumn | null {
  if (isStandardField(owner, fieldname) || isOptionalColumn(owner, fieldname)) return { source, owner, fieldname, field: null };
  const field = owner.fieldMap.get(fieldname);
  if (!field || field.column === null) return null;
  return { source, owner, fieldname, field };
}

/** A key naming a join: one alias per child table field or link field used. */
export function sourceKey(source: ColumnSource): string {
  if (source.kind === 'main') return 'main';
  return source.kind === 'child' ? `child:${source.tableField.fieldname}` : `link:${source.linkField.fieldname}`;
}

/** The column reference of a resolved column under the alias chosen for its table. */
export function refOf(resolved: ResolvedColumn, alias: string): ColumnRef {
  return columnRef(resolved.owner, resolved.fieldname, alias)!;
}
