import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomHex } from '../../src/util/random.ts';
import { MAX_LOSSES } from '../../src/jobs/backoff.ts';
import type { JobQueue } from '../../src/jobs/job-queue.ts';
import type { ClaimedJob, NewJob } from '../../src/jobs/job-types.ts';
import type { Tx } from '../../src/storage/database.ts';

/** A queue for the contract to run against, with what the contract may ask beyond the JobQueue interface. */
export interface JobQueueUnderTest {
  queue: JobQueue;
  /** A second instance over the same storage, as another process would open it. */
  other?: JobQueue;
  /** Runs `fn` in a write transaction of the site's database (transactional queues only). */
  write?<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  cleanup?(): Promise<void>;
}

/** A job of the contract: each test uses queues of its own, so tests never see each other's jobs. */
export function testJob(queue: string, over: Partial<NewJob> = {}): NewJob {
  return {
    id: randomHex(20), jobId: null, queue, method: 'app.tasks.work', jobName: 'app.tasks.work', kwargs: '{"n":1}', user: 'a@example.com',
    timeoutMs: 300_000, atFront: false, deduplicate: false, taskId: null, onSuccess: null, onFailure: null, retry: 0, retryBackoffMs: 0, ...over,
  };
}

/** Polls `probe` until it answers a value, or fails after `ms`: waits on time only as long as needed. */
export async function eventually<T>(probe: () => Promise<T | null | undefined | false>, ms = 5000, what = 'the condition'): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value as T;
    if (Date.now() > deadline) assert.fail(`${what} did not happen within ${ms} ms`);
    await sleep(20);
  }
}

const LEASE = { worker: 'contract-worker', leaseMs: 60_000 };

/**
 * The JobQueue contract (src/jobs/job-queue.ts): every backend runs it, each from a fresh
 * `make()`, e.g. `jobQueueContract('bullmq', async () => ({ queue, other, cleanup }))`. Times are
 * real and short (leases and backoffs of a few hundred milliseconds), so a broker that keeps its
 * own clock runs it too.
 */
