import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { manualClock, systemClock } from '../../src/context/clock.ts';
import { runOperation } from '../../src/operations/run-operation.ts';
import { systemContext } from '../../src/operations/system-context.ts';
import { methodContext } from '../../src/rpc/method-context.ts';
import { taskOfJob } from '../../src/job-worker/job-task.ts';
import { runTask } from '../../src/job-worker/run-task.ts';
import { make_auto_repeat_entry, set_auto_repeat_as_completed } from '../../apps/svc/doctype/auto_repeat/auto_repeat.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs, makeRole, runtimeOf } from '../helpers/users.ts';
import { silentLog } from '../helpers/test-site.ts';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp.ts';

const AR = 'frappe.automation.doctype.auto_repeat.auto_repeat';
const DAY = 86_400_000_000;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Calendar arithmetic written out here, apart from the code under test. */
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const weekdayName = (day: string) => WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!;
/** The same day of the next month, or that month's last day when it is shorter. */
function sameDayNextMonth(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
}
const monthBounds = (day: string, shift = 0) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(y, m - 1 + shift, 1)).toISOString().slice(0, 10), to: new Date(Date.UTC(y, m + shift, 0)).toISOString().slice(0, 10) };
};

/** Issue 54 part 3: Auto Repeat, its validation, the daily copies and their mail. */
perDialect('Auto Repeat', (site) => {
  const admin = () => site().adminAuth;
  const users = { clerk: '', outsider: '', reader: '' };
  /** Epoch micros of "today" for the test: the moment this dialect's suite starts, so HTTP saves and jobs agree on the day. */
  let base = 0;
  let today = '';
  const method = (auth: string, name: string, json: Record<string, unknown>, status = 200, excType?: string) =>
    runScenario(site(), { name, method: 'POST', url: `/api/method/${AR}.${name}`, auth, json, status, ...(excType ? { excType } : {}) });
  /** The daily scheduler events of Auto Repeat, run `days` after today. */
  const runDaily = async (days: number) => {
    const sys = systemContext(await runtimeOf(site()), manualClock(base + days * DAY), silentLog);
    await runOperation(sys, 'write', (dc) => make_auto_repeat_entry(methodContext(dc, 'POST')));
    await runOperation(sys, 'write', (dc) => set_auto_repeat_as_completed(methodContext(dc, 'POST')));
  };
  const get = async (doctype: string, name: string) => (await call(site(), { method: 'GET', url: `/api/resource/${doctype}/${encodeURIComponent(name)}`, auth: admin() })).json.data;
  const copiesOf = async (repeat: string, doctype = 'AR Invoice') => {
    const url = `/api/resource/${doctype}?filters=${encodeURIComponent(JSON.stringify([['auto_repeat', '=', repeat]]))}&fields=${encodeURIComponent('["name","posting_date","docstatus","from_date","to_date","owner"]')}&order_by=creation%20asc&limit_page_length=0`;
    return (await call(site(), { method: 'GET', url, auth: admin() })).json.data as Array<Record<string, any>>;
  };
  const invoice = (auth: string, extra: Record<string, unknown> = {}) =>
    insertAs(site(), auth, 'AR Invoice', { title: 'Rent', posting_date: today, note: 'only the first', items: [{ item: 'Desk', qty: 2 }], ...extra });

  before(async () => {
    base = systemClock().nowMicros();
    today = await runOperation(systemContext(await runtimeOf(site()), manualClock(base), silentLog), 'read', (dc) => dc.now.slice(0, 10));
    for (const role of ['AR User', 'Accounts User']) await makeRole(site(), role, 1);
    await insertAs(site(), admin(), 'DocType', { name: 'AR Item', module: 'Custom', istable: 1, fields: [{ fieldname: 'item', fieldtype: 'Data' }, { fieldname: 'qty', fieldtype: 'Int' }] });
    await insertAs(site(), admin(), 'DocType', {
      name: 'AR Invoice', module: 'Custom', autoname: 'hash', is_submittable: 1, allow_auto_repeat: 1,
      fields: [
        { fieldname: 'title', fieldtype: 'Data' },
        { fieldname: 'posting_date', fieldtype: 'Date', reqd: 1 },
        { fieldname: 'from_date', fieldtype: 'Date' },
        { fieldname: 'to_date', fieldtype: 'Date' },
        { fieldname: 'note', fieldtype: 'Data', no_copy: 1 },
        { fieldname: 'items', fieldtype: 'Table', options: 'AR Item' },
      ],
      permissions: [{ role: 'AR User', read: 1, write: 1, create: 1, submit: 1 }, { role: 'Accounts User', read: 1 }],
    });
    await insertAs(site(), admin(), 'DocType', {
      name: 'AR Note', module: 'Custom', autoname: 'hash', allow_auto_repeat: 1,
      fields: [{ fieldname: 'code', fieldtype: 'Data', unique: 1 }],
      permissions: [{ role: 'AR User', read: 1, write: 1, create: 1 }],
    });
    await insertAs(site(), admin(), 'DocType', { name: 'AR Plain', module: 'Custom', autoname: 'hash', fields: [{ fieldname: 'title', fieldtype: 'Data' }], permissions: [] });
    users.clerk = await site().addUser('ar.clerk@example.com', ['AR User', 'Accounts User']);
    users.outsider = await site().addUser('ar.outsider@example.com', ['Accounts User']);
    users.reader = await site().addUser('ar.reader@example.com', ['AR User']);
  });

  it('a DocType that allows Auto Repeat gets the read-only auto_repeat link, and is offered as a reference', async () => {
    const fields = (await get('DocType', 'AR Invoice')).fields as Array<Record<string, any>>;
    const link = fields.find((f) => f.fieldname === 'auto_repeat');
    assert.deepEqual([link?.fieldtype, link?.options, link?.read_only, link?.no_copy], ['Link', 'Auto Repeat', 1, 1]);
    assert.equal((await get('DocType', 'AR Plain')).fields.some((f: any) => f.fieldname === 'auto_repeat'), false);
    const offered = await method(users.clerk, 'get_auto_repeat_doctypes', { doctype: 'DocType', txt: '', searchfield: 'name', start: 0, page_len: 20, filters: {} });
    assert.deepEqual(offered.message, [['AR Invoice'], ['AR Note']]);
  });

  it('Daily: make_auto_repeat links the document; one copy on the next day, dated by it, not twice however often the job runs', async () => {
    const ref = await invoice(users.clerk);
    const made = (await method(users.clerk, 'make_auto_repeat', { doctype: 'AR Invoice', docname: ref.name })).message;
    assert.deepEqual([made.frequency, made.start_date, made.next_schedule_date, made.status], ['Daily', today, plusDays(today, 1), 'Active']);
    assert.equal((await get('AR Invoice', ref.name)).auto_repeat, made.name);
    await runDaily(0);
    assert.deepEqual((await copiesOf(made.name)).map((c) => c.name), [ref.name], 'nothing on the start date: the reference is that day\'s');
    await runDaily(1);
    await runDaily(1);
    const copies = (await copiesOf(made.name)).filter((c) => c.name !== ref.name);
    assert.equal(copies.length, 1);
    const copy = await get('AR Invoice', copies[0]!.name);
    assert.deepEqual([copy.posting_date, copy.docstatus, copy.title, copy.note ?? null, copy.auto_repeat, copy.owner], [plusDays(today, 1), 0, 'Rent', null, made.name, 'ar.clerk@example.com']);
    assert.deepEqual(copy.items.map((r: any) => [r.item, r.qty]), [['Desk', 2]]);
    assert.notEqual(copy.items[0].name, ref.items[0].name);
    assert.equal((await get('Auto Repeat', made.name)).next_schedule_date, plusDays(today, 2));
    await method(admin(), 'update_reference', { docname: made.name, reference: copy.name });
    assert.equal((await get('Auto Repeat', made.name)).reference_document, copy.name);
  });

  it('Weekly on two weekdays copies on those days only', async () => {
    const ref = await invoice(users.clerk);
    const days = [weekdayName(plusDays(today, 2)), weekdayName(plusDays(today, 5))];
    const repeat = await insertAs(site(), users.clerk, 'Auto Repeat', {
      reference_doctype: 'AR Invoice', reference_document: ref.name, frequency: 'Weekly', start_date: today, repeat_on_days: days.map((day) => ({ day })),
    });
    assert.equal(repeat.next_schedule_date, plusDays(today, 2));
    for (let d = 1; d <= 7; d++) await runDaily(d);
    const dates = (await copiesOf(repeat.name)).filter((c) => c.name !== ref.name).map((c) => c.posting_date);
    assert.deepEqual(dates, [plusDays(today, 2), plusDays(today, 5)]);
    assert.equal((await get('Auto Repeat', repeat.name)).next_schedule_date, plusDays(today, 9));
  });

  it('Monthly: submitted on creation, the period moved on a month, nothing the day before', async () => {
    const month = monthBounds(today);
    const ref = await invoice(users.clerk, { from_date: month.from, to_date: month.to });
    const repeat = await insertAs(site(), users.clerk, 'Auto Repeat', { reference_doctype: 'AR Invoice', reference_document: ref.name, frequency: 'Monthly', start_date: today, submit_on_creation: 1 });
    const due = sameDayNextMonth(today);
    assert.equal(repeat.next_schedule_date, due);
    const preview = await runScenario(site(), { name: 'schedule', method: 'POST', url: '/api/method/run_doc_method', auth: users.clerk, json: { dt: 'Auto Repeat', dn: repeat.name, method: 'get_auto_repeat_schedule' }, status: 200 });
    assert.deepEqual(preview.message, [{ reference_document: ref.name, frequency: 'Monthly', next_scheduled_date: due }]);
    const offset = daysBetween(today, due);
    await runDaily(offset - 1);
    assert.equal((await copiesOf(repeat.name)).length, 1, 'only the reference');
    await runDaily(offset);
    const copies = (await copiesOf(repeat.name)).filter((c) => c.name !== ref.name);
    const next = monthBounds(today, 1);
    assert.deepEqual(copies.map((c) => [c.posting_date, c.docstatus, c.from_date, c.to_date]), [[due, 1, next.from, next.to]]);
  });

  it('an end date completes the repeat: copies up to it, then Completed and unlinked', async () => {
    const ref = await invoice(users.clerk);
    const repeat = await insertAs(site(), users.clerk, 'Auto Repeat', { reference_doctype: 'AR Invoice', reference_document: ref.name, frequency: 'Daily', start_date: today, end_date: plusDays(today, 2) });
    const preview = await runScenario(site(), { name: 'schedule', method: 'POST', url: '/api/method/run_doc_method', auth: users.clerk, json: { dt: 'Auto Repeat', dn: repeat.name, method: 'get_auto_repeat_schedule' }, status: 200 });
    assert.deepEqual(preview.message.map((r: any) => r.next_scheduled_date), [plusDays(today, 1)], 'the dates before the end date');
    for (const d of [1, 2, 3, 4]) await runDaily(d);
    const dates = (await copiesOf(repeat.name)).filter((c) => c.name !== ref.name).map((c) => c.posting_date);
    assert.deepEqual(dates, [plusDays(today, 1), plusDays(today, 2)]);
    assert.equal((await get('Auto Repeat', repeat.name)).status, 'Completed');
    assert.equal((await get('AR Invoice', ref.name)).auto_repeat ?? null, null);
  });

  it('a disabled repeat has no next date and makes nothing', async () => {
    const ref = await invoice(users.clerk);
    const repeat = await insertAs(site(), users.clerk, 'Auto Repeat', { reference_doctype: 'AR Invoice', reference_document: ref.name, frequency: 'Daily', start_date: today, disabled: 1 });
    assert.deepEqual([repeat.status, repeat.next_schedule_date ?? null], ['Disabled', null]);
    assert.equal((await get('AR Invoice', ref.name)).auto_repeat ?? null, null);
    await runDaily(1);
    assert.deepEqual(await copiesOf(repeat.name), []);
  });

  it('a copy that fails is undone alone: that repeat is disabled with a timeline note, the others go on', async () => {
    const note = await insertAs(site(), users.clerk, 'AR Note', { code: 'ONLY-ONE' });
    const failing = await insertAs(site(), users.clerk, 'Auto Repeat', { reference_doctype: 'AR Note', reference_document: note.name, frequency: 'Daily', start_date: today });
    const ref = await invoice(users.clerk);
    const working = await insertAs(site(), users.clerk, 'Auto Repeat', { reference_doctype: 'AR Invoice', reference_document: ref.name, frequency: 'Daily', start_date: today });
    await runDaily(1);
    assert.equal((await copiesOf(working.name)).length, 2);
    const stored = await get('Auto Repeat', failing.name);
    assert.deepEqual([stored.disabled, stored.status, stored.next_schedule_date ?? null], [1, 'Disabled', null]);
    assert.equal((await get('AR Note', note.name)).auto_repeat ?? null, null);
    const comments = await call(site(), { method: 'GET', url: `/api/resource/Comment?filters=${encodeURIComponent(JSON.stringify({ reference_name: failing.name }))}&fields=["content","comment_type"]`, auth: admin() });
    assert.equal(comments.json.data.length, 1);
    assert.match(comments.json.data[0].content, /Auto Repeat failed and was disabled/);
  });

  it('refuses what cannot repeat, with 417', async () => {
    const ref = await invoice(users.clerk);
    const plain = await insertAs(site(), admin(), 'AR Plain', { title: 'x' });
    const note = await insertAs(site(), users.clerk, 'AR Note', { code: 'N-2' });
    const bad = (json: Record<string, unknown>, excType = 'ValidationError', status = 417) =>
      runScenario(site(), {
        name: JSON.stringify(json), method: 'POST', url: '/api/resource/Auto Repeat', auth: admin(), status, excType,
        json: { reference_doctype: 'AR Invoice', reference_document: ref.name, frequency: 'Daily', start_date: today, ...json },
      });
    await bad({ reference_doctype: 'AR Plain', reference_document: plain.name });
    await bad({ reference_doctype: 'No Such DocType' });
    await bad({ reference_doctype: 'AR Note', reference_document: note.name, submit_on_creation: 1 });
    await bad({ end_date: plusDays(today, -1) });
    await bad({ end_date: today });
    await bad({ notify_by_email: 1 });
    await bad({ notify_by_email: 1, recipients: 'not-an-address' }, 'InvalidEmailAddressError');
    await bad({ frequency: 'Weekly', repeat_on_days: [{ day: 'Monday' }, { day: 'Monday' }] });
    await bad({ frequency: 'Fortnightly' });
    await bad({ frequency: 'Monthly', repeat_on_day: 40 });
    await bad({ frequency: '' }, 'MandatoryError');
    await bad({ notify_by_email: 1, recipients: 'a@example.com', subject: '{% if %}' });
    await bad({ reference_document: 'no-such-invoice' }, 'DoesNotExistError', 404);
    await insertAs(site(), admin(), 'Auto Repeat', { reference_doctype: 'AR Invoice', reference_document: ref.name, frequency: 'Daily', start_date: today });
    await bad({}, 'ValidationError');
    const count = await call(site(), { method: 'GET', url: `/api/resource/Auto Repeat?filters=${encodeURIComponent(JSON.stringify({ reference_document: ref.name }))}`, auth: admin() });
    assert.equal(count.json.data.length, 1, 'nothing of a refused save is kept');
  });

  it('permissions: the reference DocType\'s create right, Auto Repeat\'s own rights, the document\'s read', async () => {
    const ref = await invoice(users.clerk);
    await method(users.outsider, 'make_auto_repeat', { doctype: 'AR Invoice', docname: ref.name }, 403, 'PermissionError');
    await method(users.reader, 'make_auto_repeat', { doctype: 'AR Invoice', docname: ref.name }, 403, 'PermissionError');
    await method(users.reader, 'generate_message_preview', { reference_dt: 'AR Invoice', reference_doc: ref.name, message: 'x' }, 403, 'PermissionError');
    const mine = await insertAs(site(), admin(), 'AR Invoice', { title: 'Admin only', posting_date: today });
    await method(users.clerk, 'make_auto_repeat', { doctype: 'AR Invoice', docname: 'no-such' }, 404);
    const preview = await method(users.clerk, 'generate_message_preview', { reference_dt: 'AR Invoice', reference_doc: ref.name, message: 'Bill {{ doc.title }}', subject: 'New {{ doc.doctype }}' });
    assert.deepEqual(preview.message, { message: 'Bill Rent', subject: 'New AR Invoice' });
    const noSubject = await method(users.clerk, 'generate_message_preview', { reference_dt: 'AR Invoice', reference_doc: mine.name, message: '' });
    assert.equal(noSubject.message.subject, 'Please add a subject to your email');
    await method(users.clerk, 'generate_message_preview', { reference_dt: 'AR Invoice', reference_doc: ref.name, message: '{% for %}' }, 417);
    await method(users.clerk, 'update_reference', { docname: 'AUT-AR-99999', reference: ref.name }, 404);
  });

  it('notify_by_email mails the recipients about each copy through SMTP', async () => {
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
      email_id: 'ar.notify@example.com', email_account_name: 'AR Notify', enable_outgoing: 1, default_outgoing: 1,
      smtp_server: smtp.host, smtp_port: String(smtp.port), login_id_is_different: 1, login_id: 'relay@example.com', password: 'x',
    });
    await drain();
    const ref = await invoice(users.clerk, { title: 'Mailed' });
    const repeat = await insertAs(site(), users.clerk, 'Auto Repeat', {
      reference_doctype: 'AR Invoice', reference_document: ref.name, frequency: 'Daily', start_date: today,
      notify_by_email: 1, recipients: 'ar.boss@example.com,\nar.books@example.com', subject: 'Repeated {{ doc.title }}', message: '<p>{{ doc.title }} of {{ doc.posting_date }}</p>',
    });
    await runDaily(1);
    await drain();
    const copy = (await copiesOf(repeat.name)).find((c) => c.name !== ref.name)!;
    for (const to of ['ar.boss@example.com', 'ar.books@example.com']) {
      const mails = smtp.to(to);
      assert.equal(mails.length, 1, to);
      assert.equal(mails[0]!.parsed.subject, 'Repeated Mailed');
      assert.match(String(mails[0]!.parsed.html), new RegExp(`Mailed of ${plusDays(today, 1)}`));
    }
    const comms = await call(site(), { method: 'GET', url: `/api/resource/Communication?filters=${encodeURIComponent(JSON.stringify({ reference_name: copy.name }))}&fields=["subject"]`, auth: admin() });
    assert.deepEqual(comms.json.data.map((c: any) => c.subject), ['Repeated Mailed']);
  });
});
