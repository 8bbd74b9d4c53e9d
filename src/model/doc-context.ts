import type { RequestContext } from '../context/request-context.ts';
import type { Tx } from '../storage/database.ts';
import type { RealtimeEvent } from '../context/realtime-event.ts';

/** A request context inside an operation's transaction: what every model function receives. */
export interface DocContext extends RequestContext {
  readonly tx: Tx;
  /** Request-wide time of this operation, so every row it writes gets the same timestamp. */
  readonly now: string;
  /**
   * Queues work for once the transaction has committed (removing a deleted file's bytes, say);
   * the operation waits for it before answering, and a failure there is logged, not thrown.
   */
  onCommitted(fn: () => Promise<void>): void;
  /**
   * Publishes a realtime event once the transaction commits (Frappe's `after_commit=True`); a
   * rollback drops it. The same event, room and message queued twice goes out once.
   */
  publishRealtime(event: RealtimeEvent): void;
}
