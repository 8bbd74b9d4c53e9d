import type { RequestContext } from '../context/request-context.ts';
import { loadReadableDocument } from '../model/load-document.ts';
import { accessFor } from '../model/permissions.ts';
import { serializeDoc } from '../model/serialize-doc.ts';
import { requireDocType } from './require-doctype.ts';
import { runOperation } from './run-operation.ts';

/** GET /api/resource/<doctype>/<name>: the document, nulls omitted, unreadable fields left out. */
export function getDocument(ctx: RequestContext, doctype: string, name: string): Promise<Record<string, unknown>> {
  const meta = requireDocType(ctx, doctype);
  return runOperation(ctx, 'read', async (dc) => {
    const doc = await loadReadableDocument(dc, meta, name);
    const access = accessFor(meta, ctx.user, ctx.site.controllers);
    return serializeDoc(meta, doc, ctx.site.meta, { noNulls: true, readableLevels: access.readableLevels });
  });
}
