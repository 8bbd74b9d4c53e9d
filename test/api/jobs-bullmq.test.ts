import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { systemClock } from '../../src/context/clock.ts';
import { SiteRuntime } from '../../src/sites/site-runtime.ts';
import { JobWorker } from '../../src/job-worker/job-worker.ts';
import { BullJobQueue } from '../../src/jobs/bullmq-job-queue.ts';
import type { JobQueue } from '../../src/jobs/job-queue.ts';
import type { JobRecord } from '../../src/jobs/job-types.ts';
import { siteKeyPrefix } from '../../src/sites/shared-state.ts';
import { newRedis } from '../../src/storage/redis/ioredis-driver.ts';
import { appsWith, JOBS_APP } from '../helpers/apps.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { deleteKeys, REDIS_TEST_URL, redisReachable } from '../helpers/redis.ts';
import { callRpc } from '../helpers/rpc-client.ts';
import { send } from '../helpers/scenario.ts';
import { createTestSite, silentLog, type TestSite } from '../helpers/test-site.ts';
import { eventually } from '../stores/job-queue-contract.ts';
import { jobThread } from '../helpers/job-thread.ts';

const apps = await appsWith(JOBS_APP);

async function notes(site: TestSite, like: string): Promise<string[]> {
  const res = await send(site, { method: 'GET', url: `/api/resource/Note?fields=${encodeURIComponent('["title"]')}&filters=${encodeURIComponent(JSON.stringify([['title', 'like', like]]))}&limit_page_length=0`, auth: site.adminAuth });
  return (JSON.parse(res.body).data as Array<{ title: string }>).map((n) => n.title).sort();
}

const enqueue = (site: TestSite, args: Record<string, unknown>, auth?: string) => callRpc(site, 'jobtest.api.enqueue', args, { auth });

/**
 * The scenarios of test/api/jobs.test.ts on a site whose config names `redis_queue`: its jobs go
 * to BullMQ, after the request's commit, and never to the site's `__jobs` table.
 */
