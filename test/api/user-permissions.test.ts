import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs, listNames } from '../helpers/users.ts';

const PROJECT_FIELDS = [
  { fieldname: 'title', fieldtype: 'Data', reqd: 1 },
  { fieldname: 'company', fieldtype: 'Link', options: 'UP Company' },
  // Frappe's ignore_user_permissions: this link is not restricted.
  { fieldname: 'partner', fieldtype: 'Link', options: 'UP Company', ignore_user_permissions: 1 },
  { fieldname: 'region', fieldtype: 'Link', options: 'UP Region' },
];

/**
 * Issue 16 part 1: User Permissions narrow what a user sees, counts, reports, reads and writes,
 * compiled into the query (frappe/model/db_query.py add_user_permissions).
 */
perDialect('User Permissions', (site) => {
  const admin = () => site().adminAuth;
  const users: Record<string, string> = {};
  const grants: Record<string, string> = {};

  const grant = async (key: string, user: string, allow: string, value: string, extra: Record<string, unknown> = {}) => {
    grants[key] = (await insertAs(site(), admin(), 'User Permission', { user, allow, for_value: value, ...extra })).name;
  };
  const projects = (auth: string, params: Record<string, unknown> = {}) => listNames(site(), 'UP Project', auth, params);
  const method = async (auth: string, path: string, args: Record<string, unknown>) => {
    const r = await call(site(), { method: 'POST', url: `/api/method/${path}`, auth, json: args });
    assert.equal(r.status, 200, `${path}: ${r.body.slice(0, 400)}`);
    return r.json.message;
  };

  before(async () => {
    await insertAs(site(), admin(), 'Role', { role_name: 'UP Member', desk_access: 1 });
    const perms = [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }, { role: 'UP Member', read: 1, write: 1, create: 1, report: 1 }];
    for (const body of [
      { name: 'UP Company', autoname: 'field:company_name', fields: [{ fieldname: 'company_name', fieldtype: 'Data', reqd: 1 }] },
      { name: 'UP Region', autoname: 'field:region_name', is_tree: 1, fields: [{ fieldname: 'region_name', fieldtype: 'Data', reqd: 1 }] },
      { name: 'UP Project', autoname: 'field:title', fields: PROJECT_FIELDS },
    ]) {
      await runScenario(site(), { name: `define ${body.name}`, method: 'POST', url: '/api/resource/DocType', auth: admin(), json: { module: 'Custom', permissions: perms, ...body }, status: 200 });
    }
    for (const company of ['Acme', 'Bolt']) await insertAs(site(), admin(), 'UP Company', { company_name: company });
    for (const [region, parent] of [['World', null], ['Europe', 'World'], ['France', 'Europe'], ['Asia', 'World']]) {
      await insertAs(site(), admin(), 'UP Region', { region_name: region, parent_up_region: parent, is_group: 1 });
    }
    for (const [title, company, partner, region] of [
      ['p-acme', 'Acme', null, null], ['p-bolt', 'Bolt', null, null], ['p-none', null, null, null],
      ['p-acme-partner-bolt', 'Acme', 'Bolt', null], ['p-france', null, null, 'France'], ['p-asia', null, null, 'Asia'], ['p-europe', null, null, 'Europe'],
    ]) {
      await insertAs(site(), admin(), 'UP Project', { title, company, partner, region });
    }
    for (const who of ['acme', 'scoped', 'europe', 'hidden', 'free']) users[who] = await site().addUser(`up.${who}@example.com`, ['UP Member']);
    await grant('acme', 'up.acme@example.com', 'UP Company', 'Acme');
    // Applies to UP Project only: the user still lists every UP Company.
    await grant('scoped', 'up.scoped@example.com', 'UP Company', 'Bolt', { apply_to_all_doctypes: 0, applicable_for: 'UP Project' });
    await grant('europe', 'up.europe@example.com', 'UP Region', 'Europe');
    await grant('hidden', 'up.hidden@example.com', 'UP Region', 'Europe', { hide_descendants: 1 });
  });

  it('lists only documents whose restricted links hold an allowed value or are empty; ignore_user_permissions links are free', async () => {
    assert.deepEqual(await projects(users.acme), ['p-acme', 'p-acme-partner-bolt', 'p-asia', 'p-europe', 'p-france', 'p-none']);
    assert.deepEqual(await projects(users.free), ['p-acme', 'p-acme-partner-bolt', 'p-asia', 'p-bolt', 'p-europe', 'p-france', 'p-none'], 'a user without User Permissions sees all');
  });

  it('counts, reports and get_list agree with the listing', async () => {
    assert.equal(await method(users.acme, 'frappe.client.get_count', { doctype: 'UP Project' }), 6);
    assert.equal(await method(users.acme, 'frappe.desk.reportview.get_count', { doctype: 'UP Project' }), 6);
    const report = await method(users.acme, 'frappe.desk.reportview.get', { doctype: 'UP Project', fields: ['name'], filters: [['company', '=', 'Bolt']] });
    assert.deepEqual(Array.isArray(report) ? report : report.values, [], 'a report filtered on the forbidden value is empty');
    const listed = await method(users.acme, 'frappe.client.get_list', { doctype: 'UP Project', filters: { company: 'Bolt' } });
    assert.deepEqual(listed, []);
    const plucked = await method(users.acme, 'frappe.client.get_list', { doctype: 'UP Project', pluck: 'name', filters: [['title', 'like', 'p-%']], order_by: 'name asc', limit_page_length: 0 });
    assert.deepEqual(plucked, ['p-acme', 'p-acme-partner-bolt', 'p-asia', 'p-europe', 'p-france', 'p-none'], 'pluck answers the values of one field');
    const grouped = await method(users.acme, 'frappe.client.get_list', { doctype: 'UP Project', fields: ['company', 'count(name) as n'], group_by: 'company', order_by: 'company asc' });
    assert.ok(!grouped.some((row: { company: string }) => row.company === 'Bolt'), 'a group-by never reveals the forbidden value');
  });

  it('search_link and search_widget find only what the user may list', async () => {
    const companies = await method(users.acme, 'frappe.desk.search.search_link', { doctype: 'UP Company', txt: '' });
    assert.deepEqual(companies, [{ value: 'Acme', description: '' }]);
    const found = await method(users.acme, 'frappe.desk.search.search_link', { doctype: 'UP Project', txt: 'bolt' });
    assert.deepEqual(found.map((r: { value: string }) => r.value), ['p-acme-partner-bolt'], 'p-bolt matches the text but is not the user’s');
    const free = await method(users.free, 'frappe.desk.search.search_link', { doctype: 'UP Project', txt: 'bolt', page_length: 1 });
    assert.equal(free.length, 1, 'page_length bounds the answer');
    const widget = await method(users.acme, 'frappe.desk.search.search_widget', { doctype: 'UP Company', txt: 'o' });
    assert.deepEqual(widget, [], 'Bolt matches "o" but is restricted; Acme does not match');
    const r = await call(site(), { method: 'POST', url: '/api/method/frappe.desk.search.search_link', auth: users.acme, json: { doctype: 'UP Project', txt: 'x', query: 'some.custom.query' } });
    assert.equal(r.status, 417, 'custom search queries are refused');
  });

  it('validate_link names only documents the user may list, with the fields asked for', async () => {
    assert.deepEqual(await method(users.acme, 'frappe.client.validate_link', { doctype: 'UP Company', docname: 'Acme', fields: ['company_name'] }), { name: 'Acme', company_name: 'Acme' });
    assert.deepEqual(await method(users.acme, 'frappe.client.validate_link', { doctype: 'UP Company', docname: 'Bolt' }), { name: null }, 'a forbidden value reads as missing');
    assert.deepEqual(await method(users.acme, 'frappe.client.validate_link', { doctype: 'UP Company', docname: 'Nope' }), { name: null });
    const outsider = await site().addUser('up.outsider@example.com', []);
    const refused = await call(site(), { method: 'POST', url: '/api/method/frappe.client.validate_link', auth: outsider, json: { doctype: 'UP Company', docname: 'Acme' } });
    assert.equal(refused.status, 403);
  });

  it('reads and writes: a forbidden document is not found, and no write may link to a forbidden value', async () => {
    await runScenario(site(), { name: 'read forbidden', method: 'GET', url: '/api/resource/UP Project/p-bolt', auth: users.acme, status: 404 });
    await runScenario(site(), { name: 'update forbidden', method: 'PUT', url: '/api/resource/UP Project/p-bolt', auth: users.acme, json: { title: 'x' }, status: 404 });
    await runScenario(site(), { name: 'read allowed', method: 'GET', url: '/api/resource/UP Project/p-acme', auth: users.acme, status: 200 });
    await runScenario(site(), { name: 'create forbidden', method: 'POST', url: '/api/resource/UP Project', auth: users.acme, json: { title: 'n-bolt', company: 'Bolt' }, status: 403 });
    await runScenario(site(), { name: 'move to forbidden', method: 'PUT', url: '/api/resource/UP Project/p-acme', auth: users.acme, json: { company: 'Bolt' }, status: 403 });
    await runScenario(site(), { name: 'create allowed', method: 'POST', url: '/api/resource/UP Project', auth: users.acme, json: { title: 'n-acme', company: 'Acme', partner: 'Bolt' }, status: 200 });
    await runScenario(site(), { name: 'create empty', method: 'POST', url: '/api/resource/UP Project', auth: users.acme, json: { title: 'n-none', company: '' }, status: 200 });
    const stored = await runScenario(site(), { name: 'nothing moved', method: 'GET', url: '/api/resource/UP Project/p-acme', auth: admin(), status: 200 });
    assert.equal(stored.data.company, 'Acme');
  });

  it('restricts the DocType itself to its allowed names; applicable_for limits a permission to one DocType', async () => {
    assert.deepEqual(await listNames(site(), 'UP Company', users.acme), ['Acme']);
    await runScenario(site(), { name: 'read forbidden company', method: 'GET', url: '/api/resource/UP Company/Bolt', auth: users.acme, status: 404 });
    assert.deepEqual(await listNames(site(), 'UP Company', users.scoped), ['Acme', 'Bolt'], 'applicable_for UP Project leaves UP Company free');
    const seeded = (names: string[]) => names.filter((n) => n.startsWith('p-'));
    assert.deepEqual(seeded(await projects(users.scoped)), ['p-asia', 'p-bolt', 'p-europe', 'p-france', 'p-none']);
  });

  it('allows the descendants of a tree value, unless hide_descendants', async () => {
    const noCompanyProjects = (names: string[]) => names.filter((n) => ['p-france', 'p-asia', 'p-europe'].includes(n));
    assert.deepEqual(noCompanyProjects(await projects(users.europe)), ['p-europe', 'p-france']);
    assert.deepEqual(noCompanyProjects(await projects(users.hidden)), ['p-europe']);
    const mine = await method(users.europe, 'frappe.core.doctype.user_permission.user_permission.get_user_permissions', {});
    assert.deepEqual(mine['UP Region'].map((v: { doc: string }) => v.doc).sort(), ['Europe', 'France']);
  });

  it('get_user_permissions answers the caller’s own; another user’s only for a System Manager', async () => {
    const own = await method(users.acme, 'frappe.core.doctype.user_permission.user_permission.get_user_permissions', {});
    assert.deepEqual(own, { 'UP Company': [{ doc: 'Acme', applicable_for: null, is_default: 0 }] });
    const asked = await method(users.acme, 'frappe.core.doctype.user_permission.user_permission.get_user_permissions', { user: 'up.europe@example.com' });
    assert.deepEqual(asked, own, 'a plain user asking for someone else gets their own');
    const byAdmin = await method(admin(), 'frappe.core.doctype.user_permission.user_permission.get_user_permissions', { user: 'up.scoped@example.com' });
    assert.deepEqual(byAdmin, { 'UP Company': [{ doc: 'Bolt', applicable_for: 'UP Project', is_default: 0 }] });
    assert.deepEqual(await method(admin(), 'frappe.core.doctype.user_permission.user_permission.get_user_permissions', {}), {}, 'Administrator has none');
  });

  it('refuses a duplicate record and a second default, and a plain user may not grant themselves more', async () => {
    await runScenario(site(), { name: 'duplicate', method: 'POST', url: '/api/resource/User Permission', auth: admin(), json: { user: 'up.acme@example.com', allow: 'UP Company', for_value: 'Acme' }, status: 409, excType: 'DuplicateEntryError' });
    await insertAs(site(), admin(), 'User Permission', { user: 'up.free@example.com', allow: 'UP Region', for_value: 'Asia', is_default: 1 });
    await runScenario(site(), { name: 'second default', method: 'POST', url: '/api/resource/User Permission', auth: admin(), json: { user: 'up.free@example.com', allow: 'UP Region', for_value: 'Europe', is_default: 1 }, status: 417, excType: 'ValidationError' });
    await runScenario(site(), { name: 'self grant', method: 'POST', url: '/api/resource/User Permission', auth: users.acme, json: { user: 'up.acme@example.com', allow: 'UP Company', for_value: 'Bolt' }, status: 403 });
    await runScenario(site(), { name: 'unknown value', method: 'POST', url: '/api/resource/User Permission', auth: admin(), json: { user: 'up.acme@example.com', allow: 'UP Company', for_value: 'Nope' }, status: 417 });
    await runScenario(site(), { name: 'drop free default', method: 'DELETE', url: `/api/resource/User Permission/${encodeURIComponent(await nameOf('up.free@example.com'))}`, auth: admin(), status: 202 });
  });

  async function nameOf(user: string): Promise<string> {
    const r = await call(site(), { method: 'GET', url: `/api/resource/User Permission?filters=${encodeURIComponent(JSON.stringify({ user }))}`, auth: admin() });
    return r.json.data[0].name;
  }

  it('strict mode hides documents whose restricted link is empty', async () => {
    const settings = (value: number) => runScenario(site(), { name: `strict ${value}`, method: 'PUT', url: '/api/resource/System Settings/System Settings', auth: admin(), json: { apply_strict_user_permissions: value }, status: 200 });
    await settings(1);
    try {
      assert.deepEqual(await projects(users.acme), ['n-acme', 'p-acme', 'p-acme-partner-bolt']);
      await runScenario(site(), { name: 'create empty strict', method: 'POST', url: '/api/resource/UP Project', auth: users.acme, json: { title: 'n-strict', company: '' }, status: 403 });
    } finally {
      await settings(0);
    }
    assert.ok((await projects(users.acme)).includes('p-none'), 'empty links pass again');
  });

  it('a change to User Permissions applies from the next request', async () => {
    await runScenario(site(), { name: 'remove acme', method: 'DELETE', url: `/api/resource/User Permission/${encodeURIComponent(grants.acme)}`, auth: admin(), status: 202 });
    assert.ok((await projects(users.acme)).includes('p-bolt'), 'the restriction is gone');
    await grant('acme', 'up.acme@example.com', 'UP Company', 'Acme');
    assert.ok(!(await projects(users.acme)).includes('p-bolt'), 'and back');
  });
});
