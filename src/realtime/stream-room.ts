import { isGuest } from '../context/principal.ts';
import type { OperationRequest } from '../operations/operation-request.ts';
import { rooms } from '../context/realtime-event.ts';
import { appError } from '../errors/app-error.ts';
import { loadReadableDocument } from '../model/load-document.ts';
import { requireDocType } from '../operations/require-doctype.ts';
import { runOperation } from '../operations/run-operation.ts';
import { readReach } from './delivery-gate.ts';

/**
 * The room an SSE stream may follow, by the rules of a socket's doctype_subscribe and
 * doc_subscribe, but answered as a request is: 403 for a Guest or a DocType the caller cannot
 * read, 404 for a document that is missing or hidden from them.
 */
export async function streamRoom(ctx: OperationRequest, doctype: string, name: string | undefined): Promise<string> {
  if (isGuest(ctx.user)) throw appError('PERMISSION_DENIED', 'Guests cannot subscribe to realtime events; log in first');
  const meta = requireDocType(ctx, doctype);
  if (readReach(ctx.site, ctx.user, meta.name) === 'none') throw appError('PERMISSION_DENIED', `No permission to read ${meta.name}`);
  if (name === undefined) return rooms.doctype(meta.name);
  await runOperation(ctx, 'read', (dc) => loadReadableDocument(dc, meta, name));
  return rooms.doc(meta.name, name);
}
