import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { ARG_FORMS, callRpc, message, methodRequest, setupRpcFixtures, type RpcFixtures } from '../helpers/rpc-client.ts';
import { runScenario, type Scenario } from '../helpers/scenario.ts';

// frappe.client's reading methods (docs/DECISIONS.md F7): get_list, get_count, get, get_value,
// get_single_value, has_permission. Writing methods are in rpc-client-write.test.ts.

perDialect('frappe.client reading methods', (site) => {
  let fx: RpcFixtures;
  before(async () => {
    fx = await setupRpcFixtures(site());
  });

  it('get_list takes its arguments from the query string, form fields or a JSON body alike', async () => {
    const args = { doctype: 'ToDo', fields: ['description', 'color', 'priority'], filters: [['status', '=', 'Open']], order_by: 'description asc', limit_page_length: 5 };
    for (const form of ARG_FORMS) {
      const rows = await message(site(), 'frappe.client.get_list', args, { form });
      assert.deepEqual(rows, [
        { description: 'alpha', color: null, priority: 'High' },
        { description: 'charlie', color: null, priority: 'Medium' },
      ], `${form}: rows keep null fields`);
    }
    const svc = await message(site(), 'svc.client.get_list', args, { form: 'query' });
    assert.equal(svc.length, 2, 'the svc. prefix answers the same method');
  });

  it('get_list pages with limit_start/limit_page_length only (no limit alias) and answers lists with as_dict=0', async () => {
    const all = await message(site(), 'frappe.client.get_list', { doctype: 'ToDo', limit: 1 }, { form: 'query' });
    assert.equal(all.length, 3, 'limit is not an alias of limit_page_length here');
    const page = await message(site(), 'frappe.client.get_list', { doctype: 'ToDo', fields: ['description'], order_by: 'description asc', limit_start: 1, limit_page_length: 1 }, { form: 'query' });
    assert.deepEqual(page, [{ description: 'bravo' }]);
    const lists = await message(site(), 'frappe.client.get_list', { doctype: 'ToDo', fields: '["description","status"]', order_by: 'description desc', as_dict: 0 }, { form: 'form' });
    assert.deepEqual(lists, [['charlie', 'Open'], ['bravo', 'Closed'], ['alpha', 'Open']]);
    const parts = await message(site(), 'frappe.client.get_list', { doctype: 'Widget Part', parent: 'Widget', fields: ['part', 'parent'], order_by: 'idx asc' });
    assert.deepEqual(parts, [{ part: 'bolt', parent: 'W1' }, { part: 'nut', parent: 'W1' }]);
  });

  it('get_list and get_count obey row permissions (ToDo rules)', async () => {
    const mine = await message(site(), 'frappe.client.get_list', { doctype: 'ToDo', fields: ['description'] }, { auth: fx.alice, form: 'query' });
    assert.deepEqual(mine, [{ description: 'alpha' }]);
    assert.equal(await message(site(), 'frappe.client.get_count', { doctype: 'ToDo' }, { auth: fx.alice, form: 'query' }), 1);
    assert.equal(await message(site(), 'frappe.client.get_count', { doctype: 'ToDo', filters: { status: 'Closed' } }, { auth: fx.alice }), 0, 'bravo is not hers');
    assert.equal(await message(site(), 'frappe.client.get_count', { doctype: 'ToDo', filters: { status: 'Closed' } }, { auth: fx.bob }), 1);
    for (const form of ARG_FORMS) {
      assert.equal(await message(site(), 'frappe.client.get_count', { doctype: 'ToDo' }, { form }), 3, form);
      assert.equal(await message(site(), 'frappe.client.get_count', { doctype: 'ToDo', filters: [['status', '=', 'Open']] }, { form }), 2, form);
    }
    assert.equal(await message(site(), 'svc.client.get_count', { doctype: 'Widget Part', parent: 'Widget' }), 2, 'child rows count through their parent');
  });

  it('get answers the document with nulls, by name, by filters, a single DocType, and child rows through parent', async () => {
    for (const form of ARG_FORMS) {
      const doc = await message(site(), 'frappe.client.get', { doctype: 'ToDo', name: fx.todos.alpha }, { form });
      assert.equal(doc.name, fx.todos.alpha, form);
      assert.equal(doc.doctype, 'ToDo');
      assert.equal(doc.description, 'alpha');
      assert.ok('color' in doc && doc.color === null, `${form}: nulls are present (as_dict)`);
    }
    assert.equal((await message(site(), 'frappe.client.get', { doctype: 'ToDo', filters: { description: 'bravo' } })).name, fx.todos.bravo);
    assert.equal((await message(site(), 'frappe.client.get', { doctype: 'ToDo', filters: '[["description","=","charlie"]]' }, { form: 'query' })).name, fx.todos.charlie);
    assert.equal((await message(site(), 'frappe.client.get', { doctype: 'ToDo', filters: fx.todos.bravo }, { form: 'form' })).description, 'bravo', 'filters may be a name');
    const settings = await message(site(), 'frappe.client.get', { doctype: 'Widget Settings' }, { form: 'query' });
    assert.equal(settings.motto, 'Be kind');
    assert.equal(settings.limit_qty, 7);
    const widget = await message(site(), 'frappe.client.get', { doctype: 'Widget', name: 'W1' }, { auth: fx.tester });
    assert.equal(widget.qty, 5);
    assert.equal('secret' in widget, false, 'fields above the readable level are left out');
    assert.deepEqual(widget.parts.map((p: any) => p.part), ['bolt', 'nut']);
    const row = await message(site(), 'frappe.client.get', { doctype: 'Widget Part', name: widget.parts[1].name, parent: 'Widget' }, { auth: fx.tester, form: 'query' });
    assert.deepEqual([row.part, row.parent, row.parenttype, row.parentfield, row.idx], ['nut', 'W1', 'Widget', 'parts', 2]);
  });

  it('get_value reads fields as a dict, a value or a list, from a name or filters; {} when nothing matches', async () => {
    for (const form of ARG_FORMS) {
      assert.deepEqual(await message(site(), 'frappe.client.get_value', { doctype: 'ToDo', fieldname: 'status', filters: fx.todos.bravo }, { form }), { status: 'Closed' }, form);
      assert.deepEqual(
        await message(site(), 'frappe.client.get_value', { doctype: 'ToDo', fieldname: '["description","priority","color"]', filters: '{"description":"alpha"}' }, { form }),
        { description: 'alpha', priority: 'High', color: null },
        form,
      );
    }
    assert.deepEqual(await message(site(), 'frappe.client.get_value', { doctype: 'ToDo', fieldname: ['priority'], filters: { description: 'charlie' } }), { priority: 'Medium' }, 'JSON list in a JSON body');
    assert.equal(await message(site(), 'frappe.client.get_value', { doctype: 'ToDo', fieldname: 'priority', filters: fx.todos.alpha, as_dict: 0 }, { form: 'query' }), 'High');
    assert.deepEqual(await message(site(), 'frappe.client.get_value', { doctype: 'ToDo', fieldname: '["priority","status"]', filters: fx.todos.alpha, as_dict: 'false' }, { form: 'query' }), ['High', 'Open']);
    assert.deepEqual(await message(site(), 'frappe.client.get_value', { doctype: 'ToDo', fieldname: 'status', filters: { description: 'nobody' } }), {});
    const none = await callRpc(site(), 'frappe.client.get_value', { doctype: 'ToDo', fieldname: 'status', filters: { description: 'nobody' }, as_dict: 0 });
    assert.deepEqual([none.status, none.json], [200, {}], 'no value at all: {}');
    assert.deepEqual(await message(site(), 'frappe.client.get_value', { doctype: 'ToDo', fieldname: '[]', filters: fx.todos.charlie }, { form: 'query' }), { name: fx.todos.charlie }, 'frappe-js-sdk default fieldname');
    assert.deepEqual(await message(site(), 'frappe.client.get_value', { doctype: 'Widget Settings', fieldname: '["motto","limit_qty"]' }, { form: 'query' }), { motto: 'Be kind', limit_qty: 7 });
    assert.deepEqual(await message(site(), 'frappe.client.get_value', { doctype: 'Widget Part', fieldname: 'code', filters: { part: 'nut' }, parent: 'Widget' }), { code: 'N-1' });
    // Row rules apply: bravo is bob's, so alice gets nothing, exactly as for a missing document.
    assert.deepEqual(await message(site(), 'frappe.client.get_value', { doctype: 'ToDo', fieldname: 'status', filters: fx.todos.bravo }, { auth: fx.alice }), {});
    assert.deepEqual(await message(site(), 'frappe.client.get_value', { doctype: 'ToDo', fieldname: 'status', filters: fx.todos.alpha }, { auth: fx.alice }), { status: 'Open' });
  });

  it('get_single_value answers one field of a single DocType, typed; nothing when unset', async () => {
    for (const form of ARG_FORMS) {
      assert.equal(await message(site(), 'frappe.client.get_single_value', { doctype: 'Widget Settings', field: 'motto' }, { form }), 'Be kind', form);
    }
    assert.equal(await message(site(), 'frappe.client.get_single_value', { doctype: 'Widget Settings', field: 'limit_qty' }, { auth: fx.tester, form: 'query' }), 7);
    const hidden = await callRpc(site(), 'frappe.client.get_single_value', { doctype: 'Widget Settings', field: 'hidden_note' });
    assert.equal(hidden.json.message, 'psst', 'System Manager reads level 1');
    const unset = await callRpc(site(), 'frappe.client.get_single_value', { doctype: 'Widget Settings', field: 'tagline' }, { form: 'query' });
    assert.deepEqual([unset.status, unset.json], [200, {}], 'an unset value is None: {} on the wire');
  });

  it('has_permission evaluates the rules on the stored document', async () => {
    const cases: Array<[string | undefined, string, string, string | undefined, boolean]> = [
      [undefined, 'ToDo', fx.todos.alpha, undefined, true],
      [fx.alice, 'ToDo', fx.todos.alpha, 'read', true],
      [fx.alice, 'ToDo', fx.todos.alpha, 'DELETE', true],
      [fx.alice, 'ToDo', fx.todos.bravo, 'read', false],
      [fx.alice, 'ToDo', 'no-such-todo', 'read', false],
      [undefined, 'ToDo', fx.todos.alpha, 'submit', false],
      [fx.tester, 'Widget', 'W1', 'read', true],
      [fx.tester, 'Widget', 'W1', 'write', false],
      [fx.alice, 'Widget', 'W1', 'read', false],
    ];
    for (const [auth, doctype, docname, perm_type, expected] of cases) {
      for (const form of ARG_FORMS) {
        const answer = await message(site(), 'frappe.client.has_permission', { doctype, docname, perm_type }, { auth: auth ?? site().adminAuth, form });
        assert.deepEqual(answer, { has_permission: expected }, `${doctype} ${docname} ${perm_type} (${form})`);
      }
    }
  });

  it('refuses what the resource API refuses, and bad arguments with 417 naming them', async () => {
    const admin = site().adminAuth;
    const q = (m: string, args: Record<string, unknown>) => methodRequest(`frappe.client.${m}`, args, 'query');
    const scenarios: Scenario[] = [
      { name: 'guest get_list', ...q('get_list', { doctype: 'ToDo' }), status: 403, excType: 'PermissionError' },
      { name: 'guest get_count', ...q('get_count', { doctype: 'ToDo' }), status: 403, excType: 'PermissionError' },
      { name: 'no read right: list', ...q('get_list', { doctype: 'Widget' }), auth: fx.alice, status: 403, excType: 'PermissionError' },
      { name: 'no read right: count', ...q('get_count', { doctype: 'Widget' }), auth: fx.alice, status: 403, excType: 'PermissionError' },
      { name: 'no read right: get', ...q('get', { doctype: 'Widget', name: 'W1' }), auth: fx.alice, status: 403, excType: 'PermissionError' },
      { name: 'no read right: get_value', ...q('get_value', { doctype: 'Widget', fieldname: 'title', filters: 'W1' }), auth: fx.alice, status: 403, excType: 'PermissionError' },
      { name: 'no read right: single', ...q('get_single_value', { doctype: 'Widget Settings', field: 'motto' }), auth: fx.alice, status: 403, excType: 'PermissionError' },
      { name: 'level 1 single field', ...q('get_single_value', { doctype: 'Widget Settings', field: 'hidden_note' }), auth: fx.tester, status: 403, excType: 'PermissionError' },
      { name: 'row rule hides a ToDo: get', ...q('get', { doctype: 'ToDo', name: fx.todos.bravo }), auth: fx.alice, status: 404, excType: 'DoesNotExistError' },
      { name: 'get: missing', ...q('get', { doctype: 'ToDo', name: 'nope' }), auth: admin, status: 404, excType: 'DoesNotExistError' },
      { name: 'get: filters match nothing', ...q('get', { doctype: 'ToDo', filters: { description: 'nobody' } }), auth: admin, status: 404, excType: 'DoesNotExistError' },
      { name: 'get: unknown DocType', ...q('get', { doctype: 'Nope', name: 'x' }), auth: admin, status: 404, excType: 'DoesNotExistError' },
      { name: 'child row without parent', ...q('get', { doctype: 'Widget Part', name: 'x' }), auth: admin, status: 403, excType: 'PermissionError' },
      { name: 'child list without parent', ...q('get_list', { doctype: 'Widget Part' }), auth: admin, status: 403, excType: 'PermissionError' },
      { name: 'child rows, parent unreadable', ...q('get_list', { doctype: 'Widget Part', parent: 'Widget' }), auth: fx.alice, status: 403, excType: 'PermissionError' },
      { name: 'child row, parent unreadable', ...q('get', { doctype: 'Widget Part', name: 'x', parent: 'Widget' }), auth: fx.alice, status: 403, excType: 'PermissionError' },
      { name: 'child row, missing', ...q('get', { doctype: 'Widget Part', name: 'x', parent: 'Widget' }), auth: fx.tester, status: 404, excType: 'DoesNotExistError' },
      { name: 'child row, wrong parent', ...q('get', { doctype: 'Widget Part', name: 'x', parent: 'ToDo' }), auth: admin, status: 403, excType: 'PermissionError' },
      { name: 'unknown field', ...q('get_value', { doctype: 'ToDo', fieldname: 'nope' }), auth: admin, status: 417, excType: 'DataError' },
      { name: 'unknown single field', ...q('get_single_value', { doctype: 'Widget Settings', field: 'nope' }), auth: admin, status: 404, excType: 'DoesNotExistError' },
      { name: 'not a single', ...q('get_single_value', { doctype: 'ToDo', field: 'status' }), auth: admin, status: 417, excType: 'ValidationError' },
      { name: 'bad perm_type', ...q('has_permission', { doctype: 'ToDo', docname: fx.todos.alpha, perm_type: 'fly' }), auth: admin, status: 417 },
      { name: 'PATCH', ...methodRequest('frappe.client.get_list', { doctype: 'ToDo' }, 'json', 'PATCH'), auth: admin, status: 403, excType: 'PermissionError' },
    ];
    for (const s of scenarios) await runScenario(site(), s);
    const named: Array<[string, Record<string, unknown>, string, ReturnType<typeof methodRequest>['method']?]> = [
      ['get_list', { doctype: 'ToDo', limit_page_length: 'ten' }, 'limit_page_length'],
      ['get_list', { doctype: 'ToDo', limit_start: '1.5' }, 'limit_start'],
      ['get_list', { doctype: 'ToDo', as_dict: 'maybe' }, 'as_dict'],
      ['get_list', {}, 'doctype'],
      ['get_count', { doctype: 'ToDo', debug: 'perhaps' }, 'debug'],
      ['get', { doctype: ['ToDo'] }, 'doctype'],
      ['get_value', { doctype: 'ToDo' }, 'fieldname'],
      ['get_value', { doctype: 'ToDo', fieldname: { status: 1 } }, 'fieldname'],
      ['get_value', { doctype: 'ToDo', fieldname: 'status', as_dict: 'sometimes' }, 'as_dict'],
      ['get_single_value', { doctype: 'Widget Settings' }, 'field'],
      ['has_permission', { docname: 'x' }, 'doctype'],
    ];
    for (const [m, args, argName] of named) {
      const r = await callRpc(site(), `frappe.client.${m}`, args);
      assert.equal(r.status, 417, `${m} ${JSON.stringify(args)}: ${r.body.slice(0, 300)}`);
      assert.equal(r.json.exc_type, 'FrappeTypeError', `${m}: ${r.body.slice(0, 300)}`);
      assert.match(r.json.exception, new RegExp(`'${argName}'`), `${m}: the error names ${argName}`);
    }
  });
});
