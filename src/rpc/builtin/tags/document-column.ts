import { appError } from '../../../errors/app-error.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import type { DocContext } from '../../../model/doc-context.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';

/**
 * A document the caller may read, for the per-document caches tags and likes keep in optional
 * columns. Frappe itself checks nothing here; svc asks for read, so a caller can neither probe
 * nor mark documents it cannot see. Singles and child tables have no such columns.
 */
export async function readableTarget(dc: DocContext, doctype: string, name: string): Promise<DocTypeMeta> {
  const meta = requireDocType(dc, doctype);
  if (meta.issingle || meta.istable) throw appError('VALIDATION', `${meta.name} documents cannot be tagged or liked`);
  await loadReadableDocument(dc, meta, name);
  return meta;
}
