import { SYSTEM } from '../context/principal.ts';
import { isAppError } from '../errors/app-error.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import { evaluateCondition } from '../query/evaluate-condition.ts';
import { contextWith, type DocContext } from './doc-context.ts';
import { loadReadableDocument } from './load-document.ts';
import { accessFor } from './permissions.ts';

/**
 * Frappe's check_share_permission: whether the acting user holds `share` on a stored document,
 * its rules evaluated on the stored values. A missing document answers false, like one the user
 * may not share, so callers never tell which names exist; any other failure (the database) is
 * thrown as it is.
 */
export async function holdsShareRight(dc: DocContext, meta: DocTypeMeta, name: string): Promise<boolean> {
  const access = accessFor(meta, dc.user, dc.site.controllers);
  if (!access.has('share')) return false;
  try {
    return evaluateCondition(access.condition('share'), await loadReadableDocument(contextWith(dc, { user: SYSTEM }), meta, name));
  } catch (err) {
    if (isAppError(err) && err.code === 'DOC_NOT_FOUND') return false;
    throw err;
  }
}
