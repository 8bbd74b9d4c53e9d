import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { createDocType, insert, rows } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, serverMessages } from '../helpers/scenario.ts';

/** Issue 14 part 7: non_negative, fieldnames with a leading digit, DocType records' Check fields; issue 49: leading digits on every listing. */
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

  it('filters, selects, counts, orders and groups by fieldnames that begin with a digit, on every listing', async () => {
    const auth = site().adminAuth;
    await createDocType(site(), { name: 'Digit Row', istable: 1, fields: [{ fieldname: '3rd_part', fieldtype: 'Data', label: 'Third Part' }], permissions: [] });
    await createDocType(site(), {
      name: 'Digit Card', autoname: 'prompt',
      fields: [
        { fieldname: '2field', fieldtype: 'Data', label: 'Two' },
        { fieldname: '10th_place', fieldtype: 'Int', label: 'Tenth Place' },
        { fieldname: '4rows', fieldtype: 'Table', label: 'Rows', options: 'Digit Row' },
      ],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }],
    });
    await insert(site(), 'Digit Card', { name: 'dc-unset', '10th_place': 1 });
    await insert(site(), 'Digit Card', { name: 'dc-set', '2field': 'x', '10th_place': 5, '4rows': [{ '3rd_part': 'p' }] });
    const names = async (params: Record<string, unknown>) => (await rows(site(), 'Digit Card', { order_by: 'name asc', ...params }, auth)).map((r) => r.name);
    const filters: Array<[string, unknown, string[]]> = [
      ['is not set', [['2field', 'is', 'not set']], ['dc-unset']],
      ['is set', [['2field', 'is', 'set']], ['dc-set']],
      ['one condition, unwrapped', ['2field', 'is', 'not set'], ['dc-unset']],
      ['4 elements', [['Digit Card', '2field', '=', 'x']], ['dc-set']],
      ['dict', { '2field': 'x' }, ['dc-set']],
      ['dict with an operator', { '10th_place': ['>', 1] }, ['dc-set']],
      ['in on a number', [['10th_place', 'in', [1]]], ['dc-unset']],
      ['in', [['2field', 'in', ['x', 'y']]], ['dc-set']],
      ['like', [['2field', 'like', '%x%']], ['dc-set']],
      ['ifnull', [["ifnull(2field, '')", '=', '']], ['dc-unset']],
      ['back-quoted and table-qualified', [['`tabDigit Card`.`2field`', 'is', 'set']], ['dc-set']],
      ['a child field', [['Digit Row', '3rd_part', '=', 'p']], ['dc-set']],
      ['a child field, dotted', [['4rows.3rd_part', 'is', 'set']], ['dc-set']],
    ];
    for (const [label, f, expected] of filters) assert.deepEqual(await names({ filters: f }), expected, label);
    assert.deepEqual(await names({ or_filters: [['2field', '=', 'x'], ['10th_place', '<', 3]] }), ['dc-set', 'dc-unset'], 'or_filters');
    assert.deepEqual(await rows(site(), 'Digit Card', { fields: ['name', '2field', '10th_place'], order_by: '10th_place desc' }, auth), [
      { name: 'dc-set', '2field': 'x', '10th_place': 5 },
      { name: 'dc-unset', '2field': null, '10th_place': 1 },
    ]);
    assert.deepEqual(await rows(site(), 'Digit Card', { fields: ['`2field`', '4rows.3rd_part'], filters: { name: 'dc-set' } }, auth), [{ '2field': 'x', '3rd_part': 'p' }]);
    assert.deepEqual(await rows(site(), 'Digit Card', { fields: ['sum(10th_place) as total', 'count(2field) as n'] }, auth), [{ total: 6, n: 1 }]);
    assert.deepEqual(await rows(site(), 'Digit Card', { fields: ['2field', 'count(name) as n'], group_by: '2field', order_by: '`2field` asc', filters: [['2field', 'is', 'set']] }, auth), [{ '2field': 'x', n: 1 }]);
    const unset = JSON.stringify([['2field', 'is', 'not set']]);
    const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
    const elsewhere: Array<[string, string, unknown]> = [
      ['frappe.client.get_list', `/api/method/frappe.client.get_list?${q({ doctype: 'Digit Card', filters: unset })}`, { message: [{ name: 'dc-unset' }] }],
      ['frappe.client.get_count', `/api/method/frappe.client.get_count?${q({ doctype: 'Digit Card', filters: unset })}`, { message: 1 }],
      ['frappe.client.get_value', `/api/method/frappe.client.get_value?${q({ doctype: 'Digit Card', fieldname: '10th_place', filters: JSON.stringify({ '2field': 'x' }) })}`, { message: { '10th_place': 5 } }],
      ['reportview', `/api/method/frappe.desk.reportview.get?${q({ doctype: 'Digit Card', fields: JSON.stringify(['name', '2field']), filters: unset })}`, { message: { keys: ['name', '2field'], values: [['dc-unset', null]], user_info: {} } }],
      ['v2 list', `/api/v2/document/Digit%20Card?${q({ filters: unset })}`, { data: [{ name: 'dc-unset' }], has_next_page: false }],
    ];
    for (const [label, url, expected] of elsewhere) await runScenario(site(), { name: label, method: 'GET', url, auth, status: 200, check: (_r, json) => assert.deepEqual(json, expected, label) });
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
