import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, it } from 'node:test';
import { systemClock } from '../../src/context/clock.ts';
import { taskOfJob } from '../../src/job-worker/job-task.ts';
import { runTask } from '../../src/job-worker/run-task.ts';
import type { SiteRuntime } from '../../src/sites/site-runtime.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { send } from '../helpers/scenario.ts';
import { announceSkip } from '../helpers/skip-notice.ts';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp.ts';
import { silentLog } from '../helpers/test-site.ts';
import { call, insertAs, setSiteConfig } from '../helpers/users.ts';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = fs.existsSync(CHROMIUM);
if (!hasChromium) announceSkip(`test/api/pdf.test.ts: PDF tests SKIPPED: no Chromium at ${CHROMIUM} (apt-get install chromium); the no-Chromium error is still tested`);

const PDF = '/api/method/frappe.utils.print_format.download_pdf';
const MULTI = '/api/method/frappe.utils.print_format.download_multi_pdf';
const MAKE = '/api/method/frappe.core.doctype.communication.email.make';

/** Pages of a PDF Chromium wrote: its page objects. */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

/** Issue 56 part 3 (PDF through headless Chromium) and issue 53's print attachment. */
perDialect('PDF: download_pdf, download_multi_pdf, no network, no Chromium, a print attached to a mail', (site) => {
  const admin = () => site().adminAuth;
  let reader = '';
  let runtime: SiteRuntime;
  let smtp: TestSmtp;
  let beacon: http.Server;
  const beaconHits: string[] = [];

  const pdfOf = async (url: string, auth = admin()) => {
    const res = await send(site(), { method: 'GET', url, auth });
    return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, body: res.body };
  };
  const drain = async () => {
    for (;;) {
      const claim = await runtime.jobs.queue.claim({ queues: ['short', 'default'], worker: 'test', leaseMs: 60_000 });
      if (!claim) return;
      const outcome = await runTask(runtime, runtime.jobs.targets, taskOfJob(claim.job), systemClock(), silentLog);
      if (outcome.ok) await runtime.jobs.queue.complete(claim, outcome.result);
      else await runtime.jobs.queue.fail(claim, outcome.error);
    }
  };

  before(async () => {
    runtime = await site().app.sites.get(site().site);
    beacon = http.createServer((req, res) => {
      beaconHits.push(String(req.url));
      res.end('x');
    });
    await new Promise<void>((resolve) => beacon.listen(0, '127.0.0.1', resolve));
    smtp = await startTestSmtp();
    await insertAs(site(), admin(), 'Role', { role_name: 'PDF Reader', desk_access: 1 });
    await insertAs(site(), admin(), 'DocType', {
      name: 'PDF Case', module: 'Custom', autoname: 'field:code',
      fields: [{ fieldname: 'code', fieldtype: 'Data', label: 'Code', reqd: 1 }, { fieldname: 'title', fieldtype: 'Data', label: 'Title' }],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, print: 1, email: 1 }, { role: 'PDF Reader', read: 1, email: 1 }],
    });
    reader = await site().addUser('pdf.reader@example.com', ['PDF Reader']);
    for (const code of ['Case 1', 'Case/2', 'Case 3']) await insertAs(site(), admin(), 'PDF Case', { code, title: `Title of ${code}` });
    const port = (beacon.address() as AddressInfo).port;
    await insertAs(site(), admin(), 'Print Format', {
      name: 'PDF Beacon', doc_type: 'PDF Case',
      html: `<p>{{ doc.title }}</p><img src="http://127.0.0.1:${port}/img.png"><link rel="stylesheet" href="http://127.0.0.1:${port}/style.css"><iframe src="http://127.0.0.1:${port}/frame"></iframe><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">`,
      css: `body { background: url(http://127.0.0.1:${port}/bg.png); } @import url(http://127.0.0.1:${port}/import.css);`,
    });
    await insertAs(site(), admin(), 'Letter Head', { letter_head_name: 'PDF Head', content: '<b>HEAD</b>', footer: '<span>FOOTER</span>', is_default: 1 });
  });
  after(async () => {
    await smtp?.close();
    await new Promise((resolve) => beacon?.close(resolve));
  });

  it('download_pdf answers the print as application/pdf named as Frappe names it', { skip: !hasChromium }, async () => {
    const r = await pdfOf(`${PDF}?doctype=PDF%20Case&name=Case%2F2`);
    assert.equal(r.status, 200, r.body.slice(0, 400));
    assert.equal(r.headers['content-type'], 'application/pdf');
    assert.equal(r.headers['content-disposition'], 'filename="Case-2.pdf"');
    assert.ok(Number(r.headers['content-length']) > 500);
    assert.equal(r.bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.equal(pageCount(r.bytes), 1);
  });

  it('download_multi_pdf prints each document from a new page, as a list of names or a DocType → names object', { skip: !hasChromium }, async () => {
    const list = await pdfOf(`${MULTI}?doctype=PDF%20Case&name=${encodeURIComponent(JSON.stringify(['Case 1', 'Case/2', 'Case 3']))}`);
    assert.equal(list.status, 200, list.body.slice(0, 400));
    assert.equal(list.headers['content-disposition'], 'filename="PDF-Case.pdf"');
    assert.equal(pageCount(list.bytes), 3);
    const byType = await pdfOf(`${MULTI}?doctype=${encodeURIComponent(JSON.stringify({ 'PDF Case': ['Case 1', 'Case 3'] }))}&name=Cases`);
    assert.equal(byType.status, 200, byType.body.slice(0, 400));
    assert.equal(pageCount(byType.bytes), 2);
    assert.equal((await pdfOf(`${MULTI}?doctype=PDF%20Case&name=%5B%5D`)).status, 417, 'an empty list is refused');
    assert.equal((await pdfOf(`${MULTI}?doctype=PDF%20Case&name=${encodeURIComponent(JSON.stringify(['Nope']))}`)).status, 404, 'nothing printable: the refusal');
  });

  it("nothing the page names is fetched: images, styles, frames and CSS urls are refused; data: URLs print", { skip: !hasChromium }, async () => {
    beaconHits.length = 0;
    const r = await pdfOf(`${PDF}?doctype=PDF%20Case&name=Case%201&format=PDF%20Beacon`);
    assert.equal(r.status, 200, r.body.slice(0, 400));
    assert.equal(r.bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.deepEqual(beaconHits, [], 'the local server saw no request');
  });

  it('a PDF needs print on the document: 403 without it, 404 for a missing one', async () => {
    const r = await pdfOf(`${PDF}?doctype=PDF%20Case&name=Case%201`, reader);
    assert.equal(r.status, 403, r.body.slice(0, 300));
    assert.equal(JSON.parse(r.body).exc_type, 'PermissionError');
    assert.equal((await pdfOf(`${PDF}?doctype=PDF%20Case&name=Nope`)).status, 404);
    assert.equal((await pdfOf(`${PDF}?doctype=PDF%20Case`)).status, 417, 'name is required');
  });

  it('without Chromium at chromium_path the PDF methods answer 503 saying how to install it', async () => {
    await setSiteConfig(site(), { chromium_path: '/nonexistent/chromium' });
    try {
      const r = await pdfOf(`${PDF}?doctype=PDF%20Case&name=Case%201`);
      assert.equal(r.status, 503, r.body.slice(0, 300));
      const json = JSON.parse(r.body);
      assert.equal(json.exc_type, 'PdfUnavailableError');
      assert.match(JSON.stringify(json), /apt-get install chromium/);
      assert.match(JSON.stringify(json), /\/nonexistent\/chromium/);
      const multi = await pdfOf(`${MULTI}?doctype=PDF%20Case&name=${encodeURIComponent(JSON.stringify(['Case 1']))}`);
      assert.equal(multi.status, 503);
    } finally {
      await setSiteConfig(site(), { chromium_path: null });
    }
  });

  it("communication.email.make with attach_document_print mails the document's PDF, printed by the send job", { skip: !hasChromium }, async () => {
    await insertAs(site(), admin(), 'Email Account', {
      email_id: 'print@example.com', email_account_name: 'Print', enable_outgoing: 1, default_outgoing: 1,
      smtp_server: smtp.host, smtp_port: String(smtp.port), no_smtp_authentication: 1,
    });
    await drain();
    const r = await call(site(), {
      method: 'POST', url: MAKE, auth: admin(),
      json: { doctype: 'PDF Case', name: 'Case 1', recipients: 'client@example.com', subject: 'Your case', content: '<p>Attached.</p>', send_email: 1, attach_document_print: 1, print_html: '<p>ignored preview</p>' },
    });
    assert.equal(r.status, 200, r.body.slice(0, 400));
    assert.equal(smtp.to('client@example.com').length, 0, 'nothing is printed or sent in the request');
    await drain();
    const [mail] = smtp.to('client@example.com');
    assert.ok(mail, 'the mail was sent');
    const pdf = mail.parsed.attachments.find((a) => a.contentType === 'application/pdf');
    assert.ok(pdf, `a PDF part: ${mail.parsed.attachments.map((a) => a.contentType).join(', ')}`);
    assert.equal(pdf.filename, 'Case-1.pdf');
    assert.equal(pdf.content.subarray(0, 5).toString('latin1'), '%PDF-');

    const refused = await call(site(), {
      method: 'POST', url: MAKE, auth: reader,
      json: { doctype: 'PDF Case', name: 'Case 1', recipients: 'client@example.com', subject: 'x', content: 'x', send_email: 1, print_format: 'Standard' },
    });
    assert.equal(refused.status, 403, 'attaching a print needs print on the document');
  });

  it("sendmail's print attachment (frappe.attach_print's shape) is checked when queued: a missing document is 404", async () => {
    const r = await call(site(), {
      method: 'POST', url: MAKE, auth: admin(),
      json: { doctype: 'PDF Case', name: 'Case 1', recipients: 'client@example.com', subject: 'x', content: 'x', send_email: 1, attachments: [{ print_format_attachment: 1, doctype: 'PDF Case', name: 'Nope' }] },
    });
    assert.equal(r.status, 404, r.body.slice(0, 300));
  });
});
