import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import type { Tx } from '../storage/database.ts';
import { resolveField, sourceKey, type ReadableCheck, type ResolvedColumn } from './resolve-field.ts';

type Select = SelectQueryBuilder<any, any, any>;

/** What the select, where, group and order parts of one listing's build share. */
export interface BuildScope {
  readonly meta: DocTypeMeta;
  readonly registry: MetaRegistry;
  readonly today: string;
  /** The caller's column check, from the operation's ListAccess. */
  readonly readable: ReadableCheck;
  /** Resolves request text through metadata; 417 unless `check` passes (the caller's check by default). */
  resolve(text: string, check?: ReadableCheck): ResolvedColumn;
  /** The alias of a column's table: `t`, or its child or link table, joined on first use (`j1`, `j2`, ...). */
  aliasFor(r: ResolvedColumn): string;
  /** `alias.column`: what the column is selected, grouped and compared by. */
  columnKey(r: ResolvedColumn): string;
  column(r: ResolvedColumn): Expression<unknown>;
  /** How many tables were joined so far. */
  joinCount(): number;
  /** Adds the joins made so far to a select from the listed table (alias `t`). */
  join(q: Select, builder: Tx['builder']): Select;
}

/** A check that lets every column through, for callers that decide readability themselves. */
export const ANY_COLUMN: ReadableCheck = () => true;

/** A fresh build scope: joins are numbered in the order the parts first use them. */
export function buildScope(meta: DocTypeMeta, registry: MetaRegistry, today: string, readable: ReadableCheck): BuildScope {
  const joins = new Map<string, { alias: string; resolved: ResolvedColumn }>();
  const aliasFor = (r: ResolvedColumn): string => {
    if (r.source.kind === 'main') return 't';
    const key = sourceKey(r.source);
    let join = joins.get(key);
    if (!join) joins.set(key, (join = { alias: `j${joins.size + 1}`, resolved: r }));
    return join.alias;
  };
  const columnKey = (r: ResolvedColumn) => `${aliasFor(r)}.${r.fieldname}`;
  return {
    meta,
    registry,
    today,
    readable,
    resolve: (text, check = readable) => resolveField(text, meta, registry, check),
    aliasFor,
    columnKey,
    column: (r) => sql.ref(columnKey(r)),
    joinCount: () => joins.size,
    join(q, builder) {
      for (const { alias, resolved } of joins.values()) {
        const source = resolved.source;
        if (source.kind === 'child') {
          q = q.leftJoin(builder.dynamic.table(source.child.tableName).as(alias), (jb) =>
            jb.onRef(`${alias}.parent`, '=', 't.name').on(`${alias}.parenttype`, '=', meta.name).on(`${alias}.parentfield`, '=', source.tableField.fieldname),
          );
        } else if (source.kind === 'link') {
          q = q.leftJoin(builder.dynamic.table(source.target.tableName).as(alias), (jb) => jb.onRef(`${alias}.name`, '=', `t.${source.linkField.fieldname}`));
        }
      }
      return q;
    },
  };
}
