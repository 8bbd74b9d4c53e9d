import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs } from '../helpers/users.ts';

/**
 * Issue 52 part 6: `_seen` (track_seen), View Log (track_views) and Version data, as Frappe v15's
 * test_seen, test_view_log and test_version do them, over HTTP.
 */
perDialect('Seen, views and versions', (site) => {
  const admin = () => site().adminAuth;
  let reader = '';
  let other = '';
  let outsider = '';
  let todo = '';

  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const seenOf = async (doctype: string, name: string): Promise<string[]> => {
    const r = await call(site(), { method: 'GET', url: `/api/resource/${doctype}?fields=${q(['_seen'])}&filters=${q({ name })}`, auth: admin() });
    assert.equal(r.status, 200, r.body);
    return JSON.parse(r.json.data[0]._seen ?? '[]');
  };
  const getdoc = (auth: string, doctype: string, name: string, status = 200, method: 'GET' | 'POST' = 'GET') =>
    method === 'GET'
      ? runScenario(site(), { name: `getdoc ${doctype}`, method, url: `/api/method/frappe.desk.form.load.getdoc?doctype=${encodeURIComponent(doctype)}&name=${encodeURIComponent(name)}`, auth, status })
      : runScenario(site(), { name: `getdoc ${doctype}`, method, url: '/api/method/frappe.desk.form.load.getdoc', auth, json: { doctype, name }, status });
  const viewLogs = async (name: string) => {
    const r = await call(site(), { method: 'GET', url: `/api/resource/View Log?fields=${q(['viewed_by', 'reference_doctype'])}&filters=${q({ reference_name: name })}&order_by=creation%20asc`, auth: admin() });
    return r.json.data as Array<{ viewed_by: string; reference_doctype: string }>;
  };
  const versions = async (doctype: string, name: string) => {
    const r = await call(site(), { method: 'GET', url: `/api/resource/Version?fields=${q(['data'])}&filters=${q({ ref_doctype: doctype, docname: name })}`, auth: admin() });
    return (r.json.data as Array<{ data: string }>).map((v) => JSON.parse(v.data));
  };

  before(async () => {
    await insertAs(site(), admin(), 'Role', { role_name: 'SV Reader', desk_access: 1 });
    await runScenario(site(), {
      name: 'define', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: {
        name: 'SV Event', module: 'Custom', autoname: 'field:code', track_seen: 1, track_views: 1, track_changes: 1,
        fields: [{ fieldname: 'code', fieldtype: 'Data', reqd: 1 }, { fieldname: 'starts_on', fieldtype: 'Datetime' }, { fieldname: 'color', fieldtype: 'Data' }],
        permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }, { role: 'SV Reader', read: 1, write: 1 }],
      },
    });
    reader = await site().addUser('sv.reader@example.com', ['SV Reader']);
    other = await site().addUser('sv.other@example.com', ['SV Reader']);
    outsider = await site().addUser('sv.outsider@example.com', []);
    for (const code of ['e-one', 'e-two', 'e-gone']) await insertAs(site(), admin(), 'SV Event', { code, starts_on: '2014-01-01 00:00:00' });
    todo = (await insertAs(site(), admin(), 'ToDo', { description: 'something', allocated_to: 'sv.reader@example.com' })).name;
  });

  it('getdoc adds each reader to _seen once, by GET and by POST; a save leaves only the saver (test_seen)', async () => {
    assert.deepEqual(await seenOf('SV Event', 'e-one'), []);
    const loaded = await getdoc(reader, 'SV Event', 'e-one');
    assert.equal(loaded.docs[0].name, 'e-one');
    assert.equal(loaded.docs[0]._seen, undefined, 'like the other optional columns, _seen is not in the document');
    assert.deepEqual(await seenOf('SV Event', 'e-one'), ['sv.reader@example.com']);
    await getdoc(other, 'SV Event', 'e-one', 200, 'POST');
    await getdoc(reader, 'SV Event', 'e-one');
    assert.deepEqual(await seenOf('SV Event', 'e-one'), ['sv.reader@example.com', 'sv.other@example.com']);
    const before = await call(site(), { method: 'GET', url: '/api/resource/SV Event/e-one', auth: admin() });
    await runScenario(site(), { name: 'save', method: 'PUT', url: '/api/resource/SV Event/e-one', auth: other, json: { color: '#fafafa' }, status: 200 });
    assert.deepEqual(await seenOf('SV Event', 'e-one'), ['sv.other@example.com']);
    await getdoc(reader, 'SV Event', 'e-one');
    const after = await call(site(), { method: 'GET', url: '/api/resource/SV Event/e-one', auth: admin() });
    assert.notEqual(after.json.data.modified, before.json.data.modified, 'the save moved modified');
    const again = await call(site(), { method: 'GET', url: '/api/resource/SV Event/e-one', auth: admin() });
    assert.equal(again.json.data.modified, after.json.data.modified, 'a form load does not');
  });

  it('getdoc writes a View Log per load on a DocType with track_views (test_view_log); deleting the document drops them', async () => {
    await getdoc(reader, 'SV Event', 'e-gone');
    await getdoc(reader, 'SV Event', 'e-gone', 200, 'POST');
    assert.deepEqual(await viewLogs('e-gone'), [{ viewed_by: 'sv.reader@example.com', reference_doctype: 'SV Event' }, { viewed_by: 'sv.reader@example.com', reference_doctype: 'SV Event' }]);
    await runScenario(site(), { name: 'reader lists View Log', method: 'GET', url: '/api/resource/View Log', auth: reader, status: 403 });
    await runScenario(site(), { name: 'delete', method: 'DELETE', url: '/api/resource/SV Event/e-gone', auth: admin(), status: 202 });
    assert.deepEqual(await viewLogs('e-gone'), []);
  });

  it('records nothing for a caller refused, a missing document, or a DocType that tracks neither', async () => {
    await getdoc(outsider, 'SV Event', 'e-two', 403);
    await getdoc(reader, 'SV Event', 'nope', 404);
    assert.deepEqual(await seenOf('SV Event', 'e-two'), []);
    assert.deepEqual(await viewLogs('e-two'), []);
    await getdoc(admin(), 'Note', 'nope', 404);
    await runScenario(site(), { name: '_seen of a DocType without track_seen', method: 'GET', url: `/api/resource/Note?fields=${q(['_seen'])}`, auth: admin(), status: 417 });
    await runScenario(site(), { name: '_seen is not writable', method: 'PUT', url: '/api/resource/SV Event/e-two', auth: admin(), json: { _seen: '["x"]' }, status: 200 });
    assert.deepEqual(await seenOf('SV Event', 'e-two'), ['Administrator'], 'the save reset it to the saver, ignoring the value sent');
  });

  it('ToDo tracks seen and changes as Frappe; a Version holds Frappe\'s shape with stored values (test_version)', async () => {
    await getdoc(reader, 'ToDo', todo);
    assert.deepEqual(await seenOf('ToDo', todo), ['sv.reader@example.com']);
    assert.deepEqual(await versions('ToDo', todo), [], 'an insert writes no Version');
    await runScenario(site(), { name: 'change', method: 'PUT', url: `/api/resource/ToDo/${todo}`, auth: admin(), json: { description: 'changed' }, status: 200 });
    const [data] = await versions('ToDo', todo);
    assert.deepEqual(Object.keys(data).sort(), ['added', 'changed', 'data_import', 'removed', 'row_changed', 'updater_reference']);
    assert.deepEqual(data.changed, [['description', 'something', 'changed']]);
    assert.equal(data.data_import, null);
    const docinfo = await getdoc(admin(), 'ToDo', todo);
    assert.equal(docinfo.docinfo.versions.length, 1);
    await runScenario(site(), { name: 'dates', method: 'PUT', url: '/api/resource/SV Event/e-two', auth: admin(), json: { starts_on: '2017-07-20 00:00:00', color: '#fafafa' }, status: 200 });
    const event = (await versions('SV Event', 'e-two')).find((v) => v.changed.some((c: string[]) => c[0] === 'starts_on'));
    assert.deepEqual(event.changed, [['starts_on', '2014-01-01 00:00:00.000000', '2017-07-20 00:00:00.000000'], ['color', null, '#fafafa']]);
    const note = await insertAs(site(), admin(), 'Note', { title: 'sv note' });
    await runScenario(site(), { name: 'note', method: 'PUT', url: `/api/resource/Note/${encodeURIComponent(note.name)}`, auth: admin(), json: { content: 'text' }, status: 200 });
    assert.equal((await versions('Note', note.name)).length, 1, 'Note tracks changes too');
  });
});
