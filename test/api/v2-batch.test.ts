import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { RealtimeEvent } from '../../src/context/realtime-event.ts';
import { createDocType, createRole, insert, names } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, type Scenario } from '../helpers/scenario.ts';
import { req } from '../helpers/sessions.ts';
import { call, runtimeOf } from '../helpers/users.ts';

/** Asserts v2's error body: one entry of this type, its message matching, and no v1 keys. */
function v2Error(type: string, message?: RegExp) {
  return (_res: unknown, json: any) => {
    assert.ok(Array.isArray(json?.errors), `errors list in ${JSON.stringify(json)}`);
    assert.equal(json.errors[0].type, type);
    if (message) assert.match(String(json.errors[0].message), message);
    assert.equal('exc_type' in json, false, 'no v1 keys');
  };
}

const DOCTYPE = 'Batch Item';
const create = (title: string, extra: Record<string, unknown> = {}) => ({ op: 'create', doctype: DOCTYPE, doc: { title, ...extra } });

/**
 * Issue 18 part 3: POST /api/v2/batch (atomic or per-item savepoints), the v2 bulk endpoints and
 * insert_many on the same runner, on every dialect: each item permission-checked as its single
 * request, bad input a 4xx with nothing written, realtime only for what committed, items counted
 * by the rate limiter.
 */
