import type { Principal } from '../context/principal.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import { isPlainObject } from '../util/json.ts';
import type { ListPlan, ListScope } from './build-list-query.ts';
import type { ListQuery } from './list-query.ts';

const MAX_PLANS_PER_USER = 200;
const cache = new WeakMap<object, WeakMap<DocTypeMeta, WeakMap<Principal, Map<string, ListPlan>>>>();

/**
 * Reuses the compiled plan of a listing the same user asked for before (same DocType metadata,
 * same arguments, same day for relative date filters). A plan holds its bound values, so equal
 * arguments mean an equal query; a change to users or DocTypes makes new principal or metadata
 * objects and so new entries.
 */
export function cachedListPlan(dbKey: object, scope: ListScope, query: ListQuery, build: () => ListPlan): ListPlan {
  const key = planKey(query, scope);
  let perDb = cache.get(dbKey);
  if (!perDb) cache.set(dbKey, (perDb = new WeakMap()));
  let perMeta = perDb.get(scope.meta);
  if (!perMeta) perDb.set(scope.meta, (perMeta = new WeakMap()));
  let plans = perMeta.get(scope.user);
  if (!plans) perMeta.set(scope.user, (plans = new Map()));
  let plan = plans.get(key);
  if (!plan) {
    plan = build();
    if (plans.size >= MAX_PLANS_PER_USER) plans.delete(plans.keys().next().value!);
    plans.set(key, plan);
  }
  return plan;
}

/**
 * The whole ListQuery, serialised canonically (object keys sorted), with what else a plan depends
 * on: no argument can be left out of the key, so a new one never makes two listings share a plan.
 */
export function planKey(query: ListQuery, scope: Pick<ListScope, 'today' | 'registry'>): string {
  return JSON.stringify([query, scope.today, scope.registry.generation], (_key, value: unknown) =>
    isPlainObject(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : value,
  );
}
