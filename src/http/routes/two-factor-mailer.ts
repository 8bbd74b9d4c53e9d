import type { CodeMailer } from '../../auth/two-factor/second-factor.ts';
import { sendmail } from '../../email/queue-mail.ts';
import { runOperation } from '../../operations/run-operation.ts';
import type { HttpContext } from '../request-context.ts';

/**
 * How a login mails its two-factor code: queued as any mail and sent once the queueing
 * transaction commits, before the login answers (Frappe's `delayed=False`), so the code is in the
 * mailbox by the time the client asks for it. Answers whether a mail was queued.
 */
export function codeMailer(ctx: HttpContext): CodeMailer {
  return async (email, subject, message) => {
    const queued = await runOperation(ctx, 'write', (dc) => sendmail(dc, { recipients: email, subject, message, header: ['Verification Code', 'blue'], now: true }));
    return queued !== null;
  };
}
