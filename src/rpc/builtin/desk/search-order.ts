import { sql, type Expression } from 'kysely';
import { appError } from '../../../errors/app-error.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import type { ListPlan } from '../../../query/build-list-query.ts';
import type { Tx } from '../../../storage/database.ts';

/** Anything but letters, digits and `_` (Frappe's SPECIAL_CHAR_PATTERN, `\W` over Unicode). */
const SPECIAL_CHAR = /[^\p{L}\p{N}_]/u;

/** Frappe's sanitize_searchfield: a `searchfield` holding anything but a word is 417 DataError. */
export function checkSearchfield(searchfield: unknown): void {
  if (typeof searchfield === 'string' && searchfield && SPECIAL_CHAR.test(searchfield)) {
    throw appError('DATA_ERROR', `Invalid Search Field ${searchfield.slice(0, 140)}`);
  }
}

/**
 * The link search's page, chosen in the database as Frappe v15 chooses it (docs/DECISIONS.md
 * F23): names holding the text first, the earlier it stands the sooner (case-insensitive on
 * every database, as MariaDB's `locate` is), then `idx` descending (how often the document is
 * linked to), then the DocType's own order (drafts first where it is submittable), then `name`.
 * The listing's plan (main table aliased `t`) keeps its filters, row rule and paging.
 */
export function rankedRows(tx: Pick<Tx, 'caps'>, plan: ListPlan, meta: DocTypeMeta, txt: string): ListPlan['query'] {
  let q = plan.query.clearOrderBy();
  if (txt) {
    const fn = tx.caps.functions;
    const at: Expression<unknown> = fn.locate(sql`lower(${txt})`, sql`lower(${fn.text(sql.ref('t.name'))})`);
    q = q.orderBy(sql`case when ${at} > 0 then 0 else 1 end` as never, 'asc').orderBy(at as never, 'asc');
  }
  q = q.orderBy(sql.ref('t.idx') as never, 'desc');
  if (meta.isSubmittable) q = q.orderBy(sql.ref('t.docstatus') as never, 'asc');
  q = q.orderBy(sql.ref(`t.${meta.sortField}`) as never, meta.sortOrder);
  return meta.sortField === 'name' ? q : q.orderBy(sql.ref('t.name') as never, meta.sortOrder);
}

/**
 * Frappe's relevance_sorter over the page: names that start with the text (case-folded) first,
 * then every row by name; sorting is stable, so equal names keep the database's order.
 */
export function sortPage(rows: unknown[][], txt: string): unknown[][] {
  const folded = txt.toLowerCase();
  const keyed = rows.map((row) => ({ row, name: String(row[0] ?? ''), later: !String(row[0] ?? '').toLowerCase().startsWith(folded) }));
  keyed.sort((a, b) => Number(a.later) - Number(b.later) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return keyed.map((k) => k.row);
}
