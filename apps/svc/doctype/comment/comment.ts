import type { DocController } from '../../../../src/model/controller.ts';
import { updateCommentsCache } from '../../../../src/model/comments-cache.ts';
import { sanitizeHtml } from '../../../../src/model/sanitize-html.ts';
import { notifyDocinfo } from '../../../../src/model/notify-realtime.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';

/** The docinfo list a comment type belongs to (Frappe's notify_change key_map); other types notify nothing. */
const DOCINFO_KEYS: Record<string, string> = {
  Like: 'like_logs',
  Assigned: 'assignment_logs',
  'Assignment Completed': 'assignment_logs',
  Comment: 'comments',
  Attachment: 'attachment_logs',
  'Attachment Removed': 'attachment_logs',
};

function notifyChange(dc: DocContext, doc: Doc, action: 'add' | 'update' | 'delete'): void {
  const key = DOCINFO_KEYS[String(doc.comment_type)];
  if (key) notifyDocinfo(dc, { doctype: String(doc.reference_doctype ?? ''), name: String(doc.reference_name ?? '') }, key, action, doc);
}

/**
 * Comment (frappe/core/doctype/comment): the timeline entries of documents. The content is
 * always sanitised; comments of type Comment are mirrored in the document's `_comments`.
 */
const controller: DocController = {
  events: {
    async validate(dc, doc) {
      if (!doc.comment_email) doc.comment_email = dc.user.name;
      if (typeof doc.content === 'string') doc.content = sanitizeHtml(doc.content);
    },
    async after_insert(dc, doc) {
      notifyChange(dc, doc, 'add');
    },
    async on_update(dc, doc) {
      await updateCommentsCache(dc, doc, false);
      // An insert runs on_update too; its notice is after_insert's `add`.
      if (doc.modified !== doc.creation) notifyChange(dc, doc, 'update');
    },
    async on_trash(dc, doc) {
      await updateCommentsCache(dc, doc, true);
      notifyChange(dc, doc, 'delete');
    },
  },
};

export default controller;
