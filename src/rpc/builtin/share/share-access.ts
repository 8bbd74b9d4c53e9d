import { appError } from '../../../errors/app-error.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import type { DocContext } from '../../../model/doc-context.ts';
import { holdsShareRight } from '../../../model/share-right.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import type { MethodContext } from '../../method-context.ts';

/**
 * Frappe's check_share_permission: the caller must hold `share` on the document (its rules
 * evaluated on the stored values); else 403 "No permission to share ...". A missing document
 * answers the same, so the check never tells which names exist.
 */
export async function requireSharePermission(dc: DocContext, doctype: string, name: string): Promise<DocTypeMeta> {
  const meta = requireDocType(dc, doctype);
  if (!(await holdsShareRight(dc, meta, name))) throw appError('PERMISSION_DENIED', `No permission to share ${doctype} ${name}`);
  return meta;
}

/** The DocShare of a document for one user, or for everyone. */
export async function findShare(dc: DocContext, doctype: string, name: string, user: string | null, everyone: boolean): Promise<string | undefined> {
  let query = dc.tx.builder.selectFrom('tabDocShare').select('name').where('share_doctype', '=', doctype).where('share_name', '=', name);
  query = everyone ? query.where('everyone', '=', 1) : query.where('user', '=', user ?? '');
  return (await dc.tx.first<{ name: string }>(query))?.name;
}

/** Who a document is shared with (frappe.share get_users' rows), read with system rights: callers check read access first. */
export function documentShares(api: MethodContext, doctype: string, name: string): Promise<unknown[]> {
  return api.asSystem().list('DocShare', {
    fields: ['name', 'user', 'read', 'write', 'submit', 'share', 'everyone', 'owner', 'creation'],
    filters: [['share_doctype', '=', doctype], ['share_name', '=', name]],
    order_by: 'creation asc',
    limit_page_length: 0,
  });
}
