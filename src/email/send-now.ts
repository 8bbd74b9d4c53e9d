import { OperationContext, type DocContext } from '../model/doc-context.ts';
import { sendQueuedMail, type Committing } from './send-queued.ts';

/**
 * Sendmail's `now`: the mail goes out in this request, once its transaction has committed (so a
 * rollback sends nothing), each step in a transaction of its own. A failure is recorded on the
 * mail (retried by the flush) and logged; the caller's answer is not changed by it.
 */
export function sendNowAfterCommit(dc: DocContext, name: string): void {
  const run: Committing = (fn) =>
    dc.site.db.write((tx) => fn(new OperationContext(dc.requestId, dc.ip, dc.site, dc.user, dc.clock, dc.log, dc.messages, tx, () => {}, () => {})));
  dc.onCommitted(async () => {
    const outcome = await sendQueuedMail(run, name);
    if ('error' in outcome) dc.log.warn({ mail: name, error: outcome.error }, 'sending a mail now failed; it stays queued');
  });
}
