import type { OperationRequest } from './operation-request.ts';
import type { DocContext } from '../model/doc-context.ts';
import type { BatchOp } from './batch-ops.ts';
import { runItems, type ItemOutcome } from './batch-run.ts';
import { createInTx } from './document-create.ts';
import { deleteInTx } from './document-delete.ts';
import { updateInTx } from './document-update.ts';
import { requireDocType } from './require-doctype.ts';
import { runOperation, translateDbError } from './run-operation.ts';
import { appError, isAppError } from '../errors/app-error.ts';

/**
 * Calls a whitelisted method inside the batch's transaction with every check of a single call
 * (rpc's callMethodInTx, given by the route: operations do not know the method registry).
 */
export type MethodCaller = (dc: DocContext, path: string, args: Record<string, unknown>) => Promise<unknown>;

/**
 * POST /api/v2/batch: the operations in one write transaction, each through exactly the code its
 * single request runs (so each is permission-checked as that request would be). `atomic`: all or
 * nothing; otherwise each in its own savepoint with an outcome per item.
 */
export function runBatch(ctx: OperationRequest, ops: readonly BatchOp[], atomic: boolean, callMethod: MethodCaller): Promise<Array<ItemOutcome<unknown>>> {
  return runOperation(ctx, 'write', (dc) => runBatchInTx(dc, ops, atomic, callMethod));
}

/** The batch inside an open write transaction: a request's, or a background job's (Prefer: respond-async). */
export function runBatchInTx(dc: DocContext, ops: readonly BatchOp[], atomic: boolean, callMethod: MethodCaller): Promise<Array<ItemOutcome<unknown>>> {
  return runItems(dc, ops, atomic, async (idc, op, index) => {
    try {
      return await runOp(idc, op, callMethod);
    } catch (err) {
      throw atomic ? naming(index, translateDbError(dc.site.db, dc.log, err)) : err;
    }
  });
}

async function runOp(dc: DocContext, op: BatchOp, callMethod: MethodCaller): Promise<unknown> {
  switch (op.op) {
    case 'create':
      return createInTx(dc, requireDocType(dc, op.doctype), op.doc);
    case 'update':
      return updateInTx(dc, requireDocType(dc, op.doctype), op.name, op.doc);
    case 'delete':
      await deleteInTx(dc, requireDocType(dc, op.doctype), op.name);
      return 'ok';
    case 'method':
      return callMethod(dc, op.method, op.args);
  }
}

/** An atomic batch's failure: the item's error, its message prefixed with the item's index so the client knows which one. */
function naming(index: number, err: unknown): unknown {
  if (!isAppError(err)) return err;
  const prefix = (text: string) => `Operation ${index}: ${text}`;
  return appError(err.code, prefix(err.message), {
    messages: err.messages.map((m) => (m.raise_exception ? { ...m, message: prefix(m.message) } : m)),
    exceptionText: prefix(err.exceptionText),
    extra: err.extra,
    headers: err.headers,
    cause: err,
  });
}
