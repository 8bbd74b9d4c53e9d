import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { systemClock } from '../../src/context/clock.ts';
import { isAppError } from '../../src/errors/app-error.ts';
import { JobWorker } from '../../src/job-worker/job-worker.ts';
import type { JobQueue } from '../../src/jobs/job-queue.ts';
import type { JobRecord } from '../../src/jobs/job-types.ts';
import { afterCommit } from '../../src/apps/app-api.ts';
import type { DocContext } from '../../src/model/doc-context.ts';
import { runJobOperation } from '../../src/operations/run-job-operation.ts';
import { runOperation } from '../../src/operations/run-operation.ts';
import { systemContext } from '../../src/operations/system-context.ts';
import { methodContext } from '../../src/rpc/method-context.ts';
import type { SiteRuntime } from '../../src/sites/site-runtime.ts';
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
  const res = await send(site, { method: 'GET', url: `/api/resource/Note?fields=${encodeURIComponent('["title"]')}&filters=${encodeURIComponent(JSON.stringify([['title', 'like', like]]))}&limit_page_length=0`, auth: site.adminAuth });
  return (JSON.parse(res.body).data as Array<{ title: string }>).map((n) => n.title).sort();
}

perDialect('api.commit() in background jobs', (site) => {
  let worker: JobWorker;
  let queue: JobQueue;
  let runtime: SiteRuntime;
  const traces = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-job-commit-'));
  const settled = (id: string) => eventually(async () => {
    const job = await queue.get(id);
    return job && (job.status === 'finished' || job.status === 'failed') && job;
  }, 60_000, `job ${id} to end`) as Promise<JobRecord>;
  const enqueueBatches = async (kwargs: Record<string, unknown>): Promise<string> => {
    const res = await callRpc(site(), 'jobtest.api.enqueue', { method: 'jobtest.tasks.batches', options: { kwargs } });
    assert.equal(res.status, 200, res.body);
    return res.json.message.id;
  };

  before(async () => {
    const s = site();
    runtime = await s.app.sites.get(s.site);
    queue = runtime.jobs.queue;
    worker = new JobWorker({
      siteQueues: async () => [queue], queues: ['short', 'default', 'long'], concurrency: 1, leaseMs: 2000, pollMs: 25,
      thread: jobThread(s.sitesDir, apps.dirs), log: silentLog,
    });
    worker.start();
  });
  after(async () => {
    await worker?.stop(1000);
    fs.rmSync(traces, { recursive: true, force: true });
  });

  it('commits each batch as it goes: a request writes between batches while the job still runs, and after-commit work follows each commit', async () => {
    const trace = path.join(traces, 'between.txt');
    const id = await enqueueBatches({ prefix: 'between', wait_for: 'between:marker', trace });
    await eventually(async () => (await notes(site(), 'between:1:%')).length === 3, 60_000, 'the first batch to be visible');
    // The job now waits for this Note: had it kept its first transaction, a SQLite request would
    // wait for the writer until its busy timeout, and the job would never see the Note.
    const started = performance.now();
    const marker = await send(site(), { method: 'POST', url: '/api/resource/Note', auth: site().adminAuth, json: { title: 'between:marker' } });
    const took = performance.now() - started;
    assert.equal(marker.statusCode, 200, marker.body);
    assert.ok(took < 5000, `the request's write took ${took.toFixed(0)} ms`);
    // The marker let the job on to its second batch; it then waits for a second Note, so what it
    // has and has not written yet can be read without a race.
    await eventually(async () => (await notes(site(), 'between:2:%')).length === 3, 60_000, 'the second batch to be visible');
    assert.equal((await queue.get(id))?.status, 'started', 'the job is still running');
    assert.deepEqual(await notes(site(), 'between:3:%'), [], 'the third batch is not written yet');
    const go = await send(site(), { method: 'POST', url: '/api/resource/Note', auth: site().adminAuth, json: { title: 'between:marker:go' } });
    assert.equal(go.statusCode, 200, go.body);
    const job = await settled(id);
    assert.equal(job.status, 'finished', JSON.stringify(job.error));
    assert.equal(job.result, '"done"');
    assert.equal((await notes(site(), 'between:%')).length, 11, 'three batches of three and the two markers');
    assert.deepEqual(fs.readFileSync(trace, 'utf8').trim().split('\n'), ['wrote 1', 'after 1', 'wrote 2', 'after 2', 'wrote 3', 'after 3']);
  });

  it('a throw after the second commit rolls back only the third batch, its enqueue and its after-commit work', async () => {
    const trace = path.join(traces, 'fails.txt');
    const id = await enqueueBatches({ prefix: 'fails', fail_in: 3, follow_up: true, trace });
    const job = await settled(id);
    assert.equal(job.status, 'failed');
    assert.equal(job.error?.excType, 'ValidationError');
    assert.equal(job.error?.message, 'batch 3 failed');
    assert.equal((await notes(site(), 'fails:1:%')).length, 3);
    assert.equal((await notes(site(), 'fails:2:%')).length, 3);
    assert.deepEqual(await notes(site(), 'fails:3:%'), []);
    assert.deepEqual(fs.readFileSync(trace, 'utf8').trim().split('\n'), ['wrote 1', 'after 1', 'wrote 2', 'after 2', 'wrote 3']);
    // The jobs enqueued in committed batches run; the one enqueued in the rolled-back batch never existed.
    await eventually(async () => (await notes(site(), 'fails:follow-up:%')).length === 2, 60_000, 'the follow-up jobs');
    assert.deepEqual(await notes(site(), 'fails:follow-up:%'), ['fails:follow-up:1', 'fails:follow-up:2']);
    assert.equal(await queue.count({ jobId: 'fails-follow-3' }), 0);
  });

  it('refuses api.commit() in a whitelisted method called over HTTP, keeping nothing of the call', async () => {
    const res = await callRpc(site(), 'jobtest.api.commit_in_request', { title: 'in a request' });
    assert.equal(res.status, 417, res.body);
    assert.equal(res.json.exc_type, 'ValidationError');
    assert.match(JSON.parse(res.json._server_messages).map((m: string) => JSON.parse(m).message).join(' '), /only available in a background job: this call runs in one transaction/);
    assert.deepEqual(await notes(site(), 'in a request'), []);
  });

  it('publishes realtime events and runs after-commit work at each commit, once what it waited for is visible to others', async () => {
    const ctx = systemContext(runtime, systemClock(), silentLog);
    const visible = () => runOperation(ctx, 'read', (dc) => methodContext(dc, 'GET').docs.count('Note', [['title', 'like', 'inproc:%']]));
    const published: unknown[] = [];
    const unsubscribe = runtime.realtime.subscribe((event) => {
      if (event.event === 'batch_done') published.push(event.message);
    });
    const log: string[] = [];
    try {
      await runJobOperation(ctx, async (dc, commit) => {
        const api = methodContext(dc, 'POST', { commit });
        for (let batch = 1; batch <= 3; batch++) {
          await api.docs.insert({ doctype: 'Note', title: `inproc:${batch}` });
          api.publishRealtime('batch_done', { batch }, { room: 'jobs', afterCommit: true });
          afterCommit(dc, async () => void log.push(`after ${batch}: ${await visible()} visible`));
          assert.equal(await visible(), batch - 1, 'not visible to others before the commit');
          await commit();
          await new Promise((resolve) => setImmediate(resolve));
          assert.deepEqual(published, Array.from({ length: batch }, (_, i) => ({ batch: i + 1 })), `events of batch ${batch} out at its commit`);
          // Between batches the job holds no transaction: another operation's write goes through at once.
          await runOperation(ctx, 'write', (other) => methodContext(other, 'POST').docs.insert({ doctype: 'Note', title: `inproc-other:${batch}` }));
        }
      });
    } finally {
      unsubscribe();
    }
    assert.deepEqual(log, ['after 1: 1 visible', 'after 2: 2 visible', 'after 3: 3 visible']);
  });

  it('refuses a statement made while a commit is under way, or once the job has ended', async () => {
    const ctx = systemContext(runtime, systemClock(), silentLog);
    let kept: DocContext | undefined;
    await runJobOperation(ctx, async (dc, commit) => {
      kept = dc;
      await methodContext(dc, 'POST').docs.insert({ doctype: 'Note', title: 'closed:1' });
      const committing = commit();
      await assert.rejects(dc.tx.all(dc.tx.builder.selectFrom('tabNote').select('name')), (err) => isAppError(err) && /still under way/.test(err.message));
      await committing;
      await methodContext(dc, 'POST').docs.insert({ doctype: 'Note', title: 'closed:2' });
    });
    await assert.rejects(kept!.tx.run(kept!.tx.builder.selectFrom('tabNote').select('name')), (err) => isAppError(err) && /the job has ended/.test(err.message));
    assert.deepEqual(await notes(site(), 'closed:%'), ['closed:1', 'closed:2']);
  });
}, { apps });
