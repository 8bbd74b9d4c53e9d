import type { Logger } from '../context/request-context.ts';
import type { OperationRequest } from './operation-request.ts';
import type { Database, Tx } from '../storage/database.ts';
import { appError, isAppError } from '../errors/app-error.ts';
import { OperationContext, type DocContext } from '../model/doc-context.ts';
import { andThen, type Awaitable } from '../util/awaitable.ts';
import { HeldEvents, runAfterCommit, type AfterCommitWork } from './after-commit.ts';

/**
 * Runs an operation in one transaction of the site's database and owns its outcome (decisions
 * D12): a write operation commits when it returns and rolls back when it throws; a read
 * operation runs where the database refuses writes. Driver failures become catalog errors here.
 */
export function runOperation<T>(ctx: OperationRequest, mode: 'read' | 'write', fn: (dc: DocContext) => Awaitable<T>): Promise<T> {
  const db = ctx.site.db;
  let afterCommit: AfterCommitQueue | undefined;
  const inWriteTx = mode === 'write' ? ctx.inWriteTx : undefined;
  const inScope = (tx: Tx): Awaitable<T> => {
    const onCommitted = (work: AfterCommitWork) => (afterCommit ??= afterCommitQueue(tx)).work.push(work);
    const work = fn(docContext(ctx, tx, onCommitted, realtimeQueue(ctx, tx)));
    return inWriteTx ? andThen(work, async (result) => (await inWriteTx(tx, result), result)) : work;
  };
  let outcome: Awaitable<T>;
  try {
    outcome = mode === 'read' ? db.read(inScope) : db.write(inScope);
  } catch (err) {
    return Promise.reject(translateDbError(db, ctx.log, err));
  }
  // A read answered on this thread (SQLite) is settled already: no await, no extra turn.
  if (!(outcome instanceof Promise) && afterCommit === undefined) return Promise.resolve(outcome);
  return settled(outcome, () => afterCommit, db, ctx.log);
}

/** Work an operation queued for after its commit (Frappe's frappe.db.after_commit); `committed` once the transaction is durable. */
interface AfterCommitQueue {
  readonly work: AfterCommitWork[];
  committed: boolean;
}

/** The queue of one transaction: a rollback never sets `committed`, so its work is dropped unrun. */
function afterCommitQueue(tx: Tx): AfterCommitQueue {
  const queue: AfterCommitQueue = { work: [], committed: false };
  tx.afterCommit(() => {
    queue.committed = true;
  });
  return queue;
}

/**
 * The operation's result once its transaction is over and the work queued after its commit has
 * run (after-commit.ts).
 */
async function settled<T>(outcome: Awaitable<T>, queued: () => AfterCommitQueue | undefined, db: Database, log: Logger): Promise<T> {
  let result: T;
  try {
    result = await outcome;
  } catch (err) {
    throw translateDbError(db, log, err);
  }
  const queue = queued();
  if (queue?.committed) await runAfterCommit(queue.work, log);
  return result;
}

function docContext(ctx: OperationRequest, tx: Tx, onCommitted: DocContext['onCommitted'], publishRealtime: DocContext['publishRealtime']): DocContext {
  return new OperationContext(ctx.requestId, ctx.ip, ctx.site, ctx.user, ctx.clock, ctx.log, ctx.messages, tx, onCommitted, publishRealtime);
}

/** Realtime events held until `tx` commits (after-commit.ts). */
function realtimeQueue(ctx: OperationRequest, tx: Tx): DocContext['publishRealtime'] {
  let held: HeldEvents | undefined;
  return (event) => {
    if (!held) {
      const events = (held = new HeldEvents());
      tx.afterCommit(() => events.publish(ctx.site.realtime));
    }
    held.add(event);
  };
}

/** Maps a database failure to the catalog; other errors pass through unchanged. */
export function translateDbError(db: Database, log: Logger, err: unknown): unknown {
  if (isAppError(err)) return err;
  const failure = db.classifyError(err);
  if (!failure) return err;
  switch (failure.kind) {
    case 'unique':
      return failure.onName
        ? appError('DUPLICATE_ENTRY', 'Document with the same name already exists', { messages: [{ message: 'Document with the same name already exists', title: 'Duplicate Name', indicator: 'red' }], cause: err })
        : appError('UNIQUE_VALIDATION', 'A unique value is already used by another document', { cause: err });
    case 'read_only':
      return appError('READ_ONLY_REQUEST', 'This request cannot change data: GET requests are read-only, use POST, PUT or DELETE', { cause: err });
    case 'invalid_text':
      // Entry points refuse NUL themselves; this keeps one that does not from answering 500.
      return appError('VALIDATION', 'A value holds a NUL character, which cannot be stored', { cause: err });
    case 'lock_timeout':
      return appError('DATABASE_UNAVAILABLE', 'The database is busy; try again', { headers: { 'Retry-After': '1' }, cause: err });
    case 'unavailable':
      log.error({ err: failure.detail }, 'database unavailable');
      return appError('DATABASE_UNAVAILABLE', 'The database is not reachable right now; try again shortly', { headers: { 'Retry-After': '5' }, cause: err });
  }
}
