import type BetterSqlite3 from 'better-sqlite3';
import { Mutex } from '../../util/mutex.ts';

/** When writes are grouped, and how far. */
export interface GroupLimits {
  /** A group closes at this many writes, so that no write waits behind an unbounded queue. */
  writes: number;
  /** A group younger than this takes the next write in; an older one commits first. */
  ms: number;
  /** Each write commits on its own for this long after another connection was seen to commit. */
  otherWriterPauseMs: number;
}

export const GROUP_LIMITS: GroupLimits = { writes: 64, ms: 10, otherWriterPauseMs: 10_000 };

interface Group {
  /** Writes done and kept, each waiting for the COMMIT. */
  waiting: Array<{ resolve: () => void; reject: (err: unknown) => void }>;
  openedAt: number;
}

/**
 * Group commit on the writer connection. A write that finds a transaction open with others'
 * finished writes in it joins it inside a savepoint of its own; the transaction commits when the
 * event loop has run the requests that arrived together (a setImmediate), or sooner when the group
 * is full or old or the checkpointer waits. Every write is answered only after the COMMIT that
 * holds it, so what a client was told is stored is as durable as before; a write that fails undoes
 * only its own savepoint. Measured (100,000 ToDos, 50 connections of updates): about 28 writes per
 * COMMIT, so one set of WAL frames for the pages they share (the `modified` index's last leaf) and
 * one BEGIN/COMMIT with its file locks, where each write paid its own.
 *
 * While another connection writes to the file too (the other workers of `svc serve --workers N`,
 * another svc process, a script) every write commits at its end instead: the other process waits
 * for the file's write lock in SQLite's busy handler, which sleeps and retries, and a process that
 * kept its transaction open across requests left it almost no moment to get in (with two workers
 * under updates, the slowest answers took seconds). Such a writer shows in `pragma data_version`,
 * which moves on the writer connection for every commit but its own; it is read after each BEGIN.
 */
export class CommitGroups {
  private open: Group | null = null;
  private commitQueued = false;
  /** The writer's `data_version` when last read: it moves only when another connection commits. */
  private version: number;
  private otherWriterSeenAt = -Infinity;
  /** Checkpoints waiting for the lock: the group commits at once so that they get it. */
  private holdsWaiting = 0;
  /** The writer's one lock: a write holds it from its first statement to its end, a hold or a COMMIT for theirs. */
  private readonly lock = new Mutex();
  private readonly begin$: BetterSqlite3.Statement;
  private readonly commit$: BetterSqlite3.Statement;
  private readonly join$: BetterSqlite3.Statement;
  private readonly keep$: BetterSqlite3.Statement;
  private readonly undo$: BetterSqlite3.Statement;
  private readonly version$: BetterSqlite3.Statement;

  constructor(
    private readonly db: BetterSqlite3.Database,
    /** Told how many writes each COMMIT made durable. */
    private readonly onCommit: (writes: number) => void,
    private readonly limits = GROUP_LIMITS,
  ) {
    // BEGIN IMMEDIATE: another process's writer queues on the file lock, not halfway through.
    this.begin$ = db.prepare('begin immediate');
    this.commit$ = db.prepare('commit');
    this.join$ = db.prepare('savepoint svc_write');
    this.keep$ = db.prepare('release svc_write');
    this.undo$ = db.prepare('rollback to svc_write');
    this.version$ = db.prepare('pragma data_version').pluck();
    this.version = this.version$.get() as number;
  }

  /** Waits for the writer's lock; answers the function that releases it. */
  acquire(): Promise<() => void> {
    return this.lock.acquire();
  }

  /** With the lock held, before a write's first statement: begins a transaction or joins the open one. Answers whether it joined. */
  enter(): boolean {
    const open = this.open;
    if (open && open.waiting.length < this.limits.writes && performance.now() - open.openedAt < this.limits.ms) {
      this.join$.run();
      return true;
    }
    if (open) this.commit();
    this.begin$.run();
    // Read after BEGIN, which may have waited for another process's lock.
    const begun = performance.now();
    const version = this.version$.get() as number;
    if (version !== this.version) {
      this.version = version;
      this.otherWriterSeenAt = begun;
    }
    this.open = { waiting: [], openedAt: begun };
    return false;
  }

  /**
   * With the lock held, the write's function returned: its changes stay. Answers a promise that
   * settles at the COMMIT holding them; the caller releases the lock before awaiting it.
   */
  keep(joined: boolean): Promise<void> {
    const open = this.open!;
    if (joined) {
      try {
        this.keep$.run();
      } catch (err) {
        // The write ended the transaction itself: nothing of it, nor of the group, is stored.
        this.undo(joined, err);
        return Promise.reject(err);
      }
    }
    const committed = new Promise<void>((resolve, reject) => open.waiting.push({ resolve, reject }));
    if (this.holdsWaiting > 0 || performance.now() - this.otherWriterSeenAt < this.limits.otherWriterPauseMs) this.commit();
    else if (!this.commitQueued) {
      this.commitQueued = true;
      // After the poll phase: the requests read in this turn of the event loop have joined by then.
      setImmediate(() => {
        this.commitQueued = false;
        void this.flush();
      });
    }
    return committed;
  }

  /** With the lock held, the write's function threw: its changes go, and the others' stay unless SQLite ended the transaction. */
  undo(joined: boolean, err: unknown): void {
    if (joined && this.db.inTransaction) {
      try {
        this.undo$.run();
        this.keep$.run();
        return;
      } catch {
        // The savepoint is gone: the whole transaction goes below.
      }
    }
    const lost = this.open;
    this.open = null;
    this.rollback();
    for (const write of lost?.waiting ?? []) write.reject(err);
  }

  /** Commits the open group, waiting for the lock. */
  flush(): Promise<void> {
    return this.lock.run(async () => this.commit());
  }

  /** Runs `fn` with the lock held and the group committed (the checkpointer finishing a WAL). */
  async hold(fn: () => Promise<void>): Promise<void> {
    this.holdsWaiting++;
    const release = await this.lock.acquire();
    this.holdsWaiting--;
    try {
      this.commit();
      await fn();
    } finally {
      release();
    }
  }

  /** With the lock held: COMMIT, then answer every write in the group. */
  private commit(): void {
    const group = this.open;
    if (!group) return;
    this.open = null;
    try {
      this.commit$.run();
    } catch (err) {
      this.rollback();
      for (const write of group.waiting) write.reject(err);
      return;
    }
    for (const write of group.waiting) write.resolve();
    if (group.waiting.length > 0) this.onCommit(group.waiting.length);
  }

  private rollback(): void {
    try {
      if (this.db.inTransaction) this.db.exec('rollback');
    } catch {
      // A connection that cannot roll back has lost the transaction already; the writes are told why.
    }
  }
}
