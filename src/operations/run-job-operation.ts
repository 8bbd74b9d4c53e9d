import type { OperationRequest } from './operation-request.ts';
import type { Database, Tx } from '../storage/database.ts';
import { appError } from '../errors/app-error.ts';
import { OperationContext, type DocContext } from '../model/doc-context.ts';
import type { Awaitable } from '../util/awaitable.ts';
import { HeldEvents, runAfterCommit, type AfterCommitWork } from './after-commit.ts';
import { translateDbError } from './run-operation.ts';

/**
 * Ends a job's transaction, keeping what it wrote, runs what waited for that commit, and goes on in
 * a new transaction (Frappe's frappe.db.commit in a long job).
 */
export type CommitAndGoOn = () => Promise<void>;

/** One transaction of a job: from the job's start or its last commit to its next commit or its end. */
interface Segment {
  readonly tx: Tx;
  /** Commits, or rolls back when given the error that ends the job; settles once the database has. */
  end(failure?: { err: unknown }): Promise<void>;
}

/**
 * A background job's write operation (job-worker/run-task.ts): `fn` runs as in `runOperation`,
 * committed when it returns and rolled back when it throws, but it may also call `commit` between
 * batches. Each commit ends the transaction through the database's own `write` (so on SQLite the
 * writer is free until the job's next statement), publishes the realtime events and runs the
 * after-commit work queued since the last one, then opens the next transaction; a later error
 * rolls back only what came after. A commit that fails ends the job with that error, even if the
 * job catches it: what it wrote since its last commit is gone, and going on would hide that.
 */
export async function runJobOperation<T>(ctx: OperationRequest, fn: (dc: DocContext, commit: CommitAndGoOn) => Awaitable<T>): Promise<T> {
  const db = ctx.site.db;
  const translate = (err: unknown) => translateDbError(db, ctx.log, err);
  let open: Segment | null = await begin(db).catch((err: unknown) => {
    throw translate(err);
  });
  const slot: { tx: Tx } = { tx: open.tx };
  let work: AfterCommitWork[] = [];
  let events = new HeldEvents();
  // Fields, not variables: the closures set them, which a variable's narrowing would not see.
  const state: { failed: { err: unknown } | null; committing: Promise<void> | null } = { failed: null, committing: null };

  /** Ends the open transaction; once it committed, what waited for it runs. */
  const commitOpen = async (): Promise<void> => {
    const ending = open!;
    const [held, heldEvents] = [work, events];
    open = null;
    work = [];
    events = new HeldEvents();
    slot.tx = closedTx(ending.tx, 'api.commit() is still under way: await it before the next statement');
    await ending.end();
    heldEvents.publish(ctx.site.realtime);
    await runAfterCommit(held, ctx.log);
  };
  const renew = async (): Promise<void> => {
    try {
      if (state.failed) throw state.failed.err;
      await commitOpen();
      open = await begin(db);
      slot.tx = open.tx;
    } catch (err) {
      const failure = translate(err);
      state.failed ??= { err: failure };
      slot.tx = closedTx(slot.tx, 'a commit of this job failed, so the job has ended');
      throw failure;
    }
  };
  const commit: CommitAndGoOn = () => {
    if (state.committing) return state.committing;
    const committing = renew().finally(() => {
      state.committing = null;
    });
    // Its failure also ends the job (below), so a job that never awaits it crashes no thread.
    committing.catch(() => {});
    return (state.committing = committing);
  };

  const dc = new OperationContext(
    ctx.requestId, ctx.ip, ctx.site, ctx.user, ctx.clock, ctx.log, ctx.messages, open.tx,
    (piece) => void work.push(piece), (event) => events.add(event), {}, slot,
  );
  let result: T;
  try {
    result = await fn(dc, commit);
    // A commit the job started without awaiting it ends before the last one.
    if (state.committing) await state.committing;
    if (state.failed) throw state.failed.err;
    if (ctx.inWriteTx) await ctx.inWriteTx(open!.tx, result);
  } catch (err) {
    // A commit still under way opens a transaction when it ends: that one is the one to undo.
    await state.committing?.catch(() => {});
    const ending = open;
    open = null;
    slot.tx = closedTx(slot.tx, 'the job has ended');
    // The rollback answers the job's own error, or its own failure: the job's error says more.
    await ending?.end({ err }).catch(() => {});
    throw translate(err);
  }
  try {
    await commitOpen();
  } catch (err) {
    throw translate(err);
  } finally {
    slot.tx = closedTx(slot.tx, 'the job has ended');
  }
  return result;
}

/**
 * Opens a write transaction that stays open until the segment is ended: `db.write` is given a
 * function that waits for `end`, so commit and rollback stay the dialect's own (its writer lock,
 * commit groups and after-commit callbacks included).
 */
function begin(db: Database): Promise<Segment> {
  return new Promise<Segment>((opened, failed) => {
    let release!: (failure?: { err: unknown }) => void;
    const held = new Promise<void>((resolve, reject) => {
      release = (failure) => (failure ? reject(failure.err) : resolve());
    });
    let began = false;
    const ended: Promise<void> = db.write(async (tx) => {
      began = true;
      opened({ tx, end: (failure) => (release(failure), ended) });
      await held;
    });
    ended.catch((err: unknown) => {
      if (!began) failed(err);
    });
  });
}

/** A transaction that refuses every statement: what a job's context holds while it has none open. */
function closedTx(base: Pick<Tx, 'builder' | 'caps'>, why: string): Tx {
  const refuse = () => Promise.reject(appError('INTERNAL', `The job's transaction is closed: ${why}`));
  return {
    builder: base.builder,
    caps: base.caps,
    readOnly: false,
    all: refuse,
    first: refuse,
    allValues: refuse,
    allWithin: refuse,
    run: refuse,
    nextCounter: refuse,
    raiseCounter: refuse,
    lock: refuse,
    afterCommit() {
      throw appError('INTERNAL', `The job's transaction is closed: ${why}`);
    },
  };
}