if (await redisReachable('the BullMQ job scenarios are')) {
  perDialect('Background jobs on BullMQ (redis_queue)', (site) => {
    let worker: JobWorker;
    let queue: JobQueue;
    let prefix: string;
    const settled = (id: string) => eventually(async () => {
      const job = await queue.get(id);
      return job && (job.status === 'finished' || job.status === 'failed') && job;
    }, 20_000, `job ${id} to end`) as Promise<JobRecord>;
    const sqlJobs = async () => {
      const runtime = await site().app.sites.get(site().site);
      const row = await runtime.db.read((tx) => tx.first<{ n: unknown }>(tx.builder.selectFrom('__jobs').select((eb) => eb.fn.countAll().as('n'))));
      return Number(row?.n);
    };

    before(async () => {
      const s = site();
      const runtime = await s.app.sites.get(s.site);
      queue = runtime.jobs.queue;
      prefix = `${siteKeyPrefix(s.site, runtime.db)}jobs`;
      worker = new JobWorker({
        siteQueues: async () => [queue], queues: ['short', 'default', 'long'], concurrency: 2, leaseMs: 2000, pollMs: 25,
        thread: jobThread(s.sitesDir, apps.dirs), log: silentLog,
      });
      worker.start();
    });
    after(async () => {
      await worker?.stop(1000);
      const redis = newRedis(REDIS_TEST_URL, {});
      await deleteKeys(redis, `${prefix}*`);
      redis.disconnect();
    });

    it('keeps the site\'s jobs in BullMQ: a job runs as its enqueuer once the request committed, never in the site\'s database', async () => {
      assert.ok(queue instanceof BullJobQueue, 'redis_queue selects BullMQ');
      assert.equal(queue.transactional, false);
      const auth = await site().addUser('bull@example.com', ['System Manager']);
      const res = await enqueue(site(), { options: { jobId: 'first', kwargs: { title: 'from BullMQ' } } }, auth);
      assert.equal(res.status, 200, res.body);
      const job = await settled(res.json.message.id);
      assert.equal(job.status, 'finished', JSON.stringify(job.error));
      assert.equal(job.user, 'bull@example.com');
      assert.equal(job.worker, worker.name);
      const note = await send(site(), { method: 'GET', url: `/api/resource/Note/${JSON.parse(job.result!)}`, auth: site().adminAuth });
      assert.equal(JSON.parse(note.body).data?.owner, 'bull@example.com', `${note.statusCode} ${note.body} ${job.result}`);
      assert.equal(await sqlJobs(), 0, 'nothing in __jobs');
      const redis = newRedis(REDIS_TEST_URL, {});
      try {
        assert.equal(await redis.exists(`${prefix}:default:${job.id}`), 1, 'the job is a BullMQ job of the default queue under the site\'s prefix');
      } finally {
        redis.disconnect();
      }
    });

    it('never adds a job whose request rolled back; adds one enqueued with enqueueAfterCommit false', async () => {
      const rolled = await enqueue(site(), { options: { jobId: 'rolled', kwargs: { title: 'rolled back' } }, then_fail: true });
      assert.equal(rolled.status, 417);
      const kept = await enqueue(site(), { options: { jobId: 'kept', enqueueAfterCommit: false, kwargs: { title: 'enqueued anyway' } }, then_fail: true });
      assert.equal(kept.status, 417);
      const later = await enqueue(site(), { options: { jobId: 'later', kwargs: { title: 'after the rollback' } } });
      await settled(later.json.message.id);
      const anyway = await eventually(async () => (await queue.list({ jobId: 'kept' }))[0], 5000, 'the job enqueued regardless');
      assert.equal((await settled(anyway.id)).status, 'finished');
      assert.equal(await queue.count({ jobId: 'rolled' }), 0);
      assert.equal(await queue.get(rolled.json.message?.id ?? 'none'), null);
      assert.deepEqual(await notes(site(), 'rolled back'), [], 'the rolled-back job never ran');
      assert.deepEqual(await notes(site(), 'enqueued anyway'), ['enqueued anyway']);
    });

    it('deduplicates by job id while the job waits', async () => {
      const first = await enqueue(site(), { options: { queue: 'reports', jobId: 'nightly', deduplicate: true } });
      assert.equal(first.status, 200, first.body);
      const second = await enqueue(site(), { options: { queue: 'reports', jobId: 'nightly', deduplicate: true } });
      assert.equal(second.status, 200);
      assert.equal(second.json.message, undefined, 'null, as Frappe answers None');
      assert.equal(await queue.count({ jobId: 'nightly' }), 1);
      const waiting = await queue.get(first.json.message.id);
      assert.equal(waiting?.status, 'queued');
      assert.equal(waiting?.timeoutMs, 900_000, "the declared queue's timeout");
      assert.equal(await queue.cancel(first.json.message.id), true);
      const third = await enqueue(site(), { options: { queue: 'reports', jobId: 'nightly', deduplicate: true } });
      assert.equal(third.json.message.status, 'queued', 'a canceled job no longer holds its id');
      assert.equal(await queue.count({ jobId: 'nightly' }), 1, 'and is replaced');
    });

    it('stops a job at its timeout (its thread terminated), failing it with the error kept', async () => {
      const spinning = await enqueue(site(), { method: 'jobtest.tasks.spin', options: { timeout: 0.5, jobId: 'spin', on_failure: true } });
      const job = await settled(spinning.json.message.id);
      assert.equal(job.status, 'failed');
      assert.equal(job.error?.excType, 'JobTimeoutException');
      assert.match(job.error?.message ?? '', /maximum timeout value \(0\.5 seconds\)/);
      await eventually(async () => (await notes(site(), 'failed:spin:%')).length === 1, 20_000, 'on_failure');
      const next = await enqueue(site(), { options: { kwargs: { title: 'after the timeout' } } });
      assert.equal((await settled(next.json.message.id)).status, 'finished');
    });

    it('retries with its backoff, then fails keeping the last error', async () => {
      const flaky = await enqueue(site(), { method: 'jobtest.tasks.flaky', options: { jobId: 'flaky', retry: 2, retryBackoff: 0.05, kwargs: { title: 'b' }, on_failure: true } });
      const job = await settled(flaky.json.message.id);
      assert.equal(job.status, 'failed');
      assert.equal(job.attempt, 3);
      assert.equal(job.failures, 3);
      assert.equal(job.error?.excType, 'ValidationError');
      assert.equal(job.error?.message, 'flaky b failed');
      assert.match(job.error?.traceback ?? '', /flaky/);
      assert.deepEqual(await notes(site(), 'flaky:%'), [], 'each attempt rolled back');
      await eventually(async () => (await notes(site(), 'failed:flaky:%')).length === 1, 20_000, 'on_failure once, after the last attempt');
      assert.equal(await queue.count({ status: 'failed', queue: 'default' }), 2, 'the timed-out and the flaky job');
      assert.equal(await queue.removeFailed('default'), 2);
    });
  }, { apps, siteConfig: { redis_queue: REDIS_TEST_URL } });
}

describe('redis_queue that cannot be used', () => {
  it('answers 503 JobQueueUnavailableError to an enqueue while its Redis does not answer, and claims nothing (without hanging)', async () => {
    const [sqlite] = await enabledDialects();
    const site = await createTestSite(sqlite!, { apps, siteConfig: { redis_queue: 'redis://127.0.0.1:1/0' } });
    try {
      const res = await callRpc(site, 'jobtest.api.enqueue_on_get', { title: 'nowhere' }, { form: 'query', verb: 'GET' });
      assert.equal(res.status, 503, res.body);
      assert.equal(res.json.exc_type, 'JobQueueUnavailableError');
      const queue = (await site.app.sites.get(site.site)).jobs.queue;
      const started = performance.now();
      assert.equal(await queue.claim({ queues: ['default'], worker: 'w', leaseMs: 1000 }), null);
      assert.ok(performance.now() - started < 5000, 'a claim gives up within seconds');
    } finally {
      await site.close();
    }
  });

  it('stops the site from opening when redis_queue is no Redis URL, naming the key', async () => {
    const [sqlite] = await enabledDialects();
    const site = await createTestSite(sqlite!, { apps });
    try {
      const file = path.join(site.sitesDir, site.site, 'site_config.json');
      fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), redis_queue: 'localhost:6379' }));
      await assert.rejects(SiteRuntime.open(site.sitesDir, site.site, apps, systemClock(), silentLog), /redis_queue must be a redis:\/\/ or rediss:\/\/ URL/);
    } finally {
      await site.close();
    }
  });
});
