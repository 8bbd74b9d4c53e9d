import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { JobWorker } from '../../src/job-worker/job-worker.ts';
import type { JobQueue } from '../../src/jobs/job-queue.ts';
import { appsWith, JOBS_APP } from '../helpers/apps.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { send } from '../helpers/scenario.ts';
import { silentLog, type TestSite } from '../helpers/test-site.ts';
import { eventually } from '../stores/job-queue-contract.ts';
import { jobThread } from '../helpers/job-thread.ts';

const apps = await appsWith(JOBS_APP);
const ASYNC = { prefer: 'respond-async' };

async function batch(site: TestSite, auth: string | undefined, body: unknown, headers: Record<string, string> = ASYNC) {
  const res = await send(site, { method: 'POST', url: '/api/v2/batch', auth, json: body, headers });
  return { res, json: JSON.parse(res.body) };
}

/** Polls the status URL as `auth` until the job ended; answers its last status body. */
async function ended(site: TestSite, auth: string, url: string) {
  return eventually(async () => {
    const res = await send(site, { method: 'GET', url, auth });
    assert.equal(res.statusCode, 200, res.body);
    const data = JSON.parse(res.body).data;
    return ['finished', 'failed'].includes(data.status) && data;
  }, 20_000, `${url} to end`);
}

perDialect('Asynchronous batch: Prefer: respond-async on /api/v2/batch', (site) => {
  let worker: JobWorker;
  let queue: JobQueue;
  let alice = '';
  let bob = '';
  let manager = '';

  before(async () => {
    const s = site();
    alice = await s.addUser('batch.alice@example.com', ['System Manager']);
    bob = await s.addUser('batch.bob@example.com', ['Desk User']);
    manager = await s.addUser('batch.manager@example.com', ['System Manager']);
    queue = (await s.app.sites.get(s.site)).jobs.queue;
    worker = new JobWorker({
      siteQueues: async () => [queue], queues: ['default'], concurrency: 1, leaseMs: 2000, pollMs: 25,
      thread: jobThread(s.sitesDir, apps.dirs), log: silentLog,
    });
    worker.start();
  });
  after(() => worker?.stop(1000));

  it('answers 202 with the job, which runs as the caller; its status URL then gives the per-item results', async () => {
    const { res, json } = await batch(site(), alice, {
      operations: [
        { op: 'create', doctype: 'ToDo', doc: { description: 'async one' } },
        { op: 'create', doctype: 'ToDo', doc: {} },
        { op: 'method', method: 'frappe.client.get_count', args: { doctype: 'ToDo', filters: { description: 'async one' } } },
      ],
    });
    assert.equal(res.statusCode, 202, res.body);
    assert.equal(res.headers['preference-applied'], 'respond-async');
    const id = json.data.job_id;
    assert.equal(json.data.status, 'queued');
    assert.equal(json.data.status_url, `/api/v2/jobs/${id}`);
    assert.equal(res.headers.location, json.data.status_url);

    const data = await ended(site(), alice, json.data.status_url);
    assert.equal(data.status, 'finished');
    assert.equal(data.user, 'batch.alice@example.com');
    assert.deepEqual(data.result.map((r: { status: number }) => r.status), [200, 417, 200]);
    assert.equal(data.result[0].data.description, 'async one');
    assert.equal(data.result[0].data.owner, 'batch.alice@example.com', 'written as the caller');
    assert.equal(data.result[1].errors[0].type, 'MandatoryError');
    assert.equal(data.result[2].data, 1, 'the method saw the first item');
    assert.equal(data.error, null);
  });

  it("is 404 to anyone else but a System Manager, and to Guests; each item is checked as the caller's request would be", async () => {
    const { json } = await batch(site(), bob, { operations: [{ op: 'create', doctype: 'ToDo', doc: { description: 'by bob', allocated_to: 'batch.bob@example.com' } }, { op: 'create', doctype: 'Role', doc: { role_name: 'Bob Role' } }] });
    const url = json.data.status_url;
    const data = await ended(site(), bob, url);
    assert.deepEqual(data.result.map((r: { status: number }) => r.status), [200, 403], 'Bob may not create roles, in a job either');
    for (const [who, auth, status] of [['alice', alice, 200], ['manager', manager, 200], ['guest', undefined, 404]] as const) {
      const res = await send(site(), { method: 'GET', url, auth });
      assert.equal(res.statusCode, who === 'alice' ? 200 : status, `${who}: ${res.body}`);
    }
    const mine = await batch(site(), alice, { operations: [{ op: 'create', doctype: 'ToDo', doc: { description: 'alice again' } }] });
    const refused = await send(site(), { method: 'GET', url: mine.json.data.status_url, auth: bob });
    assert.equal(refused.statusCode, 404);
    assert.equal(JSON.parse(refused.body).errors[0].type, 'DoesNotExistError');
    assert.equal((await send(site(), { method: 'GET', url: '/api/v2/jobs/no-such-job', auth: alice })).statusCode, 404);
    assert.equal((await send(site(), { method: 'DELETE', url: mine.json.data.status_url, auth: alice })).statusCode, 405);
    assert.equal((await send(site(), { method: 'GET', url: '/api/v2/jobs/a/b', auth: alice })).statusCode, 404);
  });

  it('an atomic batch fails as a whole, its error naming the item, its traceback for System Managers only', async () => {
    const mine = { allocated_to: 'batch.bob@example.com' };
    const ops = [{ op: 'create', doctype: 'ToDo', doc: { description: 'atomic kept?', ...mine } }, { op: 'create', doctype: 'ToDo', doc: mine }];
    const { res, json } = await batch(site(), bob, { atomic: true, operations: ops });
    assert.equal(res.statusCode, 202, res.body);
    const data = await ended(site(), bob, json.data.status_url);
    assert.equal(data.status, 'failed');
    assert.equal(data.result, null);
    assert.equal(data.error.exc_type, 'MandatoryError');
    assert.match(data.error.message, /^Operation 1: /);
    assert.equal(data.error.traceback, undefined, 'no traceback for the user');
    const seen = await send(site(), { method: 'GET', url: json.data.status_url, auth: manager });
    assert.match(JSON.parse(seen.body).data.error.traceback, /MandatoryError|Error/);
    const kept = await send(site(), { method: 'GET', url: `/api/resource/ToDo?filters=${encodeURIComponent('[["description","=","atomic kept?"]]')}`, auth: alice });
    assert.deepEqual(JSON.parse(kept.body).data, [], 'nothing of the atomic batch stays');
  });

  it('refuses a malformed batch at once (no job), runs without the preference as before, and ignores it for Guests', async () => {
    const before = await queue.count();
    const bad = await batch(site(), alice, { operations: [{ op: 'explode' }] });
    assert.equal(bad.res.statusCode, 417);
    assert.equal(await queue.count(), before, 'nothing enqueued');
    const sync = await batch(site(), alice, { operations: [{ op: 'create', doctype: 'ToDo', doc: { description: 'sync' } }] }, { prefer: 'count=exact' });
    assert.equal(sync.res.statusCode, 200);
    assert.equal(sync.res.headers['preference-applied'], undefined);
    assert.equal(sync.json.data[0].status, 200);
    const guest = await batch(site(), undefined, { operations: [{ op: 'create', doctype: 'ToDo', doc: { description: 'guest' } }] });
    assert.notEqual(guest.res.statusCode, 202);
    assert.equal(guest.res.headers['preference-applied'], undefined);
    assert.equal(await queue.count(), before);
  });
}, { apps });
