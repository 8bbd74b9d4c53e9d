import type { OperationRequest } from './operation-request.ts';
import { loadReadableDocument } from '../model/load-document.ts';
import { isPlainObject } from '../util/json.ts';
import { readView } from './document-update.ts';
import { requireDocType } from './require-doctype.ts';
import { runOperation } from './run-operation.ts';

/** What frappe.copy_doc clears on the copy; `docstatus` too, as outside Frappe's tests. */
const CLEARED = ['name', 'owner', 'creation', 'modified', 'modified_by', 'docstatus'];

/**
 * GET /api/v2/document/<doctype>/<name>/copy (Frappe develop's copy_doc): the document as the
 * caller may read it, made ready to post as a new one: its name, owner, timestamps, docstatus and
 * amendment cleared, on its child rows too, no_copy fields kept (Frappe's ignore_no_copy),
 * nulls left out.
 */
export function copyDocument(ctx: OperationRequest, doctype: string, name: string): Promise<Record<string, unknown>> {
  const meta = requireDocType(ctx, doctype);
  return runOperation(ctx, 'read', async (dc) => {
    const view = readView(ctx, meta, await loadReadableDocument(dc, meta, name));
    const copy = without(view, [...CLEARED, 'amended_from', 'amendment_date']);
    for (const table of meta.tableFields) {
      const rows = copy[table.fieldname];
      if (Array.isArray(rows)) copy[table.fieldname] = rows.map((row) => (isPlainObject(row) ? without(row, CLEARED) : row));
    }
    return copy;
  });
}

function without(doc: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(doc)) if (!keys.includes(k) && v !== null && v !== undefined) out[k] = v;
  return out;
}
