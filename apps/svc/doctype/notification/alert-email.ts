import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Recipients } from './recipients.ts';

export interface AlertEmail {
  readonly recipients: Recipients;
  readonly subject: string;
  readonly message: string;
  readonly reference: { readonly doctype: string; readonly name: string };
}

/** The Email channel (Frappe's send_an_email). Mail is not wired yet: nothing is sent. */
export async function sendAlertEmail(_dc: DocContext, _mail: AlertEmail): Promise<void> {
  // Filled in once sendmail is available.
}
