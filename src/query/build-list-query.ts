import { sql, type CompiledQuery, type Expression, type SelectQueryBuilder } from 'kysely';
import type { Principal } from '../context/principal.ts';
import { appError } from '../errors/app-error.ts';
import { CHILD_STANDARD_FIELDS, STANDARD_FIELDS, type DocTypeMeta } from '../meta/doctype-meta.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import type { ControllerMap } from '../model/controller.ts';
import { accessFor, type DocAccess } from '../model/permissions.ts';
import { permissionDenied } from '../model/steps/check-permission.ts';
import type { Tx } from '../storage/database.ts';
import { and, FALSE, or, TRUE, type Condition } from './ast.ts';
import { compileFieldExpr } from './compile-field-expr.ts';
import { hasCall, isAggregate, parseFieldSpec } from './field-expr.ts';
import { compileCondition } from './compile-condition.ts';
import type { ListParams } from './list-params.ts';
import { parseFilters } from './parse-filters.ts';
import { refOf, resolveField, sourceKey, type ResolvedColumn } from './resolve-field.ts';

export interface ListScope {
  meta: DocTypeMeta;
  user: Principal;
  registry: MetaRegistry;
  controllers: ControllerMap;
  today: string;
}

/** A compiled listing: the query plus how to turn its rows into Frappe's output. */
export interface ListPlan {
  query: SelectQueryBuilder<any, any, any>;
  /** The query compiled once; listings reuse it with the same bound values. */
  compiled: CompiledQuery;
  keys: string[];
  decode(row: Record<string, unknown>, asDict: boolean): Record<string, unknown> | unknown[];
}

interface OutputColumn {
  key: string;
  expr: Expression<unknown>;
  aggregate: boolean;
  groupKey: string | null;
}

