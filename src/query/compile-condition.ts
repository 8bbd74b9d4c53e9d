import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DialectCapabilities } from '../storage/database.ts';
import type { ColumnRef, Condition, Scalar } from './ast.ts';

type EB = ExpressionBuilder<any, any>;

/** Compiles a condition tree into a Kysely boolean expression; every value becomes a bound parameter. */
export function compileCondition(eb: EB, cond: Condition, caps: DialectCapabilities): Expression<SqlBool> {
  const state = { childAliases: 0 };
  return compile(eb, cond, caps, state);
}

function compile(eb: EB, cond: Condition, caps: DialectCapabilities, state: { childAliases: number }): Expression<SqlBool> {
  switch (cond.kind) {
    case 'const':
      return cond.value ? sql<SqlBool>`1 = 1` : sql<SqlBool>`1 = 0`;
    case 'and':
      return eb.and(cond.items.map((c) => compile(eb, c, caps, state)));
    case 'or':
      return eb.or(cond.items.map((c) => compile(eb, c, caps, state)));
    case 'compare': {
      const keepPlain = cond.ref.fallback === undefined && cond.op === '=' && cond.value !== null && cond.value !== '' && cond.value !== 0;
      const value = cond.value ?? emptyOf(cond.ref);
      return eb(operand(eb, cond.ref, !keepPlain), cond.op, value);
    }
    case 'like': {
      const keepPlain = !cond.negate && cond.pattern !== '';
      const op = caps.likeOperator === 'ilike' ? (cond.negate ? 'not ilike' : 'ilike') : cond.negate ? 'not like' : 'like';
      const target = cond.ref.empty !== undefined ? eb.cast(operand(eb, cond.ref, !keepPlain), 'text') : operand(eb, cond.ref, !keepPlain);
      return eb(target, op, cond.pattern);
    }
    case 'in': {
      const values = cond.values.length > 0 ? cond.values.map((v) => v ?? emptyOf(cond.ref)) : [emptyOf(cond.ref)];
      // NULL reads as empty when the list asks for empty, and always for `not in` (Frappe's ifnull).
      const coalesce = cond.negate || values.includes(emptyOf(cond.ref));
      return eb(operand(eb, cond.ref, coalesce), cond.negate ? 'not in' : 'in', values);
    }
    case 'is_set': {
      const ref = eb.ref(`${cond.ref.table}.${cond.ref.column}`);
      if (cond.ref.type === 'number' || cond.ref.empty !== undefined) return cond.negate ? eb(ref, 'is', null) : eb(ref, 'is not', null);
      return cond.negate ? eb(eb.fn.coalesce(ref, eb.val('')), '=', '') : eb(ref, '!=', '');
    }
    case 'between': {
      const ref = operand(eb, cond.ref, true);
      return eb.and([eb(ref, '>=', cond.from ?? emptyOf(cond.ref)), eb(ref, '<=', cond.to ?? emptyOf(cond.ref))]);
    }
    case 'tree': {
      // The rows of the tree whose bounds sit inside (or around) the node's, read in the same query.
      const [inner, outer] = cond.relation === 'ancestors' ? (['n', 'd'] as const) : (['d', 'n'] as const);
      const strict = cond.relation !== 'descendants_inclusive';
      const related = eb
        .selectFrom(sql.table(cond.treeTable).as('d'))
        .innerJoin(sql.table(cond.treeTable).as('n'), (jb) => jb.on(eb.ref('n.name'), '=', cond.node))
        .select(eb.ref('d.name').as('name'))
        .where(eb.ref(`${inner}.lft`), strict ? '>' : '>=', eb.ref(`${outer}.lft`))
        .where(eb.ref(`${inner}.rgt`), strict ? '<' : '<=', eb.ref(`${outer}.rgt`));
      const column = eb.ref(`${cond.ref.table}.${cond.ref.column}`);
      return cond.negate ? eb(eb.fn.coalesce(column, eb.val('')), 'not in', related) : eb(column, 'in', related);
    }
    case 'child_exists': {
      const alias = `c${++state.childAliases}`;
      return eb.exists(
        eb
          .selectFrom(sql.table(cond.childTable).as(alias))
          .select(sql.lit(1).as('one'))
          .where(eb.ref(`${alias}.parent`), '=', eb.ref('t.name'))
          .where(eb.ref(`${alias}.parenttype`), '=', cond.parentType)
          .where(eb.ref(`${alias}.parentfield`), '=', cond.parentField)
          .where((inner) => compile(inner, retarget(cond.where, alias), caps, state)),
      );
    }
    case 'parent_exists': {
      const alias = `p${++state.childAliases}`;
      return eb.and([
        eb(eb.ref('t.parenttype'), '=', cond.parentType),
        eb.exists(
          eb
            .selectFrom(sql.table(cond.parentTable).as(alias))
            .select(sql.lit(1).as('one'))
            .where(eb.ref(`${alias}.name`), '=', eb.ref('t.parent'))
            .where((inner) => compile(inner, retarget(cond.where, alias), caps, state)),
        ),
      ]);
    }
  }
}

function operand(eb: EB, ref: ColumnRef, coalesce: boolean) {
  const column = eb.ref(`${ref.table}.${ref.column}`);
  if (ref.fallback !== undefined) return eb.fn.coalesce(column, eb.val(emptyOf(ref)));
  return coalesce && ref.nullAsEmpty ? eb.fn.coalesce(column, eb.val(emptyOf(ref))) : column;
}

function emptyOf(ref: ColumnRef): Scalar {
  if (ref.fallback !== undefined) return ref.type === 'number' ? Number(ref.fallback) : String(ref.fallback);
  if (ref.empty !== undefined) return ref.empty;
  return ref.type === 'number' ? 0 : '';
}

/** Points the column refs of a child condition at the alias chosen for its subquery. */
function retarget(cond: Condition, alias: string): Condition {
  switch (cond.kind) {
    case 'and':
    case 'or':
      return { ...cond, items: cond.items.map((c) => retarget(c, alias)) };
    case 'const':
    case 'child_exists':
    case 'parent_exists':
      return cond;
    default:
      return { ...cond, ref: { ...cond.ref, table: alias } } as Condition;
  }
}
