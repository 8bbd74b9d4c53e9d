import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs, makeRole } from '../helpers/users.ts';

const METHOD = 'frappe.email.doctype.email_template.email_template.get_email_template';

/** Issue 53 part 2: Email Template and get_email_template. */
perDialect('Email Template', (site) => {
  const admin = () => site().adminAuth;
  let deskUser = ''; // a Desk User through a role with desk access: reads Email Templates
  let webUser = '';
  const order = { name: 'SO-0001', customer: 'Ann Lee', grand_total: 250, items: [{ item_code: 'Pen', qty: 2 }, { item_code: 'Ink', qty: 0 }] };
  const get = (auth: string | undefined, template_name: string, doc: unknown, status = 200) =>
    runScenario(site(), { name: `get ${template_name}`, method: 'POST', url: `/api/method/${METHOD}`, auth, json: { template_name, doc }, status });

  before(async () => {
    await insertAs(site(), admin(), 'Email Template', {
      name: 'Overdue', subject: 'Order {{ name }} is overdue',
      response: '<p>Dear {{ customer }},</p><p>{% if grand_total &gt; 100 %}Amount: {{ grand_total }}{% else %}small{% endif %}</p>',
    });
    await insertAs(site(), admin(), 'Email Template', {
      name: 'Items', subject: '{{ doc.name | lower }}: {{ items | length }} items', use_html: 1,
      response: '{% this would not parse',
      response_html: '{% for x in items %}{{ loop.index }}. {{ x.item_code | upper }} x {{ x.qty or "none" }}\n{% endfor %}{{ note | default("-") }}',
    });
    await makeRole(site(), 'ET Agent', 1);
    deskUser = await site().addUser('et.desk@example.com', ['ET Agent']);
    webUser = await site().addUser('et.web@example.com', [], { user_type: 'Website User' });
  });

  it('renders subject and message over the document, given as JSON text or an object', async () => {
    const r = await get(deskUser, 'Overdue', JSON.stringify(order));
    assert.deepEqual(r.message, { subject: 'Order SO-0001 is overdue', message: '<p>Dear Ann Lee,</p><p>Amount: 250</p>' });
    const html = await get(admin(), 'Items', order);
    assert.deepEqual(html.message, { subject: 'so-0001: 2 items', message: '1. PEN x 2\n2. INK x none\n-' });
    const empty = await get(admin(), 'Overdue', '{}');
    assert.deepEqual(empty.message, { subject: 'Order  is overdue', message: '<p>Dear ,</p><p>small</p>' });
    const viaGet = await runScenario(site(), { name: 'GET', method: 'GET', url: `/api/method/${METHOD}?template_name=Overdue&doc=${encodeURIComponent(JSON.stringify(order))}`, auth: deskUser, status: 200 });
    assert.equal(viaGet.message.subject, 'Order SO-0001 is overdue');
  });

  it('refuses a template that does not parse when it is saved, naming the field and line', async () => {
    const bad = await runScenario(site(), {
      name: 'bad subject', method: 'POST', url: '/api/resource/Email Template', auth: admin(), status: 417,
      json: { name: 'Bad', subject: 'Hi {{ name | nope }}', response: 'x' },
    });
    assert.match(bad.exception, /ValidationError: Subject: Syntax error in template at line 1: undefined filter: nope/);
    const badHtml = await runScenario(site(), {
      name: 'bad html', method: 'POST', url: '/api/resource/Email Template', auth: admin(), status: 417,
      json: { name: 'Bad', subject: 'ok', use_html: 1, response_html: 'line\n{% if x %}\nno end' },
    });
    assert.match(badHtml.exception, /Response: Syntax error in template at line 2/);
    await runScenario(site(), {
      name: 'include', method: 'POST', url: '/api/resource/Email Template', auth: admin(), status: 417,
      json: { name: 'Bad', subject: 'ok', response: '{% include "/etc/passwd" %}' },
    });
    await runScenario(site(), {
      name: 'update', method: 'PUT', url: '/api/resource/Email Template/Overdue', auth: admin(), status: 417,
      json: { response: '{% for %}' },
    });
    const exists = await call(site(), { method: 'GET', url: '/api/resource/Email Template/Bad', auth: admin() });
    assert.equal(exists.status, 404, 'nothing was stored');
  });

  it('a render that fails is a 417, never a 500; the template and the caller are checked', async () => {
    await insertAs(site(), admin(), 'Email Template', { name: 'Huge', subject: 's', response: '{% for i in (1..100000000) %}x{% endfor %}' });
    const huge = await get(admin(), 'Huge', order, 417);
    assert.match(huge.exception, /Response: Template error at line 1: memory alloc limit exceeded/);
    await get(deskUser, 'Nope', order, 404);
    await get(webUser, 'Overdue', order, 403);
    await get(deskUser, 'Overdue', 'not json', 417);
    await get(deskUser, 'Overdue', '[1]', 417);
    await runScenario(site(), { name: 'no doc', method: 'POST', url: `/api/method/${METHOD}`, auth: deskUser, json: { template_name: 'Overdue' }, status: 417 });
    await runScenario(site(), { name: 'no template', method: 'POST', url: `/api/method/${METHOD}`, auth: deskUser, json: { doc: '{}' }, status: 417 });
  });

  it('prototype tricks in the document read nothing', async () => {
    await insertAs(site(), admin(), 'Email Template', { name: 'Proto', subject: '[{{ constructor }}][{{ doc.constructor.name }}][{{ __proto__.x }}]', response: '{{ name.constructor }}' });
    const r = await get(admin(), 'Proto', '{"__proto__": {"x": "own"}, "name": "n"}');
    assert.deepEqual(r.message, { subject: '[][][own]', message: '' });
  });
});
