import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs } from '../helpers/users.ts';

const GROUP_BY = 'frappe.desk.listview.get_group_by_count';
const SIDEBAR = 'frappe.desk.reportview.get_sidebar_stats';
const STATS = 'frappe.desk.reportview.get_stats';
const h1 = 'gb.helper1@example.com';
const h2 = 'gb.helper2@example.com';
const ownerEmail = 'gb.owner@example.com';

/**
 * Issue 52 part 1: the list sidebar's group-by counts and tag stats, always from the caller's
 * permission-constrained listing (frappe/tests/test_assign.py test_assignment_count,
 * frappe/tests/test_listview.py's group-by cases).
 */
perDialect('List sidebar: get_group_by_count, get_stats', (site) => {
  const admin = () => site().adminAuth;
  const users: Record<string, string> = {};
  const post = async (auth: string, path: string, json: Record<string, unknown>, status = 200) => {
    const r = await call(site(), { method: 'POST', url: `/api/method/${path}`, auth, json });
    assert.equal(r.status, status, `${path}: ${r.body.slice(0, 400)}`);
    return status === 200 ? r.json.message : r.json;
  };
  const groups = (auth: string, field: string, filters: unknown = []) => post(auth, GROUP_BY, { doctype: 'GB Item', current_filters: JSON.stringify(filters), field });
  const assign = (name: string, user: string, doctype = 'GB Item') => post(admin(), 'frappe.desk.form.assign_to.add', { assign_to: [user], doctype, name });
  const tag = (name: string, t: string, how = 'add_tag') => post(admin(), `frappe.desk.doctype.tag.tag.${how}`, { tag: t, dt: 'GB Item', dn: name });

  before(async () => {
    for (const role of ['GB Member', 'GB Owner', 'GB Stranger']) await insertAs(site(), admin(), 'Role', { role_name: role, desk_access: 1 });
    const define = (json: Record<string, unknown>) => runScenario(site(), { name: `define ${json.name}`, method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200, json: { module: 'Custom', ...json } });
    const full = { role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 };
    await define({ name: 'GB Company', autoname: 'field:company_name', fields: [{ fieldname: 'company_name', fieldtype: 'Data', reqd: 1 }], permissions: [full, { role: 'GB Member', read: 1 }, { role: 'GB Owner', read: 1 }] });
    await define({
      name: 'GB Item', autoname: 'field:code',
      fields: [
        { fieldname: 'code', fieldtype: 'Data', reqd: 1 },
        { fieldname: 'status', fieldtype: 'Select', options: 'Open\nClosed' },
        { fieldname: 'company', fieldtype: 'Link', options: 'GB Company' },
        { fieldname: 'items', fieldtype: 'Table', options: 'Note Seen By' },
        { fieldname: 'secret', fieldtype: 'Data', permlevel: 1 },
      ],
      permissions: [full, { ...full, permlevel: 1 }, { role: 'GB Member', read: 1, write: 1, create: 1 }, { role: 'GB Owner', read: 1, write: 1, create: 1, if_owner: 1 }],
    });
    await define({ name: 'GB Other', autoname: 'field:code', fields: [{ fieldname: 'code', fieldtype: 'Data', reqd: 1 }], permissions: [full] });
    for (const company of ['Acme', 'Bolt']) await insertAs(site(), admin(), 'GB Company', { company_name: company });
    users.member = await site().addUser('gb.member@example.com', ['GB Member']);
    users.owner = await site().addUser(ownerEmail, ['GB Owner']);
    for (const [key, email] of [['h1', h1], ['h2', h2]]) users[key] = await site().addUser(email, ['GB Member']);
    await site().addUser('gb.web@example.com', []);
    users.outsider = await site().addUser('gb.outsider@example.com', ['GB Stranger']);
    await insertAs(site(), admin(), 'User Permission', { user: 'gb.member@example.com', allow: 'GB Company', for_value: 'Acme' });
    for (const [code, company, status, secret] of [['a1', 'Acme', 'Open', 's'], ['a2', 'Acme', 'Closed', null], ['b1', 'Bolt', 'Open', null], ['n1', null, 'Open', null]]) {
      await insertAs(site(), admin(), 'GB Item', { code, company, status, secret });
    }
    await insertAs(site(), users.owner, 'GB Item', { code: 'o1', company: 'Bolt', status: 'Open' });
    await insertAs(site(), users.owner, 'GB Item', { code: 'o2', status: 'Closed' });
    await insertAs(site(), admin(), 'GB Other', { code: 'a1' });
    for (const [name, user] of [['a1', h1], ['a2', h2], ['b1', h2], ['o1', h2], ['o2', h1], ['n1', 'gb.web@example.com'], ['b1', h1]]) await assign(name, user);
    await assign('a1', h1, 'GB Other');
    await post(admin(), 'frappe.desk.form.assign_to.remove', { doctype: 'GB Item', name: 'b1', assign_to: h1 });
    await post(users.h2, 'frappe.desk.form.assign_to.close', { doctype: 'GB Item', name: 'a2', assign_to: h2 });
    for (const [name, t] of [['a1', 'red'], ['a1', 'blue'], ['a2', 'red'], ['b1', 'blue'], ['o1', 'red'], ['n1', 'gone']]) await tag(name, t);
    await tag('n1', 'gone', 'remove_tag');
  });

  it('assigned_to counts open and closed ToDos of System Users on the documents the caller may list', async () => {
    assert.deepEqual(await groups(admin(), 'assigned_to'), [{ name: h2, count: 3 }, { name: h1, count: 2 }], 'cancelled, Website User and other DocTypes’ ToDos left out');
    assert.deepEqual(await groups(admin(), 'assigned_to', [['status', '=', 'Open']]), [{ name: h2, count: 2 }, { name: h1, count: 1 }]);
    assert.deepEqual(await groups(admin(), 'assigned_to', [{ status: 'Closed' }]), [{ name: h1, count: 1 }, { name: h2, count: 1 }], 'a list holding a dict, as Frappe’s test sends');
    assert.deepEqual(await groups(users.member, 'assigned_to'), [{ name: h1, count: 2 }, { name: h2, count: 1 }], 'User Permissions narrow the counted documents');
    assert.deepEqual(await groups(users.owner, 'assigned_to'), [{ name: h1, count: 1 }, { name: h2, count: 1 }], 'if_owner: only their own documents');
    assert.deepEqual(await groups(users.member, 'assigned_to', [['company', '=', 'Bolt']]), []);
  });

  it('owner and ordinary fields count through the listing, largest first, at most 50', async () => {
    assert.deepEqual(await groups(admin(), 'owner'), [{ count: 4, name: 'Administrator' }, { count: 2, name: ownerEmail }]);
    assert.deepEqual(await groups(users.member, 'owner'), [{ count: 3, name: 'Administrator' }, { count: 1, name: ownerEmail }]);
    assert.deepEqual(await groups(users.owner, 'owner'), [{ count: 2, name: ownerEmail }]);
    assert.deepEqual(await groups(admin(), 'status'), [{ count: 4, name: 'Open' }, { count: 2, name: 'Closed' }]);
    const byCompany = await groups(users.member, 'company');
    assert.deepEqual(Object.fromEntries(byCompany.map((g: { name: string | null; count: number }) => [String(g.name), g.count])), { Acme: 2, null: 2 }, 'Bolt never shows to a user restricted to Acme');
    assert.deepEqual(await groups(admin(), 'secret'), [{ count: 5, name: null }, { count: 1, name: 's' }]);
    const r = await call(site(), { method: 'GET', url: `/api/method/${GROUP_BY}?doctype=GB%20Item&current_filters=%5B%5D&field=name`, auth: admin() });
    assert.equal(r.status, 200, 'a read: GET works');
    assert.equal(r.json.message.length, 6);
  });

  it('a child-table filter counts each document once (test_list_view_child_table_filter_with_created_by_filter)', async () => {
    await insertAs(site(), admin(), 'Note', { title: 'GB seen note', public: 1, seen_by: [{ user: 'Administrator' }, { user: h1 }] });
    const counts = await post(admin(), GROUP_BY, { doctype: 'Note', current_filters: '[["Note Seen By","user","in",["Administrator","gb.helper1@example.com"]]]', field: 'owner' });
    assert.deepEqual(counts, [{ count: 1, name: 'Administrator' }]);
  });

  it('get_group_by_count refuses unknown fields, bad filters, unreadable fields and callers without access', async () => {
    for (const field of ['invalid_field', '_assign', 'items', 'name; drop table x']) {
      const r = await post(admin(), GROUP_BY, { doctype: 'GB Item', current_filters: '[]', field }, 417);
      assert.equal(r.exc_type, 'ValidationError', field);
    }
    assert.equal((await post(users.member, GROUP_BY, { doctype: 'GB Item', current_filters: '[]', field: 'secret' }, 417)).exc_type, 'DataError', 'a field above the caller’s permlevel');
    await post(admin(), GROUP_BY, { doctype: 'GB Item', current_filters: '[["nope","=",1]]', field: 'owner' }, 417);
    await post(admin(), GROUP_BY, { doctype: 'GB Item', current_filters: '{not json', field: 'owner' }, 417);
    await post(admin(), GROUP_BY, { doctype: 'GB Item', current_filters: '[]' }, 417);
    await post(admin(), GROUP_BY, { doctype: 'GB Nope', current_filters: '[]', field: 'owner' }, 404);
    await post(users.outsider, GROUP_BY, { doctype: 'GB Item', current_filters: '[]', field: 'owner' }, 403);
    await post(users.outsider, GROUP_BY, { doctype: 'GB Item', current_filters: '[]', field: 'assigned_to' }, 403);
  });

  it('get_sidebar_stats counts tags per tag among the listed documents, with No Tags last', async () => {
    assert.deepEqual(await post(admin(), SIDEBAR, { stats: '["_user_tags"]', doctype: 'GB Item' }), { stats: { _user_tags: [['blue', 2], ['red', 3], ['No Tags', 2]] } }, 'an emptied _user_tags counts as no tags');
    assert.deepEqual(await post(users.member, SIDEBAR, { stats: '["_user_tags"]', doctype: 'GB Item' }), { stats: { _user_tags: [['red', 2], ['blue', 1], ['No Tags', 2]] } });
    assert.deepEqual(await post(users.owner, SIDEBAR, { stats: ['_user_tags'], doctype: 'GB Item', filters: [] }), { stats: { _user_tags: [['red', 1], ['No Tags', 1]] } });
    const open = await post(admin(), SIDEBAR, { stats: '["_user_tags"]', doctype: 'GB Item', filters: '[["status","=","Open"]]' });
    assert.deepEqual(open, { stats: { _user_tags: [['blue', 2], ['red', 2], ['No Tags', 1]] } });
    const r = await call(site(), { method: 'GET', url: `/api/method/${SIDEBAR}?stats=${encodeURIComponent('["_user_tags"]')}&doctype=GB%20Other`, auth: admin() });
    assert.deepEqual(r.json, { message: { stats: { _user_tags: [['No Tags', 1]] } } }, 'the desk calls it with GET');
  });

  it('get_stats counts each column’s values and leaves out names that are no readable column', async () => {
    const stats = JSON.stringify(['status', '_user_tags', 'nope', 'secret', 'name; drop']);
    assert.deepEqual(await post(users.member, STATS, { stats, doctype: 'GB Item' }), { status: [['Closed', 2], ['Open', 2]], _user_tags: [['red', 2], ['blue', 1], ['No Tags', 2]] });
    assert.deepEqual(await post(admin(), STATS, { stats: '["secret","company"]', doctype: 'GB Item', filters: '{"status":"Open"}' }), { secret: [['s', 1]], company: [['Acme', 1], ['Bolt', 2]] });
  });

  it('get_stats and get_sidebar_stats refuse bad arguments and callers without access', async () => {
    for (const path of [STATS, SIDEBAR]) {
      await post(admin(), path, { stats: '{bad', doctype: 'GB Item' }, 417);
      await post(admin(), path, { stats: '{"a":1}', doctype: 'GB Item' }, 417);
      await post(admin(), path, { stats: '[1]', doctype: 'GB Item' }, 417);
      await post(admin(), path, { doctype: 'GB Item' }, 417);
      await post(admin(), path, { stats: '["status"]', doctype: 'GB Item', filters: '[["nope","=",1]]' }, 417);
      await post(admin(), path, { stats: '["status"]', doctype: 'GB Nope' }, 404);
      await post(users.outsider, path, { stats: '["status"]', doctype: 'GB Item' }, 403);
    }
  });
});
