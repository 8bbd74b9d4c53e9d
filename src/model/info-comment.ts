import { rowExists, selectColumns } from '../storage/repository.ts';
import { personName } from '../util/person-name.ts';
import { asTrusted, type DocContext } from './doc-context.ts';
import { insertDocument } from './lifecycle/insert-document.ts';

const NAME_COLUMNS = ['first_name', 'last_name'];

/** Frappe's get_fullname: the user's first and last names, or their id when there are none. */
export async function fullNameOf(dc: DocContext, user: string): Promise<string> {
  const meta = dc.site.meta.get('User');
  const row = meta ? await selectColumns(dc.tx, meta, user, NAME_COLUMNS) : undefined;
  return personName(row?.first_name, row?.last_name) || user;
}

/**
 * A timeline entry on a document (Frappe's Document.add_comment): a Comment of `commentType`
 * ("Assigned", "Shared", "Attachment", ...) in the acting user's name, whatever their rights on
 * Comment. Its insert publishes the docinfo_update Frappe's form listens for. A reference to an
 * unknown DocType or a document already gone gets none, as Frappe's File skips one.
 */
export async function addInfoComment(dc: DocContext, doctype: unknown, name: unknown, commentType: string, text: string): Promise<void> {
  if (typeof doctype !== 'string' || typeof name !== 'string' || !doctype || !name) return;
  const commentMeta = dc.site.meta.get('Comment');
  const target = dc.site.meta.get(doctype);
  if (!commentMeta || !target || target.istable || (!target.issingle && !(await rowExists(dc.tx, target, name)))) return;
  await insertDocument(asTrusted(dc), commentMeta, { comment_type: commentType, comment_email: dc.user.name, reference_doctype: doctype, reference_name: name, content: text });
}
