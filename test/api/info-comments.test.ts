import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { createDocType } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { upload } from '../helpers/uploads.ts';
import { call, insertAs } from '../helpers/users.ts';

/**
 * The timeline entries Frappe writes on a document when it is assigned, shared or given an
 * attachment (ToDo.add_assign_comment, DocShare.after_insert/on_trash,
 * File.create_attachment_record and on_trash): Comments of those types, read back by getdoc's
 * docinfo (assignment_logs, share_logs, attachment_logs). Texts as Frappe writes them.
 */
perDialect('Timeline entries for assignments, shares and attachments', (site) => {
  const admin = () => site().adminAuth;
  let worker = '';

  const method = (auth: string, path: string, json: Record<string, unknown>) =>
    runScenario(site(), { name: path, method: 'POST', url: `/api/method/${path}`, auth, json, status: 200 });
  const timeline = async (name: string) => {
    const filters = encodeURIComponent(JSON.stringify([['reference_doctype', '=', 'IC Note'], ['reference_name', '=', name]]));
    const fields = encodeURIComponent(JSON.stringify(['comment_type', 'content', 'comment_email', 'owner']));
    const r = await call(site(), { method: 'GET', url: `/api/resource/Comment?filters=${filters}&fields=${fields}&order_by=creation%20asc&limit_page_length=0`, auth: admin() });
    assert.equal(r.status, 200, r.body);
    return r.json.data as Array<{ comment_type: string; content: string; comment_email: string; owner: string }>;
  };
  const docinfo = async (name: string) => (await method(admin(), 'frappe.desk.form.load.getdoc', { doctype: 'IC Note', name })).docinfo;

  before(async () => {
    await createDocType(site(), {
      name: 'IC Note', autoname: 'field:title',
      fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, share: 1 }],
    });
    worker = await site().addUser('ic.worker@example.com', ['System Manager'], { first_name: 'Ida', last_name: 'Worker' });
    await site().addUser('ic.reader@example.com', [], { first_name: 'Rae', last_name: '' });
  });

  it('an assignment writes "Assigned", and closing it "Assignment Completed", in docinfo\'s assignment_logs', async () => {
    await insertAs(site(), admin(), 'IC Note', { title: 'a-one' });
    await method(admin(), 'frappe.desk.form.assign_to.add', { assign_to: ['ic.worker@example.com'], doctype: 'IC Note', name: 'a-one', description: 'Check it' });
    await method(admin(), 'frappe.desk.form.assign_to.remove', { doctype: 'IC Note', name: 'a-one', assign_to: 'ic.worker@example.com' });
    const entries = await timeline('a-one');
    assert.deepEqual(entries.map((e) => [e.comment_type, e.content]), [
      ['Assigned', 'Administrator assigned Ida Worker: Check it'],
      ['Assignment Completed', 'Assignment of Ida Worker removed by Administrator'],
    ]);
    assert.ok(entries.every((e) => e.comment_email === 'Administrator' && e.owner === 'Administrator'), 'in the acting user\'s name');
    assert.deepEqual((await docinfo('a-one')).assignment_logs.map((e: { comment_type: string }) => e.comment_type).sort(), ['Assigned', 'Assignment Completed']);
  });

  it('a self-assignment, and an assignee closing their own, use Frappe\'s other wording', async () => {
    await insertAs(site(), admin(), 'IC Note', { title: 'a-self' });
    await method(worker, 'frappe.desk.form.assign_to.add', { assign_to: ['ic.worker@example.com'], doctype: 'IC Note', name: 'a-self', description: 'Mine' });
    await method(worker, 'frappe.desk.form.assign_to.remove', { doctype: 'IC Note', name: 'a-self', assign_to: 'ic.worker@example.com' });
    assert.deepEqual((await timeline('a-self')).map((e) => e.content), ['Ida Worker self assigned this task: Mine', 'Ida Worker removed their assignment.']);
  });

  it('sharing writes "Shared" and unsharing "Unshared", naming both users', async () => {
    await insertAs(site(), admin(), 'IC Note', { title: 's-one' });
    await method(worker, 'frappe.share.add', { doctype: 'IC Note', name: 's-one', user: 'ic.reader@example.com', read: 1 });
    await method(worker, 'frappe.share.remove', { doctype: 'IC Note', name: 's-one', user: 'ic.reader@example.com' });
    await method(worker, 'frappe.share.add', { doctype: 'IC Note', name: 's-one', everyone: 1, read: 1 });
    assert.deepEqual((await timeline('s-one')).map((e) => [e.comment_type, e.content]), [
      ['Shared', 'Ida Worker shared this document with Rae'],
      ['Unshared', 'Ida Worker un-shared this document with Rae'],
      ['Shared', 'Ida Worker shared this document with everyone'],
    ]);
    assert.equal((await docinfo('s-one')).share_logs.length, 3);
  });

  it('an attachment writes "Attachment" with a link to it, and deleting it "Attachment Removed"', async () => {
    await insertAs(site(), admin(), 'IC Note', { title: 'f-one' });
    const up = await upload(site(), [
      { name: 'file', filename: 'plan (v2).txt', content: 'the plan' }, { name: 'is_private', value: '1' },
      { name: 'doctype', value: 'IC Note' }, { name: 'docname', value: 'f-one' },
    ], { auth: admin() });
    assert.equal(up.status, 200, up.body);
    const file = up.json.message;
    await runScenario(site(), { name: 'delete the file', method: 'DELETE', url: `/api/resource/File/${file.name}`, auth: admin(), status: 202 });
    const [added, removed] = await timeline('f-one');
    assert.equal(added.comment_type, 'Attachment');
    assert.match(added.content, /^Added <a href="\/private\/files\/plan%20%28v2%29\.txt" target="_blank">plan \(v2\)\.txt<\/a>/, added.content);
    assert.match(added.content, /fa-lock/, 'a private file is marked');
    assert.deepEqual([removed.comment_type, removed.content], ['Attachment Removed', 'Removed plan (v2).txt']);
    assert.equal((await docinfo('f-one')).attachment_logs.length, 2);
  });

  it('deleting the document leaves none of its entries, and its attachments write none', async () => {
    await insertAs(site(), admin(), 'IC Note', { title: 'd-one' });
    await method(admin(), 'frappe.desk.form.assign_to.add', { assign_to: ['ic.worker@example.com'], doctype: 'IC Note', name: 'd-one' });
    const up = await upload(site(), [{ name: 'file', filename: 'gone.txt', content: 'x' }, { name: 'doctype', value: 'IC Note' }, { name: 'docname', value: 'd-one' }], { auth: admin() });
    assert.equal(up.status, 200, up.body);
    assert.equal((await timeline('d-one')).length, 2);
    await runScenario(site(), { name: 'delete the note', method: 'DELETE', url: '/api/resource/IC Note/d-one', auth: admin(), status: 202 });
    assert.deepEqual(await timeline('d-one'), []);
  });

  it('an attachment URL holding a lone surrogate is linked with U+FFFD in its place, not a 500', async () => {
    await insertAs(site(), admin(), 'IC Note', { title: 'f-odd' });
    const payload = '{"file_url":"https://example.org/a\\ud800b.txt","attached_to_doctype":"IC Note","attached_to_name":"f-odd"}';
    const res = await site().app.inject({ method: 'POST', url: '/api/resource/File', headers: { authorization: admin(), 'content-type': 'application/json' }, payload });
    assert.equal(res.statusCode, 200, res.body);
    const [added] = await timeline('f-odd');
    assert.match(added.content, /href="https:\/\/example\.org\/a%EF%BF%BDb\.txt"/, added.content);
  });
});
