import type { DocController } from '../../../../src/model/controller.ts';
import { updateCommentsCache } from '../../../../src/model/comments-cache.ts';
import { sanitizeHtml } from '../../../../src/model/sanitize-html.ts';

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
    async on_update(dc, doc) {
      await updateCommentsCache(dc, doc, false);
    },
    async on_trash(dc, doc) {
      await updateCommentsCache(dc, doc, true);
    },
  },
};

export default controller;