perDialect('API v2 batch writes', (site) => {
  const admin = () => site().adminAuth;
  let reader = '';
  const batch = (auth: string, json: unknown) => call(site(), { method: 'POST', url: '/api/v2/batch', auth, json });
  const titles = async (prefix: string) => (await names(site(), DOCTYPE, { filters: [['title', 'like', `${prefix}%`]] })).sort();

  before(async () => {
    await createRole(site(), 'Batch Reader');
    await createDocType(site(), {
      name: DOCTYPE, autoname: 'field:title',
      fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }, { fieldname: 'qty', fieldtype: 'Int', non_negative: 1 }],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }, { role: 'Batch Reader', read: 1 }],
    });
    reader = await site().addUser('batch-reader@example.com', ['Batch Reader']);
  });

  it('runs an atomic batch of create, update, delete and method in one transaction', async () => {
    await insert(site(), DOCTYPE, { title: 'atom-old' });
    await insert(site(), DOCTYPE, { title: 'atom-gone' });
    const r = await batch(admin(), {
      atomic: true,
      operations: [
        create('atom-a', { qty: 1 }),
        { op: 'update', doctype: DOCTYPE, name: 'atom-old', doc: { qty: 7 } },
        { op: 'delete', doctype: DOCTYPE, name: 'atom-gone' },
        { op: 'method', method: 'frappe.client.set_value', args: { doctype: DOCTYPE, name: 'atom-a', fieldname: 'qty', value: 5 } },
      ],
    });
    assert.equal(r.status, 200, r.body);
    assert.deepEqual(r.json.data.map((x: any) => x.status), [200, 200, 202, 200]);
    assert.equal(r.json.data[0].data.name, 'atom-a');
    assert.equal(r.json.data[1].data.qty, 7);
    assert.equal(r.json.data[2].data, 'ok');
    assert.equal(r.json.data[3].data.qty, 5);
    assert.equal(r.json.success_count, 4);
    assert.deepEqual(await titles('atom-'), ['atom-a', 'atom-old']);
  });

  it('rolls an atomic batch back whole on the first failure and names the operation', async () => {
    const r = await batch(admin(), { atomic: true, operations: [create('roll-a'), create('roll-b', { qty: -1 }), create('roll-c')] });
    assert.equal(r.status, 417, r.body);
    v2Error('NonNegativeError', /^Operation 1: /)(null, r.json);
    assert.deepEqual(await titles('roll-'), []);
  });

  it('gives each item its own savepoint and result when not atomic', async () => {
    await insert(site(), DOCTYPE, { title: 'each-dup' });
    const r = await batch(admin(), {
      operations: [
        create('each-a'),
        create('each-dup'),
        create('each-b', { qty: -3 }),
        { op: 'update', doctype: DOCTYPE, name: 'each-missing', doc: { qty: 1 } },
        { op: 'method', method: 'no.such.method', args: {} },
        create('each-c'),
      ],
    });
    assert.equal(r.status, 200, r.body);
    assert.deepEqual(r.json.data.map((x: any) => x.status), [200, 409, 417, 404, 417, 200]);
    assert.equal(r.json.data[1].errors[0].type, 'DuplicateEntryError');
    assert.equal(r.json.data[2].errors[0].type, 'NonNegativeError');
    assert.equal(r.json.data[3].errors[0].type, 'DoesNotExistError');
    // A method path that resolves to nothing: Frappe's 417, as its single request answers.
    assert.deepEqual([r.json.data[4].errors[0].type, r.json.data[4].errors[0].message], ['ValidationError', 'Failed to get method for command no.such.method with App no is not installed']);
    assert.equal(r.json.success_count, 2);
    assert.equal(r.json.failure_count, 4);
    assert.deepEqual(await titles('each-'), ['each-a', 'each-c', 'each-dup']);
  });

  it('checks each item as its single request would be checked', async () => {
    await insert(site(), DOCTYPE, { title: 'perm-x' });
    const r = await batch(reader, {
      operations: [
        create('perm-new'),
        { op: 'update', doctype: DOCTYPE, name: 'perm-x', doc: { qty: 2 } },
        { op: 'delete', doctype: DOCTYPE, name: 'perm-x' },
        { op: 'method', method: 'frappe.client.set_value', args: { doctype: DOCTYPE, name: 'perm-x', fieldname: 'qty', value: 3 } },
        { op: 'create', doctype: 'No Such DocType', doc: {} },
      ],
    });
    assert.equal(r.status, 200, r.body);
    assert.deepEqual(r.json.data.map((x: any) => x.status), [403, 403, 403, 403, 404]);
    const single = await call(site(), { method: 'POST', url: `/api/v2/document/${DOCTYPE}`, auth: reader, json: { title: 'perm-new' } });
    assert.equal(single.status, 403);
    assert.deepEqual(r.json.data[0].errors[0].type, single.json.errors[0].type);
    const atomic = await batch(reader, { atomic: true, operations: [create('perm-new')] });
    assert.equal(atomic.status, 403);
    assert.deepEqual(await titles('perm-'), ['perm-x']);
  });

  it('answers bad input with a 4xx in v2 body and writes nothing', async () => {
    const many = Array.from({ length: 201 }, (_, i) => create(`bad-${i}`));
    const scenarios: Array<Omit<Scenario, 'method' | 'url' | 'auth'>> = [
      { name: 'too many', json: { atomic: true, operations: many }, status: 417, check: v2Error('ValidationError', /Only 200 operations/) },
      { name: 'unknown op', json: { atomic: true, operations: [create('bad-a'), { op: 'upsert', doctype: DOCTYPE, doc: {} }] }, status: 417, check: v2Error('ValidationError', /Operation 1: unknown op "upsert"/) },
      { name: 'item not an object', json: { operations: [create('bad-b'), 7] }, status: 417, check: v2Error('ValidationError', /Operation 1: must be an object/) },
      { name: 'missing name', json: { operations: [{ op: 'delete', doctype: DOCTYPE }] }, status: 417, check: v2Error('ValidationError', /delete needs name/) },
      { name: 'doc not an object', json: { operations: [{ op: 'create', doctype: DOCTYPE, doc: [1] }] }, status: 417, check: v2Error('ValidationError', /doc must be an object/) },
      { name: 'unknown key', json: { operations: [{ op: 'create', doctype: DOCTYPE, doc: {}, nmae: 'x' }] }, status: 417, check: v2Error('ValidationError', /takes no key nmae/) },
      { name: 'no operations', json: { atomic: true }, status: 417, check: v2Error('ValidationError', /must be a list/) },
      { name: 'empty operations', json: { operations: [] }, status: 417, check: v2Error('ValidationError', /is empty/) },
      { name: 'operations not JSON', json: { operations: '[{' }, status: 417, check: v2Error('ValidationError', /not valid JSON/) },
      { name: 'atomic not a flag', json: { atomic: 'yes', operations: [create('bad-c')] }, status: 417, check: v2Error('ValidationError', /atomic/) },
    ];
    for (const s of scenarios) await runScenario(site(), { ...s, method: 'POST', url: '/api/v2/batch', auth: admin() });
    await runScenario(site(), { name: 'GET batch', method: 'GET', url: '/api/v2/batch', auth: admin(), status: 405, check: (res) => assert.equal(res.headers.allow, 'POST') });
    await runScenario(site(), { name: 'Guest batch', method: 'POST', url: '/api/v2/batch', json: { operations: [create('bad-g')] }, status: 200, check: (_r, json) => assert.equal(json.data[0].status, 403) });
    assert.deepEqual(await titles('bad-'), []);
  });

  it('takes form-encoded operations as JSON text', async () => {
    const r = await call(site(), { method: 'POST', url: '/api/v2/batch', auth: admin(), form: { atomic: '1', operations: JSON.stringify([create('form-a')]) } });
    assert.equal(r.status, 200, r.body);
    assert.deepEqual(await titles('form-'), ['form-a']);
  });

  it('publishes realtime events only for items that committed', async () => {
    const runtime = await runtimeOf(site());
    const seen: RealtimeEvent[] = [];
    const stop = runtime.realtime.subscribe((e) => seen.push(e));
    try {
      await batch(admin(), { operations: [create('rt-kept'), create('rt-undone', { qty: -1 })] });
      await batch(admin(), { atomic: true, operations: [create('rt-atomic'), create('rt-bad', { qty: -1 })] });
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      stop();
    }
    const about = (name: string) => seen.filter((e) => (e.message as any)?.name === name);
    assert.ok(about('rt-kept').length > 0, 'the committed item is announced');
    assert.deepEqual(about('rt-undone'), []);
    assert.deepEqual(about('rt-atomic'), []);
  });

  it('bulk_update and bulk_delete answer as Frappe develop, each document in its own savepoint', async () => {
    for (const t of ['bulk-a', 'bulk-b', 'bulk-c']) await insert(site(), DOCTYPE, { title: t });
    const up = await call(site(), { method: 'POST', url: `/api/v2/document/${DOCTYPE}/bulk_update`, auth: admin(), json: { docs: [{ name: 'bulk-a', qty: 4 }, { name: 'bulk-b', qty: -4 }, { name: 'bulk-zz', qty: 1 }] } });
    assert.equal(up.status, 200, up.body);
    assert.deepEqual(up.json.data.updated, ['bulk-a']);
    assert.deepEqual(up.json.data.failed.map((f: any) => f.name), ['bulk-b', 'bulk-zz']);
    assert.match(up.json.data.failed[0].error, /NonNegativeError/);
    assert.deepEqual([up.json.data.total, up.json.data.success_count, up.json.data.failure_count], [3, 1, 2]);
    assert.equal(up.json.docs[0].qty, 4);
    const del = await call(site(), { method: 'POST', url: `/api/v2/document/${DOCTYPE}/bulk_delete`, auth: admin(), json: { names: ['bulk-b', 'bulk-zz', 'bulk-c'] } });
    assert.equal(del.status, 200, del.body);
    assert.deepEqual(del.json.data.deleted, ['bulk-b', 'bulk-c']);
    assert.deepEqual(del.json.data.failed.map((f: any) => f.name), ['bulk-zz']);
    assert.deepEqual(await titles('bulk-'), ['bulk-a']);
    const denied = await call(site(), { method: 'POST', url: `/api/v2/document/${DOCTYPE}/bulk_delete`, auth: reader, json: { names: ['bulk-a'] } });
    assert.equal(denied.json.data.failure_count, 1);
    const bad: Array<[string, unknown, RegExp]> = [
      ['bulk_update', { docs: { name: 'x' } }, /'docs' must be a list/],
      ['bulk_update', { docs: [{ qty: 1 }] }, /'name' must be a string or integer/],
      ['bulk_update', { docs: [5] }, /must be an object/],
      ['bulk_delete', { names: 'bulk-a' }, /'names' must be a list/],
      ['bulk_delete', { names: [null] }, /'name' must be a string/],
      ['bulk_delete', { names: Array.from({ length: 201 }, (_, i) => `n${i}`) }, /Only 200 documents/],
    ];
    for (const [kind, json, message] of bad) {
      await runScenario(site(), { name: `${kind} ${JSON.stringify(json).slice(0, 40)}`, method: 'POST', url: `/api/v2/document/${DOCTYPE}/${kind}`, auth: admin(), json, status: 417, check: v2Error('ValidationError', message) });
    }
    assert.deepEqual(await titles('bulk-'), ['bulk-a']);
  });

  it('insert_many runs on the atomic runner: all or nothing', async () => {
    const bad = await call(site(), { method: 'POST', url: '/api/method/frappe.client.insert_many', auth: admin(), json: { docs: [{ doctype: DOCTYPE, title: 'many-a' }, { doctype: DOCTYPE, title: 'many-b', qty: -1 }] } });
    assert.equal(bad.status, 417);
    assert.deepEqual(await titles('many-'), []);
    const ok = await call(site(), { method: 'POST', url: '/api/method/frappe.client.insert_many', auth: admin(), json: { docs: [{ doctype: DOCTYPE, title: 'many-a' }, { doctype: DOCTYPE, title: 'many-b' }] } });
    assert.deepEqual(ok.json.message, ['many-a', 'many-b']);
  });
});

