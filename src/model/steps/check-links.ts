import { appError } from '../../errors/app-error.ts';
import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import type { DocContext } from '../doc-context.ts';
import { rowLimit } from '../../query/row-limit.ts';
import { LINKS_IGNORED_ON_DELETE } from '../delete-references.ts';

/**
 * 417 LinkExistsError when another document still links to `name` (frappe/model/delete_doc.py
 * check_if_doc_is_linked and check_if_doc_is_dynamically_linked): for a delete any document
 * holding a Link counts, and any live one (draft or submitted) holding a Dynamic Link; for a cancel
 * only submitted ones, `amended_from` aside. Links from the document's own child rows do not count, nor, for a
 * delete, links from the records about it that go with it (LINKS_IGNORED_ON_DELETE).
 */
export async function checkNoLinks(dc: DocContext, meta: DocTypeMeta, name: unknown, action: 'delete' | 'cancel'): Promise<void> {
  for (const { owner: other, field, typeField: dynamicType } of dc.site.meta.linksTo(meta.name)) {
    if (other.issingle) continue;
    if (action === 'delete' && LINKS_IGNORED_ON_DELETE.has(other.name)) continue;
    // An amendment names what it amends; it never holds that document from being cancelled (Frappe skips the field).
    if (action === 'cancel' && field.fieldname === 'amended_from') continue;
    let q = dc.tx.builder
      .selectFrom(dc.tx.builder.dynamic.table(other.tableName).as('t'))
      .select(other.istable ? ['t.name', 't.parent', 't.parenttype'] : ['t.name'])
      .where(`t.${field.fieldname}`, '=', String(name))
      .limit(rowLimit(1, dc.tx.caps));
    // A delete counts every document holding a Link, cancelled ones too, but only live ones holding a Dynamic Link (Frappe's two checks).
    if (action === 'cancel') q = q.where('t.docstatus', '=', 1);
    else if (dynamicType) q = q.where('t.docstatus', '!=', 2);
    if (dynamicType) q = q.where(`t.${dynamicType}`, '=', meta.name);
    if (other.istable && action === 'delete') q = q.where('t.parenttype', 'not in', [...LINKS_IGNORED_ON_DELETE]);
    // The document's own child rows, in the query: a LIMIT 1 that found one would hide another document's row.
    if (other.istable) q = q.where((eb) => eb.or([eb('t.parenttype', '!=', meta.name), eb('t.parent', '!=', String(name))]));
    if (other.name === meta.name) q = q.where('t.name', '!=', name as string);
    const hit = await dc.tx.first<{ name: unknown; parent?: unknown; parenttype?: string }>(q);
    if (!hit) continue;
    // Frappe's delete_doc points a DocType that can be switched off at that instead.
    if (action === 'delete' && (meta.fieldMap.has('enabled') || meta.fieldMap.has('disabled'))) {
      throw appError('LINK_EXISTS', `You can disable this ${meta.name} instead of deleting it.`);
    }
    const where = other.istable ? `${hit.parenttype} ${String(hit.parent)}` : `${other.name} ${String(hit.name)}`;
    throw appError('LINK_EXISTS', `Cannot delete or cancel because ${meta.name} ${String(name)} is linked with ${where}`);
  }
}
