import { sql } from 'kysely';
import type { SchemaDialect, Tx } from './database.ts';

/**
 * Frappe's `__global_search`: one row per indexed document, its searchable text in `content`
 * ("Label : value ||| ..."), kept by the document lifecycle (model/global-search.ts) in the
 * document's own transaction. `__global_search_doctypes` remembers, per DocType, which fields the
 * index was built from, so a migrate rebuilds a DocType's entries only when they changed.
 */
export const GLOBAL_SEARCH_TABLE = '__global_search';
export const INDEXED_TABLE = '__global_search_doctypes';

export interface GlobalSearchEntry {
  doctype: string;
  name: string;
  title: string;
  content: string;
  route: string | null;
  published: number;
}

export async function createGlobalSearchTables(tx: Tx, schema: SchemaDialect): Promise<void> {
  const type = (kind: 'varchar' | 'text' | 'int', length: number | null = null) => sql.raw(schema.columnType(kind, length));
  await tx.run(
    tx.builder.schema.createTable(GLOBAL_SEARCH_TABLE).ifNotExists()
      .addColumn('doctype', type('varchar', 140), (c) => c.notNull())
      .addColumn('name', type('varchar', 140), (c) => c.notNull())
      .addColumn('title', type('varchar', 140))
      .addColumn('content', type('text'))
      .addColumn('route', type('varchar', 140))
      .addColumn('published', type('int'), (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('__global_search_pk', ['doctype', 'name']),
  );
  await tx.run(
    tx.builder.schema.createTable(INDEXED_TABLE).ifNotExists()
      .addColumn('doctype', type('varchar', 140), (c) => c.primaryKey())
      .addColumn('fields', type('text'), (c) => c.notNull()),
  );
}

/** Adds entries (a hundred rows a statement); the documents must have none yet. */
export async function insertEntries(tx: Tx, entries: readonly GlobalSearchEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 100) await tx.run(tx.builder.insertInto(GLOBAL_SEARCH_TABLE).values(entries.slice(i, i + 100).map((e) => ({ ...e }))));
}

export async function deleteEntry(tx: Tx, doctype: string, name: string): Promise<void> {
  await tx.run(tx.builder.deleteFrom(GLOBAL_SEARCH_TABLE).where('doctype', '=', doctype).where('name', '=', name));
}

export async function deleteDoctypeEntries(tx: Tx, doctype: string): Promise<void> {
  await tx.run(tx.builder.deleteFrom(GLOBAL_SEARCH_TABLE).where('doctype', '=', doctype));
}

/** The field signature each DocType's entries were built from. */
export async function indexedSignatures(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx.all<{ doctype: string; fields: string }>(tx.builder.selectFrom(INDEXED_TABLE).select(['doctype', 'fields']));
  return new Map(rows.map((r) => [r.doctype, r.fields]));
}

/** Records (or, with null, forgets) the field signature of a DocType's entries. */
export async function setIndexedSignature(tx: Tx, doctype: string, fields: string | null): Promise<void> {
  await tx.run(tx.builder.deleteFrom(INDEXED_TABLE).where('doctype', '=', doctype));
  if (fields !== null) await tx.run(tx.builder.insertInto(INDEXED_TABLE).values({ doctype, fields }));
}
