import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { manualClock } from '../../src/context/clock.ts';
import { createDocType, insert, list, listUrl, names, rows, setupGadget, sorted } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, send, serverMessages } from '../helpers/scenario.ts';

// GET /api/resource/<DocType>: fields, grouping, ordering, paging, as_dict, debug, paths
// (docs/DECISIONS.md F3, D8, D9, D11).

const GADGETS = [
  { name: 'g1', title: 'Alpha', qty: 10, price: 2.5, kind: 'tool', maker: 'maker@example.com', secret: 's1', parts: [{ part: 'bolt', weight: 3 }, { part: 'nut', weight: 1 }] },
  { name: 'g2', title: 'Beta', qty: 9, price: 10.25, kind: 'tool', parts: [{ part: 'gear', weight: 7 }] },
  { name: 'g3', title: 'Gamma', qty: 100, price: 0.5, kind: 'toy', maker: 'maker@example.com' },
  { name: 'g4', title: 'Delta', qty: -5, price: 4 },
];

perDialect('listing: fields, grouping, ordering, paging', (site) => {
  let tester: string;
  before(async () => {
    tester = await setupGadget(site());
    await site().addUser('maker@example.com', []);
    for (const g of GADGETS) await insert(site(), 'Gadget', g);
    await createDocType(site(), {
      name: 'Bulletin',
      autoname: 'field:title',
      fields: [{ fieldname: 'title', fieldtype: 'Data', label: 'Title' }],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }, { role: 'Guest', read: 1 }],
    });
    await insert(site(), 'Bulletin', { title: 'Hello' });
  });

  it('returns the fields asked for, in Frappe shapes', async () => {
    const table: Array<{ name: string; params: Record<string, unknown>; expect: unknown[]; asSet?: boolean }> = [
      { name: 'default is only name, modified desc', params: {}, expect: [{ name: 'g4' }, { name: 'g3' }, { name: 'g2' }, { name: 'g1' }] },
      { name: 'plain fields', params: { fields: ['name', 'qty', 'price'], order_by: 'name asc' }, expect: [{ name: 'g1', qty: 10, price: 2.5 }, { name: 'g2', qty: 9, price: 10.25 }, { name: 'g3', qty: 100, price: 0.5 }, { name: 'g4', qty: -5, price: 4 }] },
      { name: 'nulls are included', params: { fields: ['name', 'kind', 'maker'], filters: [['name', '=', 'g4']] }, expect: [{ name: 'g4', kind: null, maker: null }] },
      { name: 'field as alias', params: { fields: ['title as label', 'qty'], order_by: 'name asc', limit_page_length: 2 }, expect: [{ label: 'Alpha', qty: 10 }, { label: 'Beta', qty: 9 }] },
      { name: 'fields as a JSON string of one name', params: { fields: '"title"', filters: [['name', '=', 'g2']] }, expect: [{ title: 'Beta' }] },
      { name: 'child table field joins child rows', params: { fields: ['name', 'parts.part'], order_by: 'name asc' }, asSet: true, expect: [{ name: 'g1', part: 'bolt' }, { name: 'g1', part: 'nut' }, { name: 'g2', part: 'gear' }, { name: 'g3', part: null }, { name: 'g4', part: null }] },
      { name: 'child table field, explicit table form', params: { fields: ['name', '`tabGadget Part`.`weight`'], filters: [['name', '=', 'g2']] }, expect: [{ name: 'g2', weight: 7 }] },
      { name: 'link field traversal', params: { fields: ['name', 'maker.first_name'], order_by: 'name asc' }, expect: [{ name: 'g1', first_name: 'maker' }, { name: 'g2', first_name: null }, { name: 'g3', first_name: 'maker' }, { name: 'g4', first_name: null }] },
      { name: 'count(name) as n', params: { fields: ['count(name) as n'] }, expect: [{ n: 4 }] },
      { name: 'count without alias keeps the expression as key', params: { fields: ['count(name)'] }, expect: [{ 'count(name)': 4 }] },
      { name: 'count(*)', params: { fields: ['count(*) as n'], filters: [['kind', '=', 'tool']] }, expect: [{ n: 2 }] },
      { name: 'count distinct', params: { fields: ['count(distinct kind) as n'] }, expect: [{ n: 2 }] },
      {
        name: 'aggregates with group_by',
        params: { fields: ['kind', 'count(name) as n', 'sum(qty) as total', 'min(qty) as lo', 'max(qty) as hi', 'avg(price) as p'], filters: [['kind', 'is', 'set']], group_by: 'kind', order_by: 'kind asc' },
        expect: [{ kind: 'tool', n: 2, total: 19, lo: 9, hi: 10, p: 6.375 }, { kind: 'toy', n: 1, total: 100, lo: 100, hi: 100, p: 0.5 }],
      },
      { name: 'order by an aggregate alias', params: { fields: ['kind', 'count(name) as n'], filters: [['kind', 'is', 'set']], group_by: 'kind', order_by: 'n desc' }, expect: [{ kind: 'tool', n: 2 }, { kind: 'toy', n: 1 }] },
      { name: 'group_by without aggregate', params: { fields: ['kind'], filters: [['kind', 'is', 'set']], group_by: 'kind', order_by: 'kind desc' }, expect: [{ kind: 'toy' }, { kind: 'tool' }] },
      { name: 'sum over a filter', params: { fields: ['sum(qty) as s'], filters: [['qty', '>', 0]] }, expect: [{ s: 119 }] },
    ];
    for (const t of table) {
      const data = await rows(site(), 'Gadget', t.params);
      if (t.asSet) {
        const key = (r: unknown) => JSON.stringify(r);
        assert.deepEqual(data.map(key).sort(), t.expect.map(key).sort(), t.name);
      } else assert.deepEqual(data, t.expect, t.name);
    }
  });

  it('expands "*" to the readable fields, standard fields first', async () => {
    const [row] = await rows(site(), 'Gadget', { fields: ['*'], filters: [['name', '=', 'g1']] });
    assert.deepEqual(Object.keys(row), ['name', 'owner', 'creation', 'modified', 'modified_by', 'docstatus', 'idx', 'title', 'qty', 'price', 'kind', 'day', 'at', 'maker', 'secret']);
    assert.equal(row.secret, 's1');
    assert.equal(row.owner, 'Administrator');
    const [asTester] = await rows(site(), 'Gadget', { fields: ['*'], filters: [['name', '=', 'g1']] }, tester);
    assert.equal('secret' in asTester, false, 'a permlevel-1 field is left out of * for a level-0 reader');
    assert.equal(asTester.title, 'Alpha');
  });

  it('rejects fields it cannot resolve with 417', async () => {
    const table: Array<[string, unknown, string]> = [
      ['unknown field', ['name', 'nope'], 'DataError'],
      ['unknown child field', ['parts.nope'], 'DataError'],
      ['unknown link target field', ['maker.nope'], 'DataError'],
      ['function off the allow-list', ['upper(title)'], 'DataError'],
      ['group_concat', ['group_concat(title)'], 'DataError'],
      ['sum(*)', ['sum(*)'], 'DataError'],
      ['aggregate of an unknown field', ['sum(nope) as s'], 'DataError'],
      ['alias that is not an identifier', ['title as "x y"'], 'DataError'],
      ['four tokens', ['title as label extra'], 'DataError'],
      ['plain field beside an aggregate without group_by', ['name', 'count(name) as n'], 'DataError'],
      ['bare * (not JSON)', '*', 'ValidationError'],
      ['comma list (not JSON)', 'name,title', 'ValidationError'],
      ['JSON object', '{"a":1}', 'ValidationError'],
      ['list of numbers', [1, 2], 'ValidationError'],
    ];
    for (const [name, fields, excType] of table) {
      const json = await runScenario(site(), { name, method: 'GET', url: listUrl('Gadget', { fields }), auth: site().adminAuth, status: 417, excType });
      if (name === 'unknown field') assert.deepEqual(serverMessages(json).map((m) => m.message), ['Field not permitted in query: nope']);
    }
    await runScenario(site(), { name: 'grouped field not in group_by', method: 'GET', url: listUrl('Gadget', { fields: ['name', 'kind'], group_by: 'kind' }), auth: site().adminAuth, status: 417, excType: 'DataError' });
  });

  it('orders by the requested terms, numerically for numbers', async () => {
    const table: Array<[string, Record<string, unknown>, string[]]> = [
      ['Int ascending is numeric', { order_by: 'qty asc' }, ['g4', 'g2', 'g1', 'g3']],
      ['Int descending', { order_by: 'qty desc' }, ['g3', 'g1', 'g2', 'g4']],
      ['direction defaults to asc', { order_by: 'qty' }, ['g4', 'g2', 'g1', 'g3']],
      ['Float descending is numeric', { order_by: 'price desc' }, ['g2', 'g4', 'g1', 'g3']],
      ['several terms', { order_by: 'kind desc, qty asc', filters: [['kind', 'is', 'set']] }, ['g3', 'g2', 'g1']],
      ['several terms, second desc', { order_by: 'kind asc, qty desc', filters: [['kind', 'is', 'set']] }, ['g1', 'g2', 'g3']],
      ['table-qualified column', { order_by: '`tabGadget`.`qty` desc' }, ['g3', 'g1', 'g2', 'g4']],
      ['case-insensitive direction', { order_by: 'name DESC' }, ['g4', 'g3', 'g2', 'g1']],
      ['alias from fields', { fields: ['name', 'title as label'], order_by: 'label asc' }, ['g1', 'g2', 'g4', 'g3']],
    ];
    for (const [name, params, expected] of table) assert.deepEqual(await names(site(), 'Gadget', params), expected, name);
  });

  it('defaults to modified desc, so an updated document comes first', async () => {
    assert.deepEqual(await names(site(), 'Gadget'), ['g4', 'g3', 'g2', 'g1']);
    await runScenario(site(), { name: 'touch g2', method: 'PUT', url: '/api/resource/Gadget/g2', auth: site().adminAuth, json: { title: 'Beta 2' }, status: 200 });
    assert.deepEqual(await names(site(), 'Gadget'), ['g2', 'g4', 'g3', 'g1']);
    const modified = (await rows(site(), 'Gadget', { fields: ['modified'] })).map((r) => r.modified);
    assert.deepEqual(modified, [...modified].sort().reverse());
  });

  it('rejects order_by that is not field [asc|desc] with 417', async () => {
    for (const order_by of ['rand()', 'field(name, "g1")', '(select 1)', 'nope desc', 'qty sideways', 'qty desc nulls first', 'name; select 1', 'sleep(1)', 'count(name) desc', 'name desc limit 1']) {
      const res = await list(site(), 'Gadget', { order_by });
      assert.equal(res.status, 417, `${order_by}: ${res.body.slice(0, 300)}`);
      assert.match(res.json.exc_type, /^(DataError|ValidationError)$/);
    }
    for (const group_by of ['nope', 'upper(kind)', 'kind; select 1']) {
      const res = await list(site(), 'Gadget', { fields: ['count(name) as n'], group_by });
      assert.equal(res.status, 417, `group_by ${group_by}: ${res.body.slice(0, 300)}`);
    }
  });

  it('pages with limit_start / limit_page_length, and limit as alias', async () => {
    const all = await names(site(), 'Gadget');
    const table: Array<[string, Record<string, unknown>, string[]]> = [
      ['page length', { limit_page_length: 2 }, all.slice(0, 2)],
      ['second page', { limit_page_length: 2, limit_start: 2 }, all.slice(2, 4)],
      ['start past the end', { limit_page_length: 2, limit_start: 10 }, []],
      ['limit alias', { limit: 1 }, all.slice(0, 1)],
      ['limit_page_length wins over limit', { limit: 1, limit_page_length: 3 }, all.slice(0, 3)],
      ['limit_page_length=0 wins over limit and returns all', { limit: 1, limit_page_length: 0 }, all],
      ['limit=0 in the query string means all', { limit: '0' }, all],
      ['empty limit_page_length means 20', { limit_page_length: '' }, all],
    ];
    for (const [name, params, expected] of table) {
      const res = await list(site(), 'Gadget', params);
      assert.equal(res.status, 200, `${name}: ${res.body.slice(0, 300)}`);
      assert.deepEqual(res.json.data.map((r: any) => r.name), expected, name);
    }
  });

  it('rejects absurd limits with 417 ValidationError', async () => {
    const table: Array<Record<string, unknown>> = [
      { limit_page_length: -1 }, { limit_page_length: '1.5' }, { limit_page_length: '1e30' }, { limit_page_length: 1e30 }, { limit_page_length: 'abc' },
      { limit_start: -1 }, { limit_start: '1e30' }, { limit_start: '0x10' }, { limit: 'abc' }, { limit: -3 }, { limit_page_length: '99999999999' },
    ];
    for (const params of table) {
      await runScenario(site(), { name: JSON.stringify(params), method: 'GET', url: listUrl('Gadget', params), auth: site().adminAuth, status: 417, excType: 'ValidationError' });
    }
    await runScenario(site(), { name: 'JSON body limit', method: 'GET', url: '/api/resource/Gadget', auth: site().adminAuth, json: { limit_page_length: -5 }, status: 417, excType: 'ValidationError' });
  });

  it('as_dict=false gives arrays in field order, also when streamed', async () => {
    const expected = [[10, 'g1'], [9, 'g2'], [100, 'g3'], [-5, 'g4']];
    for (const as_dict of ['false', '0', 0, false]) {
      assert.deepEqual(await rows(site(), 'Gadget', { fields: ['qty', 'name'], order_by: 'name asc', as_dict }), expected, `as_dict=${as_dict}`);
    }
    assert.deepEqual(await rows(site(), 'Gadget', { fields: ['qty', 'name'], order_by: 'name asc', as_dict: 'false', limit_page_length: 0 }), expected, 'streamed');
    assert.deepEqual(await rows(site(), 'Gadget', { fields: ['qty', 'name'], order_by: 'name asc', as_dict: 'true', limit_page_length: 1 }), [{ qty: 10, name: 'g1' }]);
    await runScenario(site(), { name: 'as_dict=maybe', method: 'GET', url: listUrl('Gadget', { as_dict: 'maybe' }), auth: site().adminAuth, status: 417, excType: 'ValidationError' });
  });

  it('debug=true adds exc and _debug_messages for a logged-in user, never for Guest', async () => {
    for (const auth of [site().adminAuth, tester]) {
      const res = await list(site(), 'Gadget', { debug: 'true', fields: ['name'], limit_page_length: 1 }, auth);
      assert.equal(res.status, 200);
      assert.equal(res.json.data.length, 1);
      assert.equal(typeof res.json.exc, 'string');
      assert.match(res.json.exc, /select/i);
      assert.equal(typeof res.json._debug_messages, 'string');
      const messages = JSON.parse(res.json._debug_messages);
      assert.ok(Array.isArray(messages) && messages.length > 0);
      assert.ok(messages.some((m: string) => /Execution time/.test(m)));
    }
    const plain = await list(site(), 'Gadget', {});
    assert.equal('exc' in plain.json, false);
    assert.equal('_debug_messages' in plain.json, false);
    const guest = await list(site(), 'Bulletin', { debug: 'true', fields: ['title'] }, null);
    assert.equal(guest.status, 200);
    assert.deepEqual(guest.json, { data: [{ title: 'Hello' }] });
  });

  it('accepts a trailing slash and the /api/v1 prefix on the listing path', async () => {
    const expected = await names(site(), 'Gadget', { order_by: 'name asc' });
    for (const url of ['/api/resource/Gadget/', '/api/v1/resource/Gadget', '/api/v1/resource/Gadget/']) {
      await runScenario(site(), { name: url, method: 'GET', url: `${url}?order_by=name%20asc&limit_page_length=0`, auth: site().adminAuth, status: 200, body: { data: expected.map((name) => ({ name })) } });
    }
  });

  it('takes listing arguments from a JSON body', async () => {
    await runScenario(site(), {
      name: 'json body',
      method: 'GET',
      url: '/api/resource/Gadget',
      auth: site().adminAuth,
      json: { fields: ['name', 'qty'], filters: { kind: 'toy' }, order_by: 'name asc' },
      status: 200,
      body: { data: [{ name: 'g3', qty: 100 }] },
    });
  });

  it('handles names with spaces, slashes, %, quotes and non-ASCII when URL-encoded', async () => {
    const odd = ['with space', 'a/b/c', '100%', 'a%2Fb', `it's "quoted"`, 'Ünïcødé ✓ 日本', 'q?x=1&y#z', 'plus+sign', 'back\\slash', 'trail/'];
    for (const title of odd) {
      const created = await insert(site(), 'Bulletin', { title });
      assert.equal(created.name, title);
      const read = await runScenario(site(), { name: `read ${title}`, method: 'GET', url: `/api/resource/Bulletin/${encodeURIComponent(title)}`, auth: site().adminAuth, status: 200 });
      assert.equal(read.data.title, title);
      assert.deepEqual(await names(site(), 'Bulletin', { filters: [['name', '=', title]] }), [title], `filter by ${title}`);
    }
    assert.deepEqual(sorted(await names(site(), 'Bulletin', { filters: [['name', 'like', '%/%']] })), sorted(['a/b/c', 'trail/']));
    await runScenario(site(), { name: 'NUL in a name', method: 'GET', url: '/api/resource/Bulletin/a%00b', auth: site().adminAuth, status: 417 });
    await runScenario(site(), { name: 'broken percent-encoding', method: 'GET', url: '/api/resource/Bulletin/a%ZZb', auth: site().adminAuth, status: 417 });
    await runScenario(site(), { name: 'unknown DocType', method: 'GET', url: '/api/resource/No%20Such%20Type', auth: site().adminAuth, status: 404, excType: 'DoesNotExistError' });
  });
});

