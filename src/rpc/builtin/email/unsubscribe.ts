import { verifyUnsubscribe } from '../../../email/unsubscribe-link.ts';
import { appError } from '../../../errors/app-error.ts';
import { asTrusted } from '../../../model/doc-context.ts';
import { insertDocument } from '../../../model/lifecycle/insert-document.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { whitelist } from '../../method-def.ts';
import { MethodResponse } from '../../method-response.ts';
import type { DocContext } from '../../../model/doc-context.ts';

/**
 * frappe.email.queue.unsubscribe, the link at the foot of mails about a document: with a valid
 * `_signature` (made for this address and document when the mail was sent), records an Email
 * Unsubscribe (after the read, as a GET's bookkeeping: docs/DECISIONS.md D60) so later mails about the document skip the address. Open to guests, since the
 * recipient follows it from their mailbox; a bad signature is refused (403). Answers a message
 * (Frappe answers a web page saying the same).
 */
export const unsubscribe = whitelist({
  path: 'email.queue.unsubscribe',
  allowGuest: true,
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'name', type: 'str', required: true },
    { name: 'email', type: 'str', required: true },
    { name: '_signature', type: 'str', required: true },
  ],
  extraArgs: true,
  handler: async (api, a) => {
    const dc = api.dc;
    if (!verifyUnsubscribe(dc, a.email, a.doctype, a.name, a._signature)) throw appError('PERMISSION_DENIED', 'This link is invalid or expired: the signature does not match');
    const answer = { message: `${a.email} has left the conversation in ${a.doctype} ${a.name}`, title: 'Unsubscribed' };
    // The link is followed with GET, whose own transaction only reads: the record is written right after it.
    return new MethodResponse(answer, {}, (w) => record(w, a.email, a.doctype, a.name));
  },
});

async function record(dc: DocContext, email: string, doctype: string, name: string): Promise<void> {
  const meta = requireDocType(dc, 'Email Unsubscribe');
  const exists = await dc.tx.first(dc.tx.builder.selectFrom(meta.tableName).select('name').where('email', '=', email).where('reference_doctype', '=', doctype).where('reference_name', '=', name));
  if (!exists) await insertDocument(asTrusted(dc), meta, { email, reference_doctype: doctype, reference_name: name });
}
