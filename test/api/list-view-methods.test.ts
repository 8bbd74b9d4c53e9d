import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs } from '../helpers/users.ts';

const M = '/api/method/frappe.';

/**
 * Issue 52 part 1: what the desk's list view calls besides reportview.get: the user's view
 * settings, List View Settings, reportview.get_list, bulk tags and bulk assignments.
 */
perDialect('List view methods', (site) => {
  const admin = () => site().adminAuth;
  let manager = '';
  let reader = '';
  let outsider = '';

  const post = (name: string, auth: string | undefined, path: string, json: Record<string, unknown>, status = 200, excType?: string) =>
    runScenario(site(), { name, method: 'POST', url: `${M}${path}`, auth, json, status, ...(excType ? { excType } : {}) });
  const get = (name: string, auth: string | undefined, path: string, args: Record<string, unknown>, status = 200, excType?: string) =>
    runScenario(site(), { name, method: 'GET', url: `${M}${path}?${query(args)}`, auth, status, ...(excType ? { excType } : {}) });
  const columns = async (field: string) => {
    const r = await call(site(), { method: 'GET', url: `/api/resource/LV Item?fields=${encodeURIComponent(JSON.stringify(['name', field]))}&order_by=name%20asc`, auth: admin() });
    return Object.fromEntries(r.json.data.map((row: Record<string, unknown>) => [row.name, row[field]]));
  };
  const openTodos = async () => {
    const r = await call(site(), { method: 'GET', url: `/api/resource/ToDo?fields=${encodeURIComponent('["reference_name","allocated_to","status"]')}&filters=${encodeURIComponent(JSON.stringify({ reference_type: 'LV Item' }))}&order_by=reference_name%20asc&limit_page_length=0`, auth: admin() });
    return r.json.data as Array<{ reference_name: string; allocated_to: string; status: string }>;
  };

  before(async () => {
    await insertAs(site(), admin(), 'Role', { role_name: 'LV Reader', desk_access: 1 });
    await runScenario(site(), {
      name: 'define', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: {
        name: 'LV Item', module: 'Custom', autoname: 'field:code',
        fields: [{ fieldname: 'code', fieldtype: 'Data', reqd: 1, in_list_view: 1 }, { fieldname: 'size', fieldtype: 'Int' }],
        permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, share: 1 }, { role: 'LV Reader', read: 1 }],
      },
    });
    manager = await site().addUser('lv.manager@example.com', ['System Manager']);
    reader = await site().addUser('lv.reader@example.com', ['LV Reader']);
    outsider = await site().addUser('lv.outsider@example.com', []);
    for (const [code, size] of [['i-1', 1], ['i-2', 2], ['i-3', 3]] as const) await insertAs(site(), admin(), 'LV Item', { code, size });
  });

  it('user_settings.save merges into the caller\'s own settings, kept in the database; get and getdoctype answer them', async () => {
    const path = 'model.utils.user_settings.';
    assert.equal((await get('none yet', reader, `${path}get`, { doctype: 'LV Item' })).message, '{}');
    const first = { last_view: 'List', List: { filters: [['LV Item', 'size', '>', 1]], sort_by: 'size' } };
    assert.deepEqual((await post('save', reader, `${path}save`, { doctype: 'LV Item', user_settings: JSON.stringify(first) })).message, first);
    const second = { Report: { fields: ['name'] }, last_view: 'Report' };
    assert.deepEqual((await post('save again', reader, `${path}save`, { doctype: 'LV Item', user_settings: second })).message, second, 'answers what it was given, as Frappe');
    const kept = JSON.parse((await get('get', reader, `${path}get`, { doctype: 'LV Item' })).message);
    assert.deepEqual(kept, { ...first, ...second }, 'top-level keys merged');
    assert.equal((await get('another user', manager, `${path}get`, { doctype: 'LV Item' })).message, '{}', 'settings are per user');
    assert.equal((await get('another doctype', reader, `${path}get`, { doctype: 'ToDo' })).message, '{}');
    const doctype = await get('getdoctype', reader, 'desk.form.load.getdoctype', { doctype: 'LV Item' });
    assert.deepEqual(JSON.parse(doctype.user_settings), kept);

    await post('not an object', reader, `${path}save`, { doctype: 'LV Item', user_settings: '[1]' }, 417);
    await post('not JSON', reader, `${path}save`, { doctype: 'LV Item', user_settings: '{"a":' }, 417);
    await post('no doctype', reader, `${path}save`, { user_settings: '{}' }, 417);
    await post('doctype too long', reader, `${path}save`, { doctype: 'x'.repeat(181), user_settings: '{}' }, 417);
    await get('save by GET', reader, `${path}save`, { doctype: 'LV Item', user_settings: '{}' }, 403);
    await get('Guest get', undefined, `${path}get`, { doctype: 'LV Item' }, 403);
    await post('Guest save', undefined, `${path}save`, { doctype: 'LV Item', user_settings: '{}' }, 403);
    assert.deepEqual(JSON.parse((await get('unchanged', reader, `${path}get`, { doctype: 'LV Item' })).message), kept);
  });

  it('List View Settings: save_listview_settings for a System Manager, get_list_settings for everyone', async () => {
    const save = 'desk.doctype.list_view_settings.list_view_settings.save_listview_settings';
    const none = await post('none yet', reader, 'desk.listview.get_list_settings', { doctype: 'LV Item' });
    assert.equal(none?.message ?? null, null);
    const fields = [{ fieldname: 'size', label: 'Size' }];
    const saved = (await post('save', manager, save, { doctype: 'LV Item', listview_settings: JSON.stringify({ total_fields: '5', fields: JSON.stringify(fields) }), removed_listview_fields: '["code"]' })).message;
    assert.equal(saved.meta.name, 'LV Item');
    assert.ok(Array.isArray(saved.meta.fields));
    assert.equal(saved.listview_settings.name, 'LV Item');
    assert.equal(saved.listview_settings.total_fields, '5');
    assert.deepEqual(JSON.parse(saved.listview_settings.fields), fields);
    assert.equal(saved.listview_settings.disable_count, 0);
    await post('update', manager, save, { doctype: 'LV Item', listview_settings: { disable_count: 1, fields, name: 'Renamed' }, removed_listview_fields: [] });
    const settings = (await get('read by a reader', reader, 'desk.listview.get_list_settings', { doctype: 'LV Item' })).message;
    assert.equal(settings.name, 'LV Item', 'the name stays the DocType\'s');
    assert.equal(settings.doctype, 'List View Settings');
    assert.equal(settings.disable_count, 1);
    assert.equal(settings.total_fields, '5');
    assert.deepEqual(JSON.parse(settings.fields), fields, 'a list of fields is kept as its JSON text');
    assert.equal(settings.disable_sidebar_stats, 0);

    await post('set_list_settings new', manager, 'desk.listview.set_list_settings', { doctype: 'ToDo', values: '{}' });
    await post('set_list_settings existing', manager, 'desk.listview.set_list_settings', { doctype: 'ToDo', values: { disable_count: 0, disable_auto_refresh: 1 } });
    const todo = (await get('ToDo settings', manager, 'desk.listview.get_list_settings', { doctype: 'ToDo' })).message;
    assert.deepEqual([todo.disable_count, todo.disable_auto_refresh, todo.disable_comment_count, todo.disable_sidebar_stats], [0, 1, 0, 0]);

    await post('reader may not save', reader, save, { doctype: 'LV Item', listview_settings: {}, removed_listview_fields: [] }, 403, 'PermissionError');
    await post('reader may not set', reader, 'desk.listview.set_list_settings', { doctype: 'LV Item', values: {} }, 403, 'PermissionError');
    await post('unknown DocType', manager, save, { doctype: 'No Such Type', listview_settings: {}, removed_listview_fields: [] }, 404, 'DoesNotExistError');
    await post('settings not an object', manager, save, { doctype: 'LV Item', listview_settings: '[]', removed_listview_fields: [] }, 417);
    await post('removed fields not a list', manager, save, { doctype: 'LV Item', listview_settings: {}, removed_listview_fields: '{}' }, 417);
    await post('removed fields missing', manager, save, { doctype: 'LV Item', listview_settings: {} }, 417);
    await get('save by GET', manager, save, { doctype: 'LV Item', listview_settings: '{}', removed_listview_fields: '[]' }, 403);
    await get('Guest', undefined, 'desk.listview.get_list_settings', { doctype: 'LV Item' }, 403);
    assert.equal((await get('unchanged', reader, 'desk.listview.get_list_settings', { doctype: 'LV Item' })).message.disable_count, 1);
  });

  it('reportview.get_list answers rows uncompressed, with Frappe\'s paging, as_list, pluck and with_comment_count', async () => {
    const path = 'desk.reportview.get_list';
    const all = await get('all', reader, path, { doctype: 'LV Item', fields: ['name', 'size'], order_by: 'size asc' });
    assert.deepEqual(all.message, [{ name: 'i-1', size: 1 }, { name: 'i-2', size: 2 }, { name: 'i-3', size: 3 }], 'no page length: every row');
    const page = await get('paged', reader, path, { doctype: 'LV Item', fields: ['name'], filters: [['size', '>', 1]], order_by: 'size asc', limit: 1, start: 1 });
    assert.deepEqual(page.message, [{ name: 'i-3' }]);
    const desk = await get('the desk\'s frappe.db.get_list', reader, path, { doctype: 'LV Item', fields: '["name"]', filters: '{"size": 2}', limit: '20' });
    assert.deepEqual(desk.message, [{ name: 'i-2' }]);
    const asList = await post('as_list', reader, path, { doctype: 'LV Item', fields: ['name', 'size'], order_by: 'name asc', page_length: 2, as_list: 1 });
    assert.deepEqual(asList.message, [['i-1', 1], ['i-2', 2]]);
    const plucked = await get('pluck', reader, path, { doctype: 'LV Item', pluck: 'size', order_by: 'size desc' });
    assert.deepEqual(plucked.message, [3, 2, 1]);
    const counted = await get('with_comment_count', reader, path, { doctype: 'LV Item', fields: ['name'], limit: 1, with_comment_count: 1 });
    assert.equal(counted.message.length, 1);
    assert.deepEqual(Object.keys(counted.message[0]), ['name', '_comment_count']);
    assert.equal(counted.message[0]._comment_count, 0);
    const compressed = await get('reportview.get counts too', reader, 'desk.reportview.get', { doctype: 'LV Item', fields: ['name'], limit: '1', with_comment_count: '1' });
    assert.equal(compressed.message.values[0].length, 2);

    await get('no read right', outsider, path, { doctype: 'LV Item' }, 403, 'PermissionError');
    await get('Guest', undefined, path, { doctype: 'LV Item' }, 403);
    await get('unknown DocType', reader, path, { doctype: 'No Such Type' }, 404, 'DoesNotExistError');
    await get('unknown field', reader, path, { doctype: 'LV Item', fields: ['nope'] }, 417);
    await get('bad filters', reader, path, { doctype: 'LV Item', filters: '[[' }, 417);
    await get('no doctype', reader, path, {}, 417);
  });

  it('add_tags tags every document with every tag, each document read-checked', async () => {
    const path = 'desk.doctype.tag.tag.add_tags';
    await post('tag two', reader, path, { tags: '["blue","red"]', dt: 'LV Item', docs: '["i-1","i-2"]' });
    await post('tag again', reader, path, { tags: ['red', 'green'], dt: 'LV Item', docs: ['i-2'] });
    assert.deepEqual(await columns('_user_tags'), { 'i-1': ',blue,red', 'i-2': ',blue,red,green', 'i-3': null });
    const links = await call(site(), { method: 'GET', url: `/api/resource/Tag Link?fields=${encodeURIComponent('["tag","document_name"]')}&filters=${encodeURIComponent('{"document_type":"LV Item"}')}&limit_page_length=0`, auth: admin() });
    assert.equal(links.json.data.length, 5);

    await post('cannot read', outsider, path, { tags: ['x'], dt: 'LV Item', docs: ['i-3'] }, 403);
    await post('one missing refuses all', reader, path, { tags: ['x'], dt: 'LV Item', docs: ['i-3', 'nope'] }, 404);
    await post('bad tag', reader, path, { tags: ['a,b'], dt: 'LV Item', docs: ['i-3'] }, 417);
    await post('tags not a list', reader, path, { tags: '{"a":1}', dt: 'LV Item', docs: ['i-3'] }, 417);
    await post('docs not a list', reader, path, { tags: ['x'], dt: 'LV Item', docs: 'i-3' }, 417);
    await post('no dt', reader, path, { tags: ['x'], docs: ['i-3'] }, 417);
    await get('by GET', reader, path, { tags: '["x"]', dt: 'LV Item', docs: '["i-3"]' }, 403);
    assert.equal((await columns('_user_tags'))['i-3'], null, 'nothing of the refused calls was kept');
  });

  it('assign_to.add_multiple and remove_multiple act on each document as add and remove do', async () => {
    await post('add', manager, 'desk.form.assign_to.add_multiple', { assign_to: ['lv.reader@example.com'], doctype: 'LV Item', name: '["i-1","i-2"]', description: 'bulk' });
    assert.deepEqual((await openTodos()).map((t) => [t.reference_name, t.allocated_to, t.status]), [['i-1', 'lv.reader@example.com', 'Open'], ['i-2', 'lv.reader@example.com', 'Open']]);
    assert.deepEqual(await columns('_assign'), { 'i-1': '["lv.reader@example.com"]', 'i-2': '["lv.reader@example.com"]', 'i-3': null });

    await post('reader may read but not share with an outsider', reader, 'desk.form.assign_to.add_multiple', { assign_to: '["lv.outsider@example.com"]', doctype: 'LV Item', name: ['i-3'] }, 403);
    await post('outsider cannot read', outsider, 'desk.form.assign_to.add_multiple', { assign_to: ['lv.reader@example.com'], doctype: 'LV Item', name: ['i-3'] }, 403);
    await post('missing document', manager, 'desk.form.assign_to.add_multiple', { assign_to: ['lv.reader@example.com'], doctype: 'LV Item', name: ['i-3', 'nope'] }, 404);
    await post('name not a list', manager, 'desk.form.assign_to.add_multiple', { assign_to: ['lv.reader@example.com'], doctype: 'LV Item', name: 'i-3' }, 417);
    await post('no assign_to', manager, 'desk.form.assign_to.add_multiple', { doctype: 'LV Item', name: ['i-3'] }, 417);
    await get('add by GET', manager, 'desk.form.assign_to.add_multiple', { assign_to: '["lv.reader@example.com"]', doctype: 'LV Item', name: '["i-3"]' }, 403);
    assert.equal((await openTodos()).length, 2, 'nothing of the refused calls was kept');

    await post('outsider cannot remove', outsider, 'desk.form.assign_to.remove_multiple', { doctype: 'LV Item', names: ['i-1'], ignore_permissions: true }, 403);
    await post('names not a list', manager, 'desk.form.assign_to.remove_multiple', { doctype: 'LV Item', names: 'i-1' }, 417);
    await get('remove by GET', manager, 'desk.form.assign_to.remove_multiple', { doctype: 'LV Item', names: '["i-1"]' }, 403);
    await post('remove', manager, 'desk.form.assign_to.remove_multiple', { doctype: 'LV Item', names: '["i-1","i-2","i-3"]' });
    assert.deepEqual((await openTodos()).map((t) => t.status), ['Cancelled', 'Cancelled']);
    assert.deepEqual(await columns('_assign'), { 'i-1': '', 'i-2': '', 'i-3': null });
  });
});

/** A query string with every non-text value as JSON, as frappe.call sends GET arguments. */
function query(args: Record<string, unknown>): string {
  return new URLSearchParams(Object.entries(args).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
}
