import { FLUSH_JOB, SEND_MAIL_JOB } from '../../../email/enqueue-send.ts';
import { flushEmailQueue } from '../../../email/flush-queue.ts';
import { sendQueuedMail, type Committing } from '../../../email/send-queued.ts';
import type { MethodContext } from '../../method-context.ts';

export { FLUSH_JOB, SEND_MAIL_JOB };

/** The job's transaction, committed after each step so the SMTP exchange holds no transaction. */
function committing(api: MethodContext): Committing {
  return async (fn) => {
    const result = await fn(api.dc);
    await api.commit();
    return result;
  };
}

/**
 * Frappe's send_mail job (kwargs `{email_queue_name}`): sends one queued mail. A failed attempt
 * is recorded on the mail, committed, and then thrown, so the job queue retries it with its
 * backoff; the mail itself counts its retries and becomes Error after the last.
 */
export async function sendMailJob(api: MethodContext, kwargs: Record<string, unknown>): Promise<string> {
  const outcome = await sendQueuedMail(committing(api), String(kwargs.email_queue_name ?? ''));
  if ('error' in outcome) throw new Error(`Email Queue ${String(kwargs.email_queue_name)}: ${outcome.error}`);
  return outcome.status;
}

/** Frappe's frappe.email.queue.flush, scheduled `all` by the built-in app's hooks. */
export async function flushJob(api: MethodContext): Promise<{ expired: number; enqueued: number }> {
  return flushEmailQueue(api.dc);
}
