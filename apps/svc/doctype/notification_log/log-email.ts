import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';

/**
 * Frappe's send_notification_email for a new log, where the user's settings ask for mail of its
 * type. Mail is not wired yet: nothing is sent.
 */
export async function sendLogEmail(_dc: DocContext, _doc: Doc): Promise<void> {
  // Filled in once sendmail is available.
}
