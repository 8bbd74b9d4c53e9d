import assert from 'node:assert/strict';
import type { JobQueue } from '../../src/jobs/job-queue.ts';
import type { JobRecord } from '../../src/jobs/job-types.ts';
import { eventually } from '../stores/job-queue-contract.ts';
import { startSvc, startSvcWorker, type SvcProcess, type SvcWorkerProcess } from './svc-process.ts';
import type { TestSite } from './test-site.ts';

/**
 * Real processes on `site` (whose apps include the jobs test app, named in `env`): `svc serve
 * --no-worker` takes the requests, `svc worker` processes run the jobs. A worker killed with -9
 * in the middle of a job leaves it to another once its claim runs out (the lease of the embedded
 * queue, BullMQ's stalled check); a worker stopped with SIGTERM finishes its job first; each job
 * wrote once. Every process started is killed before this returns.
 */
export async function workerCrashScenario(site: TestSite, queue: JobQueue, env: NodeJS.ProcessEnv, options: { gracefulMs: number }): Promise<void> {
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
    }, 30_000, 'the second worker to finish the job');
    assert.equal(retried.worker, second.name);
    assert.equal(retried.attempt, 2, 'the lost claim counts as an attempt');
    assert.equal(retried.failures, 0, 'but not as a failure');

    const finishing = await enqueue(web, 'graceful', 'finished while stopping', options.gracefulMs);
    await eventually(async () => (await job(finishing)).status === 'started', 20_000, 'the job to start');
    assert.equal(await second.stop('SIGTERM'), 0, 'exits 0 once its job is done');
    assert.equal((await job(finishing)).status, 'finished');

    const res = await fetch(`${web.url}/api/resource/Note?fields=["title"]&limit_page_length=0`, { headers: { authorization: site.adminAuth } });
    const titles = ((await res.json()) as { data: Array<{ title: string }> }).data.map((n) => n.title).sort();
    assert.deepEqual(titles, ['finished while stopping', 'survived the crash'], 'each job wrote once');
  } finally {
    await Promise.all(running.map((p) => p.kill()));
  }
}
