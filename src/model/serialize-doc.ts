import { CHILD_STANDARD_FIELDS, STANDARD_FIELDS, type DocTypeMeta } from '../meta/doctype-meta.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import type { ChildRow, Doc } from './document.ts';

export interface SerializeOptions {
  /** Omit null fields (single-document responses, decisions D6). */
  noNulls: boolean;
  /** Field levels the caller may read; fields above them are left out. */
  readableLevels: ReadonlySet<number>;
}

/** A document in Frappe's field order: standard fields, data fields, `doctype`, then tables (always present). */
export function serializeDoc(meta: DocTypeMeta, doc: Doc, registry: MetaRegistry, options: SerializeOptions): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
    if (value === undefined || (value === null && options.noNulls)) return;
    out[key] = value;
  };
  for (const key of STANDARD_FIELDS) put(key, doc[key] ?? null);
  if (meta.istable) for (const key of CHILD_STANDARD_FIELDS) put(key, doc[key] ?? null);
  for (const field of meta.dataFields) {
    if (!options.readableLevels.has(field.permlevel)) continue;
    put(field.fieldname, doc[field.fieldname] ?? null);
  }
  out.doctype = meta.name;
  for (const field of meta.tableFields) {
    if (!options.readableLevels.has(field.permlevel)) continue;
    const child = registry.get(field.options!);
    const rows = (doc[field.fieldname] as ChildRow[] | undefined) ?? [];
    out[field.fieldname] = child ? rows.map((row) => serializeDoc(child, row, registry, options)) : [];
  }
  return out;
}
