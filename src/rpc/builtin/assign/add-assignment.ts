import { loadPrincipal } from '../../../auth/load-principal.ts';
import { appError } from '../../../errors/app-error.ts';
import type { DocContext } from '../../../model/doc-context.ts';
import type { Doc } from '../../../model/document.ts';
import { accessFor } from '../../../model/permissions.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { evaluateCondition } from '../../../query/evaluate-condition.ts';
import { escapeHtml } from '../../../util/html.ts';
import type { MethodContext } from '../../method-context.ts';
import { notifyAssignment } from '../notifications/assignment-logs.ts';
import { requireSharePermission } from '../share/share-access.ts';

/** One user's assignment of a document, as Frappe's assign_to.add makes it. */
export interface NewAssignment {
  readonly doctype: string;
  readonly name: string;
  readonly user: string;
  /** Already HTML-escaped. */
  readonly description: string;
  /** The raw text for the assignee's log, when the caller gave one. */
  readonly logDescription?: string | null;
  readonly priority?: string;
  readonly date?: unknown;
  /** The Assignment Rule that made it (ToDo `assignment_rule`). */
  readonly assignmentRule?: string;
  /**
   * Whether sharing the document with an assignee who cannot read it needs the caller's `share`
   * right: yes for the desk's assign_to.add, no for an Assignment Rule (docs/DECISIONS.md D100).
   */
  readonly shareNeedsRight: boolean;
}

/** Whether `user` may read `doc` by their own rights. */
async function userMayRead(dc: DocContext, user: string, doctype: string, doc: Doc): Promise<boolean> {
  const principal = await loadPrincipal(dc.site, (fn) => fn(dc.tx), user);
  if (!principal) return false;
  const access = accessFor(requireDocType(dc, doctype), principal, dc.site.controllers);
  return access.has('read') && evaluateCondition(access.condition('read'), doc);
}

/**
 * A ToDo allocated to the user and referencing the document (`_assign` follows), unless they
 * already have an open one (`duplicate`); an assignee who cannot read the document gets it shared
 * for reading (`shared`; with System Settings' `disable_document_sharing` the assignment is
 * refused instead, whoever asks). The assignee is told in the bell.
 */
export async function addAssignment(api: MethodContext, doc: Doc, a: NewAssignment): Promise<'added' | 'duplicate' | 'shared'> {
  const open = await api.asSystem().count('ToDo', [['reference_type', '=', a.doctype], ['reference_name', '=', a.name], ['status', '=', 'Open'], ['allocated_to', '=', a.user]]);
  if (open > 0) return 'duplicate';
  await api.ignoringPermissions().insert({
    doctype: 'ToDo', allocated_to: a.user, reference_type: a.doctype, reference_name: a.name, status: 'Open', priority: a.priority ?? 'Medium',
    description: a.description, assigned_by: api.user.name, ...(a.date ? { date: a.date } : {}), ...(a.assignmentRule ? { assignment_rule: a.assignmentRule } : {}),
  });
  await notifyAssignment(api, { assignedBy: api.user.name, allocatedTo: a.user, doctype: a.doctype, name: a.name, action: 'assign', description: a.logDescription ?? null });
  if (await userMayRead(api.dc, a.user, a.doctype, doc)) return 'added';
  if (api.dc.site.settings.disableDocumentSharing) {
    throw appError('VALIDATION', `User <strong>${escapeHtml(a.user)}</strong> is not permitted to access this document.<br>As document sharing is disabled, please give them the required permissions before assigning.`);
  }
  if (a.shareNeedsRight) await requireSharePermission(api.dc, a.doctype, a.name);
  const existing = await api.asSystem().count('DocShare', [['share_doctype', '=', a.doctype], ['share_name', '=', a.name], ['user', '=', a.user]]);
  if (existing === 0) await api.ignoringPermissions().insert({ doctype: 'DocShare', user: a.user, share_doctype: a.doctype, share_name: a.name, read: 1 });
  return 'shared';
}
