import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { Tx } from '../storage/database.ts';
import { GLOBAL_SEARCH_TABLE } from '../storage/global-search-table.ts';
import { TRUE, type Condition } from './ast.ts';
import { compileCondition } from './compile-condition.ts';
import { rowLimit } from './row-limit.ts';

/** A DocType the caller may search, with their read rule on it (on table alias `t`). */
export interface SearchableDocType {
  readonly meta: DocTypeMeta;
  readonly read: Condition;
}

export interface GlobalSearchRow {
  doctype: string;
  name: string;
  content: string;
  title: string | null;
  route: string | null;
}

/**
 * One page of the index entries that contain every word of `words` (case-insensitive), limited
 * to documents the caller may read: each DocType's read rule is part of the query, as an EXISTS
 * on the DocType's table where the rule is not "every document". Ordered by DocType, then name.
 */
export function searchEntries(tx: Tx, searchable: readonly SearchableDocType[], words: readonly string[], start: number, limit: number): Promise<GlobalSearchRow[]> {
  let query = tx.builder.selectFrom(sql.table(GLOBAL_SEARCH_TABLE).as('g'))
    .select(['g.doctype', 'g.name', 'g.content', 'g.title', 'g.route'])
    .where((eb) => eb.or(searchable.map((s) => readable(eb, tx, s))))
    .where((eb) => eb.and(words.map((w) => eb(tx.caps.functions.locate(eb.val(w.toLowerCase()), eb.fn('lower', [eb.ref('g.content')])), '>', 0))))
    .orderBy('g.doctype').orderBy('g.name')
    .limit(rowLimit(limit, tx.caps));
  if (start > 0) query = query.offset(rowLimit(start, tx.caps));
  return tx.all<GlobalSearchRow>(query);
}

function readable(eb: ExpressionBuilder<any, any>, tx: Tx, s: SearchableDocType): Expression<SqlBool> {
  const ofDoctype = eb(eb.ref('g.doctype'), '=', s.meta.name);
  if (s.read === TRUE) return ofDoctype;
  // The entry's name is text; an autoincrement DocType's name is a number (PostgreSQL compares no int with text).
  const name = s.meta.naming.kind === 'autoincrement' ? eb.cast(eb.ref('t.name'), 'text') : eb.ref('t.name');
  return eb.and([ofDoctype, eb.exists(
    eb.selectFrom(sql.table(s.meta.tableName).as('t')).select(sql.lit(1).as('one'))
      .where(name, '=', eb.ref('g.name'))
      .where((inner) => compileCondition(inner, s.read, tx.caps)),
  )]);
}
