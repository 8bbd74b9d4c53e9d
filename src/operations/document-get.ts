import type { RequestContext } from '../context/request-context.ts';
import { loadReadableDocument } from '../model/load-document.ts';
import { readView } from './document-update.ts';
import { requireDocType } from './require-doctype.ts';
import { runOperation } from './run-operation.ts';

/** GET /api/resource/<doctype>/<name>: the document, nulls omitted, unreadable fields left out. */
export function getDocument(ctx: RequestContext, doctype: string, name: string): Promise<Record<string, unknown>> {
  const meta = requireDocType(ctx, doctype);
  return runOperation(ctx, 'read', async (dc) => {
    // The same view an update's or delete's precondition checks, so ETags agree across verbs.
    return readView(ctx, meta, await loadReadableDocument(dc, meta, name));
  });
}
