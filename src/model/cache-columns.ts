import { OPTIONAL_FIELDS, type DocTypeMeta } from '../meta/doctype-meta.ts';
import type { DocContext } from './doc-context.ts';
import { nameFromText } from './load-document.ts';

/** The optional columns every table keeps (`_assign`, `_comments`, `_user_tags`, `_liked_by`), and `_seen` where the DocType tracks it. */
export type CacheColumn = (typeof OPTIONAL_FIELDS)[number] | '_seen';

/** A document's cache column; undefined when the document is not stored. */
export async function readCacheColumn(dc: DocContext, meta: DocTypeMeta, name: string, column: CacheColumn): Promise<string | undefined> {
  const row = await dc.tx.first<Record<string, string | null>>(dc.tx.builder.selectFrom(meta.tableName).select(column).where('name', '=', nameFromText(meta, name)));
  return row ? (row[column] ?? '') : undefined;
}

/** Writes a cache column without touching `modified`, as Frappe's `update_modified=False`. */
export async function writeCacheColumn(dc: DocContext, meta: DocTypeMeta, name: string, column: CacheColumn, value: string): Promise<void> {
  await dc.tx.run(dc.tx.builder.updateTable(meta.tableName).set({ [column]: value }).where('name', '=', nameFromText(meta, name)));
}
