import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { RealtimeEvent } from '../../src/context/realtime-event.ts';
import { runOperation } from '../../src/operations/run-operation.ts';
import { systemContext } from '../../src/operations/system-context.ts';
import { methodContext } from '../../src/rpc/method-context.ts';
import { systemClock } from '../../src/context/clock.ts';
import { trigger_daily_alerts } from '../../apps/svc/doctype/notification/notification.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs, runtimeOf } from '../helpers/users.ts';
import { silentLog } from '../helpers/test-site.ts';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp.ts';
import { taskOfJob } from '../../src/job-worker/job-task.ts';
import { runTask } from '../../src/job-worker/run-task.ts';

const LOG = 'frappe.desk.doctype.notification_log.notification_log';

/** Issue 53 part 4: Notification rules, Notification Log and the bell, Notification Settings. */
perDialect('Notifications', (site) => {
  const admin = () => site().adminAuth;
  const users: Record<'alice' | 'bob' | 'carol', string> = { alice: '', bob: '', carol: '' };
  const events: RealtimeEvent[] = [];
  const method = (auth: string, path: string, json: Record<string, unknown> = {}, status = 200, verb: 'POST' | 'GET' = 'POST') =>
    runScenario(site(), { name: path, method: verb, url: `/api/method/${path}${verb === 'GET' ? `?${new URLSearchParams(json as Record<string, string>)}` : ''}`, auth, ...(verb === 'POST' ? { json } : {}), status });
  const logsOf = async (auth: string) => (await method(auth, `${LOG}.get_notification_logs`, {}, 200, 'GET')).message.notification_logs as Array<Record<string, any>>;
  const today = async () => runOperation(systemContext(await runtimeOf(site()), systemClock(), silentLog), 'read', (dc) => dc.now.slice(0, 10));
  const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

  before(async () => {
    for (const role of ['NT User', 'NT Manager']) await insertAs(site(), admin(), 'Role', { role_name: role, desk_access: 1 });
    await insertAs(site(), admin(), 'DocType', {
      name: 'NT Task', module: 'Custom', autoname: 'hash', is_submittable: 1,
      fields: [
        { fieldname: 'title', fieldtype: 'Data' },
        { fieldname: 'status', fieldtype: 'Select', options: 'Open\nClosed', default: 'Open' },
        { fieldname: 'priority', fieldtype: 'Int', allow_on_submit: 1 },
        { fieldname: 'due_date', fieldtype: 'Date' },
        { fieldname: 'assignee_email', fieldtype: 'Data' },
      ],
      permissions: [{ role: 'NT User', read: 1, write: 1, create: 1, submit: 1 }, { role: 'NT Manager', read: 1 }],
    });
    users.alice = await site().addUser('nt.alice@example.com', ['NT User']);
    users.bob = await site().addUser('nt.bob@example.com', ['NT User']);
    users.carol = await site().addUser('nt.carol@example.com', ['NT Manager']);
    const rule = (name: string, extra: Record<string, unknown>) => insertAs(site(), admin(), 'Notification', { name, document_type: 'NT Task', channel: 'System Notification', message: 'Task {{ doc.title }}', ...extra });
    await rule('nt-new', {
      event: 'New', subject: 'New task {{ doc.title }}', condition: 'doc.title != "Skip me" and not doc.priority',
      recipients: [{ receiver_by_document_field: 'assignee_email' }, { receiver_by_role: 'NT Manager', condition: 'doc.title in ("Porch", "Gate")' }],
    });
    await rule('nt-status', { event: 'Value Change', value_changed: 'status', subject: '{{ doc.title }} is {{ doc.status }}', recipients: [{ receiver_by_role: 'NT Manager' }] });
    await rule('nt-submit', { event: 'Submit', subject: 'Submitted', set_property_after_alert: 'priority', property_value: '5', recipients: [{ receiver_by_document_field: 'owner' }] });
    await rule('nt-due', { event: 'Days Before', date_changed: 'due_date', days_in_advance: 2, subject: 'Due soon: {{ doc.title }}', recipients: [{ receiver_by_document_field: 'assignee_email' }] });
    await rule('nt-off', { event: 'Save', enabled: 0, subject: 'Never', recipients: [{ receiver_by_role: 'NT Manager' }] });
    (await runtimeOf(site())).realtime.subscribe((e) => void events.push(e));
  });

  it('New fires once, for the document field\'s user, with a notification event after the commit', async () => {
    events.length = 0;
    const task = await insertAs(site(), users.alice, 'NT Task', { title: 'Paint', assignee_email: 'nt.bob@example.com' });
    await call(site(), { method: 'PUT', url: `/api/resource/NT Task/${task.name}`, auth: users.alice, json: { title: 'Paint' } });
    const bobs = (await logsOf(users.bob)).filter((l) => l.document_name === task.name);
    assert.equal(bobs.length, 1);
    assert.equal(bobs[0].subject, 'New task Paint');
    assert.equal(bobs[0].type, 'Alert');
    assert.equal(bobs[0].document_type, 'NT Task');
    assert.equal(bobs[0].from_user, 'nt.alice@example.com');
    assert.equal(bobs[0].email_content, 'Task Paint');
    assert.equal(bobs[0].read, 0);
    assert.deepEqual((await logsOf(users.alice)).filter((l) => l.document_name === task.name), []);
    assert.deepEqual(events.filter((e) => e.event === 'notification').map((e) => e.room), ['user:nt.bob@example.com']);
    const answer = await method(users.bob, `${LOG}.get_notification_logs`, { limit: '1' }, 200, 'GET');
    assert.equal(answer.message.notification_logs.length, 1);
    assert.equal(answer.message.user_info['nt.alice@example.com'].fullname, 'nt.alice');
    assert.deepEqual((await logsOf(users.carol)).filter((l) => l.document_name === task.name), [], 'the recipient row\'s condition does not hold');
  });

  it('the rule\'s condition decides whether it fires; a recipient row\'s condition whether that row is asked', async () => {
    const skipped = await insertAs(site(), users.alice, 'NT Task', { title: 'Skip me', assignee_email: 'nt.bob@example.com' });
    const urgent = await insertAs(site(), users.alice, 'NT Task', { title: 'Urgent', priority: 2, assignee_email: 'nt.bob@example.com' });
    const gate = await insertAs(site(), users.alice, 'NT Task', { title: 'Gate', assignee_email: 'nt.bob@example.com' });
    const bobs = (await logsOf(users.bob)).map((l) => l.document_name);
    assert.ok(!bobs.includes(skipped.name) && !bobs.includes(urgent.name) && bobs.includes(gate.name));
    assert.deepEqual((await logsOf(users.carol)).filter((l) => l.document_name === gate.name).map((l) => l.subject), ['New task Gate']);
  });

  it('Value Change fires when the field changed from the stored document, not on insert or other changes', async () => {
    const task = await insertAs(site(), users.alice, 'NT Task', { title: 'Fence' });
    const carols = async () => (await logsOf(users.carol)).filter((l) => l.document_name === task.name);
    assert.equal((await carols()).length, 0);
    await insertAs(site(), admin(), 'ToDo', { description: 'x' });
    const put = (json: Record<string, unknown>) => call(site(), { method: 'PUT', url: `/api/resource/NT Task/${task.name}`, auth: users.alice, json });
    assert.equal((await put({ title: 'Fence 2' })).status, 200);
    assert.equal((await carols()).length, 0);
    assert.equal((await put({ status: 'Closed' })).status, 200);
    assert.deepEqual((await carols()).map((l) => l.subject), ['Fence 2 is Closed']);
    assert.equal((await put({ status: 'Closed', title: 'Fence 3' })).status, 200);
    assert.equal((await carols()).length, 1);
  });

  it('Submit fires and sets the property after the alert; the disabled rule never fires', async () => {
    const task = await insertAs(site(), users.alice, 'NT Task', { title: 'Roof' });
    const submitted = await call(site(), { method: 'PUT', url: `/api/resource/NT Task/${task.name}`, auth: users.alice, json: { docstatus: 1 } });
    assert.equal(submitted.status, 200, submitted.body);
    assert.equal(submitted.json.data.priority, 5);
    const stored = await call(site(), { method: 'GET', url: `/api/resource/NT Task/${task.name}`, auth: users.alice });
    assert.equal(stored.json.data.priority, 5);
    const alices = (await logsOf(users.alice)).filter((l) => l.document_name === task.name);
    assert.deepEqual(alices.map((l) => l.subject), ['Submitted']);
    const never = await call(site(), { method: 'GET', url: `/api/resource/Notification Log?filters=${encodeURIComponent(JSON.stringify({ subject: 'Never' }))}`, auth: admin() });
    assert.deepEqual(never.json.data, []);
  });

  it('Days Before sends from the daily job for the documents due in that many days only', async () => {
    const day = await today();
    const due = await insertAs(site(), users.alice, 'NT Task', { title: 'Due', due_date: addDays(day, 2), assignee_email: 'nt.carol@example.com' });
    await insertAs(site(), users.alice, 'NT Task', { title: 'Later', due_date: addDays(day, 3), assignee_email: 'nt.carol@example.com' });
    const sys = systemContext(await runtimeOf(site()), systemClock(), silentLog);
    await runOperation(sys, 'write', (dc) => trigger_daily_alerts(methodContext(dc, 'POST')));
    const soon = (await logsOf(users.carol)).filter((l) => l.subject.startsWith('Due soon'));
    assert.deepEqual(soon.map((l) => [l.subject, l.document_name]), [['Due soon: Due', due.name]]);
  });

  it('users read and mark only their own logs', async () => {
    const bobLog = (await logsOf(users.bob))[0];
    const carolLog = (await logsOf(users.carol))[0];
    assert.ok(bobLog && carolLog);
    assert.equal((await call(site(), { method: 'GET', url: `/api/resource/Notification Log/${carolLog.name}`, auth: users.bob })).status, 404);
    const listed = await call(site(), { method: 'GET', url: '/api/resource/Notification Log?fields=["for_user"]&limit_page_length=0', auth: users.bob });
    assert.deepEqual([...new Set(listed.json.data.map((l: { for_user: string }) => l.for_user))], ['nt.bob@example.com']);
    await method(users.bob, `${LOG}.mark_as_read`, { docname: carolLog.name });
    assert.equal((await logsOf(users.carol)).find((l) => l.name === carolLog.name)!.read, 0);
    await method(users.bob, `${LOG}.mark_as_read`, { docname: bobLog.name });
    const marked = (await logsOf(users.bob)).find((l) => l.name === bobLog.name)!;
    assert.equal(marked.read, 1);
    assert.equal(marked.modified, bobLog.modified, 'marking leaves modified alone');
    await method(users.carol, `${LOG}.mark_all_as_read`);
    assert.deepEqual([...new Set((await logsOf(users.carol)).map((l) => l.read))], [1]);
    assert.equal((await call(site(), { method: 'PUT', url: `/api/resource/Notification Log/${bobLog.name}`, auth: users.bob, json: { subject: 'x' } })).status, 403);
    events.length = 0;
    await method(users.bob, `${LOG}.trigger_indicator_hide`);
    assert.deepEqual(events.map((e) => [e.event, e.room]), [['indicator_hide', 'user:nt.bob@example.com']]);
  });

  it('Notification Settings: made with the user, their own only, and `enabled` off stops their logs', async () => {
    const own = await call(site(), { method: 'GET', url: '/api/resource/Notification Settings/nt.bob@example.com', auth: users.bob });
    assert.equal(own.status, 200, own.body);
    assert.equal(own.json.data.enabled, 1);
    assert.equal((await call(site(), { method: 'GET', url: '/api/resource/Notification Settings/nt.carol@example.com', auth: users.bob })).status, 404);
    assert.equal((await call(site(), { method: 'PUT', url: '/api/resource/Notification Settings/nt.carol@example.com', auth: users.bob, json: { enabled: 0 } })).status, 404);
    const off = await call(site(), { method: 'PUT', url: '/api/resource/Notification Settings/nt.bob@example.com', auth: users.bob, json: { enabled: 0 } });
    assert.equal(off.status, 200, off.body);
    const task = await insertAs(site(), users.alice, 'NT Task', { title: 'Quiet', assignee_email: 'nt.bob@example.com' });
    assert.deepEqual((await logsOf(users.bob)).filter((l) => l.document_name === task.name), []);
    await call(site(), { method: 'PUT', url: '/api/resource/Notification Settings/nt.bob@example.com', auth: users.bob, json: { enabled: 1 } });    await site().addUser('nt.gone@example.com', []);
    const gone = await call(site(), { method: 'DELETE', url: '/api/resource/User/nt.gone@example.com', auth: admin() });
    assert.ok(gone.status < 300, gone.body);
    assert.equal((await call(site(), { method: 'GET', url: '/api/resource/Notification Settings/nt.gone@example.com', auth: admin() })).status, 404, 'deleted with the user');
  });

  it('assigning, removing an assignment and sharing with notify tell the user; a self-assignment does not', async () => {
    const task = await insertAs(site(), users.alice, 'NT Task', { title: 'Gate' });
    const kinds = async (auth: string) => (await logsOf(auth)).filter((l) => l.document_name === task.name && l.type !== 'Alert').map((l) => [l.type, l.subject, l.from_user]).reverse();
    await method(users.alice, 'frappe.desk.form.assign_to.add', { assign_to: ['nt.bob@example.com', 'nt.alice@example.com'], doctype: 'NT Task', name: task.name, description: 'Fix it' });
    await method(users.alice, 'frappe.desk.form.assign_to.remove', { assign_to: 'nt.bob@example.com', doctype: 'NT Task', name: task.name });
    await method(admin(), 'frappe.share.add', { doctype: 'NT Task', name: task.name, user: 'nt.carol@example.com', notify: 1 });
    await method(admin(), 'frappe.share.add', { doctype: 'NT Task', name: task.name, user: 'nt.bob@example.com' });
    assert.deepEqual(await kinds(users.bob), [
      ['Assignment', '<b>nt.alice</b> assigned a new task <b>NT Task</b> <b class="subject-title">' + task.name + '</b> to you', 'nt.alice@example.com'],
      ['Assignment', 'Your assignment on <b>NT Task</b> <b class="subject-title">' + task.name + '</b> has been removed by <b>nt.alice</b>', 'nt.alice@example.com'],
    ]);
    assert.deepEqual(await kinds(users.alice), []);
    assert.deepEqual(await kinds(users.carol), [['Share', '<b>Administrator</b> shared a document <b>NT Task</b> <b class="subject-title">' + task.name + '</b> with you', 'Administrator']]);
  });

  it('get_notification_info answers v15\'s shape with the readable DocTypes by module', async () => {
    const info = (await method(users.alice, 'frappe.desk.notifications.get_notification_info', {}, 200, 'GET')).message;
    assert.deepEqual(Object.keys(info).sort(), ['conditions', 'module_doctypes', 'open_count_doctype', 'targets']);
    assert.ok(info.module_doctypes.Custom.includes('NT Task'));
  });

  it('the Email channel mails the rule\'s recipients with cc through SMTP, and an assignment mails the assignee', async () => {
    const smtp: TestSmtp = await startTestSmtp();
    after(() => smtp.close());
    const runtime = await runtimeOf(site());
    const drain = async () => {
      for (let claim; (claim = await runtime.jobs.queue.claim({ queues: ['short', 'default'], worker: 'test', leaseMs: 60_000 }));) {
        const outcome = await runTask(runtime, runtime.jobs.targets, taskOfJob(claim.job), systemClock(), silentLog);
        if (outcome.ok) await runtime.jobs.queue.complete(claim, outcome.result);
        else await runtime.jobs.queue.fail(claim, outcome.error);
      }
    };
    await insertAs(site(), admin(), 'Email Account', {
      email_id: 'nt.notify@example.com', email_account_name: 'NT Notify', enable_outgoing: 1, default_outgoing: 1,
      smtp_server: smtp.host, smtp_port: String(smtp.port), login_id_is_different: 1, login_id: 'relay@example.com', password: 'x',
    });
    await drain();
    await insertAs(site(), admin(), 'Notification', {
      name: 'nt-mail', document_type: 'NT Task', channel: 'Email', event: 'New', condition: 'doc.title == "Mail me"',
      subject: 'Mail for {{ doc.title }}', message: '<p>{{ doc.title }} is yours</p>',
      recipients: [{ receiver_by_document_field: 'assignee_email', cc: 'nt.boss@example.com' }],
    });
    const task = await insertAs(site(), users.alice, 'NT Task', { title: 'Mail me', assignee_email: 'nt.dora@example.com' });
    await insertAs(site(), users.alice, 'NT Task', { title: 'Not me', assignee_email: 'nt.dora@example.com' });
    await method(users.alice, 'frappe.desk.form.assign_to.add', { assign_to: ['nt.bob@example.com'], doctype: 'NT Task', name: task.name });
    await drain();
    const [mail, ...more] = smtp.to('nt.dora@example.com');
    assert.equal(more.length, 0);
    assert.equal(mail.parsed.subject, 'Mail for Mail me');
    assert.match(String(mail.parsed.html), /Mail me is yours/);
    assert.deepEqual(smtp.to('nt.boss@example.com').map((m) => m.parsed.subject), ['Mail for Mail me']);
    const bobs = smtp.to('nt.bob@example.com');
    assert.equal(bobs.length, 1);
    assert.match(String(bobs[0].parsed.subject), /assigned a new task NT Task/);
  });

  it('refuses rules that cannot work, writes by others, and wrong calls', async () => {
    const bad = (json: Record<string, unknown>, status = 417) =>
      runScenario(site(), { name: JSON.stringify(json), method: 'POST', url: '/api/resource/Notification', auth: admin(), json: { name: `bad-${Math.random()}`, document_type: 'NT Task', channel: 'System Notification', subject: 's', ...json }, status });
    await bad({ event: 'Value Change' });
    await bad({ event: 'Value Change', value_changed: 'nothing' });
    await bad({ event: 'Days Before' });
    await bad({ event: 'Days After', date_changed: 'title' });
    await bad({ event: 'New', document_type: 'Notification Log' });
    await bad({ event: 'New', set_property_after_alert: 'nothing' });
    await bad({ event: 'New', subject: '' });
    await bad({ event: 'New', condition: 'doc.nothing == 1' });
    await bad({ event: 'New', condition: 'doc.title ==' });
    await bad({ event: 'New', condition: '__import__("os")' });
    await bad({ event: 'New', recipients: [{ receiver_by_role: 'NT Manager', condition: 'doc.title = 1' }] });
    await bad({ event: 'New', message: '{% if doc.title %}unclosed' });
    await bad({ event: 'New', subject: '{{ doc.title | nofilter }}' });
    await runScenario(site(), { name: 'not a System Manager', method: 'POST', url: '/api/resource/Notification', auth: users.alice, json: { name: 'x', document_type: 'NT Task', event: 'New', subject: 's' }, status: 403 });
    await method(users.bob, `${LOG}.mark_all_as_read`, {}, 403, 'GET');
    await method(users.bob, `${LOG}.mark_as_read`, {}, 417);
    await method(users.bob, `${LOG}.get_notification_logs`, { limit: '-1' }, 417, 'GET');
    await runScenario(site(), { name: 'guest', method: 'GET', url: `/api/method/${LOG}.get_notification_logs`, status: 403 });
  });
});
