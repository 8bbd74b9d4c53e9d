import { CHILD_STANDARD_FIELDS, STANDARD_FIELDS, type DocTypeMeta } from '../meta/doctype-meta.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import type { ChildRow, Doc } from './document.ts';
import { columnCopier, type ColumnCopier } from '../util/own.ts';

export interface SerializeOptions {
  /** Omit null fields (single-document responses, docs/DECISIONS.md D6). */
  noNulls: boolean;
  /** Field levels the caller may read; fields above them are left out. */
  readableLevels: ReadonlySet<number>;
}

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

function copierFor(meta: DocTypeMeta, options: SerializeOptions): ColumnCopier {
  let byMeta = copiers.get(options.readableLevels);
  if (!byMeta) copiers.set(options.readableLevels, (byMeta = new WeakMap()));
  let pair = byMeta.get(meta);
  if (!pair) byMeta.set(meta, (pair = [undefined, undefined]));
  const slot = options.noNulls ? 1 : 0;
  return (pair[slot] ??= columnCopier(readableColumns(meta, options.readableLevels), options.noNulls));
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
