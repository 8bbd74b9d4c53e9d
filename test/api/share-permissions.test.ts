import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs, listNames } from '../helpers/users.ts';

/**
 * Issue 52 part 4: frappe.share.set_permission, System Settings' disable_document_sharing (with
 * assignment), and shared documents with autoincrement names (Frappe's test_docshare.py over HTTP).
 */
perDialect('Share permissions', (site) => {
  const admin = () => site().adminAuth;
  let user = '';
  let other = '';
  let logName = 0;

  const method = (auth: string, path: string, json: Record<string, unknown>, status = 200, excType?: string) =>
    runScenario(site(), { name: `${path} ${JSON.stringify(json)}`, method: 'POST', url: `/api/method/${path}`, auth, json, status, excType });
  const setPermission = (auth: string, json: Record<string, unknown>, status = 200, excType?: string) => method(auth, 'frappe.share.set_permission', { doctype: 'SP Event', ...json }, status, excType);
  const has = async (auth: string, doctype: string, docname: string | number, perm_type = 'read') =>
    (await method(auth, 'frappe.client.has_permission', { doctype, docname, perm_type })).message.has_permission as boolean;
  const docPermissions = async (auth: string, doctype: string, docname: string | number) =>
    (await method(auth, 'frappe.client.get_doc_permissions', { doctype, docname })).message.permissions as Record<string, number>;
  const settings = (disable: 0 | 1) =>
    runScenario(site(), { name: `disable_document_sharing ${disable}`, method: 'PUT', url: '/api/resource/System Settings/System Settings', auth: admin(), json: { disable_document_sharing: disable }, status: 200 });

  before(async () => {
    const define = (json: Record<string, unknown>) => runScenario(site(), { name: `define ${json.name}`, method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200, json });
    await define({ name: 'SP Event', module: 'Custom', autoname: 'field:subject', fields: [{ fieldname: 'subject', fieldtype: 'Data', reqd: 1 }], permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, share: 1 }] });
    await define({ name: 'SP Log', module: 'Custom', autoname: 'autoincrement', fields: [{ fieldname: 'line', fieldtype: 'Data' }], permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, share: 1 }] });
    user = await site().addUser('sp.user@example.com', []);
    other = await site().addUser('sp.other@example.com', []);
    for (const subject of ['e-set', 'e-all', 'e-off']) await insertAs(site(), admin(), 'SP Event', { subject });
    logName = (await insertAs(site(), admin(), 'SP Log', { line: 'first' })).name;
    await insertAs(site(), admin(), 'SP Log', { line: 'second' });
  });

  it('a user who reads only through a share lists nothing once the document is deleted (test_list_permission)', async () => {
    await insertAs(site(), admin(), 'SP Event', { subject: 'e-del' });
    const listing = async () => (await call(site(), { method: 'GET', url: '/api/resource/SP Event', auth: other })).status;
    assert.equal(await listing(), 403);
    await setPermission(admin(), { name: 'e-del', user: 'sp.other@example.com', permission_to: 'read' });
    assert.deepEqual(await listNames(site(), 'SP Event', other), ['e-del']);
    await runScenario(site(), { name: 'delete e-del', method: 'DELETE', url: '/api/resource/SP Event/e-del', auth: admin(), status: 202 });
    assert.equal(await listing(), 403, 'the share went with the document');
  });

  it('set_permission adds a right to a share, makes the share when there is none, and taking read away ends it (test_set_permission)', async () => {
    await method(admin(), 'frappe.share.add', { doctype: 'SP Event', name: 'e-set', user: 'sp.user@example.com' });
    assert.equal(await has(user, 'SP Event', 'e-set', 'share'), false);
    const granted = await setPermission(admin(), { name: 'e-set', user: 'sp.user@example.com', permission_to: 'share' });
    assert.deepEqual([granted.message.read, granted.message.share, granted.message.write], [1, 1, 0]);
    assert.equal(await has(user, 'SP Event', 'e-set', 'share'), true);
    // The user may now share it on: set_permission for another user makes that share, with read.
    const made = await setPermission(user, { name: 'e-set', user: 'sp.other@example.com', permission_to: 'write' });
    assert.deepEqual([made.message.user, made.message.read, made.message.write], ['sp.other@example.com', 1, 1]);
    assert.equal(await has(other, 'SP Event', 'e-set', 'write'), true);
    const lowered = await setPermission(admin(), { name: 'e-set', user: 'sp.other@example.com', permission_to: 'write', value: 0 });
    assert.deepEqual([lowered.message.read, lowered.message.write], [1, 0]);
    const ended = await setPermission(admin(), { name: 'e-set', user: 'sp.other@example.com', permission_to: 'read', value: 0 });
    assert.equal(ended.message ?? null, null, 'a share left with no right is removed');
    await runScenario(site(), { name: 'unshared read', method: 'GET', url: '/api/resource/SP Event/e-set', auth: other, status: 403 });
    const none = await setPermission(admin(), { name: 'e-set', user: 'sp.other@example.com', permission_to: 'read', value: 0 });
    assert.equal(none.message ?? null, null, 'nothing to remove');
  });

  it('set_permission with everyone shares with every user and un-shares (test_share_with_everyone)', async () => {
    await setPermission(admin(), { name: 'e-all', user: null, permission_to: 'read', everyone: 1 });
    assert.deepEqual(await listNames(site(), 'SP Event', other), ['e-all']);
    assert.equal(await has(user, 'SP Event', 'e-all'), true);
    await runScenario(site(), { name: 'Guest', method: 'GET', url: '/api/resource/SP Event/e-all', status: 403 });
    await setPermission(admin(), { name: 'e-all', permission_to: 'read', value: 0, everyone: 1 });
    assert.equal(await has(other, 'SP Event', 'e-all'), false);
  });

  it('set_permission refuses a caller without share, a right that is none, a missing document, GET and missing arguments', async () => {
    await setPermission(other, { name: 'e-all', user: 'sp.other@example.com', permission_to: 'read' }, 403, 'PermissionError');
    await setPermission(admin(), { name: 'e-all', user: 'sp.other@example.com', permission_to: 'delete' }, 417, 'ValidationError');
    await setPermission(user, { name: 'no-such-event', user: 'sp.other@example.com', permission_to: 'read' }, 403);
    await setPermission(admin(), { name: 'e-all', user: 'sp.other@example.com' }, 417, 'FrappeTypeError');
    await runScenario(site(), { name: 'GET set_permission', method: 'GET', url: '/api/method/frappe.share.set_permission?doctype=SP%20Event&name=e-all&user=sp.other%40example.com&permission_to=read', auth: admin(), status: 403 });
    assert.equal(await has(other, 'SP Event', 'e-all'), false, 'nothing was shared');
  });

  it('a shared document with an autoincrement name reports its shared rights (test_share_int_pk)', async () => {
    assert.equal(typeof logName, 'number');
    await method(admin(), 'frappe.share.add', { doctype: 'SP Log', name: String(logName), user: 'sp.user@example.com', write: 1 });
    const listed = await call(site(), { method: 'GET', url: '/api/resource/SP Log?fields=["name"]', auth: user });
    assert.deepEqual(listed.json.data, [{ name: logName }]);
    await runScenario(site(), { name: 'read shared log', method: 'GET', url: `/api/resource/SP Log/${logName}`, auth: user, status: 200 });
    assert.equal(await has(user, 'SP Log', logName), true);
    assert.equal(await has(user, 'SP Log', String(logName), 'write'), true);
    assert.equal(await has(user, 'SP Log', logName + 1), false, 'the other log is not shared');
    const rights = await docPermissions(user, 'SP Log', logName);
    assert.deepEqual([rights.read, rights.write, rights.share, rights.delete], [1, 1, 0, 0]);
  });

  it('disable_document_sharing takes share from everyone but Administrator and refuses assignments that would share (test_share_disabled_*)', async () => {
    await method(admin(), 'frappe.share.add', { doctype: 'SP Event', name: 'e-off', user: 'sp.user@example.com', share: 1 });
    assert.equal(await has(user, 'SP Event', 'e-off', 'share'), true);
    await settings(1);
    try {
      assert.equal(await has(user, 'SP Event', 'e-off', 'share'), false);
      assert.equal((await docPermissions(user, 'SP Event', 'e-off')).share, 0);
      assert.equal(await has(user, 'SP Event', 'e-off', 'read'), true, 'the share still grants read');
      await method(user, 'frappe.share.add', { doctype: 'SP Event', name: 'e-off', user: 'sp.other@example.com' }, 403, 'PermissionError');
      await setPermission(user, { name: 'e-off', user: 'sp.other@example.com', permission_to: 'read' }, 403, 'PermissionError');
      await method(user, 'frappe.share.remove', { doctype: 'SP Event', name: 'e-off', user: 'sp.user@example.com' }, 403);
      const refused = await method(user, 'frappe.desk.form.assign_to.add', { doctype: 'SP Event', name: 'e-off', assign_to: ['sp.other@example.com'] }, 417, 'ValidationError');
      assert.match(refused.exception, /not permitted to access this document/);
      await method(admin(), 'frappe.desk.form.assign_to.add', { doctype: 'SP Event', name: 'e-off', assign_to: ['sp.other@example.com'] }, 417, 'ValidationError');
      const todos = await call(site(), { method: 'GET', url: `/api/resource/ToDo?filters=${encodeURIComponent('[["reference_name","=","e-off"]]')}`, auth: admin() });
      assert.deepEqual(todos.json.data, [], 'the refused assignment left no ToDo');
      const assigned = await method(user, 'frappe.desk.form.assign_to.add', { doctype: 'SP Event', name: 'e-off', assign_to: ['sp.user@example.com'] });
      assert.deepEqual(assigned.message.map((a: { owner: string }) => a.owner), ['sp.user@example.com'], 'a user who can read is assigned');
      // Administrator still shares, as Frappe's has_permission answers for Administrator first.
      await method(admin(), 'frappe.share.add', { doctype: 'SP Event', name: 'e-off', user: 'sp.other@example.com' });
      assert.equal(await has(other, 'SP Event', 'e-off'), true);
    } finally {
      await settings(0);
    }
    assert.equal(await has(user, 'SP Event', 'e-off', 'share'), true, 'sharing back on');
  });
});
