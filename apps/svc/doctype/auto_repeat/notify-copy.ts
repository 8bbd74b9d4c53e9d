import type { MethodContext } from '../../../../src/rpc/method-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { renderTemplate } from '../../../../src/templates/index.ts';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Frappe's AutoRepeat.send_notification: the recipients get a mail about the new copy, subject
 * and message rendered over it when they hold template tags, a Communication on the copy. No
 * print of the copy is attached: svc has no print formats yet (docs/DECISIONS.md D99).
 */
export async function notifyCopy(api: MethodContext, repeat: Doc, copy: Doc): Promise<void> {
  const context = { doc: copy };
  const subjectText = text(repeat.subject);
  const messageText = text(repeat.message);
  const subject = !subjectText ? `New ${String(repeat.reference_doctype)}: ${String(copy.name)}` : subjectText.includes('{') ? renderTemplate(subjectText, context, 'Subject') : subjectText;
  const message = !messageText ? `Please find attached ${String(repeat.reference_doctype)}: ${String(copy.name)}` : messageText.includes('{') ? renderTemplate(messageText, context, 'Message') : messageText;
  await api.sendmail({
    recipients: text(repeat.recipients).replace(/\n/g, ''),
    subject,
    message,
    reference_doctype: String(repeat.reference_doctype),
    reference_name: String(copy.name),
  });
}
