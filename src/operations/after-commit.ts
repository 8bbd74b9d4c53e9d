import type { Logger } from '../context/request-context.ts';
import type { RealtimeChannel, RealtimeEvent } from '../context/realtime-event.ts';
import type { DocContext } from '../model/doc-context.ts';

/** One piece of work queued for after a commit (Frappe's frappe.db.after_commit). */
export type AfterCommitWork = Parameters<DocContext['onCommitted']>[0];

/**
 * Runs work queued for after a commit, one piece after another in the order queued; a piece that
 * fails is logged and the rest still run, since the transaction is committed whatever they do.
 * Work queued by work runs too: the loop reads the array as it grows.
 */
export async function runAfterCommit(work: readonly AfterCommitWork[], log: Logger): Promise<void> {
  for (const piece of work) {
    try {
      await piece();
    } catch (err) {
      log.error({ err: err instanceof Error ? err.stack ?? err.message : String(err) }, 'work after commit failed');
    }
  }
}

/**
 * Realtime events held until a commit (frappe/realtime.py `_realtime_log`), published in the order
 * first queued; a later copy of the same event replaces the earlier one's gate, so the row a
 * permission is decided on is the one committed.
 */
export class HeldEvents {
  private readonly queued = new Map<string, RealtimeEvent>();

  add(event: RealtimeEvent): void {
    this.queued.set(`${event.event}\n${event.room}\n${JSON.stringify(event.message)}`, event);
  }

  publish(channel: RealtimeChannel): void {
    for (const event of this.queued.values()) channel.publish(event);
  }
}
