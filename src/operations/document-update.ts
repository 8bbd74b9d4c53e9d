import type { OperationRequest } from './operation-request.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { ModelRequest } from '../model/controller.ts';
import type { DocContext } from '../model/doc-context.ts';
import type { Doc } from '../model/document.ts';
import { saveDocument } from '../model/lifecycle/save-document.ts';
import { loadReadableDocument } from '../model/load-document.ts';
import { accessFor } from '../model/permissions.ts';
import { serializeDoc } from '../model/serialize-doc.ts';
import { requireDocType } from './require-doctype.ts';
import { runOperation } from './run-operation.ts';
import { lockedNow } from '../model/doc-context.ts';

/**
 * Checks the document as the caller reads it (GET's `data`) before a write, inside the write's
 * transaction with the row locked, so no other write can land between the check and this one.
 * It throws to refuse the write (HTTP's If-Match).
 */
export type WritePrecondition = (current: Record<string, unknown>) => void;

/** PUT /api/resource/<doctype>/<name>: partial update (tables sent are replaced), row locked while saving. */
export function updateDocument(ctx: OperationRequest, doctype: string, name: string, input: Record<string, unknown>, precondition?: WritePrecondition): Promise<Record<string, unknown>> {
  const meta = requireDocType(ctx, doctype);
  return runOperation(ctx, 'write', (dc) => updateInTx(dc, meta, name, input, precondition));
}

/** The update inside an open write transaction (a batch item runs exactly this). */
export async function updateInTx(dc: DocContext, meta: DocTypeMeta, name: string, input: Record<string, unknown>, precondition?: WritePrecondition): Promise<Record<string, unknown>> {
  const old = await loadReadableDocument(dc, meta, name, true);
  if (precondition) precondition(readView(dc, meta, old));
  // Stamped after the row lock is held: a writer that waited saves a later `modified`.
  const doc = await saveDocument(lockedNow(dc), meta, old, input);
  return readView(dc, meta, doc);
}

/** A document as GET answers it to this caller: nulls omitted, unreadable fields left out. */
export function readView(ctx: ModelRequest, meta: DocTypeMeta, doc: Doc): Record<string, unknown> {
  const access = accessFor(meta, ctx.user, ctx.site.controllers);
  return serializeDoc(meta, doc, ctx.site.meta, { noNulls: true, readableLevels: access.readableLevels });
}
