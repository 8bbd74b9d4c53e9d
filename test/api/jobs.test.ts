import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { JobWorker } from '../../src/job-worker/job-worker.ts';
import type { JobQueue } from '../../src/jobs/job-queue.ts';
import type { JobRecord } from '../../src/jobs/job-types.ts';
import { appsWith, JOBS_APP } from '../helpers/apps.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { callRpc } from '../helpers/rpc-client.ts';
import { send } from '../helpers/scenario.ts';
import { silentLog, type TestSite } from '../helpers/test-site.ts';
import { eventually } from '../stores/job-queue-contract.ts';
import { jobThread } from '../helpers/job-thread.ts';

const apps = await appsWith(JOBS_APP);

/** Titles of the Notes a title pattern matches, read through the API as Administrator. */
async function notes(site: TestSite, like: string): Promise<string[]> {
  const res = await send(site, { method: 'GET', url: `/api/resource/Note?fields=${encodeURIComponent('["title","owner"]')}&filters=${encodeURIComponent(JSON.stringify([['title', 'like', like]]))}&limit_page_length=0`, auth: site.adminAuth });
  return (JSON.parse(res.body).data as Array<{ title: string }>).map((n) => n.title).sort();
}

async function enqueue(site: TestSite, args: Record<string, unknown>, auth?: string) {
  return callRpc(site, 'jobtest.api.enqueue', args, { auth });
}

