import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, type Scenario } from '../helpers/scenario.ts';
import { jsonLogin } from '../helpers/sessions.ts';
import { runtimeOf, setSiteConfig } from '../helpers/users.ts';

/** Issue 14 part 4: Frappe's maintenance_mode and allow_reads_during_maintenance, from site config. */
perDialect('maintenance and read-only mode', (site) => {
  let todo = '';
  let sid = '';
  const configFile = () => path.join(site().sitesDir, site().site, 'site_config.json');

  async function counts(): Promise<{ todos: number; sessions: number }> {
    const rt = await runtimeOf(site());
    return rt.db.read(async (tx) => ({
      todos: Number((await tx.all<{ n: number }>(tx.builder.selectFrom('tabToDo').select((eb) => eb.fn.countAll().as('n'))))[0].n),
      sessions: Number((await tx.all<{ n: number }>(tx.builder.selectFrom('__sessions').select((eb) => eb.fn.countAll().as('n'))))[0].n),
    }));
  }

  before(async () => {
    const made = await runScenario(site(), { name: 'a todo', method: 'POST', url: '/api/resource/ToDo', auth: site().adminAuth, json: { description: 'kept' }, status: 200 });
    todo = made.data.name;
    await site().addUser('maint@example.com', ['System Manager'], { new_password: 'Maint-pass-42' });
    sid = await jsonLogin(site(), 'maint@example.com', 'Maint-pass-42');
  });

  const writes = (): Scenario[] => [
    { name: 'create', method: 'POST', url: '/api/resource/ToDo', auth: site().adminAuth, json: { description: 'new' }, status: 503 },
    { name: 'update', method: 'PUT', url: `/api/resource/ToDo/${todo}`, auth: site().adminAuth, json: { description: 'changed' }, status: 503 },
    { name: 'delete', method: 'DELETE', url: `/api/resource/ToDo/${todo}`, auth: site().adminAuth, status: 503 },
    { name: 'method by POST', method: 'POST', url: '/api/method/frappe.client.set_value', auth: site().adminAuth, json: { doctype: 'ToDo', name: todo, fieldname: 'description', value: 'x' }, status: 503 },
    { name: 'login by POST', method: 'POST', url: '/api/method/login', json: { usr: 'maint@example.com', pwd: 'Maint-pass-42' }, status: 503 },
    { name: 'login by GET', method: 'GET', url: '/api/method/login?usr=maint%40example.com&pwd=Maint-pass-42', status: 503 },
    { name: 'logout by GET', method: 'GET', url: '/api/method/logout', headers: { cookie: `sid=${sid}` }, status: 503 },
    { name: 'login page post', method: 'POST', url: '/login', form: { usr: 'maint@example.com', pwd: 'Maint-pass-42' }, status: 503 },
  ];

  it('maintenance_mode: 1 answers every request 503 SessionStopped, ping included, and writes nothing', async () => {
    const before = await counts();
    await setSiteConfig(site(), { maintenance_mode: 1 });
    try {
      const reads: Scenario[] = [
        { name: 'list', method: 'GET', url: '/api/resource/ToDo', auth: site().adminAuth, status: 503 },
        { name: 'read', method: 'GET', url: `/api/resource/ToDo/${todo}`, auth: site().adminAuth, status: 503 },
        { name: 'method', method: 'GET', url: '/api/method/frappe.auth.get_logged_user', headers: { cookie: `sid=${sid}` }, status: 503 },
        { name: 'ping', method: 'GET', url: '/api/method/ping', status: 503 },
        { name: 'login page', method: 'GET', url: '/login', status: 503 },
      ];
      for (const s of [...reads, ...writes()]) {
        await runScenario(site(), { ...s, excType: 'SessionStopped', check: (_res, json) => assert.match(String(json.exception ?? json.message ?? json._server_messages), /Session Stopped/, s.name) });
      }
    } finally {
      await setSiteConfig(site(), { maintenance_mode: null });
    }
    assert.deepEqual(await counts(), before, 'nothing written');
    await runScenario(site(), { name: 'back in service', method: 'GET', url: '/api/resource/ToDo', auth: site().adminAuth, status: 200 });
  });

  it('allow_reads_during_maintenance: 1 serves reads and answers every write 503 InReadOnlyMode, writing nothing', async () => {
    const before = await counts();
    await setSiteConfig(site(), { maintenance_mode: 1, allow_reads_during_maintenance: 1 });
    try {
      const list = await runScenario(site(), { name: 'list', method: 'GET', url: '/api/resource/ToDo', auth: site().adminAuth, status: 200 });
      assert.ok(list.data.some((r: { name: string }) => r.name === todo));
      const read = await runScenario(site(), { name: 'read', method: 'GET', url: `/api/resource/ToDo/${todo}`, auth: site().adminAuth, status: 200 });
      assert.equal(read.data.description, 'kept');
      await runScenario(site(), { name: 'read by GET method', method: 'GET', url: `/api/method/frappe.client.get_value?doctype=ToDo&filters=${encodeURIComponent(JSON.stringify({ name: todo }))}&fieldname=description`, auth: site().adminAuth, status: 200, body: { message: { description: 'kept' } } });
      await runScenario(site(), { name: 'a session still reads', method: 'GET', url: '/api/method/frappe.auth.get_logged_user', headers: { cookie: `sid=${sid}` }, status: 200, body: { message: 'maint@example.com' } });
      await runScenario(site(), { name: 'ping', method: 'GET', url: '/api/method/ping', status: 200, body: { message: 'pong' } });
      for (const s of writes()) {
        await runScenario(site(), { ...s, excType: 'InReadOnlyMode', check: (_res, json) => assert.match(JSON.stringify(json), /read only mode/, s.name) });
      }
    } finally {
      await setSiteConfig(site(), { maintenance_mode: null, allow_reads_during_maintenance: null });
    }
    assert.deepEqual(await counts(), before, 'nothing written: no document, no session');
    const doc = await runScenario(site(), { name: 'unchanged', method: 'GET', url: `/api/resource/ToDo/${todo}`, auth: site().adminAuth, status: 200 });
    assert.equal(doc.data.description, 'kept');
  });

  it('applies an edit of site_config.json without a restart (re-read within a second)', async () => {
    const current = JSON.parse(fs.readFileSync(configFile(), 'utf8'));
    fs.writeFileSync(configFile(), JSON.stringify({ ...current, maintenance_mode: 1 }));
    try {
      await new Promise((r) => setTimeout(r, 1100));
      await runScenario(site(), { name: 'stopped', method: 'GET', url: '/api/resource/ToDo', auth: site().adminAuth, status: 503, excType: 'SessionStopped' });
    } finally {
      fs.writeFileSync(configFile(), JSON.stringify(current));
      await new Promise((r) => setTimeout(r, 1100));
    }
    await runScenario(site(), { name: 'serving again', method: 'GET', url: '/api/resource/ToDo', auth: site().adminAuth, status: 200 });
  });
});
