import { once } from 'node:events';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';
import { checkpointWorkerMain } from './sqlite-checkpoint-worker.ts';

/** When the checkpoint thread is asked to work; the defaults suit a server, tests shorten them. */
export interface CheckpointTiming {
  /**
   * The thread is asked for a checkpoint every this many committed writes (it starts at the first
   * ask; a group commit counts each of its writes): about SQLite's own 1,000 pages for a document
   * write of four or five pages. Counting writes, not time, keeps a slow trickle of writes from
   * paying a checkpoint's two fsyncs every few of them.
   */
  nudgeCommits?: number;
  /** After the last request of a burst, one more checkpoint this much later (the burst's tail). */
  trailingMs?: number;
  /** Not asked for this long, the thread closes its connection and ends (a new write starts it again). */
  idleMs?: number;
  /** A WAL this many frames long is checkpointed once more with this process's writes held, so the next write starts it over. */
  restartFrames?: number;
  /** SQLite's own checkpoint while the thread runs, at this many frames (default twice `restartFrames`). */
  backstopFrames?: number;
}

export interface Checkpointer {
  /** Called after every commit of the writer, with the number of writes it made durable. */
  afterCommit(writes?: number): void;
  /** Ends the thread and waits for its connection to close (before the writer's own close). */
  close(): Promise<void>;
}

interface CheckpointResult {
  id: number;
  /** The WAL's length in frames after the checkpoint. */
  log: number;
  /** The database file's pages were written to disk after the checkpoint. */
  flushed?: boolean;
}

const SQLITE_DEFAULT_AUTOCHECKPOINT = 1000;
const resolveFromHere = createRequire(import.meta.url);
// Run through tsx (tests, a stale build) the function's text calls esbuild's `__name` helper, which
// names functions and is missing in the worker: there it names nothing.
const WORKER_SOURCE = `var __name = (fn) => fn;\n(${checkpointWorkerMain})();`;

/**
 * Checkpoints the WAL on a thread of its own. SQLite's automatic checkpoint runs inside the commit
 * that crosses 1,000 WAL pages, on the thread that committed: it copies the pages into the
 * database file and syncs both files, and the two fsyncs took 6 ms each here, during which the
 * event loop stood still: under 50 connections of updates, a checkpoint every hundred writes.
 * At a database's `nudgeCommits`-th committed write in this process the thread starts, and from
 * then on it runs a PASSIVE checkpoint (beside the writer and readers, never blocking them) every
 * `nudgeCommits` writes; SQLite's own checkpoint stays only as a backstop. A passive checkpoint
 * cannot finish while writes keep coming, and the WAL starts over only from a finished one, so once
 * it holds `restartFrames` this process's writes wait for one more checkpoint (reads go on).
 * That checkpoint ends with an fsync of the database file, which would write every page the
 * passive checkpoints copied into it since the last one: 130 MB of WAL's worth, 21–23 ms of
 * writes held here. So the thread first flushes the file with writes going on, and the held
 * checkpoint syncs only the pages copied since (about 5 ms).
 * Should the thread end or fail to start, SQLite's own automatic checkpoint is back until it runs
 * again.
 */
export function backgroundCheckpoints(
  writer: BetterSqlite3.Database,
  options: { path: string; synchronous: 'NORMAL' | 'FULL' } & CheckpointTiming,
  holdWrites: (fn: () => Promise<void>) => Promise<void>,
): Checkpointer {
  const nudgeCommits = options.nudgeCommits ?? 250;
  // About 130 MB of WAL at 4 kB pages. Each restart holds writes (6–9 ms here, after the flush) and
  // every request in flight waits it out: at 10,000 frames that was one update in 40 under 50
  // connections, enough to set their p99; at this length, about one in 120.
  const restartFrames = options.restartFrames ?? 32_768;
  let worker: Worker | null = null;
  let ready = false;
  let closed = false;
  let holding = false;
  /** A checkpoint followed by a flush of the database file was asked for, to precede the hold. */
  let flushing = false;
  // A WAL fully checkpointed with writes held starts over at the next write; until one comes, there
  // is nothing to hold writes for again.
  let writtenSinceHold = true;
  let nextId = 1;
  let commitsToGo = nudgeCommits;
  const waiting = new Map<number, (result: CheckpointResult | null) => void>();

  const request = () =>
    new Promise<CheckpointResult | null>((resolve) => {
      if (!worker || !ready) return resolve(null);
      const id = nextId++;
      waiting.set(id, resolve);
      // Someone waits for this answer (writes are held): the process must not end before it.
      worker.ref();
      worker.postMessage({ id });
    });

  const finishWithWritesHeld = () => {
    holding = true;
    writtenSinceHold = false;
    void holdWrites(async () => {
      await request();
    }).finally(() => (holding = false));
  };

  const onResult = (result: CheckpointResult) => {
    waiting.get(result.id)?.(result);
    if (waiting.delete(result.id) && waiting.size === 0) worker?.unref();
    if (result.flushed) flushing = false;
    if (holding || closed || !writtenSinceHold || result.log < restartFrames) return;
    if (result.flushed) finishWithWritesHeld();
    else if (!flushing && worker && ready) {
      flushing = true;
      worker.postMessage({ id: 0, flush: true });
    }
  };

  const start = () => {
    let started: Worker;
    try {
      started = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { driver: resolveFromHere.resolve('better-sqlite3'), path: options.path, synchronous: options.synchronous, trailingMs: options.trailingMs ?? 500, idleMs: options.idleMs ?? 30_000 },
      });
    } catch {
      return; // SQLite's own checkpoints carry on.
    }
    worker = started;
    started.on('message', (message: 'ready' | CheckpointResult) => {
      if (message !== 'ready') return onResult(message);
      ready = true;
      // Only a backstop, should the thread fall behind or a transaction write a WAL's worth at once.
      if (!closed) writer.pragma(`wal_autocheckpoint = ${options.backstopFrames ?? 2 * restartFrames}`);
    });
    // An error ends the thread: 'exit' follows and puts SQLite's own checkpoints back.
    started.on('error', () => {});
    started.on('exit', () => {
      if (worker === started) {
        worker = null;
        ready = false;
        flushing = false;
        if (!closed) writer.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_AUTOCHECKPOINT}`);
      }
      for (const resolve of waiting.values()) resolve(null);
      waiting.clear();
    });
    // After the listeners: adding a 'message' listener refs the thread's port again.
    started.unref();
  };

  return {
    afterCommit(writes = 1) {
      writtenSinceHold = true;
      if ((commitsToGo -= writes) > 0 || closed) return;
      commitsToGo = nudgeCommits;
      if (!worker) start();
      else if (ready) worker.postMessage({ id: 0 });
    },
    async close() {
      closed = true;
      const running = worker;
      if (!running) return;
      const exited = once(running, 'exit');
      running.ref();
      running.postMessage('close');
      const timer = setTimeout(() => void running.terminate(), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
