import { it } from 'node:test';
import { appsWith, JOBS_APP } from '../helpers/apps.ts';
import { eachDialectAtOnce } from '../helpers/per-dialect.ts';
import { workerCrashScenario } from '../helpers/job-processes.ts';
import { createTestSite } from '../helpers/test-site.ts';

const apps = await appsWith(JOBS_APP);
const env = { SVC_APPS_DIRS: JOBS_APP };

/**
 * Real processes on a site whose jobs wait in its database: a worker killed with -9 in the middle
 * of a job leaves it to another worker once its lease runs out; a worker stopped with SIGTERM
 * finishes its job first.
 */
eachDialectAtOnce('job workers as processes', (dialect) => {
  it('retries on another worker the job of a worker killed with -9, and lets a SIGTERM finish the running job', async () => {
    const site = await createTestSite(dialect, { apps });
    try {
      await workerCrashScenario(site, (await site.app.sites.get(site.site)).jobs.queue, env, { gracefulMs: 1500 });
    } finally {
      await site.close();
    }
  });
});
