import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { after, afterEach, before, it } from 'node:test';
import { systemClock } from '../../src/context/clock.ts';
import type { JobRecord } from '../../src/jobs/job-types.ts';
import { taskOfJob } from '../../src/job-worker/job-task.ts';
import { runTask } from '../../src/job-worker/run-task.ts';
import type { SiteRuntime } from '../../src/sites/site-runtime.ts';
import { appsWith } from '../helpers/apps.ts';
import { closedPort, startHttpReceiver, type HttpReceiver } from '../helpers/http-receiver.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { silentLog } from '../helpers/test-site.ts';
import { call, insertAs, setSiteConfig } from '../helpers/users.ts';

const apps = await appsWith(path.resolve(import.meta.dirname, '../fixtures/apps/webhooktest'));
const DELIVER = 'svc.doctype.webhook.webhook.enqueue_webhook';

/**
 * Issue 54 part 1: webhooks delivered by jobs to a real HTTP receiver on 127.0.0.1 (the site
 * allows private addresses once the default refusal is checked). Jobs are run here by hand, as a
 * worker runs them; a retry is run without waiting for its backoff.
 */
perDialect('Webhooks: delivery, retries, signature, SSRF guard, request log', (site) => {
  const admin = () => site().adminAuth;
  let runtime: SiteRuntime;
  let receiver: HttpReceiver;
  let outsider = '';
  let serial = 0;

  const queued = () => runtime.jobs.queue.list({ queue: 'default', status: 'queued' });
  /** Claims the next waiting job and runs it as a worker would; the queue records the outcome. */
  const runNextJob = async () => {
    const claim = await runtime.jobs.queue.claim({ queues: ['default'], worker: 'test', leaseMs: 60_000 });
    assert.ok(claim, 'a job is waiting');
    const outcome = await runTask(runtime, runtime.jobs.targets, taskOfJob(claim.job), systemClock(), silentLog);
    const fate = outcome.ok ? (await runtime.jobs.queue.complete(claim, outcome.result), 'finished') : await runtime.jobs.queue.fail(claim, outcome.error);
    return { job: claim.job, outcome, fate };
  };
  /** Runs every waiting job; answers them. */
  const drain = async () => {
    const ran = [];
    while ((await queued()).length > 0) ran.push(await runNextJob());
    return ran;
  };
  /** Runs a job again (the retry the queue scheduled) without waiting for its backoff. */
  const rerun = (job: JobRecord) => runTask(runtime, runtime.jobs.targets, taskOfJob(job), systemClock(), silentLog);
  const logsOf = async (webhook: string) => {
    const r = await call(site(), { method: 'GET', url: `/api/resource/Webhook Request Log?fields=${encodeURIComponent('["*"]')}&filters=${encodeURIComponent(JSON.stringify([['webhook', '=', webhook]]))}&order_by=attempt%20asc&limit_page_length=0`, auth: admin() });
    assert.equal(r.status, 200, r.body);
    return r.json.data as Array<Record<string, any>>;
  };
  const webhook = async (fields: Record<string, unknown>) => {
    const name = `wh-${++serial}`;
    await insertAs(site(), admin(), 'Webhook', { __newname: name, webhook_doctype: 'WH Order', webhook_docevent: 'after_insert', request_url: receiver.url(`/${name}`), ...fields });
    return name;
  };
  const disable = async (name: string) => {
    const r = await call(site(), { method: 'PUT', url: `/api/resource/Webhook/${name}`, auth: admin(), json: { enabled: 0 } });
    assert.equal(r.status, 200, r.body);
  };
  const order = (code: string, extra: Record<string, unknown> = {}) => insertAs(site(), admin(), 'WH Order', { code, amount: 10, ...extra });

  before(async () => {
    runtime = await site().app.sites.get(site().site);
    receiver = await startHttpReceiver();
    const r = await call(site(), {
      method: 'POST', url: '/api/resource/DocType', auth: admin(),
      json: {
        name: 'WH Order', module: 'Custom', autoname: 'field:code',
        fields: [{ fieldname: 'code', fieldtype: 'Data', reqd: 1 }, { fieldname: 'amount', fieldtype: 'Int' }, { fieldname: 'status', fieldtype: 'Select', options: 'Open\nClosed', default: 'Open' }],
        permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }],
      },
    });
    assert.equal(r.status, 200, r.body);
    outsider = await site().addUser('wh.outsider@example.com', []);
  });
  after(() => receiver?.close());
  // Each test starts with no enabled webhook and no waiting job, whatever the last one left.
  afterEach(async () => {
    const r = await call(site(), { method: 'GET', url: `/api/resource/Webhook?filters=${encodeURIComponent('[["enabled","=",1]]')}&limit_page_length=0`, auth: admin() });
    for (const { name } of r.json.data as Array<{ name: string }>) await disable(name);
    for (const status of ['queued', 'scheduled'] as const) for (const job of await runtime.jobs.queue.list({ queue: 'default', status })) await runtime.jobs.queue.cancel(job.id);
  });

  it('refuses a private address by default: the log says why and nothing reaches the receiver', async () => {
    const hooks = [await webhook({}), await webhook({ request_url: `http://localhost:${receiver.port}/by-name` }), await webhook({ request_url: 'http://169.254.169.254/latest/meta-data/' })];
    await order('p-1');
    const ran = await drain();
    assert.equal(ran.length, 3, 'one job per webhook');
    for (const r of ran) assert.equal(r.fate, 'finished', 'a refusal is final: no retry');
    assert.equal(receiver.received.length, 0, 'no request reached the receiver');
    const reasons = [];
    for (const name of hooks) {
      const logs = await logsOf(name);
      assert.equal(logs.length, 1);
      assert.equal(logs[0]!.response_status, null);
      assert.equal(logs[0]!.reference_doctype, 'WH Order');
      assert.equal(logs[0]!.reference_document, 'p-1');
      reasons.push(String(logs[0]!.error));
      await disable(name);
    }
    assert.match(reasons[0]!, /^Refused: 127\.0\.0\.1 is a loopback/);
    assert.match(reasons[1]!, /^Refused: localhost resolves to (127\.0\.0\.1|::1), a loopback/, 'a host name is judged by what it resolves to');
    assert.match(reasons[2]!, /^Refused: 169\.254\.169\.254 is a link-local or cloud metadata/);
    await setSiteConfig(site(), { webhook_allow_private_addresses: 1 });
  });

  it('delivers once per event with a signature the receiver verifies', async () => {
    receiver.clear();
    const name = await webhook({ request_structure: 'JSON', webhook_json: '{"code": "{{ doc.code }}", "amount": {{ doc.amount }}}', enable_security: 1, webhook_secret: 'sh-secret' });
    await order('s-1', { amount: 42 });
    const jobs = await queued();
    assert.deepEqual(jobs.map((j) => j.method), [DELIVER], 'one save, one job');
    assert.equal(jobs[0]!.retry, 2);
    await drain();
    assert.equal(receiver.received.length, 1, 'one request');
    const got = receiver.received[0]!;
    assert.equal(got.method, 'POST');
    assert.equal(got.path, `/${name}`);
    assert.equal(got.headers['content-type'], 'application/json');
    assert.deepEqual(JSON.parse(got.body), { code: 's-1', amount: 42 });
    const expected = createHmac('sha256', 'sh-secret').update(got.body).digest('base64');
    assert.equal(got.headers['x-frappe-webhook-signature'], expected, 'base64 HMAC-SHA256 of the body');
    const logs = await logsOf(name);
    assert.equal(logs.length, 1);
    assert.equal(logs[0]!.response_status, 200);
    assert.equal(logs[0]!.error, null);
    assert.equal(logs[0]!.attempt, 1);
    assert.equal(logs[0]!.user, 'Administrator');
    assert.deepEqual(JSON.parse(logs[0]!.data), { code: 's-1', amount: 42 });
    assert.deepEqual(JSON.parse(logs[0]!.response), { ok: true });
    await disable(name);
  });

  it('one save fires each webhook once: on_update and on_change on the same save, and a document saved twice in one request', async () => {
    receiver.clear();
    await order('d-1');
    await drain();
    const onUpdate = await webhook({ webhook_docevent: 'on_update', request_structure: 'JSON', webhook_json: '{"status": "{{ doc.status }}", "amount": {{ doc.amount }}}' });
    const onChange = await webhook({ webhook_docevent: 'on_change' });
    const put = await call(site(), { method: 'PUT', url: '/api/resource/WH Order/d-1', auth: admin(), json: { amount: 11 } });
    assert.equal(put.status, 200, put.body);
    assert.equal((await queued()).length, 2, 'one job per webhook');
    await drain();
    assert.deepEqual(receiver.received.map((r) => r.path).sort(), [`/${onChange}`, `/${onUpdate}`].sort());

    receiver.clear();
    const twice = await call(site(), { method: 'POST', url: '/api/method/webhooktest.api.save_twice', auth: admin(), json: { doctype: 'WH Order', name: 'd-1', first: { amount: 12 }, second: { amount: 13, status: 'Closed' } } });
    assert.equal(twice.status, 200, twice.body);
    assert.equal((await queued()).length, 2, 'two saves in one transaction: still one job per webhook');
    await drain();
    assert.equal(receiver.received.length, 2);
    const update = receiver.received.find((r) => r.path === `/${onUpdate}`)!;
    assert.deepEqual(JSON.parse(update.body), { status: 'Closed', amount: 13 }, 'the document as the transaction left it');

    receiver.clear();
    const insert = await order('d-2');
    assert.equal(insert.code, 'd-2');
    await drain();
    assert.deepEqual(receiver.received.map((r) => r.path), [`/${onUpdate}`], 'an insert runs on_update, never on_change');
    await disable(onUpdate);
    await disable(onChange);
  });

  it('a receiver that fails twice (503) then succeeds gets three requests, and the log has each attempt', async () => {
    receiver.clear();
    const name = await webhook({});
    await order('r-1');
    receiver.answerWith(503, 503);
    const first = await runNextJob();
    assert.equal(first.outcome.ok, false);
    assert.equal(first.fate, 'retrying', 'the queue retries a 5xx with its backoff');
    const [scheduled] = await runtime.jobs.queue.list({ queue: 'default', status: 'scheduled' });
    assert.equal(scheduled?.id, first.job.id, 'the retry is the same job, waiting for its backoff');
    assert.equal((await rerun(first.job)).ok, false, 'second attempt: 503 again');
    assert.equal((await rerun(first.job)).ok, true, 'third attempt: 200');
    assert.equal(receiver.received.length, 3);
    const logs = await logsOf(name);
    assert.deepEqual(logs.map((l) => [l.attempt, l.response_status, l.error]), [[1, 503, 'HTTP 503'], [2, 503, 'HTTP 503'], [3, 200, null]]);
    assert.equal(new Set(logs.map((l) => l.delivery)).size, 1, 'one delivery');
    await runtime.jobs.queue.cancel(first.job.id);
    await disable(name);
  });

  it('a network error is retried and logged; a 4xx answer is not retried', async () => {
    receiver.clear();
    const down = await webhook({ request_url: `http://127.0.0.1:${await closedPort()}/gone` });
    await order('n-1');
    const first = await runNextJob();
    assert.equal(first.fate, 'retrying');
    const [log] = await logsOf(down);
    assert.match(String(log!.error), /^Network error: ECONNREFUSED/);
    assert.equal(log!.response_status, null);
    await runtime.jobs.queue.cancel(first.job.id);
    await disable(down);

    const refused = await webhook({});
    await order('n-2');
    receiver.answerWith(404);
    const ran = await runNextJob();
    assert.equal(ran.fate, 'finished', 'a 4xx is the receiver\'s answer: no retry');
    assert.deepEqual((await logsOf(refused)).map((l) => [l.response_status, l.error]), [[404, 'HTTP 404']]);
    await disable(refused);
  });

  it('the condition decides: true delivers, false does not; a bad condition is refused on save', async () => {
    receiver.clear();
    const name = await webhook({ condition: 'doc.amount > 100 and doc.status == "Open"' });
    await order('c-1', { amount: 5 });
    assert.equal((await queued()).length, 0, 'condition false: no job');
    await order('c-2', { amount: 500 });
    await drain();
    assert.deepEqual(receiver.received.map((r) => r.path), [`/${name}`]);
    await disable(name);

    const unknown = await call(site(), { method: 'POST', url: '/api/resource/Webhook', auth: admin(), json: { __newname: 'bad-1', webhook_doctype: 'WH Order', webhook_docevent: 'on_update', request_url: receiver.url(), condition: 'doc.nonexistent == 1' } });
    assert.equal(unknown.status, 417, unknown.body);
    assert.equal(unknown.json.exc_type, 'ValidationError');
    assert.match(unknown.body, /Invalid Condition/);
    assert.match(unknown.body, /nonexistent/);
    const syntax = await call(site(), { method: 'POST', url: '/api/resource/Webhook', auth: admin(), json: { __newname: 'bad-2', webhook_doctype: 'WH Order', webhook_docevent: 'on_update', request_url: receiver.url(), condition: 'doc.amount >' } });
    assert.equal(syntax.status, 417, syntax.body);
    const code = await call(site(), { method: 'POST', url: '/api/resource/Webhook', auth: admin(), json: { __newname: 'bad-3', webhook_doctype: 'WH Order', webhook_docevent: 'on_update', request_url: receiver.url(), condition: '__import__("os")' } });
    assert.equal(code.status, 417, code.body);
  });

  it('Form URL-Encoded sends the Data rows form-encoded; JSON sends the rendered template', async () => {
    receiver.clear();
    const form = await webhook({ request_structure: 'Form URL-Encoded', webhook_data: [{ fieldname: 'code', key: 'order' }, { fieldname: 'amount', key: 'total' }, { fieldname: 'name', key: 'id' }], webhook_json: '{"ignored": 1}' });
    const json = await webhook({ request_structure: 'JSON', request_method: 'PUT', webhook_json: '{"order": {{ doc.code | tojson }}, "lines": [{{ doc.amount }}]}', webhook_data: [{ fieldname: 'code', key: 'dropped' }] });
    const stored = await call(site(), { method: 'GET', url: `/api/resource/Webhook/${form}`, auth: admin() });
    assert.equal(stored.json.data.webhook_json ?? null, null, 'a Form webhook keeps no JSON template');
    assert.equal((await call(site(), { method: 'GET', url: `/api/resource/Webhook/${json}`, auth: admin() })).json.data.webhook_data.length, 0, 'a JSON webhook keeps no Data rows');
    await order('f & 1', { amount: 7 });
    await drain();
    const byPath = new Map(receiver.received.map((r) => [r.path, r]));
    const formReq = byPath.get(`/${form}`)!;
    assert.equal(formReq.headers['content-type'], 'application/x-www-form-urlencoded');
    assert.deepEqual(Object.fromEntries(new URLSearchParams(formReq.body)), { order: 'f & 1', total: '7', id: 'f & 1' });
    const jsonReq = byPath.get(`/${json}`)!;
    assert.equal(jsonReq.method, 'PUT');
    assert.deepEqual(JSON.parse(jsonReq.body), { order: 'f & 1', lines: [7] });
    await disable(form);
    await disable(json);
  });

  it('template errors: one that does not parse is refused on save; one rendering no JSON is logged, nothing sent', async () => {
    receiver.clear();
    const bad = await call(site(), { method: 'POST', url: '/api/resource/Webhook', auth: admin(), json: { __newname: 'bad-t', webhook_doctype: 'WH Order', webhook_docevent: 'after_insert', request_url: receiver.url(), request_structure: 'JSON', webhook_json: '{"a": "{{ doc.code "}' } });
    assert.equal(bad.status, 417, bad.body);
    assert.match(bad.body, /JSON Request Body/);
    const name = await webhook({ request_structure: 'JSON', webhook_json: '{"code": {{ doc.code }}}' });
    await order('t-1');
    const ran = await drain();
    assert.equal(ran[0]!.fate, 'finished', 'a template error is final');
    assert.equal(receiver.received.length, 0);
    const [log] = await logsOf(name);
    assert.match(String(log!.error), /did not render JSON/);
    await disable(name);
  });

  it('secrets are masked in the log: the signature, credentials in headers and in the URL', async () => {
    receiver.clear();
    const url = receiver.url('/masked').replace('http://', 'http://hook:pa55word@');
    const name = await webhook({ request_url: url, enable_security: 1, webhook_secret: 'top-secret-key', webhook_headers: [{ key: 'Authorization', value: 'Bearer tok-123' }, { key: 'X-Trace', value: 'visible' }] });
    await order('m-1');
    await drain();
    assert.equal(receiver.received[0]!.headers.authorization, 'Bearer tok-123', 'sent as given');
    const [log] = await logsOf(name);
    const headers = JSON.parse(log!.headers);
    assert.equal(headers.Authorization, '********');
    assert.equal(headers['X-Frappe-Webhook-Signature'], '********');
    assert.equal(headers['X-Trace'], 'visible');
    assert.doesNotMatch(JSON.stringify(log), /tok-123|top-secret-key|pa55word/);
    const stored = await call(site(), { method: 'GET', url: `/api/resource/Webhook/${name}`, auth: admin() });
    assert.match(String(stored.json.data.webhook_secret), /^\*+$/, 'the secret is stored encrypted and read back masked');
    const resave = await call(site(), { method: 'PUT', url: `/api/resource/Webhook/${name}`, auth: admin(), json: { ...stored.json.data, enabled: 0 } });
    assert.equal(resave.status, 200, 'the masked secret sent back keeps the stored one');
    const none = await call(site(), { method: 'POST', url: '/api/resource/Webhook', auth: admin(), json: { __newname: 'bad-s', webhook_doctype: 'WH Order', request_url: receiver.url(), enable_security: 1 } });
    assert.equal(none.status, 417, none.body);
    assert.match(none.body, /Invalid Webhook Secret/);
  });

  it('checks on save: URL, submit events on a DocType that is not submittable, repeated fields, headers, queue', async () => {
    const base = { webhook_doctype: 'WH Order', webhook_docevent: 'on_update', request_url: receiver.url() };
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ request_url: 'not a url' }, /Check Request URL/],
      [{ request_url: 'ftp://example.com/x' }, /http or https/],
      [{ webhook_docevent: 'on_submit' }, /DocType must be Submittable/],
      [{ webhook_data: [{ fieldname: 'code', key: 'a' }, { fieldname: 'code', key: 'b' }] }, /Same Field is entered more than once/],
      [{ webhook_data: [{ fieldname: 'nope', key: 'a' }] }, /nope is no field of WH Order/],
      [{ webhook_headers: [{ key: 'Bad Header', value: 'x' }] }, /no HTTP header name/],
      [{ webhook_headers: [{ key: 'X-A', value: 'one\ntwo' }] }, /one line/],
      [{ background_jobs_queue: 'nowhere' }, /Unknown queue nowhere/],
      [{ webhook_doctype: 'Webhook Request Log' }, /cannot be set on Webhook Request Log/],
    ];
    for (const [fields, message] of cases) {
      const r = await call(site(), { method: 'POST', url: '/api/resource/Webhook', auth: admin(), json: { __newname: `bad-${++serial}`, ...base, ...fields } });
      assert.equal(r.status, 417, `${JSON.stringify(fields)}: ${r.body.slice(0, 300)}`);
      assert.match(r.body, message);
    }
  });

  it('only a System Manager may create, read or list Webhooks and their logs', async () => {
    const outsiderAuth = outsider;
    const create = await call(site(), { method: 'POST', url: '/api/resource/Webhook', auth: outsiderAuth, json: { __newname: 'by-outsider', webhook_doctype: 'WH Order', webhook_docevent: 'on_update', request_url: receiver.url() } });
    assert.equal(create.status, 403, create.body);
    assert.equal((await call(site(), { method: 'GET', url: '/api/resource/Webhook', auth: outsiderAuth })).status, 403);
    assert.equal((await call(site(), { method: 'GET', url: '/api/resource/Webhook Request Log', auth: outsiderAuth })).status, 403);
  });

  it('on_trash delivers the deleted document as it was', async () => {
    receiver.clear();
    const name = await webhook({ webhook_docevent: 'on_trash', request_structure: 'JSON', webhook_json: '{"gone": {{ doc.name | tojson }}, "amount": {{ doc.amount }}}' });
    await order('g-1', { amount: 77 });
    assert.equal((await queued()).length, 0, 'an insert is no on_trash');
    const del = await call(site(), { method: 'DELETE', url: '/api/resource/WH Order/g-1', auth: admin() });
    assert.equal(del.status, 202, del.body);
    await drain();
    assert.deepEqual(receiver.received.map((r) => [r.path, JSON.parse(r.body)]), [[`/${name}`, { gone: 'g-1', amount: 77 }]]);
  });

  it('a deleted webhook sends nothing for an event already queued; a disabled one fires no event', async () => {
    receiver.clear();
    const name = await webhook({});
    await order('x-1');
    assert.equal((await queued()).length, 1);
    const del = await call(site(), { method: 'DELETE', url: `/api/resource/Webhook/${name}`, auth: admin() });
    assert.equal(del.status, 202, del.body);
    await drain();
    assert.equal(receiver.received.length, 0);
    const off = await webhook({ enabled: 0 });
    await order('x-2');
    assert.equal((await queued()).length, 0, `disabled ${off}: no job`);
  });
}, { apps });
