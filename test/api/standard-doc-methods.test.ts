import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { createDocType } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { insertAs } from '../helpers/users.ts';

/**
 * submit and cancel are whitelisted on Frappe's Document itself, so every document answers them as
 * `run_method` on /api/resource (docs/DECISIONS.md F6: submit and cancel are whitelisted methods of every document)
 * and through run_doc_method, with the same rights and checks as a docstatus change.
 */
perDialect('submit and cancel as document methods', (site) => {
  const admin = () => site().adminAuth;
  let writer = '';
  const runMethod = (auth: string, name: string, method: string, status: number, verb: 'POST' | 'GET' = 'POST') =>
    runScenario(site(), verb === 'POST'
      ? { name: `${method} ${name}`, method: 'POST', url: `/api/resource/SD Order/${name}`, auth, json: { run_method: method }, status }
      : { name: `GET ${method} ${name}`, method: 'GET', url: `/api/resource/SD Order/${name}?run_method=${method}`, auth, status });

  before(async () => {
    await insertAs(site(), admin(), 'Role', { role_name: 'SD Writer', desk_access: 1 });
    await createDocType(site(), {
      name: 'SD Order', autoname: 'hash', is_submittable: 1,
      fields: [{ fieldname: 'subject', fieldtype: 'Data' }],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, submit: 1, cancel: 1 }, { role: 'SD Writer', read: 1, write: 1, create: 1 }],
    });
    writer = await site().addUser('sd.writer@example.com', ['SD Writer']);
  });

  it('POST run_method=submit, then cancel, answer the document as it is saved', async () => {
    const order = await insertAs(site(), admin(), 'SD Order', { subject: 'one' });
    const submitted = await runMethod(admin(), order.name, 'submit', 200);
    assert.equal(submitted.data.docstatus, 1);
    assert.equal(submitted.data.name, order.name);
    const cancelled = await runMethod(admin(), order.name, 'cancel', 200);
    assert.equal(cancelled.data.docstatus, 2);
    const stored = await runScenario(site(), { name: 'read', method: 'GET', url: `/api/resource/SD Order/${order.name}`, auth: admin(), status: 200 });
    assert.equal(stored.data.docstatus, 2);
  });

  it('run_doc_method submits too', async () => {
    const order = await insertAs(site(), admin(), 'SD Order', { subject: 'two' });
    const r = await runScenario(site(), { name: 'run_doc_method', method: 'POST', url: '/api/method/run_doc_method', auth: admin(), json: { dt: 'SD Order', dn: order.name, method: 'submit' }, status: 200 });
    assert.equal(r.docs[0].docstatus, 1);
  });

  it('refused: without submit permission (403), by GET (403), and a cancel of a draft (417, the docstatus table)', async () => {
    const order = await insertAs(site(), writer, 'SD Order', { subject: 'three' });
    await runMethod(writer, order.name, 'submit', 403);
    await runMethod(admin(), order.name, 'submit', 403, 'GET');
    const refused = await runMethod(admin(), order.name, 'cancel', 417);
    assert.equal(refused.exc_type, 'DocstatusTransitionError');
    const stored = await runScenario(site(), { name: 'still a draft', method: 'GET', url: `/api/resource/SD Order/${order.name}`, auth: admin(), status: 200 });
    assert.equal(stored.data.docstatus, 0);
  });

  it('a name that is neither a controller\'s nor a standard method is still not whitelisted', async () => {
    const order = await insertAs(site(), admin(), 'SD Order', { subject: 'four' });
    const r = await runMethod(admin(), order.name, 'discard_everything', 403);
    assert.match(String(r._server_messages), /is not whitelisted/);
  });
});
