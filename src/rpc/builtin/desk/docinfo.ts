import { RIGHTS } from '../../../meta/doctype-meta.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import type { Doc } from '../../../model/document.ts';
import { accessFor } from '../../../model/permissions.ts';
import { hasDocRight } from '../../../model/steps/check-permission.ts';
import type { MethodContext } from '../../method-context.ts';
import { communicationsOf } from '../form/communications.ts';
import { followOf } from '../form/follow-records.ts';
import { userInfoOf } from '../form/user-info.ts';
import { documentShares } from '../share/share-access.ts';

/** Comment types whose entries the form's timeline shows under their own key (frappe/desk/form/load.py). */
const LOG_KEYS: Record<string, string> = {
  Like: 'like_logs', Info: 'info_logs', Edit: 'info_logs', Label: 'info_logs', Assigned: 'assignment_logs', 'Assignment Completed': 'assignment_logs',
  Attachment: 'attachment_logs', 'Attachment Removed': 'attachment_logs', Shared: 'share_logs', Unshared: 'share_logs', Workflow: 'workflow_logs',
};

/** The caller's rights on this one document: Frappe's get_doc_permissions, 1 or 0 per right. */
export function docPermissions(api: MethodContext, meta: DocTypeMeta, doc: Doc): Record<string, number> {
  const access = accessFor(meta, api.user, api.dc.site.controllers);
  return Object.fromEntries(RIGHTS.map((right) => [right, hasDocRight(access, right, doc) ? 1 : 0]));
}

/**
 * A form's `docinfo` (frappe.desk.form.load.get_docinfo): attachments, comments and the timeline
 * logs, the latest 21 communications (automated messages apart), open assignments to someone,
 * shares, tags, whether the caller follows the document, the caller's rights on it, and
 * `user_info` for every user these name. The caller may read the document; what hangs off it is
 * read with system rights, as Frappe does (the last ten versions among it). Kinds svc does not
 * keep (views, energy points, milestones) answer empty lists.
 */
export async function docinfoOf(api: MethodContext, meta: DocTypeMeta, doc: Doc): Promise<Record<string, unknown>> {
  const system = api.asSystem();
  const doctype = meta.name;
  const name = String(doc.name);
  const about = (typeField: string, nameField: string) => [[typeField, '=', doctype], [nameField, '=', name]];
  const attachments = await system.list('File', { fields: ['name', 'file_name', 'file_url', 'is_private'], filters: about('attached_to_doctype', 'attached_to_name'), order_by: 'creation asc', limit_page_length: 0 });
  const timeline = (await system.list('Comment', {
    fields: ['name', 'creation', 'content', 'owner', 'comment_type', 'comment_email'], filters: about('reference_doctype', 'reference_name'), order_by: 'creation desc', limit_page_length: 0,
  })) as Array<Record<string, unknown>>;
  const logs: Record<string, unknown[]> = { like_logs: [], info_logs: [], assignment_logs: [], attachment_logs: [], share_logs: [], workflow_logs: [] };
  for (const entry of timeline) {
    const key = LOG_KEYS[String(entry.comment_type)];
    if (key) logs[key].push(entry);
  }
  const comments = timeline.filter((c) => c.comment_type === 'Comment');
  const assignments = await system.list('ToDo', {
    fields: ['name', 'allocated_to as owner', 'description', 'status'], filters: [...about('reference_type', 'reference_name'), ['status', 'not in', ['Cancelled', 'Closed']], ['allocated_to', 'is', 'set']], order_by: 'creation asc', limit_page_length: 0,
  });
  const shared = await documentShares(api, doctype, name);
  const versions = await system.list('Version', { fields: ['name', 'owner', 'creation', 'data'], filters: about('ref_doctype', 'docname'), order_by: 'creation desc', limit_page_length: 10 });
  const tagRow = (await system.list('Tag Link', { fields: ['tag'], filters: about('document_type', 'document_name'), order_by: 'creation asc', limit_page_length: 0 })) as Array<{ tag: string }>;
  const allCommunications = await communicationsOf(system, doctype, name, 0, 21);
  const communications = allCommunications.filter((c) => c.communication_type !== 'Automated Message');
  const users = [
    ...communications.map((c) => c.sender), ...(shared as Array<{ user?: unknown }>).map((s) => s.user), ...(assignments as Array<{ owner?: unknown }>).map((a) => a.owner),
    ...[...Object.values(logs).flat(), ...comments].map((c) => (c as { owner?: unknown }).owner),
  ];
  return {
    doctype, name, user_info: await userInfoOf(system, users),
    attachments, communications, automated_messages: allCommunications.filter((c) => c.communication_type === 'Automated Message'), versions, assignments,
    permissions: docPermissions(api, meta, doc), shared,
    views: [], energy_point_logs: [], additional_timeline_content: [], milestones: [], is_document_followed: await followOf(system, doctype, name, api.user.name),
    tags: tagRow.map((t) => t.tag).join(','), document_email: null,
    comments, total_comments: comments.length, ...logs,
  };
}
