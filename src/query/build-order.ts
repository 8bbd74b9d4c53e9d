import { sql, type Expression } from 'kysely';
import { appError } from '../errors/app-error.ts';
import { ANY_COLUMN, type BuildScope } from './build-scope.ts';
import type { Grouping } from './build-group.ts';
import type { OutputColumn } from './build-select.ts';
import type { OrderTerm } from './list-query.ts';

export type OrderBy = Array<[Expression<unknown>, 'asc' | 'desc']>;

const AGGREGATE = /^(count|sum|avg|min|max)\s*\(/i;

/**
 * The ORDER BY of a listing: the DocType's sort order when none is asked for (none when grouped),
 * else each term as a column or as the key of an aggregate or aliased output in `fields`.
 */
export function buildOrder(b: BuildScope, terms: readonly OrderTerm[], outputs: readonly OutputColumn[], aliasKeys: ReadonlySet<string>, group: Grouping): OrderBy {
  const { meta } = b;
  if (terms.length === 0) {
    if (group.grouped) return [];
    const sortRef = b.resolve(meta.sortField, ANY_COLUMN);
    const order: OrderBy = [[b.column(sortRef), meta.sortOrder]];
    if (meta.sortField !== 'name') order.push([sql.ref('t.name'), meta.sortOrder]);
    return order;
  }
  const order: OrderBy = [];
  let hasName = false;
  for (const { target, dir } of terms) {
    const byKey = outputs.find((o) => o.key === target && (o.aggregate || aliasKeys.has(target)));
    if (byKey) {
      order.push([byKey.expr, dir]);
      continue;
    }
    if (AGGREGATE.test(target) || /[()]/.test(target)) throw appError('VALIDATION', `Illegal SQL Query: functions in order_by must also be selected in fields`);
    const r = b.resolve(target);
    if (r.source.kind === 'main' && r.fieldname === 'name') hasName = true;
    if (group.grouped && !group.by.includes(b.columnKey(r))) throw appError('DATA_ERROR', `order_by ${target} must be in group_by`);
    order.push([b.column(r), dir]);
  }
  // A unique tie-breaker keeps successive pages from overlapping (docs/DECISIONS.md D8).
  if (!hasName && !group.grouped && b.joinCount() === 0) order.push([sql.ref('t.name'), order[order.length - 1][1]]);
  return order;
}
