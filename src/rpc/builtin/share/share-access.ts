import { SYSTEM } from '../../../context/principal.ts';
import { appError } from '../../../errors/app-error.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import type { DocContext } from '../../../model/doc-context.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { accessFor } from '../../../model/permissions.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { evaluateCondition } from '../../../query/evaluate-condition.ts';

/**
 * Frappe's check_share_permission: the caller must hold `share` on the document (its rules
 * evaluated on the stored values); else 403 "No permission to share ...". A missing document
 * answers the same, so the check never tells which names exist.
 */
export async function requireSharePermission(dc: DocContext, doctype: string, name: string): Promise<DocTypeMeta> {
  const meta = requireDocType(dc, doctype);
  const access = accessFor(meta, dc.user, dc.site.controllers);
  const doc = access.has('share') ? await loadReadableDocument({ ...dc, user: SYSTEM }, meta, name).catch(() => null) : null;
  if (!doc || !evaluateCondition(access.condition('share'), doc)) throw appError('PERMISSION_DENIED', `No permission to share ${doctype} ${name}`);
  return meta;
}

/** The DocShare of a document for one user, or for everyone. */
export async function findShare(dc: DocContext, doctype: string, name: string, user: string | null, everyone: boolean): Promise<string | undefined> {
  let query = dc.tx.builder.selectFrom('tabDocShare').select('name').where('share_doctype', '=', doctype).where('share_name', '=', name);
  query = everyone ? query.where('everyone', '=', 1) : query.where('user', '=', user ?? '');
  return (await dc.tx.first<{ name: string }>(query))?.name;
}
