import { CHILD_STANDARD_FIELDS, STANDARD_FIELDS, type DocTypeMeta } from '../meta/doctype-meta.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import type { ChildRow, Doc } from './document.ts';
import { objectOf, ownValue } from '../util/own.ts';

export interface SerializeOptions {
  /** Omit null fields (single-document responses, decisions D6). */
  noNulls: boolean;
  /** Field levels the caller may read; fields above them are left out. */
  readableLevels: ReadonlySet<number>;
}

/** Copies a document's own columns, in order, into a new object. */
type ColumnCopier = (doc: Doc) => Record<string, unknown>;

/**
 * Copiers by the caller's readable levels (one set per DocType and user, cached by the permission
 * layer), then DocType, then null handling.
 */
const copiers = new WeakMap<ReadonlySet<number>, WeakMap<DocTypeMeta, [ColumnCopier | undefined, ColumnCopier | undefined]>>();

/** The columns of `meta` a caller with `levels` reads, in Frappe's order. */
function readableColumns(meta: DocTypeMeta, levels: ReadonlySet<number>): string[] {
  const keys: string[] = [...STANDARD_FIELDS];
  if (meta.istable) keys.push(...CHILD_STANDARD_FIELDS);
  for (const field of meta.dataFields) if (levels.has(field.permlevel)) keys.push(field.fieldname);
  return keys;
}

/**
 * A function that copies exactly these columns with each name written out: every load and store
 * has one property name of its own, where a loop over names went through V8's megamorphic keyed
 * load and store for each column. Names come from parsed DocType metadata (lower-case letters,
 * digits and `_`) and are JSON-quoted; a list holding `__proto__` is copied by `objectOf`, which
 * defines it as a property instead of setting the prototype.
 */
function generateCopier(keys: readonly string[], noNulls: boolean): ColumnCopier {
  if (keys.includes('__proto__')) {
    return (doc) => {
      const kept = noNulls ? keys.filter((key) => ownValue(doc, key) != null) : keys;
      return objectOf(kept, kept.map((key) => ownValue(doc, key) ?? null));
    };
  }
  const lines = keys.map((key) => {
    const k = JSON.stringify(key);
    return noNulls ? `v = d[${k}]; if (v != null) o[${k}] = v;` : `v = d[${k}]; o[${k}] = v === undefined ? null : v;`;
  });
  return new Function('d', `const o = {}; let v;\n${lines.join('\n')}\nreturn o;`) as ColumnCopier;
}

function copierFor(meta: DocTypeMeta, options: SerializeOptions): ColumnCopier {
  let byMeta = copiers.get(options.readableLevels);
  if (!byMeta) copiers.set(options.readableLevels, (byMeta = new WeakMap()));
  let pair = byMeta.get(meta);
  if (!pair) byMeta.set(meta, (pair = [undefined, undefined]));
  const slot = options.noNulls ? 1 : 0;
  return (pair[slot] ??= generateCopier(readableColumns(meta, options.readableLevels), options.noNulls));
}

/** A document in Frappe's field order: standard fields, data fields, `doctype`, then tables (always present). */
export function serializeDoc(meta: DocTypeMeta, doc: Doc, registry: MetaRegistry, options: SerializeOptions): Record<string, unknown> {
  const out = copierFor(meta, options)(doc);
  out.doctype = meta.name;
  for (const field of meta.tableFields) {
    if (!options.readableLevels.has(field.permlevel)) continue;
    const child = registry.get(field.options!);
    const rows = (doc[field.fieldname] as ChildRow[] | undefined) ?? [];
    out[field.fieldname] = child ? rows.map((row) => serializeDoc(child, row, registry, options)) : [];
  }
  return out;
}
