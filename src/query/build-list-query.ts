import { sql, type CompiledQuery, type SelectQueryBuilder } from 'kysely';
import type { Principal } from '../context/principal.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import type { Tx } from '../storage/database.ts';
import { buildGroup } from './build-group.ts';
import { buildOrder } from './build-order.ts';
import { buildScope } from './build-scope.ts';
import { aliasKeys, buildSelect } from './build-select.ts';
import { buildWhere } from './build-where.ts';
import { compileCondition } from './compile-condition.ts';
import { rowLimit } from './row-limit.ts';
import { rowBuilder, type RowBuilder } from '../util/own.ts';
import type { ListAccess, ListQuery } from './list-query.ts';

/** What a listing is built against: the DocType, the caller and what the operation decided they may see. */
export interface ListScope {
  meta: DocTypeMeta;
  /** Whose listing this is; plans are cached per principal, as `access` is decided per principal. */
  user: Principal;
  registry: MetaRegistry;
  access: ListAccess;
  today: string;
}

/** A compiled listing: the query plus how to turn its rows into Frappe's output. */
export interface ListPlan {
  query: SelectQueryBuilder<any, any, any>;
  /** The query compiled once; listings reuse it with the same bound values. */
  compiled: CompiledQuery;
  keys: string[];
  /** One row's values, in select order (`Tx.allValues`), as Frappe's output: an object by key, or the values as they are. */
  decode(values: unknown[], asDict: boolean): Record<string, unknown> | unknown[];
}

/**
 * Builds the SELECT of a listing (frappe/model/db_query.py): fields, joins, filters, the caller's
 * row rule AND-ed into the same WHERE, grouping, ordering and paging. Every identifier comes from
 * metadata; output keys are mapped from positional aliases, so no request text is SQL. The parts
 * run in this order because joins are numbered as they are first used.
 */
export function buildListQuery(tx: Pick<Tx, 'builder' | 'caps'>, scope: ListScope, query: ListQuery): ListPlan {
  const b = buildScope(scope.meta, scope.registry, scope.today, scope.access.readable);
  const { outputs, nothingReadable } = buildSelect(b, query.fields, tx.caps.functions);
  const where = buildWhere(b, query.filters, query.orFilters, scope.access.rowRule, nothingReadable);
  const group = buildGroup(b, query.groupBy, outputs);
  const order = buildOrder(b, query.orderBy, outputs, aliasKeys(query.fields), group);

  let q = tx.builder.selectFrom(tx.builder.dynamic.table(scope.meta.tableName).as('t')) as SelectQueryBuilder<any, any, any>;
  q = b.join(q, tx.builder);
  q = q.select(outputs.map((o, i) => sql`${o.expr}`.as(`c${i}`)));
  q = q.where((eb) => compileCondition(eb, where, tx.caps));
  if (group.by.length > 0) q = q.groupBy(group.by.map((g) => sql.ref(g)));
  for (const [expr, dir] of order) q = q.orderBy(expr as never, dir);
  if (query.pageLength > 0) q = q.limit(rowLimit(query.pageLength, tx.caps)).offset(query.limitStart);

  const keys = outputs.map((o) => o.key);
  // Generated on the first row wanted as an object: a listing answered as lists never needs it.
  let build: RowBuilder | undefined;
  return {
    query: q,
    compiled: q.compile(),
    keys,
    decode: (values, asDict) => (asDict ? (build ??= rowBuilder(keys))(values) : values),
  };
}
