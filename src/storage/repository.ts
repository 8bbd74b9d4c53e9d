import { CHILD_STANDARD_FIELDS, STANDARD_FIELDS, type DocTypeMeta } from '../meta/doctype-meta.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import type { Row, Tx } from './database.ts';
import { fill, SLOT, template } from './statement-templates.ts';
import { objectOf, rowBuilder } from '../util/own.ts';
import { andThen, type Awaitable } from '../util/awaitable.ts';

/** Every column of `meta`'s table that svc reads and writes, in output order. */
export function columnsOf(meta: DocTypeMeta): string[] {
  const cols: string[] = [...STANDARD_FIELDS];
  if (meta.istable) cols.push(...CHILD_STANDARD_FIELDS);
  for (const f of meta.dataFields) cols.push(f.fieldname);
  return cols;
}

/** The table of `meta` aliased `t`; DocType names may hold spaces, so never parsed from text. */
export function aliased(tx: Tx, meta: DocTypeMeta) {
  return tx.builder.dynamic.table(meta.tableName).as('t');
}

const columnCache = new WeakMap<DocTypeMeta, string[]>();
/** `columnsOf`, kept per DocType. */
export function cols(meta: DocTypeMeta): string[] {
  let c = columnCache.get(meta);
  if (!c) columnCache.set(meta, (c = columnsOf(meta)));
  return c;
}

/** Loads the child rows of every table field of a document, in idx order. */
export async function loadChildren(tx: Tx, meta: DocTypeMeta, registry: MetaRegistry, doc: Row): Promise<void> {
  for (const field of meta.tableFields) {
    const child = registry.get(field.options!);
    if (!child) {
      doc[field.fieldname] = [];
      continue;
    }
    doc[field.fieldname] = await tx.all(
      tx.builder
        .selectFrom(aliased(tx, child))
        .select(cols(child).map((c) => `t.${c}`))
        .where('t.parent', '=', doc.name)
        .where('t.parenttype', '=', meta.name)
        .where('t.parentfield', '=', field.fieldname)
        .orderBy('t.idx'),
    );
  }
}

/** The insert of `doc` as one row of `meta`, all its columns bound; where asked, one that skips a taken name. */
function insertStatement(tx: Tx, meta: DocTypeMeta, doc: Row, unlessNameTaken: boolean) {
  const t = template(tx.builder, meta, unlessNameTaken ? 'insert unless the name is taken' : 'insert', () => {
    const insert = tx.builder.insertInto(meta.tableName).values(Object.fromEntries(cols(meta).map((c) => [c, SLOT])));
    return (unlessNameTaken ? insert.onConflict((oc) => oc.column('name').doNothing()) : insert).compile();
  });
  return fill(t, cols(meta).map((c) => doc[c] ?? null));
}

/** Inserts one row of `meta` holding the column values found in `doc`. */
export async function insertRow(tx: Tx, meta: DocTypeMeta, doc: Row): Promise<void> {
  await tx.run(insertStatement(tx, meta, doc, false));
}

/**
 * Inserts one row of `meta` unless a row of that name exists; whether it did. Only where the
 * dialect can (`caps.insertUnlessNameTaken`); any other conflict still fails the statement.
 */
export async function insertRowUnlessNameTaken(tx: Tx, meta: DocTypeMeta, doc: Row): Promise<boolean> {
  return (await tx.run(insertStatement(tx, meta, doc, true))) === 1;
}

/** Updates the columns of one row (all but name and creation) by name. */
export async function updateRow(tx: Tx, meta: DocTypeMeta, doc: Row): Promise<void> {
  const columns = cols(meta).filter((c) => c !== 'name' && c !== 'creation' && c !== 'owner');
  const t = template(tx.builder, meta, 'update', () =>
    tx.builder.updateTable(aliased(tx, meta)).set(Object.fromEntries(columns.map((c) => [c, SLOT]))).where('t.name', '=', SLOT).compile(),
  );
  await tx.run(fill(t, [...columns.map((c) => doc[c] ?? null), doc.name]));
}

/** Deletes one row by name. */
export async function deleteRow(tx: Tx, meta: DocTypeMeta, name: unknown): Promise<number> {
  return tx.run(tx.builder.deleteFrom(aliased(tx, meta)).where('t.name', '=', name));
}

/**
 * Deletes every row whose fields hold the given values. Only the DocType's own columns may be
 * named: anything else throws before a query is built.
 */
export async function deleteRowsWhere(tx: Tx, meta: DocTypeMeta, equals: Readonly<Record<string, unknown>>): Promise<number> {
  let q = tx.builder.deleteFrom(aliased(tx, meta));
  for (const [fieldname, value] of Object.entries(equals)) {
    if (!meta.fieldMap.get(fieldname)?.column) throw new Error(`${meta.name} has no column ${fieldname}`);
    q = q.where(`t.${fieldname}`, '=', value);
  }
  return tx.run(q);
}

/** Deletes the child rows of a parent in one child table, except the names in `keep`. */
export async function deleteChildren(tx: Tx, child: DocTypeMeta, parentType: string, parentField: string | null, parent: unknown, keep: unknown[] = []): Promise<void> {
  let q = tx.builder.deleteFrom(aliased(tx, child)).where('t.parent', '=', parent).where('t.parenttype', '=', parentType);
  if (parentField !== null) q = q.where('t.parentfield', '=', parentField);
  if (keep.length > 0) q = q.where('t.name', 'not in', keep);
  await tx.run(q);
}

const EXISTS_COLUMNS = ['name', 'docstatus'];

/** True when a row of `meta` named `name` exists (a Link target check): its name and docstatus. */
export async function rowExists(tx: Tx, meta: DocTypeMeta, name: unknown): Promise<Row | undefined> {
  return selectColumns(tx, meta, name, EXISTS_COLUMNS);
}

/** Reads chosen columns of one row by name (every save's link checks and fetches: compiled once per DocType and columns). */
export async function selectColumns(tx: Tx, meta: DocTypeMeta, name: unknown, columns: string[]): Promise<Row | undefined> {
  const t = template(tx.builder, meta, `columns:${columns.join(',')}`, () =>
    tx.builder.selectFrom(aliased(tx, meta)).select(columns.map((c) => `t.${c}`)).where('t.name', '=', SLOT).compile(),
  );
  const [values] = await tx.allValues(fill(t, [name]));
  return values && objectOf(columns, values);
}
