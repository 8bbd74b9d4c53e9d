import type { OperationRequest } from './operation-request.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { DocContext } from '../model/doc-context.ts';
import { deleteDocument as deleteLoaded } from '../model/lifecycle/delete-document.ts';
import { loadReadableDocument } from '../model/load-document.ts';
import { readView, type WritePrecondition } from './document-update.ts';
import { requireDocType } from './require-doctype.ts';
import { runOperation } from './run-operation.ts';

/** DELETE /api/resource/<doctype>/<name>; `precondition` sees the locked document as GET shows it. */
export function deleteDocument(ctx: OperationRequest, doctype: string, name: string, precondition?: WritePrecondition): Promise<void> {
  const meta = requireDocType(ctx, doctype);
  return runOperation(ctx, 'write', (dc) => deleteInTx(dc, meta, name, precondition));
}

/** The delete inside an open write transaction (a batch item runs exactly this). */
export async function deleteInTx(dc: DocContext, meta: DocTypeMeta, name: string, precondition?: WritePrecondition): Promise<void> {
  const doc = await loadReadableDocument(dc, meta, name, true);
  if (precondition) precondition(readView(dc, meta, doc));
  await deleteLoaded(dc, meta, doc);
}
