import type { DueTasks } from '../context/due-tasks.ts';
import type { ModelRequest, ModelSite } from '../model/controller.ts';
import type { Tx } from '../storage/database.ts';

/** What operations need of a site: the model's, and when this process last ran each piece of its housekeeping. */
export interface OperationSite extends ModelSite {
  readonly housekeeping: DueTasks;
}

/** A request as operations run it (http/, rpc/, files/, cli/ build or pass one). */
export interface OperationRequest extends ModelRequest {
  readonly site: OperationSite;
  /**
   * Work the request adds to the transaction of its write operation, after the operation's own
   * work and before the commit, given the operation's result: the answer of an Idempotency-Key is
   * recorded there (http/idempotency.ts), so a write is never kept without it.
   */
  readonly inWriteTx?: (tx: Tx, result: unknown) => Promise<void>;
}