const AGGREGATE = /^(count|sum|avg|min|max)\s*\(/i;
const ALIAS = /^(.*\S)\s+as\s+([A-Za-z_][A-Za-z0-9_]*)$/i;
const ORDER_TERM = /^(.*?)(?:\s+(asc|desc))?$/i;

/**
 * Builds the SELECT of a listing (frappe/model/db_query.py): fields, joins, filters, the caller's
 * permission rules AND-ed into the same WHERE, grouping, ordering and paging. Every identifier
 * comes from metadata; output keys are mapped from positional aliases, so no request text is SQL.
 */
export function buildListQuery(tx: Pick<Tx, 'builder' | 'caps'>, scope: ListScope, params: ListParams): ListPlan {
  const { meta, user, registry, controllers } = scope;
  const { access, rowRule, levelAccess } = listAccess(scope, params);
  const readOnlySelect = !access.has('read');
  const readable = (r: ResolvedColumn): boolean => {
    if (r.source.kind === 'link') {
      const target = accessFor(r.owner, user, controllers);
      return target.has('read') && target.condition('read') === TRUE && (r.field === null || target.readableLevels.has(r.field.permlevel));
    }
    if (readOnlySelect && r.source.kind === 'main' && r.fieldname !== 'name' && r.fieldname !== meta.titleField) return false;
    if (r.source.kind === 'child' && !levelAccess.readableLevels.has(r.source.tableField.permlevel)) return false;
    return r.field === null || levelAccess.readableLevels.has(r.field.permlevel);
  };

  const joins = new Map<string, { alias: string; resolved: ResolvedColumn }>();
  const aliasFor = (r: ResolvedColumn): string => {
    if (r.source.kind === 'main') return 't';
    const key = sourceKey(r.source);
    let join = joins.get(key);
    if (!join) joins.set(key, (join = { alias: `j${joins.size + 1}`, resolved: r }));
    return join.alias;
  };
  const columnExpr = (r: ResolvedColumn) => sql.ref(`${aliasFor(r)}.${r.fieldname}`);

  const outputs: OutputColumn[] = [];
  const callAliases = new Set<string>();
  for (const text of params.fields) {
    for (const out of expandField(text.trim())) outputs.push(out);
  }
  function expandField(text: string): OutputColumn[] {
    if (text === '*' || text === '`*`') {
      const names = [...STANDARD_FIELDS, ...(meta.istable ? CHILD_STANDARD_FIELDS : []), ...meta.dataFields.map((f) => f.fieldname)];
      return names
        .map((n) => resolveField(n, meta, registry, () => true))
        .filter(readable)
        .map((r) => ({ key: r.fieldname, expr: columnExpr(r), aggregate: false, groupKey: `${aliasFor(r)}.${r.fieldname}` }));
    }
    if (hasCall(text)) {
      const spec = parseFieldSpec(text);
      const compiled = compileFieldExpr(spec.expr, (ref) => {
        const r = resolveField(ref, meta, registry, readable);
        return { expr: columnExpr(r), ref: refOf(r, aliasFor(r)) };
      }, tx.caps.functions);
      if (spec.alias) callAliases.add(spec.alias);
      const aggregate = isAggregate(spec.expr);
      return [{ key: spec.alias ?? text, expr: compiled.expr, aggregate, groupKey: aggregate ? null : `expr:${text}` }];
    }
    const aliased = ALIAS.exec(text);
    const body = aliased ? aliased[1].trim() : text;
    const key = aliased ? aliased[2] : text;
    const r = resolveField(body, meta, registry, () => true);
    // Frappe drops fields the caller may not read from `fields` without an error.
    if (!readable(r)) return [];
    const outKey = aliased ? key : r.fieldname;
    return [{ key: outKey, expr: columnExpr(r), aggregate: false, groupKey: `${aliasFor(r)}.${r.fieldname}` }];
  }
  // Frappe answers [] when every field asked for is one the caller may not read.
  const nothingReadable = outputs.length === 0 && params.fields.length > 0 && !params.fields.every((f) => f.trim() === 'name');
  if (outputs.length === 0) outputs.push({ key: 'name', expr: sql.ref('t.name'), aggregate: false, groupKey: 't.name' });

  const filterScope = { meta, registry, readable, today: scope.today, linkAlias: aliasFor };
  const filters = parseFilters(params.filters, filterScope);
  const orFilters = parseFilters(params.orFilters, filterScope);
  const where = nothingReadable ? FALSE : and([and(filters), orFilters.length > 0 ? or(orFilters) : TRUE, rowRule]);

  const groupBy = params.groupBy
    ? params.groupBy.split(',').map((t) => {
        const r = resolveField(t, meta, registry, readable);
        return `${aliasFor(r)}.${r.fieldname}`;
      })
    : [];
  const grouped = groupBy.length > 0 || outputs.some((o) => o.aggregate);
  if (grouped) {
    for (const o of outputs) {
      if (!o.aggregate && !groupBy.includes(o.groupKey!)) throw appError('DATA_ERROR', `Field ${o.key} must be in group_by or inside an aggregate`);
    }
  }
  const aliasKeys = new Set([...callAliases, ...params.fields.map((f) => ALIAS.exec(f.trim())?.[2]).filter((k): k is string => Boolean(k))]);
  const order = orderTerms(params.orderBy, grouped);
  function orderTerms(text: string, isGrouped: boolean): Array<[Expression<unknown>, 'asc' | 'desc']> {
    if (!text) {
      if (isGrouped) return [];
      const sortRef = resolveField(meta.sortField, meta, registry, () => true);
      const terms: Array<[Expression<unknown>, 'asc' | 'desc']> = [[columnExpr(sortRef), meta.sortOrder]];
      if (meta.sortField !== 'name') terms.push([sql.ref('t.name'), meta.sortOrder]);
      return terms;
    }
    const terms: Array<[Expression<unknown>, 'asc' | 'desc']> = [];
    let hasName = false;
    for (const part of text.split(',')) {
      const m = ORDER_TERM.exec(part.trim());
      const target = m?.[1].trim() ?? '';
      const dir = (m?.[2]?.toLowerCase() ?? 'asc') as 'asc' | 'desc';
      if (!target) throw appError('VALIDATION', `Invalid order_by: ${text.slice(0, 100)}`);
      const byKey = outputs.find((o) => o.key === target && (o.aggregate || aliasKeys.has(target)));
      if (byKey) {
        terms.push([byKey.expr, dir]);
        continue;
      }
      if (AGGREGATE.test(target) || /[()]/.test(target)) throw appError('VALIDATION', `Illegal SQL Query: functions in order_by must also be selected in fields`);
      const r = resolveField(target, meta, registry, readable);
      if (r.source.kind === 'main' && r.fieldname === 'name') hasName = true;
      if (isGrouped && !groupBy.includes(`${aliasFor(r)}.${r.fieldname}`)) throw appError('DATA_ERROR', `order_by ${target} must be in group_by`);
      terms.push([columnExpr(r), dir]);
    }
    // A unique tie-breaker keeps successive pages from overlapping (decisions D8).
    if (!hasName && !isGrouped && joins.size === 0) terms.push([sql.ref('t.name'), terms[terms.length - 1][1]]);
    return terms;
  }

  let q = tx.builder.selectFrom(tx.builder.dynamic.table(meta.tableName).as('t')) as SelectQueryBuilder<any, any, any>;
  for (const { alias, resolved } of joins.values()) {
    const source = resolved.source;
    if (source.kind === 'child') {
      q = q.leftJoin(tx.builder.dynamic.table(source.child.tableName).as(alias), (jb) =>
        jb.onRef(`${alias}.parent`, '=', 't.name').on(`${alias}.parenttype`, '=', meta.name).on(`${alias}.parentfield`, '=', source.tableField.fieldname),
      );
    } else if (source.kind === 'link') {
      q = q.leftJoin(tx.builder.dynamic.table(source.target.tableName).as(alias), (jb) => jb.onRef(`${alias}.name`, '=', `t.${source.linkField.fieldname}`));
    }
  }
  q = q.select(outputs.map((o, i) => sql`${o.expr}`.as(`c${i}`)));
  q = q.where((eb) => compileCondition(eb, where, tx.caps));
  if (groupBy.length > 0) q = q.groupBy(groupBy.map((g) => sql.ref(g)));
  for (const [expr, dir] of order) q = q.orderBy(expr as never, dir);
  if (params.pageLength > 0) q = q.limit(params.pageLength).offset(params.limitStart);

  const keys = outputs.map((o) => o.key);
  return {
    query: q,
    compiled: q.compile(),
    keys,
    decode(row, asDict) {
      if (!asDict) return keys.map((_, i) => row[`c${i}`]);
      const out: Record<string, unknown> = {};
      keys.forEach((k, i) => (out[k] = row[`c${i}`]));
      return out;
    },
  };
}

/** The access that governs a listing and the row rule AND-ed into it; child tables go through their parent. */
function listAccess(scope: ListScope, params: ListParams): { access: DocAccess; rowRule: Condition; levelAccess: DocAccess } {
  const { meta, user, registry, controllers } = scope;
  if (meta.istable) {
    const parentMeta = params.parent ? registry.get(params.parent) : undefined;
    if (!parentMeta || !parentMeta.tableFields.some((f) => f.options === meta.name)) {
      throw appError('PERMISSION_DENIED', `Please specify a valid parent DocType for ${meta.name}`);
    }
    const parentAccess = accessFor(parentMeta, user, controllers);
    if (!parentAccess.has('read')) throw permissionDenied(parentMeta.name, user, 'read');
    const rowRule: Condition = { kind: 'parent_exists', parentTable: parentMeta.tableName, parentType: parentMeta.name, where: parentAccess.condition('read') };
    return { access: parentAccess, rowRule, levelAccess: parentAccess };
  }
  const access = accessFor(meta, user, controllers);
  if (!access.has('read') && !access.has('select')) throw permissionDenied(meta.name, user, 'read');
  const rowRule = access.has('read') ? access.condition('read') : access.condition('select');
  return { access, rowRule, levelAccess: access };
}
