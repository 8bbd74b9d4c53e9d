import type { DocContext } from '../model/doc-context.ts';
import { addDays } from '../util/datetime.ts';
import { enqueueSend } from './enqueue-send.ts';
import { hasOutgoingAccount } from './outgoing-account.ts';

/** A mail still not sent this many days after it was queued is given up (Expired; docs/DECISIONS.md D68). */
export const EXPIRY_DAYS = 7;
/** How many mails one flush hands to send jobs (Frappe's email_queue_batch_size default). */
const BATCH = 500;

/**
 * Frappe's frappe.email.queue.flush, run by the scheduler (`all`) and when an outgoing Email
 * Account is saved: mails queued more than EXPIRY_DAYS ago and never sent become Expired; then,
 * if an outgoing account exists, each mail due (Not Sent or Partially Sent, `send_after` past)
 * gets a send job, by priority, fewest retries and age, one job per mail at a time.
 */
export async function flushEmailQueue(dc: DocContext): Promise<{ expired: number; enqueued: number }> {
  const table = dc.site.meta.get('Email Queue')!.tableName;
  const cutoff = `${addDays(dc.now.slice(0, 10), -EXPIRY_DAYS)}${dc.now.slice(10)}`;
  const expired = await dc.tx.run(
    dc.tx.builder.updateTable(table).set({ status: 'Expired', modified: dc.now }).where('status', '=', 'Not Sent').where('creation', '<', cutoff),
  );
  if (!(await hasOutgoingAccount(dc))) return { expired, enqueued: 0 };
  const due = await dc.tx.all<{ name: string }>(
    dc.tx.builder.selectFrom(table).select('name').where('status', 'in', ['Not Sent', 'Partially Sent'])
      .where((eb) => eb.or([eb('send_after', 'is', null), eb('send_after', '<=', dc.now)]))
      .orderBy('priority', 'desc').orderBy('retry', 'asc').orderBy('creation', 'asc').limit(BATCH),
  );
  for (const { name } of due) await enqueueSend(dc, name);
  return { expired, enqueued: due.length };
}
