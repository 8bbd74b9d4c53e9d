import { appError } from '../../../errors/app-error.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { whitelist } from '../../method-def.ts';

/**
 * frappe.desk.form.utils.add_comment: a Comment of type Comment on a document the caller may
 * read, inserted with system rights as Frappe does (ignore_permissions); answers the Comment.
 */
export const addComment = whitelist({
  path: 'desk.form.utils.add_comment',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'reference_doctype', type: 'str', required: true },
    { name: 'reference_name', type: 'str', required: true },
    { name: 'content', type: 'str', required: true },
    { name: 'comment_email', type: 'str', required: true },
    { name: 'comment_by', type: 'str' },
  ],
  handler: async (api, a) => {
    await loadReadableDocument(api.dc, requireDocType(api.dc, a.reference_doctype), a.reference_name);
    return api.ignoringPermissions().insert({
      doctype: 'Comment', comment_type: 'Comment', reference_doctype: a.reference_doctype, reference_name: a.reference_name,
      content: a.content, comment_email: a.comment_email, comment_by: a.comment_by ?? null,
    });
  },
});

/** frappe.desk.form.utils.update_comment: only the comment's owner (or Administrator) edits it, and only on a document they may still read. */
export const updateComment = whitelist({
  path: 'desk.form.utils.update_comment',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'name', type: 'str', required: true },
    { name: 'content', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    const system = api.asSystem();
    const comment = await system.get('Comment', a.name);
    if (api.user.name !== 'Administrator' && api.user.name !== comment.owner) throw appError('PERMISSION_DENIED', 'Comment can only be edited by the owner');
    if (typeof comment.reference_doctype === 'string' && typeof comment.reference_name === 'string' && comment.reference_doctype && comment.reference_name) {
      await loadReadableDocument(api.dc, requireDocType(api.dc, comment.reference_doctype), comment.reference_name);
    }
    await system.update('Comment', a.name, { content: a.content });
    return null;
  },
});
