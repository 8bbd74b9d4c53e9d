import { it } from 'node:test';
import { siteKeyPrefix } from '../../src/sites/shared-state.ts';
import { newRedis } from '../../src/storage/redis/ioredis-driver.ts';
import { appsWith, JOBS_APP } from '../helpers/apps.ts';
import { eachDialectAtOnce } from '../helpers/per-dialect.ts';
import { deleteKeys, REDIS_TEST_URL, redisReachable } from '../helpers/redis.ts';
import { workerCrashScenario } from '../helpers/job-processes.ts';
import { createTestSite } from '../helpers/test-site.ts';

const apps = await appsWith(JOBS_APP);
const env = { SVC_APPS_DIRS: JOBS_APP };

/**
 * Real processes on a site whose jobs are in BullMQ (`redis_queue`): `svc serve --no-worker` takes
 * the requests, `svc worker` processes run the jobs. A worker killed with -9 mid-job leaves its
 * lock to expire; BullMQ's stalled checker in the other worker gives the job to it.
 */
if (await redisReachable('the BullMQ worker-process tests are')) {
  eachDialectAtOnce('job workers as processes on BullMQ', (dialect) => {
    it('retries on another worker the job of a worker killed with -9 mid-job; the job wrote once', async () => {
      const site = await createTestSite(dialect, { apps, siteConfig: { redis_queue: REDIS_TEST_URL } });
      const runtime = await site.app.sites.get(site.site);
      const queue = runtime.jobs.queue;
      const prefix = `${siteKeyPrefix(site.site, runtime.db)}jobs`;
      try {
        await workerCrashScenario(site, queue, env, { gracefulMs: 800 });
      } finally {
        await site.close();
        const redis = newRedis(REDIS_TEST_URL, {});
        await deleteKeys(redis, `${prefix}*`);
        redis.disconnect();
      }
    });
  });
}
