import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { createDocType } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { upload } from '../helpers/uploads.ts';
import { call, insertAs } from '../helpers/users.ts';

/**
 * What a rename takes along besides links (frappe/model/rename_doc.py): attachments and versions
 * (update_attachments, rename_versions), the `field:` autoname field (update_autoname_field) and
 * an "Edit" timeline entry; on a merge they join the surviving document.
 */
perDialect('Rename: attachments, versions, the autoname field and the timeline', (site) => {
  const admin = () => site().adminAuth;
  const rename = (old_name: string, new_name: string, merge = false) =>
    runScenario(site(), { name: `rename ${old_name}`, method: 'POST', url: '/api/method/frappe.client.rename_doc', auth: admin(), json: { doctype: 'RR Note', old_name, new_name, merge }, status: 200 });
  const count = async (doctype: string, typeField: string, nameField: string, name: string) => {
    const filters = encodeURIComponent(JSON.stringify([[typeField, '=', 'RR Note'], [nameField, '=', name]]));
    const r = await call(site(), { method: 'GET', url: `/api/resource/${doctype}?filters=${filters}&limit_page_length=0`, auth: admin() });
    assert.equal(r.status, 200, r.body);
    return r.json.data.length as number;
  };
  const decorated = async (title: string) => {
    await insertAs(site(), admin(), 'RR Note', { title, body: 'one' });
    await runScenario(site(), { name: 'edit', method: 'PUT', url: `/api/resource/RR Note/${title}`, auth: admin(), json: { body: 'two' }, status: 200 });
    const up = await upload(site(), [{ name: 'file', filename: `${title}.txt`, content: title }, { name: 'doctype', value: 'RR Note' }, { name: 'docname', value: title }], { auth: admin() });
    assert.equal(up.status, 200, up.body);
    return up.json.message.name as string;
  };

  before(async () => {
    await createDocType(site(), {
      name: 'RR Note', autoname: 'field:title', track_changes: 1,
      fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }, { fieldname: 'body', fieldtype: 'Data' }],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }],
    });
  });

  it('a rename moves the attachments and versions, sets the autoname field and notes it on the timeline', async () => {
    const file = await decorated('r-old');
    await rename('r-old', 'r-new');
    const doc = await runScenario(site(), { name: 'read', method: 'GET', url: '/api/resource/RR Note/r-new', auth: admin(), status: 200 });
    assert.equal(doc.data.title, 'r-new', 'the field the name comes from follows it');
    const attached = await runScenario(site(), { name: 'file', method: 'GET', url: `/api/resource/File/${file}`, auth: admin(), status: 200 });
    assert.equal(attached.data.attached_to_name, 'r-new');
    assert.equal(await count('Version', 'ref_doctype', 'docname', 'r-new'), 1);
    assert.equal(await count('Version', 'ref_doctype', 'docname', 'r-old'), 0);
    const info = await runScenario(site(), { name: 'getdoc', method: 'POST', url: '/api/method/frappe.desk.form.load.getdoc', auth: admin(), json: { doctype: 'RR Note', name: 'r-new' }, status: 200 });
    assert.equal(info.docinfo.attachments.length, 1);
    assert.deepEqual(info.docinfo.info_logs.map((e: { content: string }) => e.content), ['renamed from <strong>r-old</strong> to <strong>r-new</strong>']);
  });

  it('a merge gives the old document\'s attachments and versions to the survivor instead of deleting them', async () => {
    const file = await decorated('m-old');
    await decorated('m-into');
    await rename('m-old', 'm-into', true);
    await runScenario(site(), { name: 'old gone', method: 'GET', url: '/api/resource/RR Note/m-old', auth: admin(), status: 404 });
    const attached = await runScenario(site(), { name: 'file kept', method: 'GET', url: `/api/resource/File/${file}`, auth: admin(), status: 200 });
    assert.equal(attached.data.attached_to_name, 'm-into');
    assert.equal(await count('Version', 'ref_doctype', 'docname', 'm-into'), 2);
    assert.equal(await count('File', 'attached_to_doctype', 'attached_to_name', 'm-into'), 2);
    const edits = await call(site(), { method: 'GET', url: `/api/resource/Comment?filters=${encodeURIComponent(JSON.stringify([['reference_name', '=', 'm-into'], ['comment_type', '=', 'Edit']]))}&fields=${encodeURIComponent('["content"]')}`, auth: admin() });
    assert.deepEqual(edits.json.data, [{ content: 'merged <strong>m-old</strong> into <strong>m-into</strong>' }]);
  });
});
