import { appError } from '../../../errors/app-error.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';
import { followOf } from './follow-records.ts';

/** DocTypes nobody follows (Frappe's list, with its log types). */
const NEVER_FOLLOWED = new Set([
  'Communication', 'ToDo', 'Email Unsubscribe', 'File', 'Comment', 'Email Account', 'Email Domain',
  'Version', 'Error Log', 'Scheduled Job Log', 'Event Sync Log', 'Event Update Log', 'Access Log', 'View Log', 'Activity Log',
  'Energy Point Log', 'Notification Log', 'Email Queue', 'DocShare', 'Document Follow', 'Console Log',
]);

const FOLLOW_PARAMS = [
  { name: 'doctype', type: 'str', required: true },
  { name: 'doc_name', type: 'str', required: true },
  { name: 'user', type: 'str', required: true },
] as const;

/**
 * Who may follow for whom, and what (docs/DECISIONS.md D52): a user follows as themselves (a
 * System Manager for anyone) a document they may read. Answers the DocType's definition.
 */
async function checkFollow(api: MethodContext, doctype: string, docName: string, user: string) {
  if (user !== api.user.name && !api.user.superuser && !api.user.roles.has('System Manager')) throw appError('PERMISSION_DENIED', 'You can only follow or unfollow documents for yourself');
  const meta = requireDocType(api.dc, doctype);
  await loadReadableDocument(api.dc, meta, docName);
  return meta;
}

/**
 * frappe.desk.form.document_follow.follow_document: `user` follows the document, answered as the
 * new Document Follow, or nothing when Frappe would not follow: a DocType never followed or
 * without `track_changes`, the Administrator, a user who has not turned on
 * `document_follow_notify`, or one who already follows it. The digest emails are not sent
 * (svc sends no mail yet).
 */
export const followDocument = whitelist({
  path: 'desk.form.document_follow.follow_document',
  methods: ['POST', 'PUT'],
  params: [...FOLLOW_PARAMS],
  handler: (api, a) => follow(api, a.doctype, a.doc_name, a.user),
});

async function follow(api: MethodContext, doctype: string, docName: string, user: string) {
  const meta = await checkFollow(api, doctype, docName, user);
  if (NEVER_FOLLOWED.has(meta.name) || !meta.trackChanges || user === 'Administrator') return null;
  const system = api.asSystem();
  const notify = (await system.list('User', { fields: ['document_follow_notify'], filters: [['name', '=', user]], limit_page_length: 1 })) as Array<{ document_follow_notify?: unknown }>;
  if (!Number(notify[0]?.document_follow_notify ?? 0)) return null;
  if (await followOf(system, meta.name, docName, user)) return null;
  return api.docs.insert({ doctype: 'Document Follow', ref_doctype: meta.name, ref_docname: docName, user });
}

/** frappe.desk.form.document_follow.unfollow_document: removes `user`'s follow; 1 when there was one, else 0. */
export const unfollowDocument = whitelist({
  path: 'desk.form.document_follow.unfollow_document',
  methods: ['POST', 'PUT'],
  params: [...FOLLOW_PARAMS],
  handler: (api, a) => unfollow(api, a.doctype, a.doc_name, a.user),
});

async function unfollow(api: MethodContext, doctype: string, docName: string, user: string): Promise<number> {
  const meta = await checkFollow(api, doctype, docName, user);
  const name = await followOf(api.asSystem(), meta.name, docName, user);
  if (!name) return 0;
  await api.docs.delete('Document Follow', name);
  return 1;
}

/** frappe.desk.form.document_follow.update_follow: the caller follows (`following` true) or stops following the document. */
export const updateFollow = whitelist({
  path: 'desk.form.document_follow.update_follow',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'doc_name', type: 'str', required: true },
    { name: 'following', type: 'bool', required: true },
  ],
  handler: (api, a) => (a.following ? follow(api, a.doctype, a.doc_name, api.user.name) : unfollow(api, a.doctype, a.doc_name, api.user.name)),
});