export function jobQueueContract(name: string, make: () => Promise<JobQueueUnderTest>): void {
  describe(`JobQueue contract [${name}]`, () => {
    let underTest: JobQueueUnderTest;
    let queue: JobQueue;
    before(async () => {
      underTest = await make();
      queue = underTest.queue;
    });
    after(async () => {
      await underTest?.cleanup?.();
    });
    const q = () => `q${randomHex(8)}`;
    const claim = (queues: string[], over: Partial<typeof LEASE> = {}) => queue.claim({ queues, ...LEASE, ...over });

    it('enqueues, claims once, completes with the result kept', async () => {
      const name = q();
      const job = testJob(name, { jobId: 'report-1', jobName: 'Monthly report', kwargs: '{"month":"2024-05"}', timeoutMs: 1500, retry: 2, retryBackoffMs: 250, onSuccess: 'app.tasks.done' });
      assert.deepEqual(await queue.enqueue(job), { enqueued: true, id: job.id });
      const queued = await queue.get(job.id);
      assert.equal(queued?.status, 'queued');
      assert.equal(queued?.site, queue.site);
      assert.equal(queued?.attempt, 0);
      for (const key of ['jobId', 'queue', 'method', 'jobName', 'kwargs', 'user', 'timeoutMs', 'retry', 'retryBackoffMs', 'onSuccess', 'onFailure'] as const) assert.deepEqual(queued?.[key], job[key], key);
      const claimed = await claim([name]);
      assert.equal(claimed?.job.id, job.id);
      assert.equal(claimed?.job.status, 'started');
      assert.equal(claimed?.job.attempt, 1);
      assert.equal(claimed?.job.worker, LEASE.worker);
      assert.equal(await claim([name]), null, 'a claimed job is not claimed again');
      assert.equal(await queue.complete(claimed!, '{"rows":3}'), true);
      const done = await queue.get(job.id);
      assert.equal(done?.status, 'finished');
      assert.equal(done?.result, '{"rows":3}');
      assert.ok(done!.endedAt! >= done!.startedAt!);
      assert.equal(await queue.complete(claimed!, null), false, 'a claim ends once');
      assert.equal(await queue.get('no-such-job'), null);
    });

    it('claims in order: the requested queues first to last, at-front jobs (the latest first), then the rest as enqueued', async () => {
      const [high, low, other] = [q(), q(), q()];
      const ids: Record<string, string> = {};
      for (const [label, queueName, atFront] of [['l1', low, false], ['h1', high, false], ['h2', high, false], ['h3', high, true], ['h4', high, true], ['o1', other, false]] as const) {
        const job = testJob(queueName, { atFront });
        ids[job.id] = label;
        await queue.enqueue(job);
      }
      const order: string[] = [];
      for (let c = await claim([high, low]); c; c = await claim([high, low])) order.push(ids[c.job.id]);
      assert.deepEqual(order, ['h4', 'h3', 'h1', 'h2', 'l1']);
      assert.equal((await claim([other]))?.job.id !== undefined, true, 'a queue not asked for keeps its jobs');
    });

    it('deduplicates by job id while a job is queued or started, and replaces an ended one', async () => {
      const name = q();
      const jobId = `dedupe-${randomHex(6)}`;
      const first = testJob(name, { jobId, deduplicate: true });
      assert.deepEqual(await queue.enqueue(first), { enqueued: true, id: first.id });
      assert.deepEqual(await queue.enqueue(testJob(name, { jobId, deduplicate: true })), { enqueued: false, id: first.id }, 'while queued');
      const claimed = await claim([name]);
      assert.deepEqual(await queue.enqueue(testJob(name, { jobId, deduplicate: true })), { enqueued: false, id: first.id }, 'while started');
      await queue.complete(claimed!, null);
      const again = testJob(name, { jobId, deduplicate: true });
      assert.deepEqual(await queue.enqueue(again), { enqueued: true, id: again.id }, 'once the first finished');
      assert.equal(await queue.get(first.id), null, 'the finished one is replaced');
      assert.equal(await queue.count({ jobId }), 1);
    });

    it('keeps every job of one job id when not deduplicating (as RQ does)', async () => {
      const name = q();
      const jobId = `plain-${randomHex(6)}`;
      await queue.enqueue(testJob(name, { jobId }));
      await queue.enqueue(testJob(name, { jobId }));
      assert.equal(await queue.count({ jobId }), 2);
    });

    it('deduplicates concurrent enqueues: one job', async () => {
      const name = q();
      const jobId = `race-${randomHex(6)}`;
      const outcomes = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 && underTest.other ? underTest.other : queue).enqueue(testJob(name, { jobId, deduplicate: true }))));
      assert.equal(outcomes.filter((o) => o.enqueued).length, 1);
      assert.equal(new Set(outcomes.map((o) => o.id)).size, 1);
      assert.equal(await queue.count({ jobId }), 1);
    });

    it('fails at once without retries, keeping the error', async () => {
      const name = q();
      const job = testJob(name);
      await queue.enqueue(job);
      const claimed = await claim([name]);
      assert.equal(await queue.fail(claimed!, { excType: 'ValidationError', message: 'bad input', traceback: 'at line 1' }), 'failed');
      const failed = await queue.get(job.id);
      assert.equal(failed?.status, 'failed');
      assert.equal(failed?.failures, 1);
      assert.deepEqual(failed?.error, { excType: 'ValidationError', message: 'bad input', traceback: 'at line 1' });
      assert.equal(await claim([name]), null);
    });

    it('retries with an exponential backoff, then fails with the last error', async () => {
      const name = q();
      const job = testJob(name, { retry: 2, retryBackoffMs: 150 });
      await queue.enqueue(job);
      let claimed = await claim([name]);
      const t1 = Date.now();
      assert.equal(await queue.fail(claimed!, { excType: 'Exception', message: 'try 1', traceback: null }), 'retrying');
      const waiting = await queue.get(job.id);
      assert.equal(waiting?.status, 'scheduled');
      assert.equal(waiting?.error?.message, 'try 1');
      assert.equal(await claim([name]), null, 'not before its backoff');
      claimed = await eventually(() => claim([name]), 3000, 'the first retry');
      assert.ok(Date.now() - t1 >= 140, 'the first retry waited its base');
      assert.equal(claimed.job.attempt, 2);
      const t2 = Date.now();
      assert.equal(await queue.fail(claimed, { excType: 'Exception', message: 'try 2', traceback: null }), 'retrying');
      claimed = await eventually(() => claim([name]), 3000, 'the second retry');
      assert.ok(Date.now() - t2 >= 290, 'the second retry waited twice the base');
      assert.equal(await queue.fail(claimed, { excType: 'Exception', message: 'try 3', traceback: null }), 'failed');
      const failed = await queue.get(job.id);
      assert.equal(failed?.status, 'failed');
      assert.equal(failed?.failures, 3);
      assert.equal(failed?.attempt, 3);
      assert.equal(failed?.error?.message, 'try 3');
    });

    it('gives a job whose lease ran out to the next claim, and the first claim can change nothing', async () => {
      const name = q();
      const job = testJob(name);
      await queue.enqueue(job);
      const stale = await claim([name], { leaseMs: 150 });
      assert.equal(await claim([name]), null, 'not while the lease runs');
      const other = underTest.other ?? queue;
      const fresh = await eventually(() => other.claim({ queues: [name], worker: 'second', leaseMs: 60_000 }), 3000, 'the takeover');
      assert.equal(fresh.job.id, job.id);
      assert.equal(fresh.job.attempt, 2);
      assert.equal(fresh.job.worker, 'second');
      assert.equal(await queue.renew(stale!, 60_000), false);
      assert.equal(await queue.complete(stale!, null), false);
      assert.equal(await queue.fail(stale!, { excType: 'Exception', message: 'late', traceback: null }), 'lost');
      assert.equal(await queue.release(stale!), false);
      assert.equal((await queue.get(job.id))?.status, 'started', 'the live claim is untouched');
      assert.equal(await other.complete(fresh, null), true);
    });

    it('keeps a renewed lease', async () => {
      const name = q();
      await queue.enqueue(testJob(name));
      const held = await claim([name], { leaseMs: 500 });
      await sleep(150);
      assert.equal(await queue.renew(held!, 1500), true);
      await sleep(600);
      assert.equal(await claim([name]), null, 'renewed past the first lease');
      assert.equal(await queue.complete(held!, null), true);
    });

    it(`fails a job lost with its worker ${MAX_LOSSES} times`, async () => {
      const name = q();
      const job = testJob(name, { retry: 5 });
      await queue.enqueue(job);
      for (let i = 1; i <= MAX_LOSSES; i++) {
        const c = await eventually(() => claim([name], { leaseMs: 60 }), 3000, `claim ${i}`);
        assert.equal(c.job.attempt, i);
      }
      const failed = await eventually(async () => {
        await claim([name]);
        const j = await queue.get(job.id);
        return j?.status === 'failed' && j;
      }, 3000, 'the failure');
      assert.equal(failed.error?.excType, 'WorkerLostError');
      assert.match(failed.error?.message ?? '', /stopped/);
    });

    it('releases a claimed job untouched', async () => {
      const name = q();
      const job = testJob(name);
      await queue.enqueue(job);
      const held = await claim([name]);
      assert.equal(await queue.release(held!), true);
      const back = await queue.get(job.id);
      assert.equal(back?.status, 'queued');
      assert.equal(back?.attempt, 0);
      const again = await claim([name]);
      assert.equal(again?.job.attempt, 1);
      await queue.complete(again!, null);
    });

    it('never gives one job to two concurrent claimers', async () => {
      const name = q();
      const ids = new Set<string>();
      for (let i = 0; i < 20; i++) {
        const job = testJob(name);
        ids.add(job.id);
        await queue.enqueue(job);
      }
      const seen: string[] = [];
      const claimer = async (from: JobQueue, worker: string) => {
        for (let c: ClaimedJob | null; (c = await from.claim({ queues: [name], worker, leaseMs: 60_000 })); ) {
          seen.push(c.job.id);
          assert.equal(await from.complete(c, null), true);
        }
      };
      await Promise.all(Array.from({ length: 5 }, (_, i) => claimer(i % 2 && underTest.other ? underTest.other : queue, `w${i}`)));
      assert.equal(seen.length, 20, 'each job claimed once');
      assert.deepEqual(new Set(seen), ids);
    });

    /** Two jobs of a fresh queue, the first claimed (`held`), the other still waiting. */
    const oneRunningOneWaiting = async () => {
      const name = q();
      const running = testJob(name);
      const waiting = testJob(name);
      await queue.enqueue(running);
      await queue.enqueue(waiting);
      return { name, waiting, running, held: await claim([name]) };
    };

    it('cancels jobs that have not started', async () => {
      const { name, waiting, running, held } = await oneRunningOneWaiting();
      assert.equal(held?.job.id, running.id);
      assert.equal(await queue.cancel(waiting.id), true);
      assert.equal((await queue.get(waiting.id))?.status, 'canceled');
      assert.equal(await queue.cancel(running.id), false, 'a started job is not canceled');
      assert.equal(await claim([name]), null);
    });

    it('stops a running job: canceled, its claim ended, so its worker can change nothing more', async () => {
      const { name, waiting, running, held } = await oneRunningOneWaiting();
      assert.equal(await queue.stop(waiting.id), false, 'a job that has not started is not stopped');
      assert.equal(await queue.stop('no-such-job'), false);
      assert.equal(await queue.stop(running.id), true);
      const stopped = await queue.get(running.id);
      assert.equal(stopped?.status, 'canceled');
      assert.equal(stopped?.error?.excType, 'StopRequested');
      assert.equal(await queue.renew(held!, 60_000), false, 'the worker learns at its next renewal');
      assert.equal(await queue.complete(held!, null), false);
      assert.equal((await queue.get(running.id))?.status, 'canceled');
      assert.equal(await queue.stop(running.id), false, 'stopped once');
    });

    it('lists and counts by queue, status and job id, newest first; removes failed jobs', async () => {
      const [a, b] = [q(), q()];
      const first = testJob(a, { jobId: 'x' });
      await queue.enqueue(first);
      await sleep(5);
      const second = testJob(a);
      await queue.enqueue(second);
      await queue.enqueue(testJob(b));
      const failing = await claim([b]);
      await queue.fail(failing!, { excType: 'Exception', message: 'no', traceback: null });
      assert.deepEqual((await queue.list({ queue: a })).map((j) => j.id), [second.id, first.id]);
      assert.deepEqual((await queue.list({ queue: a, limit: 1, offset: 1 })).map((j) => j.id), [first.id]);
      assert.equal(await queue.count({ queue: a, status: 'queued' }), 2);
      assert.equal(await queue.count({ queue: b, status: 'failed' }), 1);
      assert.deepEqual((await queue.list({ queue: a, jobId: 'x' })).map((j) => j.id), [first.id]);
      assert.equal(await queue.removeFailed(b), 1);
      assert.equal(await queue.count({ queue: b }), 0);
      assert.equal(await queue.count({ queue: a }), 2, 'other queues keep theirs');
    });

    it('prunes ended jobs past their time', async () => {
      const name = q();
      const job = testJob(name);
      await queue.enqueue(job);
      const c = await claim([name]);
      await queue.complete(c!, null);
      await queue.enqueue(testJob(name));
      assert.ok((await queue.prune(60_000, 60_000)) >= 0);
      assert.equal(await queue.count({ queue: name }), 2, 'recent jobs stay');
      await sleep(20);
      assert.ok((await queue.prune(10, 60_000)) >= 1);
      assert.equal(await queue.get(job.id), null, 'the finished job went');
      assert.equal(await queue.count({ queue: name, status: 'queued' }), 1, 'a waiting job is never pruned');
    });

    it('tells listeners of a job enqueued by this process once it may be claimed', async () => {
      let told = 0;
      const stop = queue.onEnqueued(() => told++);
      await queue.enqueue(testJob(q()));
      await eventually(async () => told >= 1, 2000, 'the signal');
      stop();
      await queue.enqueue(testJob(q()));
      await sleep(20);
      assert.equal(told, 1, 'not after unsubscribing');
    });

    it('enqueues within the caller\'s transaction (a rollback drops the job, a commit keeps it), or refuses a transaction it cannot join', async () => {
      if (!queue.transactional) {
        // Such a backend gets its jobs after the commit (rpc/enqueue.ts): a transaction handed to
        // it is a caller's mistake, refused before anything is kept.
        const refused = testJob(q());
        await assert.rejects(queue.enqueue(refused, {} as never), /cannot join a database transaction/);
        assert.equal(await queue.get(refused.id), null);
        return;
      }
      assert.ok(underTest.write, 'a transactional queue under test gives a write()');
      const name = q();
      const dropped = testJob(name);
      let told = 0;
      const stop = queue.onEnqueued(() => told++);
      await assert.rejects(underTest.write!(async (tx) => {
        await queue.enqueue(dropped, tx);
        throw new Error('rolled back');
      }), /rolled back/);
      assert.equal(await queue.get(dropped.id), null);
      assert.equal(told, 0, 'no signal for a rolled-back job');
      const kept = testJob(name);
      await underTest.write!((tx) => queue.enqueue(kept, tx));
      stop();
      assert.equal((await queue.get(kept.id))?.status, 'queued');
      assert.equal(told, 1);
    });
  });
}
