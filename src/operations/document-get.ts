import type { OperationRequest } from './operation-request.ts';
import { loadReadableDocument } from '../model/load-document.ts';
import { readView } from './document-update.ts';
import { requireDocType } from './require-doctype.ts';
import { runOperation } from './run-operation.ts';
import { andThen } from '../util/awaitable.ts';

/** GET /api/resource/<doctype>/<name>: the document, nulls omitted, unreadable fields left out. */
export function getDocument(ctx: OperationRequest, doctype: string, name: string): Promise<Record<string, unknown>> {
  const meta = requireDocType(ctx, doctype);
  // The same view an update's or delete's precondition checks, so ETags agree across verbs.
  return runOperation(ctx, 'read', (dc) => andThen(loadReadableDocument(dc, meta, name), (doc) => readView(ctx, meta, doc)));
}
