import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JobRecord } from '../../src/jobs/job-types.ts';
import { siteKeyPrefix } from '../../src/sites/shared-state.ts';
import { newRedis } from '../../src/storage/redis/ioredis-driver.ts';
import { appsWith, JOBS_APP } from '../helpers/apps.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { deleteKeys, REDIS_TEST_URL, redisReachable } from '../helpers/redis.ts';
import { startSvc, startSvcWorker, type SvcProcess, type SvcWorkerProcess } from '../helpers/svc-process.ts';
import { createTestSite } from '../helpers/test-site.ts';
import { eventually } from '../stores/job-queue-contract.ts';

const apps = await appsWith(JOBS_APP);
const env = { SVC_APPS_DIRS: JOBS_APP };

/**
 * Real processes on a site whose jobs are in BullMQ (`redis_queue`): `svc serve --no-worker` takes
 * the requests, `svc worker` processes run the jobs. A worker killed with -9 mid-job leaves its
 * lock to expire; BullMQ's stalled checker in the other worker gives the job to it.
 */
const dialects = (await redisReachable('the BullMQ worker-process tests are')) ? await enabledDialects() : [];
for (const dialect of dialects) {
  describe(`job workers as processes on BullMQ [${dialect.name}]`, () => {
    it('retries on another worker the job of a worker killed with -9 mid-job; the job wrote once', async () => {
      const site = await createTestSite(dialect, { apps, siteConfig: { redis_queue: REDIS_TEST_URL } });
      const runtime = await site.app.sites.get(site.site);
      const queue = runtime.jobs.queue;
      const prefix = `${siteKeyPrefix(site.site, runtime.db)}jobs`;
      const running: Array<SvcProcess | SvcWorkerProcess> = [];
      const enqueue = async (web: SvcProcess, jobId: string, title: string, ms: number) => {
        const res = await fetch(`${web.url}/api/method/jobtest.api.enqueue`, {
          method: 'POST',
          headers: { authorization: site.adminAuth, 'content-type': 'application/json' },
          body: JSON.stringify({ method: 'jobtest.tasks.slow_note', options: { jobId, kwargs: { title, ms } } }),
        });
        const text = await res.text();
        assert.equal(res.status, 200, text);
        return (JSON.parse(text) as { message: { id: string } }).message.id;
      };
      const job = (id: string) => queue.get(id) as Promise<JobRecord>;
      try {
        const web = await startSvc(site.sitesDir, ['--no-worker'], env);
        running.push(web);
        const first = await startSvcWorker(site.sitesDir, ['--lease', '1'], env);
        running.push(first);

        const crashed = await enqueue(web, 'crash', 'survived the crash', 1500);
        await eventually(async () => (await job(crashed)).status === 'started', 20_000, 'the first worker to start the job');
        assert.equal((await job(crashed)).worker, first.name);
        await first.kill();
        assert.equal(first.child.signalCode, 'SIGKILL');

        const second = await startSvcWorker(site.sitesDir, ['--lease', '1', '--queue', 'default'], env);
        running.push(second);
        const retried = await eventually(async () => {
          const j = await job(crashed);
          return j.status === 'finished' && j;
        }, 30_000, 'another worker to finish the job');
        assert.equal(retried.worker, second.name);
        assert.equal(retried.attempt, 2, 'the lost claim counts as an attempt');
        assert.equal(retried.failures, 0, 'but not as a failure');

        const finishing = await enqueue(web, 'graceful', 'finished while stopping', 800);
        await eventually(async () => (await job(finishing)).status === 'started', 20_000, 'the job to start');
        assert.equal(await second.stop('SIGTERM'), 0, 'exits 0 once its job is done');
        assert.equal((await job(finishing)).status, 'finished');

        const res = await fetch(`${web.url}/api/resource/Note?fields=["title"]&limit_page_length=0`, { headers: { authorization: site.adminAuth } });
        const titles = ((await res.json()) as { data: Array<{ title: string }> }).data.map((n) => n.title).sort();
        assert.deepEqual(titles, ['finished while stopping', 'survived the crash'], 'each job wrote once');
      } finally {
        await Promise.all(running.map((p) => p.kill()));
        await site.close();
        const redis = newRedis(REDIS_TEST_URL, {});
        await deleteKeys(redis, `${prefix}*`);
        redis.disconnect();
      }
    });
  });
}