// A frozen clock gives every document the same `modified`: only the name tie-breaker orders them (D8).
perDialect(
  'listing: pages never overlap when modified ties',
  (site) => {
    const all: string[] = [];
    before(async () => {
      await setupGadget(site());
      for (let i = 0; i < 25; i++) all.push((await insert(site(), 'Gadget', { name: `p${String(i).padStart(2, '0')}`, title: `P ${i}`, qty: i % 3 })).name);
    });

    it('defaults to 20 rows, ordered by name when modified ties', async () => {
      const first = await rows(site(), 'Gadget', {});
      assert.equal(first.length, 20);
      assert.deepEqual(first.map((r) => r.name), [...all].sort().reverse().slice(0, 20));
    });

    it('pages through every name exactly once, whatever the page size or sort', async () => {
      for (const order_by of ['', 'modified desc', 'qty asc', 'qty desc, title asc']) {
        for (const size of [1, 4, 7, 25]) {
          const seen: string[] = [];
          for (let start = 0; start < 30; start += size) {
            const page = await rows(site(), 'Gadget', { order_by, limit_start: start, limit_page_length: size });
            assert.ok(page.length <= size);
            seen.push(...page.map((r) => r.name));
          }
          assert.equal(seen.length, 25, `order_by=${order_by} size=${size}`);
          assert.deepEqual(sorted(seen), sorted(all), `order_by=${order_by} size=${size}: every name exactly once`);
        }
      }
    });

    it('limit_page_length=0 streams every row as one JSON document', async () => {
      const res = await send(site(), { method: 'GET', url: listUrl('Gadget', { limit_page_length: 0, fields: ['name', 'qty'] }), auth: site().adminAuth });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /application\/json/);
      const data = JSON.parse(res.body).data;
      assert.equal(data.length, 25);
      assert.deepEqual(sorted(data.map((r: any) => r.name)), sorted(all));
    });
  },
  { clock: manualClock(Date.now() * 1000) },
);
