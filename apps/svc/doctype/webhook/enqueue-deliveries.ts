import { newJob } from '../../../../src/jobs/new-job.ts';
import type { NewJob } from '../../../../src/jobs/job-types.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import { randomHex } from '../../../../src/util/random.ts';
import { toPlainData } from '../../../../src/util/plain-data.ts';
import type { PendingDelivery } from './webhooks-of.ts';

/** The job that delivers one webhook event, by the path its module exports it under (webhook.ts). */
export const DELIVER_JOB = 'svc.doctype.webhook.webhook.enqueue_webhook';

/**
 * Attempts after the first failed one (5xx, 429, no connection, timeout): three attempts in all,
 * as Frappe's enqueue_webhook makes; the job queue waits RETRY_BACKOFF_S, then twice that.
 */
export const DELIVERY_RETRIES = 2;
const RETRY_BACKOFF_S = 5;

/**
 * Enqueues one delivery job per owed (webhook, document), once the transaction committed
 * (docs/DECISIONS.md D85): the job carries the document as the transaction left it, so an
 * `on_trash` delivery still has it. The embedded queue gets them all in one transaction of their
 * own (one commit, not one per webhook), a broker one by one. Jobs that cannot be enqueued are
 * logged; the save has committed and stands.
 */
export async function enqueueDeliveries(dc: DocContext, owed: ReadonlyMap<string, PendingDelivery>): Promise<void> {
  const jobs = dc.site.jobs;
  const made: NewJob[] = [];
  for (const { webhook, doctype, event, doc } of owed.values()) {
    const queue = webhook.background_jobs_queue && jobs.queues.has(webhook.background_jobs_queue) ? webhook.background_jobs_queue : 'default';
    const kwargs = { webhook: webhook.name, event, delivery: randomHex(10), doc: { ...(toPlainData(doc) as Record<string, unknown>), doctype } };
    try {
      made.push(newJob(
        { method: DELIVER_JOB, user: dc.user.name, onSuccess: null, onFailure: null, queues: jobs.queues },
        { queue, kwargs, jobName: `Webhook ${webhook.name}: ${doctype} ${String(doc.name)}`.slice(0, 255), retry: DELIVERY_RETRIES, retryBackoff: RETRY_BACKOFF_S },
      ));
    } catch (err) {
      dc.log.error({ err, webhook: webhook.name, doctype, name: doc.name }, 'Webhook delivery could not be enqueued');
    }
  }
  try {
    if (jobs.queue.transactional) {
      await dc.site.db.write(async (tx) => {
        for (const job of made) await jobs.queue.enqueue(job, tx);
      });
    } else {
      for (const job of made) await jobs.queue.enqueue(job);
    }
  } catch (err) {
    dc.log.error({ err, deliveries: made.length }, 'Webhook deliveries could not be enqueued');
  }
}