perDialect('Background jobs through an app', (site) => {
  let worker: JobWorker;
  let queue: JobQueue;
  const settled = (id: string) => eventually(async () => {
    const job = await queue.get(id);
    return job && (job.status === 'finished' || job.status === 'failed') && job;
  }, 60_000, `job ${id} to end`) as Promise<JobRecord>;

  before(async () => {
    const s = site();
    queue = (await s.app.sites.get(s.site)).jobs.queue;
    worker = new JobWorker({
      siteQueues: async () => [queue], queues: ['short', 'default', 'long'], concurrency: 1, leaseMs: 2000, pollMs: 25,
      thread: jobThread(s.sitesDir, apps.dirs), log: silentLog,
    });
    worker.start();
  });
  after(() => worker?.stop(1000));

  it('runs a job an app method enqueued, as the user who enqueued it, after the request committed', async () => {
    const auth = await site().addUser('jobber@example.com', ['System Manager']);
    const res = await enqueue(site(), { options: { kwargs: { title: 'from a job' } } }, auth);
    assert.equal(res.status, 200, res.body);
    assert.equal(res.json.message.status, 'queued');
    assert.equal(res.json.message.queue, 'default');
    const job = await settled(res.json.message.id);
    assert.equal(job.status, 'finished', JSON.stringify(job.error));
    assert.equal(job.user, 'jobber@example.com');
    assert.equal(job.method, 'jobtest.tasks.make_note');
    const made = JSON.parse(job.result!);
    const note = await send(site(), { method: 'GET', url: `/api/resource/Note/${made}`, auth: site().adminAuth });
    assert.equal(JSON.parse(note.body).data.owner, 'jobber@example.com', 'written in the enqueuer\'s name');
    const byPath = await enqueue(site(), { method: 'jobtest.tasks.whoami' }, auth);
    await settled(byPath.json.message.id);
    assert.deepEqual(await notes(site(), 'whoami:%'), ['whoami:jobber@example.com']);
  });

  it('never runs a job whose request rolled back; runs one enqueued with enqueueAfterCommit false', async () => {
    const rolled = await enqueue(site(), { options: { jobId: 'rolled', kwargs: { title: 'rolled back' } }, then_fail: true });
    assert.equal(rolled.status, 417);
    const kept = await enqueue(site(), { options: { jobId: 'kept', enqueueAfterCommit: false, kwargs: { title: 'enqueued anyway' } }, then_fail: true });
    assert.equal(kept.status, 417);
    const later = await enqueue(site(), { options: { kwargs: { title: 'after the rollback' } } });
    await settled(later.json.message.id);
    const anyway = await eventually(async () => (await queue.list({ jobId: 'kept' }))[0], 5000, 'the job enqueued regardless');
    assert.equal((await settled(anyway.id)).status, 'finished');
    assert.equal(await queue.count({ jobId: 'rolled' }), 0);
    assert.deepEqual(await notes(site(), 'rolled back'), [], 'nothing of the rolled-back job');
    assert.deepEqual(await notes(site(), 'enqueued anyway'), ['enqueued anyway']);
  });

  it('deduplicates by job id while the job waits', async () => {
    // The reports queue (declared by the app) has no worker here, so the first job stays queued.
    const first = await enqueue(site(), { options: { queue: 'reports', jobId: 'nightly', deduplicate: true } });
    assert.equal(first.json.message.queue, 'reports');
    const second = await enqueue(site(), { options: { queue: 'reports', jobId: 'nightly', deduplicate: true } });
    assert.equal(second.status, 200);
    assert.equal(second.json.message, undefined, 'null, as Frappe answers None');
    assert.equal(await queue.count({ jobId: 'nightly' }), 1);
    assert.equal((await queue.get(first.json.message.id))?.timeoutMs, 900_000, "the declared queue's timeout");
  });

  it('stops a job at its timeout, fails it with the error kept and runs the next job on a new thread', async () => {
    const spinning = await enqueue(site(), { method: 'jobtest.tasks.spin', options: { timeout: 0.5, jobId: 'spin', on_failure: true } });
    const job = await settled(spinning.json.message.id);
    assert.equal(job.status, 'failed');
    assert.equal(job.error?.excType, 'JobTimeoutException');
    assert.match(job.error?.message ?? '', /maximum timeout value \(0\.5 seconds\)/);
    await eventually(async () => (await notes(site(), 'failed:spin:%')).length === 1, 60_000, 'on_failure');
    const next = await enqueue(site(), { options: { kwargs: { title: 'after the timeout' } } });
    assert.equal((await settled(next.json.message.id)).status, 'finished');
  });

  it('retries with a backoff, then fails keeping the error; on_success gets the result', async () => {
    const flaky = await enqueue(site(), { method: 'jobtest.tasks.flaky', options: { jobId: 'flaky', retry: 2, retryBackoff: 0.05, kwargs: { title: 'x' }, on_failure: true } });
    const job = await settled(flaky.json.message.id);
    assert.equal(job.status, 'failed');
    assert.equal(job.attempt, 3);
    assert.equal(job.failures, 3);
    assert.equal(job.error?.excType, 'ValidationError');
    assert.equal(job.error?.message, 'flaky x failed');
    assert.match(job.error?.traceback ?? '', /flaky/);
    assert.deepEqual(await notes(site(), 'flaky:%'), [], 'each attempt rolled back');
    await eventually(async () => (await notes(site(), 'failed:flaky:%')).length === 1, 60_000, 'on_failure once, after the last attempt');
    const ok = await enqueue(site(), { options: { jobId: 'ok', kwargs: { title: 'fine' }, on_success: true } });
    const done = await settled(ok.json.message.id);
    await eventually(async () => (await notes(site(), 'done:ok:%')).length === 1, 60_000, 'on_success');
    assert.deepEqual(await notes(site(), 'done:ok:%'), [`done:ok:${done.result}`]);
  });

  it('enqueues from a GET, and runs a job now', async () => {
    const res = await callRpc(site(), 'jobtest.api.enqueue_on_get', { title: 'from a GET' }, { form: 'query', verb: 'GET' });
    assert.equal(res.status, 200, res.body);
    assert.equal((await settled(res.json.message.id)).status, 'finished');
    const now = await callRpc(site(), 'jobtest.api.run_now', { title: 'right now' });
    assert.equal(now.status, 200, now.body);
    assert.deepEqual(await notes(site(), 'right now'), ['right now'], 'written by the request itself');
  });

  it('gives back the running job of a worker stopped past its grace, untouched', async () => {
    const s = site();
    const other = new JobWorker({
      siteQueues: async () => [queue], queues: ['reports'], concurrency: 1, leaseMs: 2000, pollMs: 25,
      thread: jobThread(s.sitesDir, apps.dirs), log: silentLog,
    });
    const res = await enqueue(s, { method: 'jobtest.tasks.spin', options: { queue: 'reports', jobId: 'endless' } });
    other.start();
    try {
      await eventually(async () => (await queue.get(res.json.message.id))?.status === 'started', 60_000, 'the job to start');
    } finally {
      await other.stop(100);
    }
    const back = await queue.get(res.json.message.id);
    assert.equal(back?.status, 'queued');
    assert.equal(back?.attempt, 0, 'the attempt is not counted');
    assert.equal(await queue.cancel(res.json.message.id), true);
  });

  it('refuses at enqueue what no worker could run, with a clear error', async () => {
    const cases: Array<[string, RegExp]> = [
      ['date', /kwargs\.when is a Date/],
      ['closure', /a function no app module exports/],
      ['path', /jobtest\.tasks\.nothing_here is neither a function exported by an installed app/],
      ['queue', /unknown queue "nope" \(known: short, default, long, reports\)/],
      ['dedupe', /deduplicate needs a jobId/],
    ];
    for (const [what, pattern] of cases) {
      const res = await callRpc(site(), 'jobtest.api.enqueue_bad', { what });
      assert.equal(res.status, 417, what);
      assert.equal(res.json.exc_type, 'ValidationError', what);
      assert.match(JSON.parse(res.json._server_messages).map((m: string) => JSON.parse(m).message).join(' '), pattern, what);
    }
  });
}, { apps });
