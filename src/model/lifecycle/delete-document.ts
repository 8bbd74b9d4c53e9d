import { appError } from '../../errors/app-error.ts';
import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import { deleteAuthValues } from '../../storage/auth-table.ts';
import { deleteChildren, deleteRow } from '../../storage/repository.ts';
import type { DocContext } from '../doc-context.ts';
import type { Doc } from '../document.ts';
import { accessFor } from '../permissions.ts';
import { requireDocRight } from '../steps/check-permission.ts';
import { runEvent } from '../steps/run-event.ts';

/**
 * Deletes a loaded document (frappe/model/delete_doc.py): delete right, not submitted, on_trash,
 * then its rows, child rows and secrets, and finally no other document may still link to it.
 */
export async function deleteDocument(dc: DocContext, meta: DocTypeMeta, doc: Doc): Promise<void> {
  const access = accessFor(meta, dc.user, dc.site.controllers);
  requireDocRight(access, dc.user, 'delete', doc);
  if (meta.issingle) throw appError('VALIDATION', `${meta.name} is a single DocType and cannot be deleted`);
  if (Number(doc.docstatus) === 1) {
    throw appError('VALIDATION', `${meta.name} ${String(doc.name)}: Submitted Record cannot be deleted. You must Cancel it first.`);
  }
  await runEvent(dc, meta, doc, 'on_trash');
  await checkNoLinks(dc, meta, doc.name);
  for (const table of meta.tableFields) {
    const child = dc.site.meta.get(table.options!);
    if (child) await deleteChildren(dc.tx, child, meta.name, table.fieldname, doc.name);
  }
  await deleteAuthValues(dc.tx, meta.name, String(doc.name));
  await deleteRow(dc.tx, meta, doc.name);
}

/** 417 LinkExistsError when a live document (not cancelled) still links to the one being deleted. */
async function checkNoLinks(dc: DocContext, meta: DocTypeMeta, name: unknown): Promise<void> {
  for (const other of dc.site.meta.all()) {
    if (other.issingle) continue;
    for (const field of other.dataFields) {
      const isLink = field.fieldtype === 'Link' && field.options === meta.name;
      const dynamicType = field.fieldtype === 'Dynamic Link' ? field.options : null;
      if (!isLink && !dynamicType) continue;
      if (dynamicType && !other.fieldMap.get(dynamicType)?.column) continue;
      let q = dc.tx.builder
        .selectFrom(dc.tx.builder.dynamic.table(other.tableName).as('t'))
        .select(other.istable ? ['t.name', 't.parent', 't.parenttype'] : ['t.name'])
        .where(`t.${field.fieldname}`, '=', String(name))
        .where('t.docstatus', '!=', 2)
        .limit(1);
      if (dynamicType) q = q.where(`t.${dynamicType}`, '=', meta.name);
      if (other.name === meta.name) q = q.where('t.name', '!=', name as string);
      const hit = await dc.tx.first<{ name: unknown; parent?: unknown; parenttype?: string }>(q);
      if (!hit) continue;
      if (other.istable && hit.parenttype === meta.name && hit.parent === name) continue;
      const where = other.istable ? `${hit.parenttype} ${String(hit.parent)}` : `${other.name} ${String(hit.name)}`;
      throw appError('LINK_EXISTS', `Cannot delete or cancel because ${meta.name} ${String(name)} is linked with ${where}`);
    }
  }
}
