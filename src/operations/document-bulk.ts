import type { OperationRequest } from './operation-request.ts';
import { appError, isAppError } from '../errors/app-error.ts';
import { isPlainObject } from '../util/json.ts';
import { MAX_DOCUMENT_DEPTH, parseJsonWithin, tooDeepMessage } from '../util/json-depth.ts';
import { MAX_BATCH_ITEMS, runItems, type ItemOutcome } from './batch-run.ts';
import { deleteInTx } from './document-delete.ts';
import { updateInTx } from './document-update.ts';
import { requireDocType } from './require-doctype.ts';
import { runOperation } from './run-operation.ts';

/** Frappe develop's bulk answer (frappe/api/v2.py execute_bulk_*_docs), `docs` the updated documents as the caller reads them. */
export interface BulkResult {
  done: string[];
  failed: Array<{ name: string; error: string }>;
  total: number;
  docs: Array<Record<string, unknown>>;
}

/**
 * POST /api/v2/document/<doctype>/bulk_update (Frappe's develop branch): `docs`, a list of
 * `{name, ...fields}`, each a partial update in its own savepoint, as the single PATCH would run
 * it. Frappe queues lists over 20 as a background job; svc runs up to MAX_BATCH_ITEMS inline.
 */
export function bulkUpdate(ctx: OperationRequest, doctype: string, raw: unknown): Promise<BulkResult> {
  const meta = requireDocType(ctx, doctype);
  const docs = bulkList('docs', raw).map((item, i) => {
    if (!isPlainObject(item)) throw appError('VALIDATION', `docs[${i}]: each update must be an object with 'name' and field values`);
    const { name, flags: _flags, doctype: _doctype, ...changes } = item;
    return { name: nameOf(`docs[${i}].name`, name), changes };
  });
  return runOperation(ctx, 'write', async (dc) => {
    const outcomes = await runItems(dc, docs, false, (idc, d) => updateInTx(idc, meta, d.name, d.changes));
    return collect(docs.map((d) => d.name), outcomes);
  });
}

/** POST /api/v2/document/<doctype>/bulk_delete (Frappe's develop branch): `names`, each deleted in its own savepoint. */
export function bulkDelete(ctx: OperationRequest, doctype: string, raw: unknown): Promise<BulkResult> {
  const meta = requireDocType(ctx, doctype);
  const names = bulkList('names', raw).map((name, i) => nameOf(`names[${i}]`, name));
  return runOperation(ctx, 'write', async (dc) => collect(names, await runItems(dc, names, false, (idc, name) => deleteInTx(idc, meta, name))));
}

/** The list a bulk request names (`docs` or `names`), from JSON or from a form field's JSON text; 417 otherwise. */
export function bulkList(key: 'docs' | 'names', raw: unknown): unknown[] {
  let list = raw;
  if (typeof raw === 'string') {
    const parsed = parseJsonWithin(raw, MAX_DOCUMENT_DEPTH);
    if (!parsed.ok) throw appError('VALIDATION', parsed.tooDeep ? tooDeepMessage(`'${key}'`, MAX_DOCUMENT_DEPTH) : `'${key}' must be a list`);
    list = parsed.value;
  }
  if (!Array.isArray(list)) throw appError('VALIDATION', `'${key}' must be a list`);
  if (list.length > MAX_BATCH_ITEMS) throw appError('VALIDATION', `Only ${MAX_BATCH_ITEMS} documents allowed in one bulk request, got ${list.length}`);
  return list;
}

function nameOf(where: string, name: unknown): string {
  if (typeof name === 'number' && Number.isInteger(name)) return String(name);
  if (typeof name !== 'string' || !name) throw appError('VALIDATION', `${where}: 'name' must be a string or integer`);
  return name;
}

function collect(names: readonly string[], outcomes: ReadonlyArray<ItemOutcome<unknown>>): BulkResult {
  const result: BulkResult = { done: [], failed: [], total: names.length, docs: [] };
  outcomes.forEach((o, i) => {
    if (o.ok) {
      result.done.push(names[i]);
      if (isPlainObject(o.value)) result.docs.push(o.value);
    } else result.failed.push({ name: names[i], error: isAppError(o.error) ? `${o.error.excType}: ${o.error.message}` : 'Internal error' });
  });
  return result;
}
