import type { OperationRequest } from './operation-request.ts';
import { appError, isAppError } from '../errors/app-error.ts';
import { isPlainObject } from '../util/json.ts';
import { runItems } from './batch-run.ts';
import { bulkList } from './document-bulk.ts';
import { deleteInTx } from './document-delete.ts';
import { updateInTx } from './document-update.ts';
import { requireDocType } from './require-doctype.ts';
import { runOperation } from './run-operation.ts';

/** One document of a cross-DocType bulk request, or why it could not be read. */
type Target = { doctype: string | null; name: string | null; changes: Record<string, unknown>; refused?: string };

/** Frappe develop's cross-DocType bulk answer (frappe/api/v2.py execute_bulk_update, execute_bulk_delete). */
export interface BulkAnyResult {
  done: Array<{ doctype: string; name: string }>;
  failed: Array<{ doctype: string | null; name: string | null; error: string }>;
  total: number;
  docs: Array<Record<string, unknown>>;
}

/**
 * POST /api/v2/method/bulk_update (Frappe's develop branch, frappe-ui's useBulkUpdate): `docs`, a
 * list of `{doctype, name, ...fields}` of any DocTypes, each a partial update in its own
 * savepoint; an item that is no such object, or names no DocType or document the caller may
 * write, fails alone. Frappe queues lists over 20 as a job; svc runs up to 200 inline.
 */
export function bulkUpdateAny(ctx: OperationRequest, raw: unknown): Promise<BulkAnyResult> {
  return runBulk(ctx, raw, 'update');
}

/** POST /api/v2/method/bulk_delete: `docs`, a list of `{doctype, name}`, each deleted in its own savepoint. */
export function bulkDeleteAny(ctx: OperationRequest, raw: unknown): Promise<BulkAnyResult> {
  return runBulk(ctx, raw, 'delete');
}

async function runBulk(ctx: OperationRequest, raw: unknown, kind: 'update' | 'delete'): Promise<BulkAnyResult> {
  const targets = bulkList('docs', raw).map((item) => targetOf(item, kind));
  return runOperation(ctx, 'write', async (dc) => {
    const outcomes = await runItems(dc, targets, false, async (idc, t) => {
      if (t.refused) throw appError('VALIDATION', t.refused);
      const meta = requireDocType(idc, t.doctype!);
      return kind === 'update' ? updateInTx(idc, meta, t.name!, t.changes) : deleteInTx(idc, meta, t.name!);
    });
    const result: BulkAnyResult = { done: [], failed: [], total: targets.length, docs: [] };
    outcomes.forEach((o, i) => {
      const { doctype, name } = targets[i];
      if (o.ok) {
        result.done.push({ doctype: doctype!, name: name! });
        if (kind === 'update' && isPlainObject(o.value)) result.docs.push(o.value);
      } else result.failed.push({ doctype, name, error: isAppError(o.error) ? `${o.error.excType}: ${o.error.message}` : 'Internal error' });
    });
    return result;
  });
}

function targetOf(item: unknown, kind: 'update' | 'delete'): Target {
  const keys = kind === 'update' ? "'doctype', 'name', and field values" : "'doctype' and 'name' keys";
  if (!isPlainObject(item)) return { doctype: null, name: null, changes: {}, refused: `Each document must be a dictionary with ${keys}` };
  const { doctype, name, flags: _flags, ...changes } = item;
  const target: Target = { doctype: typeof doctype === 'string' ? doctype : null, name: null, changes };
  if (typeof name === 'number' && Number.isInteger(name)) target.name = String(name);
  else if (typeof name === 'string' && name) target.name = name;
  if (!target.doctype) target.refused = "'doctype' must be a string";
  else if (target.name === null) target.refused = "'name' must be a string or integer";
  return target;
}
