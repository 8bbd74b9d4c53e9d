import { sendmail } from '../../../../src/email/queue-mail.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Recipients } from './recipients.ts';

export interface AlertEmail {
  readonly recipients: Recipients;
  readonly subject: string;
  readonly message: string;
  readonly reference: { readonly doctype: string; readonly name: string };
}

/**
 * The Email channel (Frappe's send_an_email): one mail to the rule's recipients with cc and bcc,
 * queued in the save's transaction with the document as its reference (sendmail adds the
 * Communication on its timeline), every recipient shown in the header.
 */
export async function sendAlertEmail(dc: DocContext, mail: AlertEmail): Promise<void> {
  const { to, cc, bcc } = mail.recipients;
  if (to.length + cc.length + bcc.length === 0) return;
  await sendmail(dc, {
    recipients: to, cc, bcc, subject: mail.subject, message: mail.message,
    reference_doctype: mail.reference.doctype, reference_name: mail.reference.name, expose_recipients: 'header',
  });
}
