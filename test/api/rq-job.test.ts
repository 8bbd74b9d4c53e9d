import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { JobWorker } from '../../src/job-worker/job-worker.ts';
import type { JobQueue } from '../../src/jobs/job-queue.ts';
import { appsWith, JOBS_APP } from '../helpers/apps.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { callRpc } from '../helpers/rpc-client.ts';
import { send, serverMessages } from '../helpers/scenario.ts';
import { silentLog, type TestSite } from '../helpers/test-site.ts';
import { eventually, testJob } from '../stores/job-queue-contract.ts';
import { jobThread } from '../helpers/job-thread.ts';

const apps = await appsWith(JOBS_APP);
const RQ = 'core.doctype.rq_job.rq_job';
const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));

/** The desk's list query (frappe.desk.reportview.get), rows as objects. */
async function reportview(site: TestSite, args: Record<string, unknown>, auth = site.adminAuth) {
  const res = await callRpc(site, 'frappe.desk.reportview.get', { doctype: 'RQ Job', ...args }, { auth });
  if (res.status !== 200) return { status: res.status, json: res.json, rows: [] as Array<Record<string, unknown>> };
  const m = res.json.message;
  const rows = Array.isArray(m) ? [] : (m.values as unknown[][]).map((v) => Object.fromEntries((m.keys as string[]).map((k, i) => [k, v[i]])));
  return { status: res.status, json: res.json, rows };
}

