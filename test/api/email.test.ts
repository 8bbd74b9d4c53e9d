import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, it } from 'node:test';
import { systemClock } from '../../src/context/clock.ts';
import type { JobRecord } from '../../src/jobs/job-types.ts';
import type { JobTask } from '../../src/job-worker/job-task.ts';
import { taskOfJob } from '../../src/job-worker/job-task.ts';
import { runTask } from '../../src/job-worker/run-task.ts';
import type { SiteRuntime } from '../../src/sites/site-runtime.ts';
import { appsWith, MAIL_APP } from '../helpers/apps.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, serverMessages } from '../helpers/scenario.ts';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp.ts';
import { silentLog } from '../helpers/test-site.ts';
import { filePart, upload } from '../helpers/uploads.ts';
import { call, insertAs } from '../helpers/users.ts';

const apps = await appsWith(MAIL_APP);
const SEND = '/api/method/mailtest.api.send';
const MAKE = '/api/method/frappe.core.doctype.communication.email.make';

/**
 * Issue 53 parts 1 and 3: outgoing mail through a real SMTP server (test/helpers/smtp.ts). The
 * send and flush jobs are run here by hand, as a worker would run them.
 */
perDialect('Email: sendmail, Email Queue, Email Account, communication.email.make', (site) => {
  const admin = () => site().adminAuth;
  let runtime: SiteRuntime;
  let smtp: TestSmtp;
  let mailer = '';
  let reader = '';
  let outsider = '';

  const sendmail = async (mail: Record<string, unknown>, auth = admin()) => {
    const r = await call(site(), { method: 'POST', url: SEND, auth, json: { mail } });
    assert.equal(r.status, 200, r.body.slice(0, 600));
    return r.json;
  };
  const queue = async (name: string) => (await call(site(), { method: 'GET', url: `/api/resource/Email Queue/${name}`, auth: admin() })).json.data;
  /** Claims the next waiting job of the short queue and runs it as a worker would. */
  const runNextJob = async () => {
    const claim = await runtime.jobs.queue.claim({ queues: ['short'], worker: 'test', leaseMs: 60_000 });
    assert.ok(claim, 'a job is waiting');
    const outcome = await runTask(runtime, runtime.jobs.targets, taskOfJob(claim.job), systemClock(), silentLog);
    if (outcome.ok) await runtime.jobs.queue.complete(claim, outcome.result);
    else await runtime.jobs.queue.fail(claim, outcome.error);
    return { job: claim.job, outcome };
  };
  /** Runs every waiting job of the short queue. */
  const drain = async () => {
    while ((await runtime.jobs.queue.list({ queue: 'short', status: 'queued' })).length > 0) await runNextJob();
  };
  /** Runs `job` again (a retry) without waiting for its backoff. */
  const rerun = (job: JobRecord) => runTask(runtime, runtime.jobs.targets, taskOfJob(job), systemClock(), silentLog);
  /** Runs the scheduled flush directly, as the scheduler's job would. */
  const flush = async () => {
    const task: JobTask = { jobId: 'flush', site: site().site, user: 'Administrator', method: 'frappe.email.queue.flush', kwargs: '{}' };
    const outcome = await runTask(runtime, runtime.jobs.targets, task, systemClock(), silentLog);
    assert.ok(outcome.ok, JSON.stringify(outcome));
    return JSON.parse(outcome.result!) as { expired: number; enqueued: number };
  };

  before(async () => {
    runtime = await site().app.sites.get(site().site);
    smtp = await startTestSmtp({ auth: { user: 'relay@example.com', pass: 's3cret' } });
    await insertAs(site(), admin(), 'Role', { role_name: 'EM Reader', desk_access: 1 });
    await insertAs(site(), admin(), 'Role', { role_name: 'EM Mailer', desk_access: 1 });
    await runScenario(site(), {
      name: 'define', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: {
        name: 'EM Case', module: 'Custom', autoname: 'field:code', fields: [{ fieldname: 'code', fieldtype: 'Data', reqd: 1 }],
        permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, email: 1 }, { role: 'EM Mailer', read: 1, email: 1 }, { role: 'EM Reader', read: 1 }],
      },
    });
    mailer = await site().addUser('em.mailer@example.com', ['EM Mailer'], { first_name: 'Mia', last_name: 'Mailer' });
    reader = await site().addUser('em.reader@example.com', ['EM Reader']);
    outsider = await site().addUser('em.outsider@example.com', []);
    for (const code of ['c-1', 'c-2']) await insertAs(site(), admin(), 'EM Case', { code });
  });
  after(() => smtp?.close());

  it('without an outgoing Email Account a mail stays Not Sent and the caller is told; an account appearing sends it', async () => {
    const json = await sendmail({ recipients: 'early@example.com', subject: 'Waiting', message: '<p>queued first</p>' });
    assert.match(String(serverMessages(json)[0]?.message), /Please setup default outgoing Email Account/);
    assert.equal(json.message.status, 'Not Sent');
    assert.equal(await runtime.jobs.queue.claim({ queues: ['short'], worker: 'test', leaseMs: 60_000 }), null, 'no send job without an account');
    assert.deepEqual(await flush(), { expired: 0, enqueued: 0 }, 'the flush leaves it waiting');

    await insertAs(site(), admin(), 'Email Account', {
      email_id: 'notifications@example.com', email_account_name: 'Notifications', enable_outgoing: 1, default_outgoing: 1,
      smtp_server: smtp.host, smtp_port: String(smtp.port), login_id_is_different: 1, login_id: 'relay@example.com', password: 's3cret',
    });
    const flushed = await runNextJob();
    assert.equal(flushed.job.method, 'frappe.email.queue.flush', 'saving the account flushes the queue');
    const send = await runNextJob();
    assert.equal(send.job.method, 'frappe.email.doctype.email_queue.email_queue.send_mail');
    assert.equal(send.job.retry, 3);
    const [mail] = smtp.to('early@example.com');
    assert.ok(mail, 'received');
    assert.equal(mail.parsed.subject, 'Waiting');
    assert.equal(mail.user, 'relay@example.com', 'logged in with the stored (encrypted) password');
    assert.deepEqual(mail.parsed.from?.value.map((v) => [v.name, v.address]), [['Notifications', 'notifications@example.com']]);
    assert.equal((await queue(json.message.name)).status, 'Sent');
  });

  it('a queued mail is sent by its job: recipients, cc, bcc, subject, body and attachments as given', async () => {
    smtp.clear();
    const up = await upload(site(), [filePart('notes.txt', 'file body'), { name: 'is_private', value: '1' }], { auth: admin() });
    assert.equal(up.status, 200, up.body);
    const file = up.json.message;
    const json = await sendmail({
      recipients: ['to@example.com'], cc: 'Copy Person <cc@example.com>', bcc: ['hidden@example.com'], subject: 'Report ready',
      message: '<p>Hello <b>there</b></p>', attachments: [file.name, { fname: 'inline.csv', fcontent: 'a,b\n1,2\n' }], reply_to: 'desk@example.com',
    });
    const name = json.message.name;
    assert.deepEqual((await queue(name)).recipients.map((r: any) => [r.recipient, r.status]), [['to@example.com', 'Not Sent'], ['cc@example.com', 'Not Sent'], ['hidden@example.com', 'Not Sent']]);
    await runNextJob();
    assert.deepEqual(smtp.received.map((m) => m.to).flat().sort(), ['cc@example.com', 'hidden@example.com', 'to@example.com'], 'one copy per recipient');
    const mail = smtp.to('to@example.com')[0]!;
    assert.equal(mail.parsed.subject, 'Report ready');
    assert.match(String(mail.parsed.html), /<p>Hello <b>there<\/b><\/p>/);
    assert.match(String(mail.parsed.text), /Hello there/);
    assert.deepEqual(mail.parsed.cc && 'value' in mail.parsed.cc ? mail.parsed.cc.value.map((v) => [v.name, v.address]) : [], [['Copy Person', 'cc@example.com']]);
    assert.equal(mail.parsed.replyTo?.text, 'desk@example.com');
    assert.ok(!mail.raw.includes('hidden@example.com'), 'bcc is in no header');
    assert.deepEqual(mail.parsed.attachments.map((a) => [a.filename, a.content.toString('utf8')]), [['notes.txt', 'file body'], ['inline.csv', 'a,b\n1,2\n']]);
    const done = await queue(name);
    assert.equal(done.status, 'Sent');
    assert.deepEqual(done.recipients.map((r: any) => r.status), ['Sent', 'Sent', 'Sent']);
  });

  it('`now` sends in the request once it committed; a mail about a document is on its timeline as a Communication', async () => {
    smtp.clear();
    const json = await sendmail({ recipients: 'now@example.com', subject: 'Right away', message: 'at once', now: true, reference_doctype: 'EM Case', reference_name: 'c-1' });
    assert.equal(smtp.to('now@example.com').length, 1, 'sent before the answer');
    assert.equal((await queue(json.message.name)).status, 'Sent');
    const comm = (await call(site(), { method: 'GET', url: `/api/resource/Communication/${json.message.communication}`, auth: admin() })).json.data;
    assert.deepEqual([comm.communication_type, comm.communication_medium, comm.sent_or_received, comm.reference_doctype, comm.reference_name, comm.subject, comm.recipients, comm.delivery_status],
      ['Communication', 'Email', 'Sent', 'EM Case', 'c-1', 'Right away', 'now@example.com', 'Sent']);
    const info = await call(site(), { method: 'GET', url: '/api/method/frappe.desk.form.load.get_docinfo?doctype=EM%20Case&name=c-1', auth: admin() });
    assert.ok(info.json.docinfo.communications.some((c: any) => c.name === comm.name), 'on the timeline');
  });

  it('a template renders the subject and message from an Email Template over args', async () => {
    smtp.clear();
    await insertAs(site(), admin(), 'Email Template', { name: 'EM Welcome', subject: 'Welcome {{ first_name }}', use_html: 1, response_html: '<p>Hello {{ first_name }}, your code is {{ code | upper }}</p>' });
    await sendmail({ recipients: 'ada@example.com', template: 'EM Welcome', args: { first_name: 'Ada', code: 'xy1' }, now: true });
    const mail = smtp.to('ada@example.com')[0]!;
    assert.equal(mail.parsed.subject, 'Welcome Ada');
    assert.match(String(mail.parsed.html), /<p>Hello Ada, your code is XY1<\/p>/);
    await runScenario(site(), { name: 'missing template', method: 'POST', url: SEND, auth: admin(), json: { mail: { recipients: 'ada@example.com', template: 'Nope' } }, status: 404 });
  });

  it('a failing send is retried by its job and ends in Error with the server\'s reason', async () => {
    smtp.clear();
    smtp.fail({ code: 550, message: 'Mailbox unavailable', recipients: ['bounce@example.com'] });
    try {
      const json = await sendmail({ recipients: 'bounce@example.com', subject: 'Doomed', message: 'x', reference_doctype: 'EM Case', reference_name: 'c-2' });
      const first = await runNextJob();
      assert.equal(first.outcome.ok, false, 'the job fails, so the queue retries it');
      let q = await queue(json.message.name);
      assert.deepEqual([q.status, q.retry], ['Not Sent', 1]);
      assert.match(q.error, /550.*Mailbox unavailable/);
      for (const retry of [2, 3]) {
        assert.equal((await rerun(first.job)).ok, false);
        q = await queue(json.message.name);
        assert.deepEqual([q.status, q.retry], ['Not Sent', retry]);
      }
      assert.equal((await rerun(first.job)).ok, false);
      q = await queue(json.message.name);
      assert.deepEqual([q.status, q.retry], ['Error', 3], 'after the last retry');
      assert.match(q.error, /Mailbox unavailable/);
      const comm = (await call(site(), { method: 'GET', url: `/api/resource/Communication/${q.communication}`, auth: admin() })).json.data;
      assert.equal(comm.delivery_status, 'Error');
      assert.equal((await rerun(first.job)).ok, true, 'a mail in Error is not tried again');
      assert.equal(smtp.received.length, 0);
      smtp.succeed();
      await runScenario(site(), { name: 'retry_sending', method: 'POST', url: '/api/method/run_doc_method', auth: admin(), json: { dt: 'Email Queue', dn: q.name, method: 'retry_sending' }, status: 200 });
      assert.deepEqual([(await queue(q.name)).status, (await queue(q.name)).retry], ['Not Sent', 0]);
      // Its send job is still waiting for the retry the test's first failure scheduled, so none other was added: run it.
      assert.equal((await rerun(first.job)).ok, true);
      assert.deepEqual([(await queue(q.name)).status, smtp.to('bounce@example.com').length], ['Sent', 1], 'retry_sending sends it again');
      const manager = await site().addUser('em.manager@example.com', ['System Manager']);
      await runScenario(site(), { name: 'only Administrator deletes', method: 'DELETE', url: `/api/resource/Email Queue/${q.name}`, auth: manager, status: 417, excType: 'ValidationError' });
    } finally {
      smtp.succeed();
    }
  });

  it('an account with use_tls requires STARTTLS and a certificate the server can prove', async () => {
    const { key, cert } = selfSignedCertificate();
    const tlsSmtp = await startTestSmtp({ tls: { key, cert } });
    try {
      for (const [email, port] of [['plain.tls@example.com', smtp.port], ['selfsigned.tls@example.com', tlsSmtp.port]] as const) {
        await insertAs(site(), admin(), 'Email Account', { email_id: email, enable_outgoing: 1, smtp_server: '127.0.0.1', smtp_port: String(port), use_tls: 1, no_smtp_authentication: 1 });
      }
      const plain = await sendmail({ sender: 'plain.tls@example.com', recipients: 'tls1@example.com', subject: 'TLS', message: 'x' });
      const selfSigned = await sendmail({ sender: 'selfsigned.tls@example.com', recipients: 'tls2@example.com', subject: 'TLS', message: 'x' });
      await drain();
      const [a, b] = [await queue(plain.message.name), await queue(selfSigned.message.name)];
      assert.deepEqual([a.status, a.email_account, b.status, b.email_account], ['Not Sent', 'plain.tls@example.com', 'Not Sent', 'selfsigned.tls@example.com'], 'sent through the account of the sender');
      assert.match(a.error, /STARTTLS/i, 'no plain text when TLS is required');
      assert.match(b.error, /self[- ]signed|certificate/i, 'the certificate is verified');
      assert.equal(smtp.to('tls1@example.com').length + tlsSmtp.received.length, 0);
    } finally {
      await tlsSmtp.close();
      await runtime.db.write((tx) => tx.run(tx.builder.updateTable('tabEmail Queue').set({ status: 'Expired' }).where('status', '=', 'Not Sent')));
    }
  });

  it('a mail never sent expires after 7 days at the flush', async () => {
    const json = await sendmail({ recipients: 'late@example.com', subject: 'Old', message: 'x', send_after: '2099-01-01 00:00:00' });
    await runtime.db.write((tx) => tx.run(tx.builder.updateTable('tabEmail Queue').set({ creation: '2000-01-01 00:00:00.000000' }).where('name', '=', json.message.name)));
    assert.equal((await flush()).expired, 1);
    assert.equal((await queue(json.message.name)).status, 'Expired');
  });

  it('the unsubscribe link records an Email Unsubscribe, and later mails about the document skip the address', async () => {
    smtp.clear();
    await sendmail({ recipients: ['leaver@example.com', 'stayer@example.com'], subject: 'Thread', message: 'x', reference_doctype: 'EM Case', reference_name: 'c-1', unsubscribe_message: 'Leave this conversation', now: true });
    const html = String(smtp.to('leaver@example.com')[0]!.parsed.html);
    const href = /href="([^"]*frappe\.email\.queue\.unsubscribe[^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    assert.ok(href, 'the mail carries the link');
    const url = new URL(href);
    assert.equal(url.searchParams.get('email'), 'leaver@example.com');
    const forged = new URL(href);
    forged.searchParams.set('email', 'stayer@example.com');
    await runScenario(site(), { name: 'forged link', method: 'GET', url: forged.pathname + forged.search, status: 403 });
    await runScenario(site(), { name: 'follow link', method: 'GET', url: url.pathname + url.search, status: 200 });
    const again = await sendmail({ recipients: ['leaver@example.com', 'stayer@example.com'], subject: 'Thread 2', message: 'y', reference_doctype: 'EM Case', reference_name: 'c-1', unsubscribe_message: 'Leave' });
    assert.deepEqual(again.message.skipped, ['leaver@example.com']);
    assert.deepEqual((await queue(again.message.name)).recipients.map((r: any) => r.recipient), ['stayer@example.com']);
    const alone = await sendmail({ recipients: 'leaver@example.com', subject: 'Thread 3', message: 'z', reference_doctype: 'EM Case', reference_name: 'c-1' });
    assert.equal('message' in alone, false, 'nobody left to send to: None');
    const other = await sendmail({ recipients: 'leaver@example.com', subject: 'Other case', message: 'z', reference_doctype: 'EM Case', reference_name: 'c-2' });
    assert.ok(other.message?.name, 'other documents still reach the address');
  });

  it('communication.email.make records the Communication and queues its mail; answers {name, emails_not_sent_to}', async () => {
    smtp.clear();
    const r = await runScenario(site(), {
      name: 'make', method: 'POST', url: MAKE, auth: mailer, status: 200,
      json: { doctype: 'EM Case', name: 'c-2', subject: 'About c-2', content: '<p>Composer text</p>', recipients: 'client@example.com, leaver@example.com', cc: '', send_email: 1, send_me_a_copy: 1 },
    });
    assert.equal(r.message.emails_not_sent_to, '');
    await drain();
    const comm = (await call(site(), { method: 'GET', url: `/api/resource/Communication/${r.message.name}`, auth: admin() })).json.data;
    assert.deepEqual([comm.reference_doctype, comm.reference_name, comm.sender, comm.recipients, comm.sent_or_received], ['EM Case', 'c-2', 'Mia Mailer <em.mailer@example.com>', 'client@example.com, leaver@example.com', 'Sent']);
    const sent = (await call(site(), { method: 'GET', url: `/api/resource/Email Queue?fields=${encodeURIComponent('["name","status","error","communication"]')}&filters=${encodeURIComponent(JSON.stringify({ communication: r.message.name }))}`, auth: admin() })).json.data;
    assert.deepEqual(sent.map((q: any) => [q.status, q.error]), [['Sent', null]]);
    const mail = smtp.to('client@example.com')[0]!;
    assert.equal(mail.parsed.subject, 'About c-2');
    assert.deepEqual(mail.parsed.from?.value.map((v) => [v.name, v.address]), [['Mia Mailer', 'em.mailer@example.com']]);
    assert.equal(smtp.to('em.mailer@example.com').length, 1, 'send_me_a_copy copies the sender');
    const unsubscribed = await runScenario(site(), {
      name: 'make to the unsubscribed', method: 'POST', url: MAKE, auth: mailer, status: 200,
      json: { doctype: 'EM Case', name: 'c-1', subject: 'Again', content: 'x', recipients: 'client@example.com, leaver@example.com', send_email: 1 },
    });
    assert.equal(unsubscribed.message.emails_not_sent_to, 'leaver@example.com');
  });

  it('communication.email.make refuses who may not mail about the document, prints, and GET', async () => {
    const base = { doctype: 'EM Case', name: 'c-1', subject: 's', content: 'c', recipients: 'x@example.com', send_email: 1 };
    await runScenario(site(), { name: 'reader without email right', method: 'POST', url: MAKE, auth: reader, json: base, status: 403, excType: 'PermissionError' });
    await runScenario(site(), { name: 'outsider', method: 'POST', url: MAKE, auth: outsider, json: base, status: 403, excType: 'PermissionError' });
    await runScenario(site(), { name: 'missing document', method: 'POST', url: MAKE, auth: mailer, json: { ...base, name: 'nope' }, status: 404, excType: 'DoesNotExistError' });
    await runScenario(site(), { name: 'print attachment without print right', method: 'POST', url: MAKE, auth: mailer, json: { ...base, print_format: 'Standard' }, status: 403, excType: 'PermissionError' });
    await runScenario(site(), { name: 'GET', method: 'GET', url: `${MAKE}?doctype=EM%20Case&name=c-1`, auth: mailer, status: 403 });
    await runScenario(site(), { name: 'bad address', method: 'POST', url: SEND, auth: admin(), json: { mail: { recipients: 'not-an-address', subject: 's', message: 'm' } }, status: 417 });
    await runScenario(site(), { name: 'Email Account is for System Managers', method: 'GET', url: '/api/resource/Email Account', auth: mailer, status: 403 });
    await runScenario(site(), { name: 'outgoing account without server', method: 'POST', url: '/api/resource/Email Account', auth: admin(), json: { email_id: 'x@example.com', enable_outgoing: 1 }, status: 417, excType: 'ValidationError' });
    await runScenario(site(), { name: 'unsubscribe without a document', method: 'POST', url: '/api/resource/Email Unsubscribe', auth: admin(), json: { email: 'x@example.com' }, status: 417, excType: 'MandatoryError' });
    await runScenario(site(), { name: 'unsubscribed twice', method: 'POST', url: '/api/resource/Email Unsubscribe', auth: admin(), json: { email: 'leaver@example.com', reference_doctype: 'EM Case', reference_name: 'c-1' }, status: 409, excType: 'DuplicateEntryError' });
  });
}, { apps });

/** A throwaway key and self-signed certificate for 127.0.0.1 (openssl), for the STARTTLS server. */
function selfSignedCertificate(): { key: string; cert: string } {
  const pem = execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', '-', '-out', '-', '-subj', '/CN=127.0.0.1', '-days', '1'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const key = /-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/.exec(pem)![0];
  const cert = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(pem)![0];
  return { key, cert };
}
