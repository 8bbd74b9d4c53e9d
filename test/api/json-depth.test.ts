import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { MAX_DOCUMENT_DEPTH, MAX_FILTER_DEPTH } from '../../src/util/json-depth.ts';
import { createDocType } from '../helpers/doctypes.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { serverMessages, type Scenario } from '../helpers/scenario.ts';
import { call, insertAs } from '../helpers/users.ts';

const HOSTILE = 5000;
/** JSON text of `n` nested lists. */
const lists = (n: number) => '['.repeat(n) + ']'.repeat(n);
/** JSON text of `n` nested objects. */
const objects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
/** A filter list whose value nests `n` lists (the whole is n + 2 deep). */
const deepFilter = (n: number) => `[["description","=",${lists(n)}]]`;
const q = encodeURIComponent;

type Entry = Omit<Scenario, 'status' | 'auth'> & { says: RegExp; v2?: boolean };

/**
 * Every entry point that parses JSON from a client, each sent a value nested 5,000 deep (which
 * overflowed the stack, a 500 RangeError, before the limits): the body, JSON text in query
 * strings, form fields and method arguments.
 */
function hostileEntries(todo: string): Entry[] {
  const doc = `{"doctype":"ToDo","description":"x","extra":${objects(HOSTILE)}}`;
  return [
    { name: 'resource POST, JSON body of lists', method: 'POST', url: '/api/resource/ToDo', json: `{"description":${lists(HOSTILE)}}`, says: /The request body nests .* more than 64 levels deep/ },
    { name: 'resource POST, JSON body of objects', method: 'POST', url: '/api/resource/ToDo', json: `{"description":"x","extra":${objects(HOSTILE)}}`, says: /The request body nests/ },
    { name: 'resource PUT, JSON body', method: 'PUT', url: `/api/resource/ToDo/${todo}`, json: `{"description":${lists(HOSTILE)}}`, says: /The request body nests/ },
    { name: 'resource POST, form data= field', method: 'POST', url: '/api/resource/ToDo', form: { data: doc }, says: /The data field nests .* more than 64 levels deep/ },
    { name: 'resource list, filters', method: 'GET', url: `/api/resource/ToDo?filters=${q(lists(HOSTILE))}`, says: /filters nests .* more than 32 levels deep/ },
    { name: 'resource list, a filter value', method: 'GET', url: `/api/resource/ToDo?filters=${q(deepFilter(HOSTILE))}`, says: /filters nests/ },
    { name: 'resource list, filters of objects', method: 'GET', url: `/api/resource/ToDo?filters=${q(objects(HOSTILE))}`, says: /filters nests/ },
    { name: 'resource list, or_filters', method: 'GET', url: `/api/resource/ToDo?or_filters=${q(lists(HOSTILE))}`, says: /or_filters nests .* more than 32/ },
    { name: 'resource list, fields', method: 'GET', url: `/api/resource/ToDo?fields=${q(lists(HOSTILE))}`, says: /fields nests .* more than 64/ },
    { name: 'v2 create, JSON body', method: 'POST', url: '/api/v2/document/ToDo', json: `{"description":${lists(HOSTILE)}}`, says: /The request body nests/, v2: true },
    { name: 'v2 update, JSON body', method: 'PATCH', url: `/api/v2/document/ToDo/${todo}`, json: `{"description":${lists(HOSTILE)}}`, says: /The request body nests/, v2: true },
    { name: 'v2 list, filters', method: 'GET', url: `/api/v2/document/ToDo?filters=${q(lists(HOSTILE))}`, says: /filters nests/, v2: true },
    { name: 'v2 count, filters', method: 'GET', url: `/api/v2/doctype/ToDo/count?filters=${q(lists(HOSTILE))}`, says: /filters nests/, v2: true },
    { name: 'v2 batch, JSON body', method: 'POST', url: '/api/v2/batch', json: `{"operations":[{"op":"create","doctype":"ToDo","doc":{"extra":${objects(HOSTILE)}}}]}`, says: /The request body nests/, v2: true },
    { name: 'v2 batch, operations as form text', method: 'POST', url: '/api/v2/batch', form: { operations: `[{"op":"create","doctype":"ToDo","doc":${doc}}]` }, says: /'operations' nests/, v2: true },
    { name: 'v2 bulk_update, docs as form text', method: 'POST', url: '/api/v2/document/ToDo/bulk_update', form: { docs: `[{"name":"${todo}","extra":${objects(HOSTILE)}}]` }, says: /'docs' nests/, v2: true },
    { name: 'v2 method, JSON body', method: 'POST', url: '/api/v2/method/frappe.client.get_list', json: `{"doctype":"ToDo","filters":${lists(HOSTILE)}}`, says: /The request body nests/, v2: true },
    { name: 'method, filters as JSON text in a JSON body', method: 'POST', url: '/api/method/frappe.client.get_list', json: { doctype: 'ToDo', filters: lists(HOSTILE) }, says: /filters nests .* more than 32/ },
    { name: 'method, filters as form text', method: 'POST', url: '/api/method/frappe.client.get_list', form: { doctype: 'ToDo', filters: lists(HOSTILE) }, says: /filters nests/ },
    { name: 'method, filters in the query string', method: 'GET', url: `/api/method/frappe.client.get_count?doctype=ToDo&filters=${q(lists(HOSTILE))}`, says: /filters nests/ },
    { name: 'method, legacy cmd= on /', method: 'POST', url: '/', form: { cmd: 'frappe.client.get_list', doctype: 'ToDo', filters: deepFilter(HOSTILE) }, says: /filters nests/ },
    { name: 'get_value filters', method: 'GET', url: `/api/method/frappe.client.get_value?doctype=ToDo&fieldname=name&filters=${q(deepFilter(HOSTILE))}`, says: /Argument 'filters' nests|filters nests/ },
    { name: 'get filters', method: 'GET', url: `/api/method/frappe.client.get?doctype=ToDo&filters=${q(objects(HOSTILE))}`, says: /Argument 'filters' nests|filters nests/ },
    { name: 'reportview get, filters', method: 'POST', url: '/api/method/frappe.desk.reportview.get', form: { doctype: 'ToDo', filters: lists(HOSTILE) }, says: /filters nests/ },
    { name: 'insert, doc as form text', method: 'POST', url: '/api/method/frappe.client.insert', form: { doc }, says: /Argument 'doc' nests .* more than 64/ },
    { name: 'insert_many, docs as form text', method: 'POST', url: '/api/method/frappe.client.insert_many', form: { docs: `[${doc}]` }, says: /Argument 'docs' nests/ },
    { name: 'save, doc as form text', method: 'POST', url: '/api/method/frappe.client.save', form: { doc }, says: /Argument 'doc' nests/ },
    { name: 'set_value, fieldname as JSON text', method: 'POST', url: '/api/method/frappe.client.set_value', form: { doctype: 'ToDo', name: todo, fieldname: `{"description":${lists(HOSTILE)}}` }, says: /Argument 'fieldname' nests/ },
    { name: 'bulk_update, docs as form text', method: 'POST', url: '/api/method/frappe.client.bulk_update', form: { docs: `[{"doctype":"ToDo","docname":"${todo}","extra":${objects(HOSTILE)}}]` }, says: /Argument 'docs' nests/ },
    { name: 'savedocs, doc as form text', method: 'POST', url: '/api/method/frappe.desk.form.save.savedocs', form: { action: 'Save', doc }, says: /Argument 'doc' nests/ },
    { name: 'run_doc_method, docs as form text', method: 'POST', url: '/api/method/run_doc_method', form: { method: 'anything', docs: doc }, says: /Argument 'docs' nests/ },
    { name: 'validate_link, fields as text', method: 'GET', url: `/api/method/frappe.client.validate_link?doctype=ToDo&docname=${todo}&fields=${q(lists(HOSTILE))}`, says: /Argument 'fields' nests/ },
    { name: 'assign_to.add, assign_to as text', method: 'POST', url: '/api/method/frappe.desk.form.assign_to.add', form: { doctype: 'ToDo', name: todo, assign_to: lists(HOSTILE) }, says: /assign_to nests/ },
  ];
}

