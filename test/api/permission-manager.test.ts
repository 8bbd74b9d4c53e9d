import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { buildApp } from '../../src/app.ts';
import type { NoticePoller } from '../../src/storage/database.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { testApps } from '../helpers/test-site.ts';
import { call, insertAs, listNames } from '../helpers/users.ts';

const PM = 'frappe.core.page.permission_manager.permission_manager';
const UP = 'frappe.core.doctype.user_permission.user_permission';

/**
 * Issue 52 part 3: the permission manager's Custom DocPerm over a DocType's own rules, User
 * Permissions' bulk methods and defaults, and the User methods (Frappe's test_permissions.py,
 * test_user_permission.py, re-expressed over HTTP).
 */
perDialect('Permission manager and User Permissions', (site) => {
  const admin = () => site().adminAuth;
  let manager = '';
  let blogger = '';
  let sales = '';

  const method = (auth: string, path: string, json: Record<string, unknown>, status = 200, excType?: string) =>
    runScenario(site(), { name: `${path} ${JSON.stringify(json)}`, method: 'POST', url: `/api/method/${path}`, auth, json, status, excType });
  const pm = (auth: string, name: string, json: Record<string, unknown>, status = 200, excType?: string) => method(auth, `${PM}.${name}`, json, status, excType);
  const listing = async (auth: string) => {
    const r = await call(site(), { method: 'GET', url: '/api/resource/PM Post?limit_page_length=0&fields=["name"]', auth });
    return r.status === 200 ? (r.json.data as Array<{ name: string }>).map((d) => d.name).sort() : r.status;
  };
  const hasPermission = async (auth: string, docname: string, perm_type: string) =>
    (await method(auth, 'frappe.client.has_permission', { doctype: 'PM Post', docname, perm_type })).message.has_permission as boolean;
  const rulesOf = async (doctype: string) =>
    ((await pm(manager, 'get_permissions', { doctype })).message as Array<Record<string, unknown>>).map((r) => `${r.role}:${r.permlevel}:${r.read}${r.select}${r.write}${r.if_owner}${r.report}`).sort();

  before(async () => {
    for (const role of ['PM Blogger', 'PM Sales']) await insertAs(site(), admin(), 'Role', { role_name: role, desk_access: 1 });
    const define = (json: Record<string, unknown>) => runScenario(site(), { name: `define ${json.name}`, method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200, json });
    await define({ name: 'PM Category', module: 'Custom', autoname: 'field:title', fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }], permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1 }, { role: 'PM Blogger', read: 1 }] });
    await define({
      name: 'PM Post', module: 'Custom', autoname: 'field:title',
      fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }, { fieldname: 'category', fieldtype: 'Link', options: 'PM Category' }, { fieldname: 'body', fieldtype: 'Small Text' }],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, share: 1, report: 1 }, { role: 'PM Blogger', read: 1, write: 1, create: 1, delete: 1, report: 1 }],
    });
    manager = await site().addUser('pm.manager@example.com', ['System Manager']);
    blogger = await site().addUser('pm.blogger@example.com', ['PM Blogger']);
    sales = await site().addUser('pm.sales@example.com', ['PM Sales']);
    for (const title of ['c1', 'c2', 'c3']) await insertAs(site(), admin(), 'PM Category', { title });
    await insertAs(site(), admin(), 'PM Post', { title: 'p1', category: 'c1' });
    await insertAs(site(), admin(), 'PM Post', { title: 'p2', category: 'c2' });
    await insertAs(site(), manager, 'PM Post', { title: 'p-none' });
  });

  it('get_roles_and_doctypes offers DocTypes without child tables and roles without Administrator, sorted', async () => {
    const offered = (await pm(manager, 'get_roles_and_doctypes', {})).message;
    const doctypes = offered.doctypes.map((d: { value: string }) => d.value);
    assert.ok(doctypes.includes('PM Post') && doctypes.includes('User'));
    for (const hidden of ['DocType', 'DocPerm', 'Has Role']) assert.ok(!doctypes.includes(hidden), hidden);
    assert.deepEqual(doctypes, [...doctypes].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const roles = offered.roles.map((r: { value: string }) => r.value);
    assert.ok(roles.includes('PM Blogger') && !roles.includes('Administrator') && !roles.includes('All') && !roles.includes('Guest'));
    assert.deepEqual(offered.roles[0], { label: offered.roles[0].value, value: offered.roles[0].value });
    const forAdmin = (await pm(admin(), 'get_roles_and_doctypes', {})).message.roles.map((r: { value: string }) => r.value);
    assert.ok(forAdmin.includes('All') && !forAdmin.includes('Administrator'), 'Administrator is offered the automatic roles');
    await pm(blogger, 'get_roles_and_doctypes', {}, 403, 'PermissionError');
  });

  it('custom rules replace the DocType\'s own at once: add, update to select only, remove, reset', async () => {
    assert.equal(await listing(sales), 403);
    assert.deepEqual(await rulesOf('PM Post'), ['PM Blogger:0:10101', 'System Manager:0:10101']);
    const added = await pm(manager, 'add', { parent: 'PM Post', role: 'PM Sales', permlevel: 0 });
    assert.equal(typeof added.message, 'string');
    assert.deepEqual(await rulesOf('PM Post'), ['PM Blogger:0:10101', 'PM Sales:0:10000', 'System Manager:0:10101'], 'the own rules were copied first');
    assert.deepEqual(await listing(sales), ['p-none', 'p1', 'p2']);
    const form = (await method(manager, 'frappe.desk.form.load.getdoctype', { doctype: 'PM Post' })).docs[0];
    assert.deepEqual(form.permissions.map((p: { role: string }) => p.role).sort(), ['PM Blogger', 'PM Sales', 'System Manager'], 'the form sees the rules that decide');
    await runScenario(site(), { name: 'sales reads', method: 'GET', url: '/api/resource/PM Post/p1', auth: sales, status: 200 });
    const again = await pm(manager, 'add', { parent: 'PM Post', role: 'PM Sales', permlevel: '0' });
    assert.equal(again.message ?? null, null, 'the same rule twice is left alone');

    // Frappe's test_select_permission: select without read lists names but reads no document.
    assert.equal((await pm(manager, 'update', { doctype: 'PM Post', role: 'PM Sales', permlevel: 0, ptype: 'select', value: 1 })).message, undefined, 'no message, as Frappe answers None');
    await pm(manager, 'update', { doctype: 'PM Post', role: 'PM Sales', permlevel: 0, ptype: 'read', value: '0' });
    assert.equal(await hasPermission(sales, 'p1', 'select'), true);
    assert.equal(await hasPermission(sales, 'p1', 'read'), false);
    await runScenario(site(), { name: 'select only: no read', method: 'GET', url: '/api/resource/PM Post/p1', auth: sales, status: 403 });
    assert.deepEqual(await listNames(site(), 'PM Post', sales), ['p-none', 'p1', 'p2']);

    // Frappe's test_overrides_work_as_expected: a removed rule takes the DocType from its role.
    await pm(manager, 'remove', { doctype: 'PM Post', role: 'PM Blogger', permlevel: 0 });
    assert.equal(await listing(blogger), 403);
    const meta = await method(blogger, 'frappe.desk.form.load.getdoctype', { doctype: 'PM Post' }, 403);
    assert.equal(meta.exc_type, 'PermissionError');

    assert.equal((await pm(manager, 'reset', { doctype: 'PM Post' })).message, undefined);
    assert.deepEqual(await rulesOf('PM Post'), ['PM Blogger:0:10101', 'System Manager:0:10101']);
    assert.deepEqual(await listing(blogger), ['p-none', 'p1', 'p2']);
    assert.equal(await listing(sales), 403);
    const refresh = await pm(manager, 'update', { doctype: 'PM Post', role: 'PM Blogger', permlevel: 0, ptype: 'write', value: 0 });
    assert.equal(refresh.message, 'refresh', 'the first change after a reset copies the own rules');
    await pm(manager, 'reset', { doctype: 'PM Post' });
  });

  it('a rule changed in one process applies in another process of the site at its next request', async () => {
    const other = await buildApp({ sitesDir: site().sitesDir, logLevel: 'silent' }, { apps: await testApps() });
    try {
      const runtime = await other.sites.get(site().site);
      const otherListing = async () => (await call({ ...site(), app: other }, { method: 'GET', url: '/api/resource/PM Post?limit_page_length=0', auth: sales })).status;
      assert.equal(await otherListing(), 403);
      // The other process learns of the change by its change notice (polled at its next request, or pushed by PostgreSQL).
      const noticed = new Promise<void>((resolve) => runtime.db.onNotice((channel) => channel === 'meta' && resolve()));
      await pm(manager, 'add', { parent: 'PM Post', role: 'PM Sales', permlevel: 0 });
      await (runtime.db as Partial<NoticePoller>).pollNotices?.();
      await noticed;
      assert.equal(await otherListing(), 200);
      await pm(manager, 'reset', { doctype: 'PM Post' });
    } finally {
      await other.close();
    }
  });

  it('if_owner set through update limits the role to its own documents and clears report (test_if_owner_permission_overrides_properly)', async () => {
    await insertAs(site(), blogger, 'PM Post', { title: 'p-blogger' });
    await pm(manager, 'update', { doctype: 'PM Post', role: 'PM Blogger', permlevel: 0, ptype: 'if_owner', value: 1 });
    assert.ok((await rulesOf('PM Post')).includes('PM Blogger:0:10110'), 'if_owner on, report off');
    assert.deepEqual(await listing(blogger), ['p-blogger']);
    await runScenario(site(), { name: 'not own', method: 'GET', url: '/api/resource/PM Post/p1', auth: blogger, status: 404 });
    await pm(manager, 'update', { doctype: 'PM Post', role: 'PM Blogger', permlevel: 0, ptype: 'report', value: '1', if_owner: '1' }, 417, 'ValidationError');
    await pm(manager, 'reset', { doctype: 'PM Post' });
    assert.deepEqual(await listing(blogger), ['p-blogger', 'p-none', 'p1', 'p2']);
  });

  it('get_permissions answers by role too, with linked_doctypes, is_submittable and in_create', async () => {
    const byRole = (await pm(manager, 'get_permissions', { role: 'PM Blogger' })).message as Array<Record<string, unknown>>;
    assert.deepEqual(byRole.map((r) => r.parent).sort(), ['PM Category', 'PM Post']);
    const post = byRole.find((r) => r.parent === 'PM Post')!;
    assert.deepEqual(post.linked_doctypes, ['PM Post', 'PM Category']);
    assert.equal(post.is_submittable, 0);
    assert.equal(post.in_create, 0);
    const one = (await pm(manager, 'get_permissions', { role: 'PM Blogger', doctype: 'PM Category' })).message;
    assert.deepEqual(one.map((r: { parent: string }) => r.parent), ['PM Category']);
    assert.deepEqual((await pm(manager, 'get_permissions', {})).message, []);
    assert.deepEqual((await pm(manager, 'get_users_with_role', { role: 'PM Blogger' })).message, ['pm.blogger@example.com']);
    const standard = (await pm(manager, 'get_standard_permissions', { doctype: 'PM Post' })).message;
    assert.deepEqual(standard.map((r: { role: string }) => r.role).sort(), ['PM Blogger', 'System Manager']);
    await pm(blogger, 'get_users_with_role', { role: 'PM Blogger' }, 403);
    await pm(manager, 'get_standard_permissions', { doctype: 'No Such Type' }, 404);
  });

  it('refuses what Frappe refuses: non managers, GET on writes, unknown DocTypes and roles, bad levels and rights, the last rule', async () => {
    await pm(blogger, 'add', { parent: 'PM Post', role: 'PM Sales', permlevel: 0 }, 403, 'PermissionError');
    await pm(blogger, 'update', { doctype: 'PM Post', role: 'PM Blogger', permlevel: 0, ptype: 'read', value: 1 }, 403);
    await pm(blogger, 'remove', { doctype: 'PM Post', role: 'PM Blogger', permlevel: 0 }, 403);
    await pm(blogger, 'reset', { doctype: 'PM Post' }, 403);
    await pm(blogger, 'get_permissions', { doctype: 'PM Post' }, 403);
    await runScenario(site(), { name: 'GET add', method: 'GET', url: `/api/method/${PM}.add?parent=PM%20Post&role=PM%20Sales&permlevel=0`, auth: manager, status: 403 });
    await pm(manager, 'add', { parent: 'No Such Type', role: 'PM Sales', permlevel: 0 }, 404, 'DoesNotExistError');
    await pm(manager, 'add', { parent: 'PM Post', role: 'No Such Role', permlevel: 0 }, 417, 'LinkValidationError');
    await pm(manager, 'add', { parent: 'PM Post', role: 'PM Sales', permlevel: 12 }, 417);
    await pm(manager, 'add', { parent: 'PM Post', role: 'PM Sales' }, 417, 'FrappeTypeError');
    await pm(manager, 'update', { doctype: 'PM Post', role: 'PM Sales', permlevel: 0, ptype: 'name', value: 1 }, 417);
    await pm(manager, 'update', { doctype: 'No Such Type', role: 'PM Sales', permlevel: 0, ptype: 'read', value: 1 }, 404);
    await pm(manager, 'remove', { doctype: 'PM Category', role: 'PM Blogger', permlevel: 0 });
    await pm(manager, 'remove', { doctype: 'PM Category', role: 'System Manager', permlevel: 0 }, 417, 'ValidationError');
    assert.deepEqual(await rulesOf('PM Category'), ['System Manager:0:10100'], 'the refused remove changed nothing');
    await pm(manager, 'reset', { doctype: 'PM Category' });
    assert.deepEqual(await rulesOf('PM Category'), ['PM Blogger:0:10000', 'System Manager:0:10100']);
  });

  it('add_user_permissions switches between every DocType and some, and an insert takes the only or default value (test_default_values)', async () => {
    const data = (extra: Record<string, unknown>) => ({ data: { user: 'pm.blogger@example.com', doctype: 'PM Category', docname: 'c1', is_default: 0, apply_to_all_doctypes: 1, applicable_doctypes: [], hide_descendants: 0, ...extra } });
    const records = async () => {
      const r = await call(site(), { method: 'GET', url: `/api/resource/User Permission?limit_page_length=0&fields=${encodeURIComponent('["for_value","applicable_for","apply_to_all_doctypes","is_default"]')}&filters=${encodeURIComponent('[["user","=","pm.blogger@example.com"]]')}&order_by=${encodeURIComponent('for_value asc, applicable_for asc')}`, auth: manager });
      return (r.json.data as Array<Record<string, unknown>>).map((d) => `${d.for_value}:${d.applicable_for ?? '*'}:${d.is_default}`);
    };
    assert.equal((await method(manager, `${UP}.add_user_permissions`, data({}))).message, 1);
    assert.equal((await method(manager, `${UP}.add_user_permissions`, data({}))).message, 0, 'already there for every DocType');
    assert.deepEqual(await listing(blogger), ['p-blogger', 'p-none', 'p1'], 'an empty link passes unless strict');
    assert.equal((await insertAs(site(), blogger, 'PM Post', { title: 'd1' })).category, 'c1', 'the only value is the default');
    const mine = (await method(blogger, `${UP}.get_user_permissions`, {})).message;
    assert.deepEqual(mine, { 'PM Category': [{ doc: 'c1', applicable_for: null, is_default: 0 }] });

    assert.equal((await method(manager, `${UP}.add_user_permissions`, data({ apply_to_all_doctypes: 0, applicable_doctypes: ['PM Post', 'User'] }))).message, 1);
    assert.deepEqual(await records(), ['c1:PM Post:0', 'c1:User:0'], 'every-DocType record replaced by one per DocType');
    await method(manager, `${UP}.add_user_permissions`, data({ docname: 'c2', apply_to_all_doctypes: 0, applicable_doctypes: ['PM Post'] }));
    assert.equal((await insertAs(site(), blogger, 'PM Post', { title: 'd2' })).category, undefined, 'two values: no default');
    await method(manager, `${UP}.add_user_permissions`, data({ docname: 'c3', is_default: 1 }));
    assert.equal((await insertAs(site(), blogger, 'PM Post', { title: 'd3' })).category, 'c3', 'the value marked default');
    assert.equal((await insertAs(site(), blogger, 'PM Post', { title: 'd4', category: 'c2' })).category, 'c2', 'a value sent wins');
    await method(manager, `${UP}.add_user_permissions`, data({ docname: 'c2', is_default: 1, apply_to_all_doctypes: 1 }), 417, 'ValidationError');

    assert.equal((await method(manager, `${UP}.add_user_permissions`, data({ apply_to_all_doctypes: 1 }))).message, 1);
    assert.deepEqual(await records(), ['c1:*:0', 'c2:PM Post:0', 'c3:*:1'], 'back to every DocType');
    assert.equal((await method(manager, `${UP}.clear_user_permissions`, { user: 'pm.blogger@example.com', for_doctype: 'PM Category' })).message, 3);
    assert.deepEqual(await records(), []);
    assert.equal((await method(manager, `${UP}.clear_user_permissions`, { user: 'pm.blogger@example.com', for_doctype: 'PM Category' })).message, 0);
    assert.equal((await insertAs(site(), blogger, 'PM Post', { title: 'd5' })).category, undefined);
  });

  it('the User Permission methods refuse non managers, GET, and data that is not the form\'s', async () => {
    const data = { user: 'pm.sales@example.com', doctype: 'PM Category', docname: 'c1', apply_to_all_doctypes: 1 };
    await method(blogger, `${UP}.add_user_permissions`, { data }, 403, 'PermissionError');
    await method(blogger, `${UP}.clear_user_permissions`, { user: 'pm.sales@example.com', for_doctype: 'PM Category' }, 403);
    await runScenario(site(), { name: 'GET add_user_permissions', method: 'GET', url: `/api/method/${UP}.add_user_permissions?data=${encodeURIComponent(JSON.stringify(data))}`, auth: manager, status: 403 });
    await method(manager, `${UP}.add_user_permissions`, { data: '[1]' }, 417, 'FrappeTypeError');
    await method(manager, `${UP}.add_user_permissions`, { data: { ...data, user: '' } }, 417, 'MandatoryError');
    await method(manager, `${UP}.add_user_permissions`, { data: { ...data, apply_to_all_doctypes: 0, applicable_doctypes: 'PM Post' } }, 417);
    await method(manager, `${UP}.add_user_permissions`, { data: { ...data, docname: 'no-such-category' } }, 417, 'LinkValidationError');
    await method(manager, `${UP}.add_user_permissions`, {}, 417, 'FrappeTypeError');
    await method(manager, `${UP}.clear_user_permissions`, { user: 'pm.sales@example.com' }, 417, 'FrappeTypeError');
    assert.equal((await method(manager, `${UP}.add_user_permissions`, { data: JSON.stringify({ ...data, apply_to_all_doctypes: 0 }) })).message, 0, 'neither every DocType nor any listed');
  });

  it('get_roles answers a user\'s roles to themselves and to who may read the User; get_timezones lists IANA zones', async () => {
    const roles = async (auth: string, uid: string, status = 200) => (await method(auth, 'frappe.core.doctype.user.user.get_roles', { uid }, status)).message;
    assert.deepEqual(await roles(manager, 'pm.blogger@example.com'), ['PM Blogger', 'All', 'Guest', 'Desk User']);
    assert.deepEqual(await roles(blogger, 'pm.blogger@example.com'), ['PM Blogger', 'All', 'Guest', 'Desk User']);
    assert.ok((await roles(admin(), 'Administrator')).includes('PM Sales'), 'Administrator holds every role');
    await method(manager, 'frappe.core.doctype.user.user.get_roles', { uid: 'Administrator' }, 403, 'PermissionError');
    assert.deepEqual(await roles(manager, 'Guest'), ['Guest']);
    await method(blogger, 'frappe.core.doctype.user.user.get_roles', { uid: 'pm.sales@example.com' }, 403, 'PermissionError');
    await method(manager, 'frappe.core.doctype.user.user.get_roles', {}, 417, 'FrappeTypeError');
    await runScenario(site(), { name: 'get_roles as Guest', method: 'GET', url: '/api/method/frappe.core.doctype.user.user.get_roles?uid=Administrator', status: 403 });
    const zones = (await runScenario(site(), { name: 'get_timezones', method: 'GET', url: '/api/method/frappe.core.doctype.user.user.get_timezones', auth: sales, status: 200 })).message.timezones;
    assert.ok(zones.includes('Asia/Kolkata') && zones.includes('UTC') && zones.includes('America/New_York'));
    await runScenario(site(), { name: 'get_timezones as Guest', method: 'GET', url: '/api/method/frappe.core.doctype.user.user.get_timezones', status: 403 });
  });
});
