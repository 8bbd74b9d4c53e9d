import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, serverMessages } from '../helpers/scenario.ts';

/** Issue 14 part 7: non_negative, fieldnames with a leading digit, DocType records' Check fields. */
perDialect('field rules as Frappe has them', (site) => {
  before(async () => {
    await runScenario(site(), {
      name: 'child', method: 'POST', url: '/api/resource/DocType', auth: site().adminAuth, status: 200,
      json: { name: 'Stock Line', module: 'Custom', istable: 1, fields: [{ fieldname: 'qty', fieldtype: 'Float', label: 'Qty', non_negative: 1 }] },
    });
    await runScenario(site(), {
      name: 'parent', method: 'POST', url: '/api/resource/DocType', auth: site().adminAuth, status: 200,
      json: {
        name: 'Stock Card', module: 'Custom', autoname: 'hash',
        fields: [
          { fieldname: 'units', fieldtype: 'Int', label: 'Units', non_negative: 1 },
          { fieldname: 'price', fieldtype: 'Currency', label: 'Price', non_negative: 1 },
          { fieldname: 'delta', fieldtype: 'Float', label: 'Delta' },
          { fieldname: '1st_choice', fieldtype: 'Data', label: 'First Choice' },
          { fieldname: '2fa_code', fieldtype: 'Int', label: '2FA Code' },
          { fieldname: 'lines', fieldtype: 'Table', label: 'Lines', options: 'Stock Line' },
        ],
        permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }],
      },
    });
  });

  it('refuses a negative value in a non_negative Int, Currency or Float (row) with 417 NonNegativeError, writing nothing; others may be negative', async () => {
    const auth = site().adminAuth;
    const url = '/api/resource/Stock%20Card';
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['Int', { units: -1 }, /Value cannot be negative for Stock Card: <strong>Units<\/strong>/],
      ['Currency', { price: -0.01 }, /Value cannot be negative for Stock Card: <strong>Price<\/strong>/],
      ['Int as text', { units: '-3' }, /Units/],
      ['row Float', { lines: [{ qty: 1 }, { qty: -2 }] }, /<strong>Stock Line<\/strong> Row #2: Value cannot be negative for <strong>Qty<\/strong>/],
    ];
    for (const [name, doc, says] of cases) {
      const r = await runScenario(site(), { name, method: 'POST', url, auth, json: doc, status: 417, excType: 'NonNegativeError' });
      assert.match(String(serverMessages(r)[0]?.message), says, name);
    }
    const made = await runScenario(site(), { name: 'zero and negative delta', method: 'POST', url, auth, json: { units: 0, price: 0, delta: -5, lines: [{ qty: 0 }] }, status: 200 });
    assert.equal(made.data.delta, -5);
    await runScenario(site(), { name: 'update to negative', method: 'PUT', url: `${url}/${made.data.name}`, auth, json: { units: -7 }, status: 417, excType: 'NonNegativeError' });
    const list = await runScenario(site(), { name: 'count', method: 'GET', url: `${url}?fields=["name","units"]`, auth, status: 200 });
    assert.deepEqual(list.data, [{ name: made.data.name, units: 0 }], 'only the valid document, unchanged');
  });

  it('accepts fieldnames that begin with a digit: create, read, filter, order and select them on every dialect', async () => {
    const auth = site().adminAuth;
    const url = '/api/resource/Stock%20Card';
    const a = await runScenario(site(), { name: 'create', method: 'POST', url, auth, json: { '1st_choice': 'red', '2fa_code': 42 }, status: 200 });
    assert.equal(a.data['1st_choice'], 'red');
    assert.equal(a.data['2fa_code'], 42);
    const q = `fields=${encodeURIComponent(JSON.stringify(['name', '1st_choice', '2fa_code']))}&filters=${encodeURIComponent(JSON.stringify([['1st_choice', '=', 'red']]))}&order_by=${encodeURIComponent('2fa_code desc')}`;
    const rows = await runScenario(site(), { name: 'list', method: 'GET', url: `${url}?${q}`, auth, status: 200 });
    assert.deepEqual(rows.data, [{ name: a.data.name, '1st_choice': 'red', '2fa_code': 42 }]);
    await runScenario(site(), {
      name: 'digits alone are no fieldname', method: 'POST', url: '/api/resource/DocType', auth, status: 417,
      json: { name: 'Digits Only', module: 'Custom', fields: [{ fieldname: '123', fieldtype: 'Data' }], permissions: [{ role: 'System Manager', read: 1 }] },
    });
  });

  it('reads DocType records with their Check fields as 0, never null, and finds the built-ins with {"issingle": 0}', async () => {
    const auth = site().adminAuth;
    const todo = await runScenario(site(), { name: 'ToDo', method: 'GET', url: '/api/resource/DocType/ToDo', auth, status: 200 });
    for (const key of ['issingle', 'istable', 'is_submittable', 'custom']) assert.equal(todo.data[key], 0, key);
    for (const row of todo.data.fields) assert.equal(row.reqd === 0 || row.reqd === 1, true, `${row.fieldname}.reqd is ${row.reqd}`);
    const rows = await runScenario(site(), { name: 'list', method: 'GET', url: `/api/resource/DocType?fields=${encodeURIComponent('["name","issingle","istable"]')}&limit_page_length=0`, auth, status: 200 });
    for (const row of rows.data) {
      assert.ok(row.issingle === 0 || row.issingle === 1, `${row.name}.issingle is ${row.issingle}`);
      assert.ok(row.istable === 0 || row.istable === 1, `${row.name}.istable is ${row.istable}`);
    }
    const plain = await runScenario(site(), { name: 'filter', method: 'GET', url: `/api/resource/DocType?filters=${encodeURIComponent('{"issingle": 0}')}&limit_page_length=0`, auth, status: 200 });
    const names = plain.data.map((r: { name: string }) => r.name);
    for (const builtin of ['ToDo', 'User', 'Role', 'Note']) assert.ok(names.includes(builtin), builtin);
  });
});
