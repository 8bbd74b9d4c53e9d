import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { manualClock } from '../../src/context/clock.ts';
import { taskOfJob } from '../../src/job-worker/job-task.ts';
import { runTask } from '../../src/job-worker/run-task.ts';
import { enqueueJobType, scheduledJobId } from '../../src/scheduler/enqueue-job-type.ts';
import { SchedulerLoop } from '../../src/scheduler/scheduler-loop.ts';
import { syncJobTypes } from '../../src/scheduler/sync-job-types.ts';
import type { SiteRuntime } from '../../src/sites/site-runtime.ts';
import { appsWith, SCHEDULER_APP } from '../helpers/apps.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { callRpc } from '../helpers/rpc-client.ts';
import { send } from '../helpers/scenario.ts';
import { silentLog, type TestSite } from '../helpers/test-site.ts';

const apps = await appsWith(SCHEDULER_APP);
const at = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`) * 1000;

/** The API's answer to a GET, as Administrator. */
async function get(site: TestSite, url: string): Promise<any> {
  const res = await send(site, { method: 'GET', url, auth: site.adminAuth });
  assert.equal(res.statusCode, 200, res.body);
  return JSON.parse(res.body).data;
}

const list = (doctype: string, fields: string[], filters: unknown[] = []) =>
  `/api/resource/${encodeURIComponent(doctype)}?fields=${encodeURIComponent(JSON.stringify(fields))}&filters=${encodeURIComponent(JSON.stringify(filters))}&limit_page_length=0&order_by=name%20asc`;

/**
 * The scheduler through the app on every dialect, on a clock the test moves: three scheduler
 * loops of three "processes" share the site's database; jobs run in-process on the same clock
 * (the worker's threads would read the real one).
 */
const START = at('2030-01-01 00:30:00');
const clock = manualClock(START);
perDialect('Scheduler', (site) => {
  let runtime: SiteRuntime;
  const loops = ['a', 'b', 'c'].map((holder) => new SchedulerLoop({ holder, clock, log: silentLog, tickMs: 60_000, sites: async () => [runtime] }));
  const roundAll = async () => {
    const enqueued = await Promise.all(loops.map((l) => l.round()));
    return enqueued.map((m) => m.get(site().site) ?? null);
  };
  /** Runs every waiting job as a worker would, on the test's clock; the outcomes, by method. */
  const drain = async () => {
    const ran: string[] = [];
    for (;;) {
      const claim = await runtime.jobs.queue.claim({ queues: ['short', 'default', 'long'], worker: 'test', leaseMs: 60_000 });
      if (!claim) return ran;
      const outcome = await runTask(runtime, apps.jobs, taskOfJob(claim.job), clock, silentLog);
      assert.ok(outcome.ok, JSON.stringify(outcome));
      await runtime.jobs.queue.complete(claim, outcome.result);
      ran.push(`${claim.job.jobName}:${JSON.parse(outcome.result ?? 'null')}`);
    }
  };
  const notes = async () => ((await get(site(), list('Note', ['title']))) as Array<{ title: string }>).map((n) => n.title).sort();
  const status = async () => (await callRpc(site(), 'frappe.utils.scheduler.get_scheduler_status', {}, { auth: site().adminAuth })).json.message.status;

  before(async () => {
    runtime = await site().app.sites.get(site().site);
    // The built-in app's own job type (the email queue's flush) is stopped, so only the test app's run here.
    const res = await send(site(), { method: 'PUT', url: '/api/resource/Scheduled Job Type/queue.flush', json: { stopped: 1 }, auth: site().adminAuth });
    assert.equal(res.statusCode, 200, res.body);
  });
  // Each dialect's site is made at the same time of day (the suites share the clock).
  after(() => clock.set(START));

  it("makes a Scheduled Job Type of every method the app's hooks.ts schedules", async () => {
    const all = await get(site(), list('Scheduled Job Type', ['name', 'method', 'frequency', 'cron_format', 'create_log', 'stopped', 'last_execution', 'next_execution']));
    assert.deepEqual(all.filter((t: any) => t.name === 'queue.flush').map((t: any) => [t.method, t.frequency]), [['frappe.email.queue.flush', 'All']], "the built-in app's");
    const types = all.filter((t: any) => t.name !== 'queue.flush');
    assert.deepEqual(types.map((t: any) => [t.name, t.method, t.frequency, t.cron_format, t.create_log]), [
      ['auto_repeat.make_auto_repeat_entry', 'svc.doctype.auto_repeat.auto_repeat.make_auto_repeat_entry', 'Daily', null, 1],
      ['auto_repeat.set_auto_repeat_as_completed', 'svc.doctype.auto_repeat.auto_repeat.set_auto_repeat_as_completed', 'Daily', null, 1],
      ['notification.trigger_daily_alerts', 'svc.doctype.notification.notification.trigger_daily_alerts', 'Daily', null, 1],
      ['tasks.each_second', 'schedtest.tasks.each_second', 'Cron', '* * * * * */2', 1],
      ['tasks.every_note', 'schedtest.tasks.every_note', 'All', null, 0],
      ['tasks.failing_daily', 'schedtest.tasks.failing_daily', 'Daily Long', null, 1],
      ['tasks.hourly_note', 'schedtest.tasks.hourly_note', 'Hourly', null, 1],
      ['tasks.quarter_note', 'schedtest.tasks.quarter_note', 'Cron', '0/15 * * * *', 1],
    ]);
    const byName = new Map(types.map((t: any) => [t.name, t]));
    assert.equal((byName.get('tasks.hourly_note') as any).next_execution, '2030-01-01 01:00:00.000000', 'the first hour after its creation');
    assert.equal((byName.get('tasks.every_note') as any).next_execution, '2030-01-01 00:32:00.000000', 'every 4 minutes');
    assert.equal((byName.get('tasks.quarter_note') as any).last_execution, null);
  });

  it('is inactive on a new site, as in Frappe, until System Settings enable it', async () => {
    assert.equal(await status(), 'inactive');
    clock.set(at('2030-01-01 01:00:01'));
    assert.deepEqual(await roundAll(), [null, null, null], 'nothing ticks');
    assert.equal(await runtime.jobs.queue.count(), 0);
    const res = await send(site(), { method: 'PUT', url: '/api/resource/System Settings/System Settings', json: { enable_scheduler: 1 }, auth: site().adminAuth });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(await status(), 'active');
  });

  it('enqueues each due job type once across three scheduler loops, and runs it once per period', async () => {
    const first = await roundAll();
    const ticked = first.filter((m) => m !== null);
    assert.equal(ticked.length, 1, `one loop holds the lease: ${JSON.stringify(first)}`);
    assert.deepEqual([...ticked[0]!].sort(), ['schedtest.tasks.each_second', 'schedtest.tasks.every_note', 'schedtest.tasks.hourly_note', 'schedtest.tasks.quarter_note']);
    const holder = await runtime.schedulerLease.holder();
    assert.ok(['a', 'b', 'c'].includes(holder!));
    for (let i = 0; i < 3; i++) await roundAll();
    for (const name of ['tasks.hourly_note', 'tasks.every_note', 'tasks.quarter_note', 'tasks.each_second']) {
      assert.equal(await runtime.jobs.queue.count({ jobId: scheduledJobId(name) }), 1, `${name} enqueued once`);
    }
    const hourly = (await runtime.jobs.queue.list({ jobId: scheduledJobId('tasks.hourly_note') }))[0]!;
    assert.equal(hourly.queue, 'default');
    assert.equal(hourly.user, 'Administrator');
    assert.equal(hourly.jobName, 'schedtest.tasks.hourly_note');
    assert.deepEqual((await drain()).sort(), ['schedtest.tasks.each_second:complete', 'schedtest.tasks.every_note:complete', 'schedtest.tasks.hourly_note:complete', 'schedtest.tasks.quarter_note:complete']);
    assert.deepEqual(await notes(), ['all', 'hourly:Administrator', 'quarter', 'second']);
    const job = (await get(site(), '/api/resource/Scheduled Job Type/tasks.hourly_note'));
    assert.equal(job.last_execution, '2030-01-01 01:00:01.000000');
    assert.equal(job.next_execution, '2030-01-01 02:00:00.000000');
    const logs = await get(site(), list('Scheduled Job Log', ['scheduled_job_type', 'status']));
    assert.deepEqual(logs.map((l: any) => `${l.scheduled_job_type}:${l.status}`).sort(), ['tasks.each_second:Complete', 'tasks.hourly_note:Complete', 'tasks.quarter_note:Complete'], 'All keeps no log unless create_log is set');

    assert.deepEqual(await roundAll(), [[], [], []].map((e, i) => (['a', 'b', 'c'][i] === holder ? e : null)), 'nothing more is due this period');
    clock.set(at('2030-01-01 01:15:03'));
    const next = (await roundAll()).find((m) => m !== null)!;
    assert.deepEqual([...next].sort(), ['schedtest.tasks.each_second', 'schedtest.tasks.every_note', 'schedtest.tasks.quarter_note'], 'not the hourly one');
    await drain();
    assert.deepEqual(await notes(), ['all', 'all', 'hourly:Administrator', 'quarter', 'quarter', 'second', 'second']);
  });

  it('runs a period once even when a second tick enqueues it again after the first run', async () => {
    clock.set(at('2030-01-01 02:00:05'));
    await roundAll();
    assert.ok((await drain()).includes('schedtest.tasks.hourly_note:complete'));
    // A tick that read the job type before that run finished would enqueue it once more.
    assert.equal(await enqueueJobType(runtime, { name: 'tasks.hourly_note', method: 'schedtest.tasks.hourly_note', frequency: 'Hourly' }), true);
    assert.deepEqual(await drain(), ['schedtest.tasks.hourly_note:skipped']);
    assert.equal((await notes()).filter((t) => t.startsWith('hourly')).length, 2, 'one Note per hour');
  });

  it('runs a _long job type on the long queue after its jitter, and logs its failure with the error', async () => {
    clock.set(at('2030-01-01 23:59:59'));
    await roundAll();
    await drain();
    clock.set(at('2030-01-02 00:10:01'));
    const enqueued = (await roundAll()).find((m) => m !== null)!;
    assert.ok(enqueued.includes('schedtest.tasks.failing_daily'));
    const job = (await runtime.jobs.queue.list({ jobId: scheduledJobId('tasks.failing_daily') }))[0]!;
    assert.equal(job.queue, 'long');
    assert.ok((await drain()).includes('schedtest.tasks.failing_daily:failed'), 'the job itself finishes: the failure is the log\'s');
    assert.equal((await notes()).includes('failing daily'), false, "the failed method's writes are undone");
    const [log] = await get(site(), list('Scheduled Job Log', ['status', 'details'], [['scheduled_job_type', '=', 'tasks.failing_daily']]));
    assert.equal(log.status, 'Failed');
    assert.match(log.details, /the daily job failed/);
    assert.equal((await get(site(), '/api/resource/Scheduled Job Type/tasks.failing_daily')).last_execution, '2030-01-02 00:10:01.000000');
  });

  it('skips a stopped job type', async () => {
    const res = await send(site(), { method: 'PUT', url: '/api/resource/Scheduled Job Type/tasks.every_note', json: { stopped: 1 }, auth: site().adminAuth });
    assert.equal(res.statusCode, 200, res.body);
    clock.set(at('2030-01-02 01:00:01'));
    const enqueued = (await roundAll()).find((m) => m !== null)!;
    assert.ok(enqueued.includes('schedtest.tasks.hourly_note'));
    assert.equal(enqueued.includes('schedtest.tasks.every_note'), false);
    await drain();
    await send(site(), { method: 'PUT', url: '/api/resource/Scheduled Job Type/tasks.every_note', json: { stopped: 0 }, auth: site().adminAuth });
  });

  it('passes the lease to another loop when its holder stops ticking or gives it back', async () => {
    const holder = (await runtime.schedulerLease.holder())!;
    const others = loops.filter((_, i) => ['a', 'b', 'c'][i] !== holder);
    assert.deepEqual((await Promise.all(others.map((l) => l.round()))).map((m) => m.size), [0, 0], 'the others wait while the lease holds');
    clock.advanceSeconds(181);
    assert.equal((await others[0]!.round()).size, 1, 'a dead holder\'s lease runs out');
    assert.equal(await runtime.schedulerLease.holder(), ['a', 'b', 'c'][loops.indexOf(others[0]!)]);
    await others[0]!.stop();
    assert.equal(await runtime.schedulerLease.holder(), null, 'a stopping loop gives it back');
    assert.equal((await others[1]!.round()).size, 1, 'and the next loop takes it at once');
    await drain();
  });

  it('pause_scheduler in site config stops the ticks', async () => {
    const file = path.join(site().sitesDir, site().site, 'site_config.json');
    const config = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ ...config, pause_scheduler: 1 }));
    // The site reads its config again at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    assert.equal(await status(), 'inactive');
    clock.set(at('2030-01-02 05:00:01'));
    assert.deepEqual(await roundAll(), [null, null, null]);
    fs.writeFileSync(file, JSON.stringify(config));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    assert.equal(await status(), 'active');
    assert.equal((await roundAll()).filter((m) => m !== null).length, 1);
    await drain();
  });

  it('Execute runs a job type now for a System Manager, whether or not it is due, once at a time', async () => {
    const url = '/api/resource/Scheduled Job Type/tasks.quarter_note';
    const first = await send(site(), { method: 'POST', url: `${url}?run_method=execute`, auth: site().adminAuth });
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(JSON.parse(first.body).data, { enqueued: true });
    const again = await callRpc(site(), 'frappe.core.doctype.scheduled_job_type.scheduled_job_type.execute_event', { doc: JSON.stringify({ name: 'tasks.quarter_note' }) }, { auth: site().adminAuth, verb: 'POST' });
    assert.equal(again.status, 200, again.body);
    assert.match(again.body, /already queued or running/);
    const before = (await notes()).filter((t) => t === 'quarter').length;
    assert.deepEqual(await drain(), ['schedtest.tasks.quarter_note:complete']);
    assert.equal((await notes()).filter((t) => t === 'quarter').length, before + 1);

    const clerk = await site().addUser('clerk@example.com', ['Desk User']);
    const refused = await send(site(), { method: 'POST', url: `${url}?run_method=execute`, auth: clerk });
    assert.equal(refused.statusCode, 403);
    const refusedEvent = await callRpc(site(), 'frappe.core.doctype.scheduled_job_type.scheduled_job_type.execute_event', { doc: JSON.stringify({ name: 'tasks.quarter_note' }) }, { auth: clerk, verb: 'POST' });
    assert.equal(refusedEvent.status, 403);
    const missing = await callRpc(site(), 'frappe.core.doctype.scheduled_job_type.scheduled_job_type.execute_event', { doc: JSON.stringify({ name: 'tasks.nothing' }) }, { auth: site().adminAuth, verb: 'POST' });
    assert.equal(missing.status, 404);
    const bad = await callRpc(site(), 'frappe.core.doctype.scheduled_job_type.scheduled_job_type.execute_event', { doc: '[]' }, { auth: site().adminAuth, verb: 'POST' });
    assert.equal(bad.status, 417);
  });

  it('checks a job type saved through the API: a Cron one needs a valid expression, the others always log', async () => {
    const post = (json: Record<string, unknown>) => send(site(), { method: 'POST', url: '/api/resource/Scheduled Job Type', json, auth: site().adminAuth });
    const noFormat = await post({ method: 'schedtest.tasks.hourly_note', frequency: 'Cron' });
    assert.equal(noFormat.statusCode, 417);
    assert.match(noFormat.body, /Cron format is required/);
    const bad = await post({ method: 'schedtest.tasks.hourly_note', frequency: 'Cron', cron_format: '61 * * * *' });
    assert.equal(bad.statusCode, 417);
    assert.match(bad.body, /is not a valid Cron expression/);
    const made = await post({ method: 'other.module.weekly_thing', frequency: 'Weekly', create_log: 0 });
    assert.equal(made.statusCode, 200, made.body);
    const doc = JSON.parse(made.body).data;
    assert.equal(doc.name, 'module.weekly_thing', "named after the method's last two parts");
    assert.equal(doc.create_log, 1);
    assert.ok(doc.next_execution, 'next_execution computed');
    const removed = await send(site(), { method: 'DELETE', url: '/api/resource/Scheduled Job Type/tasks.failing_daily', auth: site().adminAuth });
    assert.equal(removed.statusCode, 202, removed.body);
    assert.deepEqual(await get(site(), list('Scheduled Job Log', ['name'], [['scheduled_job_type', '=', 'tasks.failing_daily']])), [], 'its logs went with it');
  });

  it('syncs the job types when the hooks change (Frappe test_sync_jobs): changed frequency replaced, undeclared removed with logs', async () => {
    const events = [
      { method: 'schedtest.tasks.every_note', frequency: 'Hourly' as const, cronFormat: null },
      { method: 'schedtest.tasks.quarter_note', frequency: 'Cron' as const, cronFormat: '0/15 * * * *' },
      { method: 'other.tasks.quarter_note', frequency: 'Daily' as const, cronFormat: null },
    ];
    const quarterBefore = await get(site(), '/api/resource/Scheduled Job Type/tasks.quarter_note');
    const changes = await runtime.db.write((tx) => syncJobTypes(tx, runtime.meta, events, '2030-01-03 00:00:00.000000', 240, silentLog));
    assert.deepEqual(changes.added.sort(), ['other.tasks.quarter_note', 'tasks.every_note']);
    assert.deepEqual(changes.removed.sort(), ['auto_repeat.make_auto_repeat_entry', 'auto_repeat.set_auto_repeat_as_completed', 'module.weekly_thing', 'notification.trigger_daily_alerts', 'queue.flush', 'tasks.each_second', 'tasks.every_note', 'tasks.hourly_note']);
    const types = await get(site(), list('Scheduled Job Type', ['name', 'method', 'frequency']));
    assert.deepEqual(types.map((t: any) => `${t.name}|${t.method}|${t.frequency}`), [
      'other.tasks.quarter_note|other.tasks.quarter_note|Daily',
      'tasks.every_note|schedtest.tasks.every_note|Hourly',
      'tasks.quarter_note|schedtest.tasks.quarter_note|Cron',
    ], 'a second tasks.quarter_note takes its full method as its name');
    assert.equal((await get(site(), '/api/resource/Scheduled Job Type/tasks.quarter_note')).last_execution, quarterBefore.last_execution, 'a job type still declared keeps its last run');
    assert.deepEqual(await get(site(), list('Scheduled Job Log', ['name'], [['scheduled_job_type', 'in', ['tasks.hourly_note', 'tasks.each_second']]])), []);
  });
}, { apps, clock });