perDialect('RQ Job and RQ Worker: the job queue as virtual DocTypes', (site) => {
  let queue: JobQueue;
  let manager: string;
  let clerk: string;
  const ids: Record<string, string> = {};

  before(async () => {
    const s = site();
    queue = (await s.app.sites.get(s.site)).jobs.queue;
    manager = await s.addUser('jobs.manager@example.com', ['System Manager']);
    clerk = await s.addUser('jobs.clerk@example.com', ['Desk User']);
    // Jobs in queues no worker of this test claims: waiting, running, failed and finished ones.
    for (const [key, queueName, jobId] of [['waiting', 'reports', 'nightly'], ['running', 'short', null], ['failed', 'long', null], ['done', 'long', null]] as const) {
      const job = testJob(queueName, { jobId, jobName: `${key} job`, method: 'jobtest.tasks.make_note', kwargs: JSON.stringify({ title: key }), user: 'jobs.manager@example.com' });
      await queue.enqueue(job);
      ids[key] = job.id;
      // Each a millisecond apart: listings order by creation.
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const running = await queue.claim({ queues: ['short'], worker: 'w1', leaseMs: 60_000 });
    assert.equal(running?.job.id, ids.running);
    const failing = await queue.claim({ queues: ['long'], worker: 'w1', leaseMs: 60_000 });
    await queue.fail(failing!, { excType: 'ValidationError', message: 'it broke', traceback: 'Error: it broke\n    at secret (/srv/app/tasks.ts:1:1)' });
    const done = await queue.claim({ queues: ['long'], worker: 'w1', leaseMs: 60_000 });
    await queue.complete(done!, '"ok"');
  });

  it('lists jobs by status and queue as the desk asks, with counts, in v1, v2 and the client methods', async () => {
    const failed = await reportview(site(), { fields: ['name', 'job_name', 'queue', 'status', 'exc_info'], filters: [['status', '=', 'failed']], order_by: 'creation desc', start: 0, page_length: 20 });
    assert.equal(failed.status, 200, JSON.stringify(failed.json));
    assert.deepEqual(failed.rows.map((r) => [r.name, r.job_name, r.queue, r.status]), [[ids.failed, 'failed job', 'long', 'failed']]);
    assert.match(String(failed.rows[0].exc_info), /at secret/, 'a System Manager sees the traceback');
    const count = await callRpc(site(), 'frappe.desk.reportview.get_count', { doctype: 'RQ Job', filters: [['queue', '=', 'long']] });
    assert.equal(count.json.message, 2);
    const all = await reportview(site(), { fields: ['name', 'status'], order_by: 'creation asc' });
    assert.deepEqual(all.rows.map((r) => r.name), [ids.waiting, ids.running, ids.failed, ids.done]);
    const page = await reportview(site(), { fields: ['name'], order_by: 'creation asc', start: 1, page_length: 2 });
    assert.deepEqual(page.rows.map((r) => r.name), [ids.running, ids.failed], 'start and page length');
    const statuses = await reportview(site(), { fields: ['status'], filters: [['status', 'in', ['queued', 'started']], ['job_name', 'like', '%job']], order_by: 'status asc' });
    assert.deepEqual(statuses.rows.map((r) => r.status), ['queued', 'started']);

    const v1 = await send(site(), { method: 'GET', url: `/api/resource/RQ Job?fields=${q(['name', 'job_id', 'timeout', 'owner'])}&filters=${q({ queue: 'reports' })}`, auth: manager });
    assert.equal(v1.statusCode, 200, v1.body);
    assert.deepEqual(JSON.parse(v1.body).data, [{ name: ids.waiting, job_id: 'nightly', timeout: 300, owner: 'jobs.manager@example.com' }]);
    const v2 = await send(site(), { method: 'GET', url: `/api/v2/document/RQ Job?fields=${q(['name'])}&filters=${q([['status', '!=', 'queued']])}&order_by=creation%20asc&limit=2&include=count`, auth: manager });
    assert.equal(v2.statusCode, 200, v2.body);
    const body = JSON.parse(v2.body);
    assert.deepEqual(body.data.map((r: { name: string }) => r.name), [ids.running, ids.failed]);
    assert.equal(body.has_next_page, true);
    assert.equal(body.count, 3);
    const v2count = await send(site(), { method: 'GET', url: `/api/v2/doctype/RQ Job/count?filters=${q([['status', '=', 'finished']])}`, auth: manager });
    assert.equal(JSON.parse(v2count.body).data, 1);
    const list = await callRpc(site(), 'frappe.client.get_list', { doctype: 'RQ Job', fields: ['name', 'time_taken'], filters: { status: 'finished' } }, { auth: manager });
    assert.equal(list.json.message[0].name, ids.done);
    assert.equal(typeof list.json.message[0].time_taken, 'number');
    const clientCount = await callRpc(site(), 'frappe.client.get_count', { doctype: 'RQ Job', filters: { status: ['in', ['queued', 'failed']] } }, { auth: manager });
    assert.equal(clientCount.json.message, 2);
  });

  it('reads one job in v1 and v2; a job of another site or none is 404', async () => {
    const one = await send(site(), { method: 'GET', url: `/api/resource/RQ Job/${ids.failed}`, auth: manager });
    assert.equal(one.statusCode, 200, one.body);
    const doc = JSON.parse(one.body).data;
    assert.equal(doc.status, 'failed');
    assert.match(doc.arguments, /"title": "failed"/);
    const v2 = await send(site(), { method: 'GET', url: `/api/v2/document/RQ Job/${ids.running}`, auth: manager });
    assert.equal(JSON.parse(v2.body).data.status, 'started');
    const missing = await send(site(), { method: 'GET', url: '/api/resource/RQ Job/nope', auth: manager });
    assert.equal(missing.statusCode, 404);
  });

  it('refuses everyone but System Managers before reading anything, and every write with Frappe\'s error', async () => {
    const refusals = [
      await send(site(), { method: 'GET', url: '/api/resource/RQ Job', auth: clerk }),
      await send(site(), { method: 'GET', url: '/api/v2/document/RQ Job', auth: clerk }),
      await send(site(), { method: 'GET', url: `/api/resource/RQ Job/${ids.failed}`, auth: clerk }),
      await send(site(), { method: 'GET', url: '/api/resource/RQ Worker', auth: clerk }),
      await send(site(), { method: 'GET', url: '/api/resource/RQ Job' }),
    ];
    assert.deepEqual(refusals.map((r) => r.statusCode), [403, 403, 403, 403, 403]);
    assert.equal(JSON.parse(refusals[0].body).exc_type, 'PermissionError');
    const viaDesk = await reportview(site(), { fields: ['name'] }, clerk);
    assert.equal(viaDesk.status, 403);
    for (const count of ['frappe.desk.reportview.get_count', 'frappe.client.get_count']) {
      assert.equal((await callRpc(site(), count, { doctype: 'RQ Job' }, { auth: clerk })).status, 403, count);
    }
    for (const auth of [manager, site().adminAuth]) {
      const create = await send(site(), { method: 'POST', url: '/api/resource/RQ Job', json: { job_id: 'mine' }, auth });
      assert.equal(create.statusCode, 403, create.body);
      assert.equal(JSON.parse(create.body).exc_type, 'PermissionError');
      assert.match(JSON.parse(create.body).exception ?? create.body, /Insufficient Permission for RQ Job/);
      const update = await send(site(), { method: 'PUT', url: `/api/resource/RQ Job/${ids.waiting}`, json: { status: 'finished' }, auth });
      assert.equal(update.statusCode, 403, update.body);
      const remove = await send(site(), { method: 'DELETE', url: `/api/v2/document/RQ Job/${ids.waiting}`, auth });
      assert.equal(remove.statusCode, 403, remove.body);
    }
    assert.equal((await queue.get(ids.waiting))?.status, 'queued', 'unchanged');
  });

  it('refuses listings a virtual DocType cannot answer (linked fields, functions, grouping) with 417', async () => {
    for (const args of [{ fields: ['count(name)'] }, { fields: ['status'], group_by: 'status' }, { fields: ['name'], order_by: 'length(name) desc' }]) {
      const res = await reportview(site(), args);
      assert.equal(res.status, 417, JSON.stringify(args));
      assert.equal(res.json.exc_type, 'ValidationError');
    }
    const unknown = await reportview(site(), { fields: ['name'], filters: [['no_such_field', '=', 1]] });
    assert.equal(unknown.status, 417);
  });

  it('remove_failed_jobs and stop_job: System Managers only', async () => {
    for (const [method, args] of [['remove_failed_jobs', {}], ['stop_job', { job_id: ids.running }]] as const) {
      const res = await callRpc(site(), `frappe.${RQ}.${method}`, args, { auth: clerk });
      assert.equal(res.status, 403, method);
      assert.match(res.body, /only allowed for <strong>System Manager/);
    }
    const notRunning = await callRpc(site(), `frappe.${RQ}.stop_job`, { job_id: 'nightly' }, { auth: manager });
    assert.equal(notRunning.status, 200, notRunning.body);
    assert.deepEqual(serverMessages(notRunning.json).map((m) => m.message), ['Job is not running.']);
    assert.equal((await callRpc(site(), `frappe.${RQ}.stop_job`, { job_id: 'nope' }, { auth: manager })).status, 404);
    const stopped = await callRpc(site(), `frappe.${RQ}.stop_job`, { job_id: ids.running }, { auth: manager });
    assert.equal(stopped.status, 200, stopped.body);
    assert.equal((await queue.get(ids.running))?.status, 'canceled');
    const removed = await callRpc(site(), `frappe.${RQ}.remove_failed_jobs`, {}, { auth: manager });
    assert.equal(removed.status, 200, removed.body);
    const left = await reportview(site(), { fields: ['name', 'status'], order_by: 'creation asc' });
    assert.deepEqual(left.rows.map((r) => r.status), ['queued', 'canceled', 'finished']);
  });

  describe('with a worker running', () => {
    let worker: JobWorker;
    before(() => {
      const s = site();
      worker = new JobWorker({
        siteQueues: async () => [queue], queues: ['default'], concurrency: 1, leaseMs: 600, pollMs: 25, heartbeatMs: 100,
        siteWorkers: async () => (await s.app.sites.get(s.site)).jobs.workers,
        thread: jobThread(s.sitesDir, apps.dirs), log: silentLog,
      });
      worker.start();
    });
    after(() => worker?.stop(1000));

    it('lists the live worker in RQ Worker, busy with the job it runs; stop_job stops that job', async () => {
      const idle = await eventually(async () => {
        const res = await send(site(), { method: 'GET', url: `/api/resource/RQ Worker?fields=${q(['name', 'status', 'queue', 'pid', 'current_job_id'])}`, auth: manager });
        const rows = JSON.parse(res.body).data as Array<Record<string, unknown>>;
        return rows.find((r) => r.name === worker.name);
      }, 10_000, 'the worker to report');
      assert.equal(idle.queue, 'default');
      assert.equal(idle.pid, String(process.pid));
      const spin = await callRpc(site(), 'jobtest.api.enqueue', { method: 'jobtest.tasks.spin', options: { timeout: 60 } });
      const id = spin.json.message.id;
      const busy = await eventually(async () => {
        const res = await send(site(), { method: 'GET', url: `/api/resource/RQ Worker/${encodeURIComponent(worker.name)}`, auth: manager });
        const doc = JSON.parse(res.body).data;
        return doc?.status === 'busy' && doc;
      }, 10_000, 'the worker to be busy');
      assert.equal(busy.current_job_id, id);
      const stopped = await callRpc(site(), `frappe.${RQ}.stop_job`, { job_id: id }, { auth: manager });
      assert.equal(stopped.status, 200, stopped.body);
      assert.deepEqual(serverMessages(stopped.json), []);
      // The spinning thread is terminated at the next renewal; the worker then runs the next job.
      const next = await callRpc(site(), 'jobtest.api.enqueue', { options: { kwargs: { title: 'after the stop' } } });
      const done = await eventually(async () => {
        const job = await queue.get(next.json.message.id);
        return job?.status === 'finished' && job;
      }, 20_000, 'the next job to run');
      assert.ok(done);
      const job = await queue.get(id);
      assert.equal(job?.status, 'canceled');
      assert.equal(job?.error?.excType, 'StopRequested');
    });
  });
}, { apps });