perDialect('JSON nested too deep', (site) => {
  let todo = '';
  before(async () => {
    todo = (await insertAs(site(), site().adminAuth, 'ToDo', { description: 'depth target' })).name;
  });

  it('answers 417 ValidationError saying how deep JSON may nest, at every entry point that parses JSON, and writes nothing', async () => {
    const before = await call(site(), { method: 'GET', url: '/api/resource/ToDo?limit_page_length=0&fields=["name","modified"]', auth: site().adminAuth });
    for (const entry of hostileEntries(todo)) {
      const r = await call(site(), { ...entry, auth: site().adminAuth });
      assert.equal(r.status, 417, `${entry.name}: ${r.body.slice(0, 300)}`);
      if (entry.v2) {
        assert.equal(r.json.errors[0].type, 'ValidationError', entry.name);
        assert.match(r.json.errors[0].message, entry.says, entry.name);
      } else {
        assert.equal(r.json.exc_type, 'ValidationError', entry.name);
        assert.match(String(serverMessages(r.json)[0]?.message), entry.says, entry.name);
      }
    }
    const after = await call(site(), { method: 'GET', url: '/api/resource/ToDo?limit_page_length=0&fields=["name","modified"]', auth: site().adminAuth });
    assert.deepEqual(after.json.data, before.json.data, 'no document was created or changed');
  });

  it('takes a body nested exactly as deep as allowed, and refuses one level more', async () => {
    const atLimit = `{"description":"deep but allowed","extra":${objects(MAX_DOCUMENT_DEPTH - 1)}}`;
    const ok = await call(site(), { method: 'POST', url: '/api/resource/ToDo', auth: site().adminAuth, json: atLimit });
    assert.equal(ok.status, 200, ok.body.slice(0, 300));
    const over = await call(site(), { method: 'POST', url: '/api/resource/ToDo', auth: site().adminAuth, json: `{"description":"x","extra":${objects(MAX_DOCUMENT_DEPTH)}}` });
    assert.equal(over.status, 417);
    assert.match(String(serverMessages(over.json)[0]?.message), /more than 64 levels deep/);
  });

  it('judges filters by their own limit: 32 levels are read as filters, 33 are refused for their depth', async () => {
    // As JSON text and as native JSON in the body: both reach the same filter reader.
    const within = lists(MAX_FILTER_DEPTH);
    const beyond = lists(MAX_FILTER_DEPTH + 1);
    for (const [label, send] of [
      ['query string', (f: string) => call(site(), { method: 'GET', url: `/api/resource/ToDo?filters=${q(f)}`, auth: site().adminAuth })],
      ['JSON body', (f: string) => call(site(), { method: 'POST', url: '/api/method/frappe.client.get_list', auth: site().adminAuth, json: `{"doctype":"ToDo","filters":${f}}` })],
    ] as const) {
      const a = await send(within);
      assert.equal(a.status, 417, `${label}: ${a.body.slice(0, 300)}`);
      assert.doesNotMatch(String(serverMessages(a.json)[0]?.message), /levels deep/, `${label}: 32 levels are not refused for depth`);
      const b = await send(beyond);
      assert.equal(b.status, 417, label);
      assert.match(String(serverMessages(b.json)[0]?.message), /filters nests .* more than 32 levels deep/, label);
    }
    const ordinary = await call(site(), { method: 'GET', url: `/api/resource/ToDo?filters=${q(JSON.stringify([['description', 'in', ['depth target', 'x']]]))}`, auth: site().adminAuth });
    assert.equal(ordinary.status, 200);
    assert.deepEqual(ordinary.json.data, [{ name: todo }]);
  });

  it('refuses JSON text nested too deep for a JSON field, and stores JSON within the limit', async () => {
    await createDocType(site(), 'Depth Settings', [{ fieldname: 'payload', fieldtype: 'JSON', label: 'Payload' }]);
    const over = await call(site(), { method: 'POST', url: '/api/resource/Depth Settings', auth: site().adminAuth, json: { payload: lists(HOSTILE) } });
    assert.equal(over.status, 417, over.body.slice(0, 300));
    assert.match(String(serverMessages(over.json)[0]?.message), /Payload: .* is not JSON nested at most 64 levels deep/);
    const ok = await call(site(), { method: 'POST', url: '/api/resource/Depth Settings', auth: site().adminAuth, json: { payload: lists(MAX_DOCUMENT_DEPTH) } });
    assert.equal(ok.status, 200, ok.body.slice(0, 300));
  });
});
