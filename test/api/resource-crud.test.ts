import assert from 'node:assert/strict';
import { it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, send, serverMessages } from '../helpers/scenario.ts';

perDialect('resource CRUD', (site) => {
  it('creates, reads, updates and deletes a ToDo as Frappe answers', async () => {
    const auth = site().adminAuth;
    const created = await runScenario(site(), { name: 'create', method: 'POST', url: '/api/resource/ToDo', auth, json: { description: 'Buy milk' }, status: 200 });
    const doc = created.data;
    assert.match(doc.name, /^[0-9a-v]{10}$/);
    assert.equal(doc.status, 'Open');
    assert.equal(doc.priority, 'Medium');
    assert.equal(doc.docstatus, 0);
    assert.equal(doc.idx, 0);
    assert.equal(doc.owner, 'Administrator');
    assert.equal(doc.doctype, 'ToDo');
    assert.match(doc.creation, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/);
    assert.equal('color' in doc, false, 'nulls are omitted from single-document answers');

    const read = await runScenario(site(), { name: 'read', method: 'GET', url: `/api/resource/ToDo/${doc.name}`, auth, status: 200 });
    assert.deepEqual(read.data, doc);

    const updated = await runScenario(site(), { name: 'update', method: 'PUT', url: `/api/resource/ToDo/${doc.name}`, auth, json: { status: 'Closed' }, status: 200 });
    assert.equal(updated.data.status, 'Closed');
    assert.equal(updated.data.description, 'Buy milk', 'fields not sent keep their value');
    assert.notEqual(updated.data.modified, doc.modified);

    await runScenario(site(), { name: 'delete', method: 'DELETE', url: `/api/resource/ToDo/${doc.name}`, auth, status: 202, body: { message: 'ok' } });
    await runScenario(site(), { name: 'read deleted', method: 'GET', url: `/api/resource/ToDo/${doc.name}`, auth, status: 404, excType: 'DoesNotExistError' });
  });

  it('answers a missing mandatory field with 417 MandatoryError and writes nothing', async () => {
    const auth = site().adminAuth;
    const json = await runScenario(site(), { name: 'mandatory', method: 'POST', url: '/api/resource/ToDo', auth, json: { status: 'Open' }, status: 417, excType: 'MandatoryError' });
    assert.deepEqual(serverMessages(json).map((m) => m.message), ['Error: Value missing for ToDo: Description']);
    const list = await send(site(), { method: 'GET', url: '/api/resource/ToDo?limit_page_length=0', auth });
    assert.deepEqual(JSON.parse(list.body).data, []);
  });
});
