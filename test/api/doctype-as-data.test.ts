import assert from 'node:assert/strict';
import { it } from 'node:test';
import { buildApp } from '../../src/app.ts';
import { createDocType, doctypeBody, get, list, post, put, type FieldDef } from '../helpers/doctypes.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, send, serverMessages } from '../helpers/scenario.ts';
import { testApps, type TestSite } from '../helpers/test-site.ts';

const gadgetFields: FieldDef[] = [
  { fieldname: 'title', fieldtype: 'Data', label: 'Title', reqd: 1 },
  { fieldname: 'qty', fieldtype: 'Int', label: 'Qty' },
];

const messagesOf = (json: any) => serverMessages(json).map((m) => String(m.message)).join(' | ');

perDialect('DocType as data', (site, dialect) => {
  let smAuth: string;
  let plainAuth: string;

  it('a System Manager creates a DocType and uses it at once', async () => {
    smAuth = await site().addUser('sm@example.com', ['System Manager']);
    plainAuth = await site().addUser('plain@example.com', []);
    const dt = await createDocType(site(), 'Gadget', gadgetFields, { auth: smAuth });
    assert.equal(dt.name, 'Gadget');
    assert.equal(dt.custom, 1);
    assert.deepEqual(dt.fields.map((f: any) => [f.fieldname, f.fieldtype, f.doctype, f.parenttype, f.parentfield]), [
      ['title', 'Data', 'DocField', 'DocType', 'fields'],
      ['qty', 'Int', 'DocField', 'DocType', 'fields'],
    ]);
    const created = await post(site(), 'Gadget', { title: 'first', qty: '3' }, smAuth);
    assert.equal(created.status, 200, JSON.stringify(created.json));
    assert.equal(created.json.data.qty, 3);
    assert.equal(created.json.data.doctype, 'Gadget');
    const listed = await list(site(), 'Gadget', { fields: ['name', 'title', 'qty'] }, smAuth);
    assert.equal(listed.status, 200);
    assert.deepEqual(listed.json.data.map((r: any) => [r.title, r.qty]), [['first', 3]]);
    const record = await get(site(), 'DocType', 'Gadget', smAuth);
    assert.equal(record.status, 200);
    assert.deepEqual(record.json.data.permissions.map((p: any) => [p.role, p.read, p.write, p.create, p.delete]), [['System Manager', 1, 1, 1, 1]]);
  });

  it('PUT adds a field: the column exists at once and existing documents keep their data', async () => {
    const before = await list(site(), 'Gadget', { fields: ['name'] });
    const oldName = before.json.data[0].name;
    const res = await put(site(), 'DocType', 'Gadget', { fields: [...gadgetFields, { fieldname: 'colour', fieldtype: 'Data', label: 'Colour' }] }, smAuth);
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.deepEqual(res.json.data.fields.map((f: any) => f.fieldname), ['title', 'qty', 'colour']);
    const created = await post(site(), 'Gadget', { title: 'second', colour: 'red' });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    assert.equal(created.json.data.colour, 'red');
    const old = await get(site(), 'Gadget', oldName);
    assert.equal(old.json.data.title, 'first');
    assert.equal(old.json.data.qty, 3);
    const updated = await put(site(), 'Gadget', oldName, { colour: 'blue' });
    assert.equal(updated.status, 200, JSON.stringify(updated.json));
    assert.equal(updated.json.data.colour, 'blue');
    const filtered = await list(site(), 'Gadget', { fields: ['title'], filters: [['colour', '=', 'blue']] });
    assert.deepEqual(filtered.json.data, [{ title: 'first' }]);
  });

  it('removing a field keeps its column data; re-adding the field shows the old values', async () => {
    const removed = await put(site(), 'DocType', 'Gadget', { fields: gadgetFields });
    assert.equal(removed.status, 200, JSON.stringify(removed.json));
    const rows = await list(site(), 'Gadget', { fields: ['name', 'title'], order_by: 'title asc' });
    const firstName = rows.json.data[0].name;
    const doc = await get(site(), 'Gadget', firstName);
    assert.equal('colour' in doc.json.data, false, 'a removed field is not served');
    const badFilter = await list(site(), 'Gadget', { fields: ['name'], filters: [['colour', '=', 'blue']] });
    assert.equal(badFilter.status, 417, 'a removed field cannot be filtered on');
    const readded = await put(site(), 'DocType', 'Gadget', { fields: [...gadgetFields, { fieldname: 'colour', fieldtype: 'Data' }] });
    assert.equal(readded.status, 200, JSON.stringify(readded.json));
    const back = await list(site(), 'Gadget', { fields: ['title', 'colour'], order_by: 'title asc' });
    assert.deepEqual(back.json.data, [{ title: 'first', colour: 'blue' }, { title: 'second', colour: 'red' }]);
  });

  const malformed: Array<{ name: string; doctype: string; fields: FieldDef[]; reason: RegExp; options?: Record<string, unknown> }> = [
    { name: 'bad fieldname', doctype: 'Bad One', fields: [{ fieldname: 'Bad Name', fieldtype: 'Data' }], reason: /invalid fieldname/ },
    { name: 'unknown fieldtype', doctype: 'Bad Two', fields: [{ fieldname: 'x', fieldtype: 'Blob' }], reason: /unknown fieldtype "Blob"/ },
    { name: 'a prototype member as fieldtype', doctype: 'Bad Two B', fields: [{ fieldname: 'x', fieldtype: 'constructor' }], reason: /unknown fieldtype "constructor"/ },
    { name: 'Link to a missing DocType', doctype: 'Bad Three', fields: [{ fieldname: 'x', fieldtype: 'Link', options: 'No Such Thing' }], reason: /No Such Thing does not exist/ },
    { name: 'table field on a non-child DocType', doctype: 'Bad Four', fields: [{ fieldname: 'rows', fieldtype: 'Table', options: 'ToDo' }], reason: /ToDo is not a child table/ },
    { name: 'duplicate fieldname', doctype: 'Bad Five', fields: [{ fieldname: 'x', fieldtype: 'Data' }, { fieldname: 'x', fieldtype: 'Int' }], reason: /"x" is defined twice/ },
    { name: 'reserved fieldname', doctype: 'Bad Six', fields: [{ fieldname: 'owner', fieldtype: 'Data' }], reason: /reserved/ },
    { name: 'invalid DocType name', doctype: '1 Bad Name', fields: [{ fieldname: 'x', fieldtype: 'Data' }], reason: /name must start with a letter/ },
  ];
  for (const c of malformed) {
    it(`a malformed definition (${c.name}) is 417 with the reason and creates nothing`, async () => {
      const json = await runScenario(site(), { name: c.name, method: 'POST', url: '/api/resource/DocType', auth: site().adminAuth, json: doctypeBody(c.doctype, c.fields), status: 417 });
      assert.match(messagesOf(json), c.reason);
      await runScenario(site(), { name: `${c.name}: no record`, method: 'GET', url: `/api/resource/DocType/${encodeURIComponent(c.doctype)}`, auth: site().adminAuth, status: 404 });
      await runScenario(site(), { name: `${c.name}: no DocType`, method: 'GET', url: `/api/resource/${encodeURIComponent(c.doctype)}`, auth: site().adminAuth, status: 404 });
    });
  }

  it('a malformed PUT keeps the DocType as it was', async () => {
    const res = await put(site(), 'DocType', 'Gadget', { fields: [...gadgetFields, { fieldname: 'qty', fieldtype: 'Data' }] });
    assert.equal(res.status, 417);
    const record = await get(site(), 'DocType', 'Gadget');
    assert.deepEqual(record.json.data.fields.map((f: any) => f.fieldname), ['title', 'qty', 'colour']);
    const created = await post(site(), 'Gadget', { title: 'third', qty: 5 });
    assert.equal(created.json.data.qty, 5);
  });

  it('a user without System Manager cannot create or change DocTypes (403)', async () => {
    await runScenario(site(), { name: 'create', method: 'POST', url: '/api/resource/DocType', auth: plainAuth, json: doctypeBody('Sneaky', gadgetFields), status: 403, excType: 'PermissionError' });
    await runScenario(site(), { name: 'change', method: 'PUT', url: '/api/resource/DocType/Gadget', auth: plainAuth, json: { fields: [] }, status: 403, excType: 'PermissionError' });
    await runScenario(site(), { name: 'nothing created', method: 'GET', url: '/api/resource/Sneaky', auth: site().adminAuth, status: 404 });
  });

  it('a standard DocType cannot be changed or deleted through the API (417)', async () => {
    const json = await runScenario(site(), { name: 'change ToDo', method: 'PUT', url: '/api/resource/DocType/ToDo', auth: site().adminAuth, json: { fields: [{ fieldname: 'x', fieldtype: 'Data' }] }, status: 417 });
    assert.match(messagesOf(json), /standard DocType/);
    await runScenario(site(), { name: 'delete ToDo', method: 'DELETE', url: '/api/resource/DocType/ToDo', auth: site().adminAuth, status: 417 });
    const todo = await post(site(), 'ToDo', { description: 'still works' });
    assert.equal(todo.status, 200);
    assert.equal(todo.json.data.status, 'Open');
    const record = await get(site(), 'DocType', 'ToDo');
    assert.equal(record.json.data.fields.some((f: any) => f.fieldname === 'x'), false);
  });

  it('GET /api/resource/DocType lists standard and custom DocTypes', async () => {
    const all = await list(site(), 'DocType', { fields: ['name', 'custom'] });
    const names = all.json.data.map((r: any) => r.name);
    for (const n of ['ToDo', 'User', 'Note', 'DocType', 'Gadget']) assert.ok(names.includes(n), `${n} in ${names}`);
    const custom = await list(site(), 'DocType', { fields: ['name'], filters: [['custom', '=', 1]] });
    assert.deepEqual(custom.json.data.map((r: any) => r.name), ['Gadget']);
  });

  it('a deleted custom DocType is gone at once', async () => {
    await createDocType(site(), 'Ephemeral', [{ fieldname: 'x', fieldtype: 'Data' }]);
    assert.equal((await post(site(), 'Ephemeral', { x: '1' })).status, 200);
    await runScenario(site(), { name: 'delete', method: 'DELETE', url: '/api/resource/DocType/Ephemeral', auth: site().adminAuth, status: 202 });
    await runScenario(site(), { name: 'gone', method: 'POST', url: '/api/resource/Ephemeral', auth: site().adminAuth, json: { x: '2' }, status: 404 });
  });

  it('a DocType created on one app instance is seen by a second instance on the same sites folder', async () => {
    const other = await buildApp({ sitesDir: site().sitesDir, logLevel: 'silent' }, { apps: await testApps() });
    try {
      const second: TestSite = { ...site(), app: other };
      // The second instance has opened the site before the DocType exists.
      await runScenario(second, { name: 'unknown yet', method: 'GET', url: '/api/resource/Shared Thing', auth: site().adminAuth, status: 404 });
      await createDocType(site(), 'Shared Thing', [{ fieldname: 'label_text', fieldtype: 'Data' }]);
      let res = await send(second, { method: 'POST', url: '/api/resource/Shared Thing', auth: site().adminAuth, json: { label_text: 'from two' } });
      // SQLite: the very next request sees it. PostgreSQL: the notice travels over LISTEN, allow it
      // a moment. MariaDB: the notices table is read at most every 10 ms, and a DocType can be
      // created within 10 ms of the last look.
      for (let i = 0; res.statusCode === 404 && dialect.name !== 'sqlite' && i < 50; i++) {
        await new Promise((r) => setTimeout(r, 100));
        res = await send(second, { method: 'POST', url: '/api/resource/Shared Thing', auth: site().adminAuth, json: { label_text: 'from two' } });
      }
      assert.equal(res.statusCode, 200, res.body);
      const onFirst = await list(site(), 'Shared Thing', { fields: ['label_text'] });
      assert.deepEqual(onFirst.json.data, [{ label_text: 'from two' }]);
    } finally {
      await other.close();
    }
  });
});

