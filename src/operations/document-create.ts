import type { RequestContext } from '../context/request-context.ts';
import { insertDocument } from '../model/lifecycle/insert-document.ts';
import { accessFor } from '../model/permissions.ts';
import { serializeDoc } from '../model/serialize-doc.ts';
import { requireDocType } from './require-doctype.ts';
import { runOperation } from './run-operation.ts';

/** POST /api/resource/<doctype>: inserts a document and answers it as stored, nulls omitted. */
export function createDocument(ctx: RequestContext, doctype: string, input: Record<string, unknown>): Promise<Record<string, unknown>> {
  const meta = requireDocType(ctx, doctype);
  return runOperation(ctx, 'write', async (dc) => {
    const doc = await insertDocument(dc, meta, input);
    const access = accessFor(meta, ctx.user, ctx.site.controllers);
    return serializeDoc(meta, doc, ctx.site.meta, { noNulls: true, readableLevels: access.readableLevels });
  });
}
