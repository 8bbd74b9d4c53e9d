import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs } from '../helpers/users.ts';

/** Issue 16 part 5: a DocType with track_changes writes a Version per save, with Frappe's diff in `data`. */
perDialect('Version history (track_changes)', (site) => {
  const admin = () => site().adminAuth;
  let editor = '';

  const versionsOf = async (doctype: string, name: string) => {
    const r = await call(site(), { method: 'GET', url: `/api/resource/Version?fields=${encodeURIComponent('["docname","data","owner"]')}&filters=${encodeURIComponent(JSON.stringify({ ref_doctype: doctype, docname: name }))}&order_by=creation%20asc&limit_page_length=0`, auth: admin() });
    assert.equal(r.status, 200, r.body);
    return r.json.data.map((v: { data: string; owner: string }) => ({ ...JSON.parse(v.data), owner: v.owner }));
  };

  before(async () => {
    await insertAs(site(), admin(), 'Role', { role_name: 'VH Editor', desk_access: 1 });
    await runScenario(site(), { name: 'child', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200, json: { name: 'VH Line', module: 'Custom', istable: 1, fields: [{ fieldname: 'item', fieldtype: 'Data' }, { fieldname: 'qty', fieldtype: 'Int' }] } });
    const perms = [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }, { role: 'VH Editor', read: 1, write: 1, create: 1 }];
    await runScenario(site(), {
      name: 'tracked', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: { name: 'VH Order', module: 'Custom', autoname: 'field:title', track_changes: 1, fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }, { fieldname: 'status', fieldtype: 'Data' }, { fieldname: 'lines', fieldtype: 'Table', options: 'VH Line' }], permissions: perms },
    });
    await runScenario(site(), {
      name: 'untracked', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: { name: 'VH Plain', module: 'Custom', autoname: 'field:title', fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }, { fieldname: 'status', fieldtype: 'Data' }], permissions: perms },
    });
    editor = await site().addUser('vh.editor@example.com', ['VH Editor']);
  });

  it('writes no Version on insert, one per save that changed something, in the saver’s name', async () => {
    const created = await insertAs(site(), editor, 'VH Order', { title: 'o-1', status: 'Draft', lines: [{ item: 'a', qty: 1 }, { item: 'b', qty: 2 }] });
    assert.deepEqual(await versionsOf('VH Order', 'o-1'), []);
    const [first, second] = created.lines;
    await runScenario(site(), {
      name: 'update', method: 'PUT', url: '/api/resource/VH Order/o-1', auth: editor, status: 200,
      json: { status: 'Open', lines: [{ name: second.name, item: 'b', qty: 5 }, { item: 'c', qty: 1 }] },
    });
    const [version] = await versionsOf('VH Order', 'o-1');
    assert.equal(version.owner, 'vh.editor@example.com');
    assert.deepEqual(version.changed, [['status', 'Draft', 'Open']]);
    assert.deepEqual(version.row_changed, [['lines', 0, second.name, [['qty', 2, 5]]]]);
    assert.deepEqual(version.added.map(([table, row]: [string, { item: string; doctype: string }]) => [table, row.item, row.doctype]), [['lines', 'c', 'VH Line']]);
    assert.deepEqual(version.removed.map(([table, row]: [string, { name: string }]) => [table, row.name]), [['lines', first.name]]);
    assert.equal(version.data_import, null);
    await runScenario(site(), { name: 'no change', method: 'PUT', url: '/api/resource/VH Order/o-1', auth: editor, status: 200, json: { status: 'Open' } });
    assert.equal((await versionsOf('VH Order', 'o-1')).length, 1, 'a save that changed nothing writes none');
  });

  it('tracks nothing on a DocType without track_changes; a refused save writes none', async () => {
    await insertAs(site(), editor, 'VH Plain', { title: 'p-1', status: 'Draft' });
    await runScenario(site(), { name: 'plain update', method: 'PUT', url: '/api/resource/VH Plain/p-1', auth: editor, status: 200, json: { status: 'Open' } });
    assert.deepEqual(await versionsOf('VH Plain', 'p-1'), []);
    await runScenario(site(), { name: 'bad update', method: 'PUT', url: '/api/resource/VH Order/o-1', auth: editor, status: 417, json: { lines: [{ item: 'x', qty: 'many' }] } });
    assert.equal((await versionsOf('VH Order', 'o-1')).length, 1);
  });

  it('Version records are read-only for others; getdoc lists the document’s versions', async () => {
    await runScenario(site(), { name: 'editor lists versions', method: 'GET', url: '/api/resource/Version', auth: editor, status: 403 });
    await runScenario(site(), { name: 'forge', method: 'POST', url: '/api/resource/Version', auth: editor, json: { ref_doctype: 'VH Order', docname: 'o-1', data: '{}' }, status: 403 });
    const loaded = await runScenario(site(), { name: 'getdoc', method: 'POST', url: '/api/method/frappe.desk.form.load.getdoc', auth: editor, json: { doctype: 'VH Order', name: 'o-1' }, status: 200 });
    assert.equal(loaded.docinfo.versions.length, 1);
    assert.match(loaded.docinfo.versions[0].data, /"changed":\[\["status","Draft","Open"\]\]/);
  });
});
