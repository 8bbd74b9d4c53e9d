import { appError } from '../../errors/app-error.ts';
import type { Right } from '../../meta/doctype-meta.ts';
import { evaluateCondition } from '../../query/evaluate-condition.ts';
import type { DocAccess } from '../permissions.ts';
import type { Doc } from '../document.ts';
import type { Principal } from '../../context/principal.ts';

/** Whether the accessor holds `right` on this document: the DocType right and its row rule on the document's values. */
export function hasDocRight(access: DocAccess, right: Right, doc: Doc): boolean {
  return access.has(right) && evaluateCondition(access.condition(right), doc);
}

/** Throws 403 unless `user` holds `right` on this document (rules evaluated on its values). */
export function requireDocRight(access: DocAccess, user: Principal, right: Right, doc: Doc): void {
  if (hasDocRight(access, right, doc)) return;
  throw permissionDenied(access.meta.name, user, right, doc.name);
}

/** The 403 Frappe sends for a missing right (docs/DECISIONS.md F2). */
export function permissionDenied(doctype: string, user: Principal, right: Right, name?: unknown) {
  if (right === 'delete' && name !== undefined) {
    return appError('PERMISSION_DENIED', `User not allowed to delete ${doctype}: ${String(name)}`);
  }
  if (right === 'read' || right === 'select') {
    const message = `User <strong>${user.name}</strong> does not have doctype access via role permission for document <strong>${doctype}</strong>`;
    return appError('PERMISSION_DENIED', message, {
      messages: [{ message, title: 'Message' }],
      exceptionText: '',
      extra: { _error_message: `No permission for ${doctype}` },
    });
  }
  const message = `Insufficient Permission for ${doctype} (<strong>${right}</strong>)`;
  return appError('PERMISSION_DENIED', message, {
    messages: [{ message, title: 'Message', indicator: 'red', raise_exception: 1 }],
    extra: { _error_message: message },
  });
}
