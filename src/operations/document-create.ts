import type { OperationRequest } from './operation-request.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { DocContext } from '../model/doc-context.ts';
import { insertDocument } from '../model/lifecycle/insert-document.ts';
import { accessFor } from '../model/permissions.ts';
import { serializeDoc } from '../model/serialize-doc.ts';
import { requireDocType } from './require-doctype.ts';
import { runOperation } from './run-operation.ts';

/** POST /api/resource/<doctype>: inserts a document and answers it as stored, nulls omitted. */
export function createDocument(ctx: OperationRequest, doctype: string, input: Record<string, unknown>): Promise<Record<string, unknown>> {
  const meta = requireDocType(ctx, doctype);
  return runOperation(ctx, 'write', (dc) => createInTx(dc, meta, input));
}

/** The create inside an open write transaction (a batch item runs exactly this). */
export async function createInTx(dc: DocContext, meta: DocTypeMeta, input: Record<string, unknown>): Promise<Record<string, unknown>> {
  const doc = await insertDocument(dc, meta, input);
  const access = accessFor(meta, dc.user, dc.site.controllers);
  return serializeDoc(meta, doc, dc.site.meta, { noNulls: true, readableLevels: access.readableLevels });
}