perDialect(
  'API v2 batch writes under a rate limit',
  (site) => {
    it('refuses a batch larger than the budget left and charges at least a floor per item', async () => {
      const admin = site().adminAuth;
      // From another address, whose budget is its own: the site's first requests (a database
      // connection, caches filled) can take most of the budget on a loaded machine, and the checks
      // below need the budget for themselves.
      for (const r of [
        { method: 'POST' as const, url: '/api/v2/batch', json: { operations: [{ op: 'create', doctype: 'ToDo', doc: { description: 'warm-up' } }] } },
        { method: 'GET' as const, url: '/api/v2/document/ToDo?limit=1' },
      ]) {
        const warm = await req(site(), { ...r, headers: { authorization: admin }, remoteAddress: '10.20.0.1' });
        assert.equal(warm.status, 200, warm.body);
      }
      const big = await call(site(), { method: 'POST', url: '/api/v2/batch', auth: admin, json: { operations: Array.from({ length: 200 }, (_, i) => ({ op: 'create', doctype: 'ToDo', doc: { description: `rl ${i}` } })) } });
      assert.equal(big.status, 429, big.body);
      assert.equal(big.json.errors[0].type, 'TooManyRequestsError');
      assert.match(big.json.errors[0].message, /needs 0.2 s/);
      assert.ok(big.headers['retry-after']);
      // Small enough that its writes leave room in the window for the checks below on a loaded machine.
      const small = await call(site(), { method: 'POST', url: '/api/v2/batch', auth: admin, json: { operations: Array.from({ length: 5 }, (_, i) => ({ op: 'create', doctype: 'ToDo', doc: { description: `rl ok ${i}` } })) } });
      assert.equal(small.status, 200, small.body);
      assert.ok(Number(small.headers['x-ratelimit-used']) >= 0);
      const after = await call(site(), { method: 'GET', url: '/api/v2/document/ToDo?limit=1', auth: admin });
      assert.ok(Number(after.headers['x-ratelimit-remaining']) <= 195_000 - 5_000, `charged at least 5 ms: ${after.headers['x-ratelimit-remaining']}`);
      const listed = await call(site(), { method: 'GET', url: `/api/resource/ToDo?limit_page_length=0&filters=${encodeURIComponent(JSON.stringify([['description', 'like', 'rl %']]))}`, auth: admin });
      assert.equal(listed.status, 200, listed.body);
      assert.equal(listed.json.data.length, 5, 'the refused batch wrote nothing');
      // A bulk request counts its items whether its list comes as JSON or as a form field's JSON text.
      const names = Array.from({ length: 200 }, (_, i) => `nope-${i}`);
      const viaForm = await call(site(), { method: 'POST', url: '/api/v2/document/ToDo/bulk_delete', auth: admin, form: { names: JSON.stringify(names) } });
      assert.equal(viaForm.status, 429, viaForm.body);
      const viaJson = await call(site(), { method: 'POST', url: '/api/v2/document/ToDo/bulk_delete', auth: admin, json: { names } });
      assert.equal(viaJson.status, 429, viaJson.body);
    });
  },
  { siteConfig: { rate_limit: { limit: 0.195, window: 3600, key: 'ip' } } },
);
