import type { DocController } from '../../../../src/model/controller.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { fullNameOf } from '../../../../src/model/info-comment.ts';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Frappe's strip_html on the first 141 characters of the content: a subject for a message that has none. */
function subjectOf(content: string): string {
  return content.slice(0, 141).replace(/<[^>]*>/g, '').trim();
}

/**
 * Communication (frappe/core/doctype/communication): an email, chat, call or automated message
 * about a document, shown in its timeline. Frappe's validate fills what a caller may leave out:
 * the user, a subject from the content, "Sent", the sender's full name, and on a new one its
 * status ("Linked" with a reference, else "Open" for a communication and "Closed" for the rest).
 * svc sends and receives no mail yet.
 */
const controller: DocController = {
  events: {
    validate: async (dc: DocContext, doc: Doc, _meta, stored) => {
      doc.user ||= dc.user.name;
      if (!text(doc.subject)) doc.subject = subjectOf(text(doc.content)) || null;
      if (!doc.sent_or_received) Object.assign(doc, { sent_or_received: 'Sent', seen: 1 });
      if (!doc.send_after) doc.send_after = null;
      if (!doc.sender_full_name && text(doc.sender)) doc.sender_full_name = await fullNameOf(dc, text(doc.sender));
      if (stored) return;
      doc.status = doc.reference_doctype && doc.reference_name ? 'Linked' : doc.communication_type === 'Communication' ? 'Open' : 'Closed';
      if (doc.send_after) doc.delivery_status = 'Scheduled';
    },
  },
};

export default controller;
