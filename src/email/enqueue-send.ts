import { newJob } from '../jobs/new-job.ts';
import type { DocContext } from '../model/doc-context.ts';

/** The job that sends one Email Queue record, by Frappe's path of it. */
export const SEND_MAIL_JOB = 'frappe.email.doctype.email_queue.email_queue.send_mail';
/** Frappe's scheduled flush of the queue (scheduler_events `all`). */
export const FLUSH_JOB = 'frappe.email.queue.flush';

/** Frappe's email_retry_limit default: a mail is tried this many times more before it is Error. */
export const RETRY_LIMIT = 3;
/** Seconds before the first retry; each later one waits twice as long (jobs/backoff.ts). */
const RETRY_BACKOFF_S = 60;

/** The job id that keeps one send job per mail queued (deduplicated). */
export function sendJobId(site: string, name: string): string {
  return `${site}::email_queue::${name}`;
}

/**
 * Enqueues the send job of `name` once the transaction commits (the embedded queue writes it in
 * the transaction, a broker gets it after the commit), as the site's enqueue does: retried
 * RETRY_LIMIT times with a doubling backoff, one job per mail at a time.
 */
export async function enqueueSend(dc: DocContext, name: string): Promise<void> {
  await enqueueMailJob(dc, SEND_MAIL_JOB, { email_queue_name: name }, sendJobId(dc.site.name, name), RETRY_LIMIT);
}

/** Enqueues a flush of the queue (an outgoing account appeared): deduplicated per site. */
export async function enqueueFlush(dc: DocContext): Promise<void> {
  await enqueueMailJob(dc, FLUSH_JOB, {}, `${dc.site.name}::email_queue_flush`, 0);
}

async function enqueueMailJob(dc: DocContext, method: string, kwargs: Record<string, unknown>, jobId: string, retry: number): Promise<void> {
  const jobs = dc.site.jobs;
  const job = newJob(
    { method, user: dc.user.name, onSuccess: null, onFailure: null, queues: jobs.queues },
    { queue: 'short', kwargs, jobId, deduplicate: true, retry, retryBackoff: RETRY_BACKOFF_S },
  );
  if (jobs.queue.transactional && !dc.tx.readOnly) {
    await jobs.queue.enqueue(job, dc.tx);
    return;
  }
  dc.onCommitted(async () => {
    await jobs.queue.enqueue(job);
  });
}
