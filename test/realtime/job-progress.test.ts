import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { JobWorker } from '../../src/job-worker/job-worker.ts';
import type { JobQueue } from '../../src/jobs/job-queue.ts';
import { appsWith, JOBS_APP } from '../helpers/apps.ts';
import { listenOnLoopback } from '../helpers/browser.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { connectRealtime, settle, type RealtimeClient } from '../helpers/realtime-client.ts';
import { callRpc } from '../helpers/rpc-client.ts';
import { silentLog } from '../helpers/test-site.ts';
import { eventually } from '../stores/job-queue-contract.ts';
import { jobThread } from '../helpers/job-thread.ts';

const apps = await appsWith(JOBS_APP);

/**
 * publish_progress from a background job, through the real socket.io-client: the job runs in a
 * worker thread, which hands its events to the worker, which publishes them on the site; they
 * reach the enqueuing user's sockets (or the task's room) and nobody else's.
 */
perDialect('Job progress over socket.io', (site) => {
  let worker: JobWorker;
  let queue: JobQueue;
  let owner: RealtimeClient;
  let other: RealtimeClient;
  let ownerAuth = '';

  before(async () => {
    const s = site();
    const url = await listenOnLoopback(s);
    ownerAuth = await s.addUser('progress.owner@example.com', ['Desk User']);
    const otherAuth = await s.addUser('progress.other@example.com', ['Desk User']);
    owner = await connectRealtime(url, `/${s.site}`, { headers: { Authorization: ownerAuth } });
    other = await connectRealtime(url, `/${s.site}`, { headers: { Authorization: otherAuth } });
    queue = (await s.app.sites.get(s.site)).jobs.queue;
    worker = new JobWorker({
      siteQueues: async () => [queue], queues: ['default'], concurrency: 1, leaseMs: 2000, pollMs: 25,
      publish: (name, event) => void s.app.sites.get(name).then((opened) => opened.realtime.publish(event)),
      thread: jobThread(s.sitesDir, apps.dirs), log: silentLog,
    });
    worker.start();
  });
  after(async () => {
    owner?.close();
    other?.close();
    await worker?.stop(1000);
  });

  const finished = (id: string) => eventually(async () => (await queue.get(id))?.status === 'finished', 20_000, `job ${id} to finish`);

  it("sends a job's progress to the user who enqueued it, and to no one else", async () => {
    const res = await callRpc(site(), 'jobtest.api.enqueue', { method: 'jobtest.tasks.report_progress', options: { kwargs: { who: 'owner' } } }, { auth: ownerAuth });
    assert.equal(res.status, 200, res.body);
    const done = await owner.waitFor((r) => r.event === 'progress' && r.message.percent === 100, 20_000);
    assert.deepEqual(done.message, { percent: 100, title: 'Done', description: 'two of two for owner' });
    assert.deepEqual(owner.received.filter((r) => r.event === 'progress').map((r) => r.message.percent), [50, 100]);
    await finished(res.json.message.id);
    await settle();
    assert.deepEqual(other.received.filter((r) => r.event === 'progress'), [], 'another user hears nothing');
  });

  it("sends a task's progress and its completion to the task's room, with its id", async () => {
    const taskId = `task-${Date.now()}`;
    assert.deepEqual(await owner.ask('task_subscribe', taskId), { ok: true });
    const res = await callRpc(site(), 'jobtest.api.enqueue', { method: 'jobtest.tasks.report_progress', options: { taskId } }, { auth: ownerAuth });
    assert.equal(res.status, 200, res.body);
    const complete = await owner.waitFor((r) => r.event === `task_complete:${taskId}`, 20_000);
    assert.deepEqual(complete.message, { task_id: taskId, job_id: res.json.message.id, status: 'finished' });
    const progress = owner.received.filter((r) => r.event === 'progress' && r.message.task_id === taskId).map((r) => r.message.percent);
    assert.deepEqual(progress, [50, 100]);
    await settle();
    assert.deepEqual(other.received.filter((r) => r.event === 'progress' || r.event.startsWith('task_complete')), [], 'not subscribed: nothing');
  });

  it('refuses a task id that is not a plain name at enqueue', async () => {
    const res = await callRpc(site(), 'jobtest.api.enqueue', { method: 'jobtest.tasks.report_progress', options: { taskId: 'no spaces/here' } }, { auth: ownerAuth });
    assert.equal(res.status, 417);
    assert.match(res.body, /taskId must be 1 to 140 letters/);
  });
}, { apps });
