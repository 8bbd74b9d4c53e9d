import type { Principal } from '../context/principal.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import { isPlainObject } from '../util/json.ts';
import type { ListPlan, ListScope } from './build-list-query.ts';
import type { ListQuery } from './list-query.ts';

const MAX_PLANS_PER_USER = 200;
const MAX_PARSED = 1000;
/** Longer argument texts are parsed every time: a client must not fill memory with huge keys. */
const MAX_WIRE_KEY = 4096;

/** A listing's arguments read once: the typed query and its canonical key. */
export interface ParsedListing {
  readonly query: ListQuery;
  readonly key: string;
}

interface DbCaches {
  plans: WeakMap<DocTypeMeta, WeakMap<Principal, Map<string, ListPlan>>>;
  /** Wire arguments (as sent) → their ListQuery: a repeated listing skips parsing and keying. */
  parsed: Map<string, ParsedListing>;
}

const caches = new WeakMap<object, DbCaches>();

function cachesOf(dbKey: object): DbCaches {
  let found = caches.get(dbKey);
  if (!found) caches.set(dbKey, (found = { plans: new WeakMap(), parsed: new Map() }));
  return found;
}

/**
 * The ListQuery of wire arguments, parsed once per distinct `wireKey` (the arguments exactly as
 * sent) and kept with its canonical key. Parsing is a pure function of the arguments, so equal
 * wire text always means an equal query.
 */
export function parsedListing(dbKey: object, wireKey: string, parse: () => ListQuery): ParsedListing {
  if (wireKey.length > MAX_WIRE_KEY) {
    const query = parse();
    return { query, key: queryKey(query) };
  }
  const { parsed } = cachesOf(dbKey);
  let found = parsed.get(wireKey);
  if (!found) {
    const query = parse();
    found = { query, key: queryKey(query) };
    if (parsed.size >= MAX_PARSED) parsed.delete(parsed.keys().next().value!);
    parsed.set(wireKey, found);
  }
  return found;
}

/**
 * Reuses the compiled plan of a listing the same user asked for before (same DocType metadata,
 * same arguments, same day for relative date filters). A plan holds its bound values, so equal
 * arguments mean an equal query; a change to users or DocTypes makes new principal or metadata
 * objects and so new entries.
 */
export function cachedListPlan(dbKey: object, scope: ListScope, listing: ParsedListing, build: () => ListPlan): ListPlan {
  const key = planKey(listing.key, scope);
  const { plans: byMeta } = cachesOf(dbKey);
  let perMeta = byMeta.get(scope.meta);
  if (!perMeta) byMeta.set(scope.meta, (perMeta = new WeakMap()));
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
 * The whole ListQuery, serialised canonically (object keys sorted): no argument can be left out
 * of the key, so a new one never makes two listings share a plan.
 */
export function queryKey(query: ListQuery): string {
  return JSON.stringify(query, (_key, value: unknown) =>
    isPlainObject(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : value,
  );
}

/** A query's key with what else a plan depends on: the day (relative date filters) and the DocTypes generation. */
export function planKey(key: string, scope: Pick<ListScope, 'today' | 'registry'>): string {
  return `${key}\u0000${scope.today}\u0000${scope.registry.generation}`;
}
