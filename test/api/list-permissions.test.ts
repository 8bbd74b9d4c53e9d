import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { insert, list, names, rows, setupGadget, sorted, type Auth } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { send, serverMessages } from '../helpers/scenario.ts';

// Permissions compiled into the listing query (docs/DECISIONS.md F5, D39; docs/SECURITY.md
// "Small rules"): row rules hold for lists and aggregates, or_filters
// never widen them, fields above the caller's permlevel (and expressions over them) are dropped
// from `fields` and rejected everywhere else (filters, order, group), exactly like an unknown field.

perDialect('listing permissions', (site) => {
  let a: string; // no roles: ToDos allocated to or assigned by a
  let b: string; // no roles
  let desk: string; // role Tester (desk access): Desk User on Note, level-0 reader of Gadget
  let other: string; // role Tester too
  const todo: Record<string, string> = {};
  const note: Record<string, string> = {};

  before(async () => {
    desk = await setupGadget(site(), 'desk@example.com');
    other = await site().addUser('other@example.com', ['Tester']);
    a = await site().addUser('a@example.com', []);
    b = await site().addUser('b@example.com', []);
    await insert(site(), 'Gadget', { name: 'g1', title: 'Alpha', qty: 1, secret: 'top-secret-1' });
    await insert(site(), 'Gadget', { name: 'g2', title: 'Beta', qty: 2, secret: 'top-secret-2' });
    for (const [key, doc] of Object.entries({
      forA: { description: 'for a', allocated_to: 'a@example.com' },
      byA: { description: 'by a', assigned_by: 'a@example.com', allocated_to: 'b@example.com' },
      forB: { description: 'for b', allocated_to: 'b@example.com' },
      nobody: { description: 'nobody' },
    })) todo[key] = (await insert(site(), 'ToDo', doc)).name;
    note.deskPrivate = (await insert(site(), 'Note', { title: 'desk private' }, desk)).name;
    note.otherPrivate = (await insert(site(), 'Note', { title: 'other private' }, other)).name;
    note.adminPublic = (await insert(site(), 'Note', { title: 'admin public', public: 1, seen_by: [{ user: 'desk@example.com' }] })).name;
    note.adminPrivate = (await insert(site(), 'Note', { title: 'admin private', seen_by: [{ user: 'other@example.com' }] })).name;
  });

  async function denied(label: string, doctype: string, params: Record<string, unknown>, auth: Auth, status: number, excType: string) {
    const res = await list(site(), doctype, params, auth);
    assert.equal(res.status, status, `${label}: ${res.body.slice(0, 400)}`);
    assert.equal(res.json.exc_type, excType, label);
    return res.json;
  }

  it('restricts ToDo rows to those allocated to or assigned by the user', async () => {
    const table: Array<[string, string, Record<string, unknown>, string[]]> = [
      ['a', a, {}, [todo.forA, todo.byA]],
      ['b', b, {}, [todo.byA, todo.forB]],
      ['Administrator', site().adminAuth, {}, Object.values(todo)],
      ['a, or_filters matching everything', a, { or_filters: [['allocated_to', 'is', 'not set'], ['description', 'like', '%']] }, [todo.forA, todo.byA]],
      ['a, or_filters dict', a, { or_filters: { description: ['like', '%'] } }, [todo.forA, todo.byA]],
      ['a, or_filters naming other rows', a, { or_filters: [['name', '=', todo.forB], ['name', '=', todo.nobody]] }, []],
      ['a, filters naming every row', a, { filters: [['name', 'in', Object.values(todo)]] }, [todo.forA, todo.byA]],
      ['a, filters on allocated_to of b', a, { filters: { allocated_to: 'b@example.com' } }, [todo.byA]],
    ];
    for (const [label, auth, params, expected] of table) assert.deepEqual(sorted(await names(site(), 'ToDo', params, auth)), sorted(expected), label);
  });

  it('applies the row rule inside aggregates and groups', async () => {
    assert.deepEqual(await rows(site(), 'ToDo', { fields: ['count(name) as n'] }, a), [{ n: 2 }]);
    assert.deepEqual(await rows(site(), 'ToDo', { fields: ['count(name) as n'], or_filters: [['description', 'like', '%'], ['name', 'is', 'set']] }, a), [{ n: 2 }]);
    assert.deepEqual(await rows(site(), 'ToDo', { fields: ['count(name) as n'] }), [{ n: 4 }]);
    const groups = await rows(site(), 'ToDo', { fields: ['allocated_to', 'count(name) as n'], group_by: 'allocated_to', order_by: 'allocated_to asc' }, a);
    assert.deepEqual(groups, [{ allocated_to: 'a@example.com', n: 1 }, { allocated_to: 'b@example.com', n: 1 }]);
    assert.deepEqual(await rows(site(), 'Note', { fields: ['count(name) as n'] }, desk), [{ n: 2 }]);
  });

  it('shows a Desk User only own and public Notes, whatever the filters', async () => {
    const table: Array<[string, string, Record<string, unknown>, string[]]> = [
      ['desk', desk, {}, [note.deskPrivate, note.adminPublic]],
      ['other', other, {}, [note.otherPrivate, note.adminPublic]],
      ['desk, or_filters owner Administrator', desk, { or_filters: [['owner', '=', 'Administrator'], ['title', 'like', 'other%']] }, [note.adminPublic]],
      ['desk, filters public = 0', desk, { filters: [['public', '=', 0]] }, [note.deskPrivate]],
      ['Administrator', site().adminAuth, {}, Object.values(note)],
    ];
    for (const [label, auth, params, expected] of table) assert.deepEqual(sorted(await names(site(), 'Note', params, auth)), sorted(expected), label);
  });

  it('drops fields above the permlevel from `fields` silently', async () => {
    const table: Array<[string, unknown[], string[]]> = [
      ['plain', ['name', 'secret'], ['name']],
      ['back-quoted', ['name', '`secret`'], ['name']],
      ['aliased', ['name', 'secret as s'], ['name']],
      ['table-qualified', ['name', '`tabGadget`.`secret`'], ['name']],
      ['an aggregate over it', ['name', 'max(secret)'], ['name']],
      ['an aliased aggregate over it', ['name', 'count(distinct secret) as n'], ['name']],
      ['a function over it', ['name', "ifnull(secret, '')"], ['name']],
      ['readable fields kept in order', ['title', 'secret', 'qty'], ['title', 'qty']],
    ];
    for (const [label, fields, keys] of table) {
      const res = await list(site(), 'Gadget', { fields, order_by: 'name asc' }, desk);
      assert.equal(res.status, 200, `${label}: ${res.body.slice(0, 300)}`);
      assert.deepEqual(res.json.data.map((r: any) => Object.keys(r)), [keys, keys], label);
      assert.doesNotMatch(res.body, /top-secret/, label);
    }
    for (const fields of [['secret'], ['max(secret) as s']]) {
      const alone = await list(site(), 'Gadget', { fields }, desk);
      assert.deepEqual(alone.json.data, [], `${fields}: only unreadable fields asked for: no rows, as Frappe answers`);
    }
    const seen = await rows(site(), 'Note', { fields: ['name', 'seen_by.user'] }, desk);
    assert.ok(seen.every((r) => !('user' in r)), 'Note Seen By.user (permlevel 2) is dropped for a Desk User');
    const asAdmin = await rows(site(), 'Note', { fields: ['name', 'seen_by.user'], filters: { name: note.adminPublic } });
    assert.deepEqual(asAdmin, [{ name: note.adminPublic, user: 'desk@example.com' }], 'Administrator reads every permlevel, child fields too');
  });

  it('rejects filtering, sorting, grouping and aggregating on fields above the permlevel, like unknown fields', async () => {
    const table: Array<[string, string, Record<string, unknown>]> = [
      ['filter', 'Gadget', { filters: [['secret', '=', 'top-secret-1']] }],
      ['filter, 4-element', 'Gadget', { filters: [['Gadget', 'secret', 'like', 'top%']] }],
      ['filter, dict', 'Gadget', { filters: { secret: 'top-secret-1' } }],
      ['or_filters', 'Gadget', { or_filters: [['name', '=', 'g1'], ['secret', 'like', 't%']] }],
      ['is set', 'Gadget', { filters: [['secret', 'is', 'set']] }],
      ['order_by', 'Gadget', { order_by: 'secret asc' }],
      ['order_by, second term', 'Gadget', { order_by: 'name asc, secret desc' }],
      ['group_by', 'Gadget', { fields: ['count(name) as n'], group_by: 'secret' }],
      ['order_by the alias of a dropped aggregate', 'Gadget', { fields: ['name', 'max(secret) as s'], order_by: 's desc' }],
      ['filter through ifnull', 'Gadget', { filters: [["ifnull(secret, '')", '=', 'top-secret-1']] }],
      ['child field, 4-element', 'Note', { filters: [['Note Seen By', 'user', '=', 'desk@example.com']] }],
      ['child field, dotted', 'Note', { filters: [['seen_by.user', '=', 'desk@example.com']] }],
      ['child field, moved to the child table', 'Note', { filters: [['user', '=', 'desk@example.com']] }],
      ['child field, order_by', 'Note', { order_by: 'seen_by.user asc' }],
      ['child field, or_filters', 'Note', { or_filters: [['seen_by.user', 'is', 'set'], ['name', '=', 'x']] }],
    ];
    for (const [label, doctype, params] of table) {
      const json = await denied(label, doctype, params, desk, 417, 'DataError');
      assert.match(String(serverMessages(json)[0]?.message), /^Field not permitted in query: /, label);
    }
    // The same request by a reader of that level works, so the rejection is about permission.
    assert.deepEqual(await names(site(), 'Gadget', { filters: [['secret', '=', 'top-secret-1']] }), ['g1']);
    assert.deepEqual(await names(site(), 'Note', { filters: [['Note Seen By', 'user', '=', 'desk@example.com']] }), [note.adminPublic]);
  });

  it("drops an unreadable field from `fields` on every listing as Frappe's test_permlevel_fields asks, and keeps refusing a filter on it", async () => {
    const fields = JSON.stringify(['name', 'secret']);
    const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
    const listings: Array<[string, string, (json: any) => unknown]> = [
      ['v1 resource list', `/api/resource/Gadget?${q({ fields, order_by: 'name asc' })}`, (json) => json.data],
      ['frappe.client.get_list', `/api/method/frappe.client.get_list?${q({ doctype: 'Gadget', fields, order_by: 'name asc' })}`, (json) => json.message],
      ['svc.client.get_list', `/api/method/svc.client.get_list?${q({ doctype: 'Gadget', fields, order_by: 'name asc' })}`, (json) => json.message],
      ['reportview', `/api/method/frappe.desk.reportview.get?${q({ doctype: 'Gadget', fields, order_by: 'name asc' })}`, (json) => json.message.values.map(([name]: [string]) => ({ name }))],
      ['v2 list', `/api/v2/document/Gadget?${q({ fields, order_by: 'name asc' })}`, (json) => json.data],
    ];
    for (const [label, url, rowsOf] of listings) {
      const res = await send(site(), { method: 'GET', url, auth: desk });
      assert.equal(res.statusCode, 200, `${label}: ${res.body.slice(0, 300)}`);
      assert.deepEqual(rowsOf(JSON.parse(res.body)), [{ name: 'g1' }, { name: 'g2' }], label);
      assert.doesNotMatch(res.body, /top-secret|"secret"/, label);
    }
    const keys = await send(site(), { method: 'GET', url: `/api/method/frappe.desk.reportview.get?${q({ doctype: 'Gadget', fields: JSON.stringify(['secret', 'title']) })}`, auth: desk });
    assert.deepEqual(JSON.parse(keys.body).message.keys, ['title'], 'reportview: only the readable key');
    const filtered = await list(site(), 'Gadget', { fields: ['name', 'secret'], filters: { secret: 'top-secret-1' } }, desk);
    assert.equal(filtered.status, 417, filtered.body);
    assert.equal(filtered.json.exc_type, 'DataError');
    const v2Filtered = await send(site(), { method: 'GET', url: `/api/v2/document/Gadget?${q({ fields, filters: JSON.stringify({ secret: 'top-secret-1' }) })}`, auth: desk });
    assert.equal(v2Filtered.statusCode, 417, v2Filtered.body);
  });

  it('follows a link only when the caller may read the linked DocType', async () => {
    const fields = await rows(site(), 'ToDo', { fields: ['name', 'allocated_to.full_name'], filters: { name: todo.forA } }, a);
    assert.deepEqual(fields, [{ name: todo.forA }], 'a may not read User: the linked field is dropped');
    await denied('filter through a link', 'ToDo', { filters: [['allocated_to.full_name', 'like', '%']] }, a, 417, 'DataError');
    await denied('filter on a linked secret', 'ToDo', { filters: [['allocated_to.api_key', 'is', 'set']] }, a, 417, 'DataError');
    await denied('order through a link', 'ToDo', { order_by: 'allocated_to.full_name asc' }, a, 417, 'DataError');
    const admin = await rows(site(), 'ToDo', { fields: ['name', 'allocated_to.first_name'], filters: { name: todo.forA } });
    assert.deepEqual(admin, [{ name: todo.forA, first_name: 'a' }]);
  });

  it('lists child rows only through a readable parent', async () => {
    const rowsSeen = await rows(site(), 'Note Seen By', { parent: 'Note', fields: ['parent', 'user'] }, desk);
    assert.deepEqual(rowsSeen, [{ parent: note.adminPublic }], 'rows of unreadable notes are excluded, level-2 user dropped');
    await denied('no parent', 'Note Seen By', { fields: ['parent'] }, desk, 403, 'PermissionError');
    await denied('a parent without that table', 'Note Seen By', { parent: 'ToDo' }, desk, 403, 'PermissionError');
  });

  it('refuses Guest and users without read access with 403', async () => {
    const table: Array<[string, string, Record<string, unknown>, Auth]> = [
      ['Guest lists ToDo', 'ToDo', {}, null],
      ['Guest counts ToDo', 'ToDo', { fields: ['count(name) as n'] }, null],
      ['Guest lists Note', 'Note', {}, null],
      ['Guest lists Gadget', 'Gadget', { filters: [['secret', 'is', 'set']] }, null],
      ['Guest lists User', 'User', { fields: ['name'] }, null],
      ['a lists User', 'User', {}, a],
      ['a lists Gadget', 'Gadget', {}, a],
    ];
    for (const [label, doctype, params, auth] of table) {
      const json = await denied(label, doctype, params, auth, 403, 'PermissionError');
      assert.equal(json.data, undefined, label);
    }
    const guest = await denied('Guest ToDo message', 'ToDo', {}, null, 403, 'PermissionError');
    assert.deepEqual(serverMessages(guest).map((m) => m.message), ['User <strong>Guest</strong> does not have doctype access via role permission for document <strong>ToDo</strong>']);
  });
});
