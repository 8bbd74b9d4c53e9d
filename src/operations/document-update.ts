import type { RequestContext } from '../context/request-context.ts';
import { saveDocument } from '../model/lifecycle/save-document.ts';
import { loadReadableDocument } from '../model/load-document.ts';
import { accessFor } from '../model/permissions.ts';
import { serializeDoc } from '../model/serialize-doc.ts';
import { requireDocType } from './require-doctype.ts';
import { operationNow, runOperation } from './run-operation.ts';

/** PUT /api/resource/<doctype>/<name>: partial update (tables sent are replaced), row locked while saving. */
export function updateDocument(ctx: RequestContext, doctype: string, name: string, input: Record<string, unknown>): Promise<Record<string, unknown>> {
  const meta = requireDocType(ctx, doctype);
  return runOperation(ctx, 'write', async (dc) => {
    const old = await loadReadableDocument(dc, meta, name, true);
    // Stamped after the row lock is held: a writer that waited saves a later `modified`.
    const doc = await saveDocument({ ...dc, now: operationNow(ctx) }, meta, old, input);
    const access = accessFor(meta, ctx.user, ctx.site.controllers);
    return serializeDoc(meta, doc, ctx.site.meta, { noNulls: true, readableLevels: access.readableLevels });
  });
}
