import type { RequestContext } from '../context/request-context.ts';
import { deleteDocument as deleteLoaded } from '../model/lifecycle/delete-document.ts';
import { loadReadableDocument } from '../model/load-document.ts';
import { requireDocType } from './require-doctype.ts';
import { runOperation } from './run-operation.ts';

/** DELETE /api/resource/<doctype>/<name>. */
export function deleteDocument(ctx: RequestContext, doctype: string, name: string): Promise<void> {
  const meta = requireDocType(ctx, doctype);
  return runOperation(ctx, 'write', async (dc) => {
    const doc = await loadReadableDocument(dc, meta, name, true);
    await deleteLoaded(dc, meta, doc);
  });
}
