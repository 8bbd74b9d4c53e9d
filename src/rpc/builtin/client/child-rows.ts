import { appError } from '../../../errors/app-error.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import type { DocContext } from '../../../model/doc-context.ts';
import type { ChildRow, Doc } from '../../../model/document.ts';
import { loadReadableDocument, notFound } from '../../../model/load-document.ts';
import { accessFor } from '../../../model/permissions.ts';
import { permissionDenied } from '../../../model/steps/check-permission.ts';
import { TRUE } from '../../../query/ast.ts';
import { selectRow } from '../../../query/select-row.ts';

/** A child row located in the parent document that holds it. */
export interface ChildLocation {
  parentMeta: DocTypeMeta;
  parent: Doc;
  /** The parent's table field holding the row. */
  fieldname: string;
  row: ChildRow;
}

/**
 * The parent DocType a request names for a child table (frappe/client.py check_parent_permission):
 * it must hold the child in a table field and be readable, else 403 as the listing answers.
 */
export function requireParentDocType(dc: DocContext, child: DocTypeMeta, parent: unknown): DocTypeMeta {
  const parentMeta = typeof parent === 'string' && parent ? dc.site.meta.get(parent) : undefined;
  if (!parentMeta || !parentMeta.tableFields.some((f) => f.options === child.name)) {
    throw appError('PERMISSION_DENIED', `Please specify a valid parent DocType for ${child.name}`);
  }
  if (!accessFor(parentMeta, dc.user, dc.site.controllers).has('read')) throw permissionDenied(parentMeta.name, dc.user, 'read');
  return parentMeta;
}

/**
 * Finds a child row by name and loads its parent under the parent's read rule (optionally locked):
 * a row whose parent the user may not read answers 404 like a missing one. `parentDoctype`, when
 * given, must be the row's parent type.
 */
export async function loadChildRow(dc: DocContext, child: DocTypeMeta, name: string, forUpdate: boolean, parentDoctype?: string): Promise<ChildLocation> {
  const stored = await selectRow(dc.tx, child, name, TRUE);
  const parentMeta = stored ? dc.site.meta.get(String(stored.parenttype)) : undefined;
  if (!stored || !parentMeta || (parentDoctype !== undefined && parentMeta.name !== parentDoctype)) throw notFound(child.name, name);
  const parent = await loadReadableDocument(dc, parentMeta, String(stored.parent), forUpdate);
  const fieldname = String(stored.parentfield);
  const row = ((parent[fieldname] as ChildRow[] | undefined) ?? []).find((r) => r.name === name);
  if (!row) throw notFound(child.name, name);
  return { parentMeta, parent, fieldname, row };
}

/** The rows of a parent's table as save input: stored rows (kept by name), with one row changed, removed or added. */
export function tableInput(location: Pick<ChildLocation, 'parent' | 'fieldname'>, change: { replace?: ChildRow; remove?: string; append?: ChildRow }): ChildRow[] {
  const rows = ((location.parent[location.fieldname] as ChildRow[] | undefined) ?? []).filter((r) => r.name !== change.remove);
  const out = rows.map((r) => (change.replace && r.name === change.replace.name ? change.replace : r));
  if (change.append) out.push(change.append);
  return out;
}
