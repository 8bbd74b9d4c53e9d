import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { systemClock } from '../../src/context/clock.ts';
import type { RealtimeEvent } from '../../src/context/realtime-event.ts';
import { taskOfJob } from '../../src/job-worker/job-task.ts';
import { runTask } from '../../src/job-worker/run-task.ts';
import type { SiteRuntime } from '../../src/sites/site-runtime.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { silentLog } from '../helpers/test-site.ts';
import { call, insertAs } from '../helpers/users.ts';

const DELETE = 'desk.reportview.delete_items';
const BULK = 'desk.doctype.bulk_update.bulk_update.submit_cancel_or_update_docs';

/**
 * Issue 52 part 1: the list view's bulk delete (reportview.delete_items) and bulk submit, cancel
 * and edit (bulk_update.submit_cancel_or_update_docs): small selections in the request, larger
 * ones as a job (run here by hand, as a worker would), each document permission-checked.
 */
perDialect('List view bulk actions', (site) => {
  const admin = () => site().adminAuth;
  let runtime: SiteRuntime;
  let manager = '';
  let editor = '';
  let reader = '';
  let outsider = '';

  const post = (name: string, auth: string | undefined, path: string, json: Record<string, unknown>, status = 200, excType?: string) =>
    runScenario(site(), { name, method: 'POST', url: `/api/method/frappe.${path}`, auth, json, status, ...(excType ? { excType } : {}) });
  /** name → docstatus of the LB Docs whose code starts with `prefix`. */
  const states = async (prefix: string) => {
    const r = await call(site(), { method: 'GET', url: `/api/resource/LB Doc?fields=${encodeURIComponent('["name","docstatus","note"]')}&filters=${encodeURIComponent(JSON.stringify([['name', 'like', `${prefix}%`]]))}&order_by=name%20asc&limit_page_length=0`, auth: admin() });
    return Object.fromEntries(r.json.data.map((d: { name: string; docstatus: number; note: string | null }) => [d.name, d.note ? `${d.docstatus}:${d.note}` : d.docstatus]));
  };
  const make = async (codes: string[], extra: Record<string, unknown> = {}) => {
    for (const code of codes) await insertAs(site(), admin(), 'LB Doc', { code, ...extra });
  };
  /** The realtime events published while `fn` runs, by event name. */
  const events = async (fn: () => Promise<unknown>) => {
    const seen: RealtimeEvent[] = [];
    const stop = runtime.realtime.subscribe((e) => void seen.push(e));
    try {
      await fn();
    } finally {
      stop();
    }
    return seen;
  };
  /** Runs the one waiting job as a worker would; answers the job and its outcome. */
  const runJob = async () => {
    const claim = await runtime.jobs.queue.claim({ queues: ['short', 'default'], worker: 'test', leaseMs: 60_000 });
    assert.ok(claim, 'a job is waiting');
    const outcome = await runTask(runtime, runtime.jobs.targets, taskOfJob(claim.job), systemClock(), silentLog);
    await runtime.jobs.queue.complete(claim, outcome.ok ? outcome.result : null);
    return { job: claim.job, outcome };
  };

  before(async () => {
    runtime = await site().app.sites.get(site().site);
    await insertAs(site(), admin(), 'Role', { role_name: 'LB Editor', desk_access: 1 });
    await insertAs(site(), admin(), 'Role', { role_name: 'LB Reader', desk_access: 1 });
    await runScenario(site(), {
      name: 'define', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: {
        name: 'LB Doc', module: 'Custom', autoname: 'field:code', is_submittable: 1,
        fields: [{ fieldname: 'code', fieldtype: 'Data', reqd: 1 }, { fieldname: 'note', fieldtype: 'Data' }, { fieldname: 'depends_on', fieldtype: 'Link', options: 'LB Doc' }],
        permissions: [
          { role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, submit: 1, cancel: 1 },
          { role: 'LB Editor', read: 1, write: 1, create: 1, delete: 1 },
          { role: 'LB Reader', read: 1 },
        ],
      },
    });
    manager = await site().addUser('lb.manager@example.com', ['System Manager']);
    editor = await site().addUser('lb.editor@example.com', ['LB Editor']);
    reader = await site().addUser('lb.reader@example.com', ['LB Reader']);
    outsider = await site().addUser('lb.outsider@example.com', []);
  });

  it('delete_items deletes a small selection in the request, trying again what a link held, each document checked', async () => {
    await make(['d-1', 'd-3']);
    await make(['d-0'], { depends_on: 'd-1' });
    await make(['d-2']);
    await post('submit d-3', manager, BULK, { doctype: 'LB Doc', docnames: ['d-3'], action: 'submit' });
    const seen = await events(async () => {
      assert.equal((await post('delete', editor, DELETE, { doctype: 'LB Doc', items: '["d-1","d-0"]' })).message ?? null, null);
    });
    assert.deepEqual(await states('d-'), { 'd-2': 0, 'd-3': 1 }, 'd-1 went once d-0, which linked to it, was gone');
    assert.deepEqual(seen.filter((e) => e.event === 'msgprint').map((e) => e.message), [{ message: 'Deleted all documents successfully', title: 'Bulk Operation Successful' }]);
    assert.equal(seen.filter((e) => e.event === 'progress').length, 0, 'no progress below five documents');

    const refused = await events(async () => {
      await post('a reader may not delete', reader, DELETE, { doctype: 'LB Doc', items: ['d-2'] });
      await post('nobody deletes a submitted document', manager, DELETE, { doctype: 'LB Doc', items: ['d-3', 'nope'] });
      await post('an outsider reads nothing', outsider, DELETE, { doctype: 'LB Doc', items: ['d-2'] });
    });
    assert.deepEqual(refused.filter((e) => e.event === 'msgprint').map((e) => (e.message as { message: string }).message), [
      'Failed to delete 1 documents: d-2', 'Failed to delete 2 documents: nope, d-3', 'Failed to delete 1 documents: d-2',
    ]);
    assert.deepEqual(await states('d-'), { 'd-2': 0, 'd-3': 1 });

    await post('items not a list', editor, DELETE, { doctype: 'LB Doc', items: 'd-2' }, 417);
    await post('no items', editor, DELETE, { doctype: 'LB Doc' }, 417);
    await post('unknown DocType', editor, DELETE, { doctype: 'No Such Type', items: ['d-2'] }, 404, 'DoesNotExistError');
    await runScenario(site(), { name: 'GET', method: 'GET', url: `/api/method/frappe.${DELETE}?doctype=LB%20Doc&items=${encodeURIComponent('["d-2"]')}`, auth: editor, status: 403 });
    await post('Guest', undefined, DELETE, { doctype: 'LB Doc', items: ['d-2'] }, 403);
    assert.deepEqual(await states('d-'), { 'd-2': 0, 'd-3': 1 });
  });

  it('delete_items enqueues more than ten as a job that deletes as the caller, with progress', async () => {
    const codes = Array.from({ length: 12 }, (_, i) => `j-${String(i).padStart(2, '0')}`);
    await make(codes);
    assert.equal((await post('delete many', editor, DELETE, { doctype: 'LB Doc', items: codes })).message ?? null, null);
    assert.equal(Object.keys(await states('j-')).length, 12, 'nothing deleted yet');
    const seen = await events(async () => {
      const { job, outcome } = await runJob();
      assert.ok(outcome.ok, JSON.stringify(outcome));
      assert.equal(job.method, 'frappe.desk.reportview.delete_bulk');
      assert.equal(job.queue, 'default');
      assert.equal(job.user, 'lb.editor@example.com');
      assert.deepEqual(JSON.parse(job.kwargs).items, [...codes].reverse());
    });
    assert.deepEqual(await states('j-'), {});
    const progress = seen.filter((e) => e.event === 'progress').map((e) => e.message as { progress: number[]; title: string; description: string });
    assert.equal(progress.length, 12);
    assert.deepEqual(progress[0], { progress: [1, 12], title: 'Deleting LB Doc', description: 'j-11' });
    assert.deepEqual(progress[11].progress, [12, 12]);
    assert.deepEqual(seen.filter((e) => e.event === 'msgprint').map((e) => (e.message as { message: string }).message), ['Deleted all documents successfully']);
  });

  it('submit_cancel_or_update_docs acts on a small selection in the request and answers what failed', async () => {
    await make(['s-1', 's-2', 's-3', 's-4']);
    await post('submit s-3 first', manager, BULK, { doctype: 'LB Doc', docnames: ['s-3'], action: 'submit' });
    const seen = await events(async () => {
      const submitted = await post('submit', manager, BULK, { doctype: 'LB Doc', docnames: '["s-1","s-2","s-3","nope"]', action: 'submit', task_id: 'tsk1' });
      assert.deepEqual(submitted.message, ['s-3', 'nope'], 'already submitted, and missing');
    });
    const progress = seen.filter((e) => e.event === 'progress');
    assert.deepEqual(progress.map((e) => e.message), [
      { percent: 25, title: 'Submitting LB Doc', description: 's-1', task_id: 'tsk1' },
      { percent: 50, title: 'Submitting LB Doc', description: 's-2', task_id: 'tsk1' },
      { percent: 75, title: '', description: 's-3', task_id: 'tsk1' },
    ]);
    assert.ok(progress.every((e) => e.room === progress[0].room && e.room.includes('tsk1')), 'to the task\'s room');
    assert.deepEqual((await post('cancel', manager, BULK, { doctype: 'LB Doc', docnames: ['s-1'], action: 'cancel' })).message, []);
    const updated = await post('update', manager, BULK, { doctype: 'LB Doc', docnames: ['s-1', 's-2', 's-4'], action: 'update', data: '{"note":"x"}' });
    assert.deepEqual(updated.message, ['s-1', 's-2'], 'cancelled, and a submitted one whose field may not change');
    assert.deepEqual(await states('s-'), { 's-1': 2, 's-2': 1, 's-3': 1, 's-4': '0:x' });

    assert.deepEqual((await post('an editor may not submit', editor, BULK, { doctype: 'LB Doc', docnames: ['s-4'] })).message, ['s-4']);
    assert.deepEqual((await post('a reader may not edit', reader, BULK, { doctype: 'LB Doc', docnames: ['s-4'], action: 'update', data: { note: 'y' } })).message, ['s-4']);
    assert.deepEqual((await post('an outsider reads nothing', outsider, BULK, { doctype: 'LB Doc', docnames: ['s-4'], action: 'update', data: { note: 'y' } })).message, ['s-4']);
    assert.deepEqual((await post('an unknown action fails each', manager, BULK, { doctype: 'LB Doc', docnames: ['s-4'], action: 'explode' })).message, ['s-4']);
    await post('docnames not a list', manager, BULK, { doctype: 'LB Doc', docnames: 's-4' }, 417);
    await post('no docnames', manager, BULK, { doctype: 'LB Doc' }, 417);
    await post('data not an object', manager, BULK, { doctype: 'LB Doc', docnames: ['s-4'], action: 'update', data: '[1]' }, 417);
    await post('too many', manager, BULK, { doctype: 'LB Doc', docnames: Array.from({ length: 501 }, (_, i) => `x-${i}`) }, 417, 'ValidationError');
    await post('unknown DocType', manager, BULK, { doctype: 'No Such Type', docnames: ['s-4'] }, 404, 'DoesNotExistError');
    await runScenario(site(), { name: 'GET', method: 'GET', url: `/api/method/frappe.${BULK}?doctype=LB%20Doc&docnames=${encodeURIComponent('["s-4"]')}`, auth: manager, status: 403 });
    await post('Guest', undefined, BULK, { doctype: 'LB Doc', docnames: ['s-4'] }, 403);
    assert.deepEqual(await states('s-'), { 's-1': 2, 's-2': 1, 's-3': 1, 's-4': '0:x' });
  });

  it('submit_cancel_or_update_docs runs 20 or more as a job on the short queue, as the caller', async () => {
    const codes = Array.from({ length: 20 }, (_, i) => `b-${String(i).padStart(2, '0')}`);
    await make(codes);
    const queued = await post('submit many', manager, BULK, { doctype: 'LB Doc', docnames: codes, action: 'submit' });
    assert.equal(queued.message ?? null, null);
    assert.match(queued._server_messages, /Bulk operation is enqueued in background/);
    const { job, outcome } = await runJob();
    assert.equal(job.method, 'frappe.desk.doctype.bulk_update.bulk_update._bulk_action');
    assert.equal(job.queue, 'short');
    assert.equal(job.timeoutMs, 1_000_000);
    assert.equal(job.user, 'lb.manager@example.com');
    assert.deepEqual(outcome, { ok: true, result: '[]' });
    assert.ok(Object.values(await states('b-')).every((s) => s === 1));

    await post('an editor enqueues too', editor, BULK, { doctype: 'LB Doc', docnames: codes, action: 'cancel' });
    const refused = await runJob();
    assert.deepEqual(JSON.parse((refused.outcome as { result: string }).result), codes, 'each refused in the job');
    assert.ok(Object.values(await states('b-')).every((s) => s === 1));
  });
});
