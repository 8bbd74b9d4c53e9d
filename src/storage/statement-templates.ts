import type { CompiledQuery, Kysely } from 'kysely';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';

/**
 * A compiled statement kept per (database builder, DocType, key) whose parameters are refilled
 * on each use. Building and compiling a Kysely tree costs more than running the statement on
 * SQLite; the SQL of "row by name", "insert row" and "update row" only depends on the DocType.
 */
export interface Template {
  sql: string;
  /** The parameters compiled with the template; placeholders are `Template.SLOT` values. */
  parameters: readonly unknown[];
}

/** Marks a parameter position that each use fills in. */
export const SLOT = Symbol('slot');

const cache = new WeakMap<Kysely<any>, WeakMap<DocTypeMeta, Map<unknown, Template>>>();

/** The template for `key`, compiled once by `build`. */
export function template(builder: Kysely<any>, meta: DocTypeMeta, key: unknown, build: () => CompiledQuery): Template {
  let perBuilder = cache.get(builder);
  if (!perBuilder) cache.set(builder, (perBuilder = new WeakMap()));
  let perMeta = perBuilder.get(meta);
  if (!perMeta) perBuilder.set(meta, (perMeta = new Map()));
  let t = perMeta.get(key);
  if (!t) {
    const compiled = build();
    t = { sql: compiled.sql, parameters: compiled.parameters };
    if (perMeta.size > 256) perMeta.clear();
    perMeta.set(key, t);
  }
  return t;
}

/** A runnable query from a template: slots filled in order from `values`. */
export function fill(t: Template, values: unknown[]): CompiledQuery {
  let i = 0;
  const parameters = t.parameters.map((p) => (p === SLOT ? values[i++] : p));
  return { sql: t.sql, parameters } as unknown as CompiledQuery;
}
