import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, serverMessages } from '../helpers/scenario.ts';
import { call, insertAs } from '../helpers/users.ts';

/**
 * Issue 52 part 2 (forms): get_docinfo, get_communications, get_user_info_for_viewers, get_next,
 * remove_attach, Document Follow and frappe.desk.form.linked_with, as Frappe v15's form calls
 * them (its test_form_load, test_document_follow and test_linked_with, re-expressed over HTTP).
 * The link cases run on an order, the invoices that name it (by a field, or in a child row), the
 * payments that name those (or the order, by a Dynamic Link), and a note that is not submittable.
 */
perDialect('Form docinfo, navigation, follows and links', (site) => {
  const admin = () => site().adminAuth;
  let writer = '';
  let reader = '';
  let ownerOnly = '';
  let outsider = '';
  const names: Record<string, string> = {};
  const method = (auth: string | undefined, path: string, json: Record<string, unknown>, status = 200, excType?: string) =>
    runScenario(site(), { name: `${path} ${JSON.stringify(json).slice(0, 80)}`, method: 'POST', url: `/api/method/${path}`, auth, json, status, excType });
  const get = (auth: string | undefined, path: string, query: Record<string, string>, status = 200) =>
    runScenario(site(), { name: `GET ${path}`, method: 'GET', url: `/api/method/${path}?${new URLSearchParams(query)}`, auth, status });

  let clerk = '';
  let viewer = '';
  let flOutsider = '';
  const n: Record<string, string> = {};
  const linked = (auth: string, path: string, json: Record<string, unknown>, status = 200, excType?: string) =>
    runScenario(site(), { name: `${path} ${JSON.stringify(json).slice(0, 80)}`, method: 'POST', url: `/api/method/frappe.desk.form.linked_with.${path}`, auth, json, status, excType });
  const define = (json: Record<string, unknown>) => runScenario(site(), { name: `define ${String(json.name)}`, method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200, json: { module: 'Custom', autoname: 'hash', ...json } });
  const all = { read: 1, write: 1, create: 1, submit: 1, cancel: 1, delete: 1 };
  const docstatus = async (doctype: string, name: string) => (await call(site(), { method: 'GET', url: `/api/resource/${doctype}/${name}`, auth: admin() })).json.data.docstatus;

  const setupOrders = async () => {
    for (const role of ['FL Clerk', 'FL Viewer']) await insertAs(site(), admin(), 'Role', { role_name: role, desk_access: 1 });
    const perms = (clerk: Record<string, number>) => [{ role: 'System Manager', ...all }, { role: 'FL Clerk', ...clerk }, { role: 'FL Viewer', read: 1 }];
    await define({ name: 'FL Order', is_submittable: 1, fields: [{ fieldname: 'title', fieldtype: 'Data', in_list_view: 1 }], permissions: perms(all) });
    await define({ name: 'FL Invoice Item', istable: 1, fields: [{ fieldname: 'ref_order', fieldtype: 'Link', options: 'FL Order' }], permissions: [] });
    await define({
      name: 'FL Invoice', is_submittable: 1, permissions: perms(all),
      fields: [{ fieldname: 'order', fieldtype: 'Link', options: 'FL Order', in_list_view: 1 }, { fieldname: 'items', fieldtype: 'Table', options: 'FL Invoice Item' }],
    });
    // The clerk may not cancel payments: a cascade through one is refused whole.
    await define({
      name: 'FL Payment', is_submittable: 1, permissions: [{ role: 'System Manager', ...all }, { role: 'FL Clerk', read: 1, write: 1, create: 1, submit: 1 }],
      fields: [
        { fieldname: 'invoice', fieldtype: 'Link', options: 'FL Invoice' },
        { fieldname: 'ref_type', fieldtype: 'Link', options: 'DocType' },
        { fieldname: 'ref_name', fieldtype: 'Dynamic Link', options: 'ref_type' },
      ],
    });
    await define({ name: 'FL Note', fields: [{ fieldname: 'order', fieldtype: 'Link', options: 'FL Order' }], permissions: [{ role: 'System Manager', ...all }, { role: 'FL Clerk', read: 1 }] });
    clerk = await site().addUser('fl.clerk@example.com', ['FL Clerk']);
    viewer = await site().addUser('fl.viewer@example.com', ['FL Viewer']);
    flOutsider = await site().addUser('fl.outsider@example.com', []);
    const ins = async (doctype: string, doc: Record<string, unknown>) => (await insertAs(site(), admin(), doctype, doc)).name as string;
    n.o1 = await ins('FL Order', { title: 'one', docstatus: 1 });
    n.i1 = await ins('FL Invoice', { order: n.o1, docstatus: 1 });
    n.i2 = await ins('FL Invoice', { order: n.o1 });
    n.i3 = await ins('FL Invoice', { items: [{ ref_order: n.o1 }, { ref_order: n.o1 }], docstatus: 1 });
    n.p1 = await ins('FL Payment', { invoice: n.i1, docstatus: 1 });
    n.p2 = await ins('FL Payment', { ref_type: 'FL Order', ref_name: n.o1, docstatus: 1 });
    n.note = await ins('FL Note', { order: n.o1 });
  };


  before(async () => {
    for (const role of ['FM Writer', 'FM Reader', 'FM Owner']) await insertAs(site(), admin(), 'Role', { role_name: role, desk_access: 1 });
    await runScenario(site(), {
      name: 'define', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: {
        name: 'FM Note', module: 'Custom', autoname: 'field:title', track_changes: 1,
        fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1, in_list_view: 1 }, { fieldname: 'kind', fieldtype: 'Select', options: 'x\ny' }],
        permissions: [
          { role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 },
          { role: 'FM Writer', read: 1, write: 1, create: 1 },
          { role: 'FM Reader', read: 1 },
          { role: 'FM Owner', read: 1, create: 1, if_owner: 1 },
        ],
      },
    });
    writer = await site().addUser('fm.writer@example.com', ['FM Writer'], { first_name: 'Wanda', last_name: 'Writer', time_zone: 'Asia/Kolkata' });
    reader = await site().addUser('fm.reader@example.com', ['FM Reader']);
    ownerOnly = await site().addUser('fm.owner@example.com', ['FM Owner']);
    outsider = await site().addUser('fm.outsider@example.com', []);
    for (const title of ['a1', 'a2', 'a3']) await insertAs(site(), admin(), 'FM Note', { title, kind: title === 'a2' ? 'y' : 'x' });
    await insertAs(site(), ownerOnly, 'FM Note', { title: 'a4', kind: 'x' });
    // An assignment to someone and a ToDo about the note assigned to nobody.
    await insertAs(site(), admin(), 'ToDo', { description: 'review', allocated_to: 'fm.writer@example.com', reference_type: 'FM Note', reference_name: 'a1' });
    await insertAs(site(), admin(), 'ToDo', { description: 'nobody', reference_type: 'FM Note', reference_name: 'a1' });
    const comm = (subject: string, extra: Record<string, unknown>) =>
      insertAs(site(), admin(), 'Communication', { subject, communication_medium: 'Email', sent_or_received: 'Sent', status: 'Linked', sender: 'fm.writer@example.com', ...extra });
    names.c1 = (await comm('first', { reference_doctype: 'FM Note', reference_name: 'a1', communication_date: '2026-01-01 10:00:00' })).name;
    names.c2 = (await comm('automated', { communication_type: 'Automated Message', reference_doctype: 'FM Note', reference_name: 'a1', communication_date: '2026-01-02 10:00:00' })).name;
    names.c3 = (await comm('linked', { reference_doctype: 'FM Note', reference_name: 'a2', communication_date: '2026-01-03 10:00:00', timeline_links: [{ link_doctype: 'FM Note', link_name: 'a1' }] })).name;
    await comm('elsewhere', { reference_doctype: 'FM Note', reference_name: 'a3', communication_date: '2026-01-04 10:00:00' });
    await insertAs(site(), admin(), 'File', { file_url: 'https://example.com/mail.pdf', attached_to_doctype: 'Communication', attached_to_name: names.c1 });
    await setupOrders();
  });

  it('get_docinfo answers a readable document\'s docinfo without a message; assignments leave out ToDos assigned to nobody', async () => {
    const body = await method(reader, 'frappe.desk.form.load.get_docinfo', { doctype: 'FM Note', name: 'a1' });
    assert.equal('message' in body, false);
    const info = body.docinfo;
    assert.equal(info.doctype, 'FM Note');
    assert.equal(info.name, 'a1');
    assert.deepEqual(info.assignments.map((a: { owner: string }) => a.owner), ['fm.writer@example.com']);
    assert.deepEqual(info.communications.map((c: { name: string }) => c.name), [names.c3, names.c1], 'its own and the one linked to it, newest first, automated messages apart');
    assert.deepEqual(info.automated_messages.map((c: { name: string }) => c.name), [names.c2]);
    assert.deepEqual(info.user_info['fm.writer@example.com'], { fullname: 'Wanda Writer', image: null, name: 'fm.writer@example.com', email: 'fm.writer@example.com', time_zone: 'Asia/Kolkata' });
    assert.equal(info.permissions.read, 1);
    assert.equal(info.permissions.write, 0);
    assert.equal(info.is_document_followed, null);
    const getdoc = await get(reader, 'frappe.desk.form.load.getdoc', { doctype: 'FM Note', name: 'a1' });
    assert.deepEqual(getdoc.docinfo.assignments, info.assignments, 'getdoc\'s docinfo is the same');
  });

  it('get_docinfo refuses a caller who may not read, a missing document and missing arguments', async () => {
    await method(outsider, 'frappe.desk.form.load.get_docinfo', { doctype: 'FM Note', name: 'a1' }, 403, 'PermissionError');
    await method(ownerOnly, 'frappe.desk.form.load.get_docinfo', { doctype: 'FM Note', name: 'a1' }, 404, 'DoesNotExistError');
    await method(reader, 'frappe.desk.form.load.get_docinfo', { doctype: 'FM Note', name: 'nope' }, 404, 'DoesNotExistError');
    await method(reader, 'frappe.desk.form.load.get_docinfo', { doctype: 'No Such Type', name: 'a1' }, 404);
    await method(reader, 'frappe.desk.form.load.get_docinfo', { doctype: 'FM Note' }, 417, 'FrappeTypeError');
    await method(undefined, 'frappe.desk.form.load.get_docinfo', { doctype: 'FM Note', name: 'a1' }, 403);
  });

  it('get_communications pages through a document\'s communications, with their attachments', async () => {
    const all = (await get(reader, 'frappe.desk.form.load.get_communications', { doctype: 'FM Note', name: 'a1' })).message;
    assert.deepEqual(all.map((c: { name: string }) => c.name), [names.c3, names.c2, names.c1]);
    const first = all.find((c: { name: string }) => c.name === names.c1);
    assert.equal(first.subject, 'first');
    assert.equal(first.sender, 'fm.writer@example.com');
    assert.deepEqual(JSON.parse(first.attachments), [{ file_url: 'https://example.com/mail.pdf', is_private: 0 }]);
    const page = (await get(reader, 'frappe.desk.form.load.get_communications', { doctype: 'FM Note', name: 'a1', start: '1', limit: '1' })).message;
    assert.deepEqual(page.map((c: { name: string }) => c.name), [names.c2]);
    await get(outsider, 'frappe.desk.form.load.get_communications', { doctype: 'FM Note', name: 'a1' }, 403);
    await get(reader, 'frappe.desk.form.load.get_communications', { doctype: 'FM Note', name: 'nope' }, 404);
    await get(reader, 'frappe.desk.form.load.get_communications', { doctype: 'FM Note', name: 'a1', start: '-1' }, 417);
    await get(reader, 'frappe.desk.form.load.get_communications', { doctype: 'FM Note', name: 'a1', limit: 'many' }, 417);
  });

  it('a Communication sent with only its content and reference takes Frappe\'s defaults and joins the docinfo', async () => {
    const made = await insertAs(site(), admin(), 'Communication', { communication_type: 'Communication', content: '<p>test email</p>', reference_doctype: 'FM Note', reference_name: 'a3', sender: 'fm.writer@example.com' });
    assert.deepEqual([made.subject, made.sent_or_received, made.status, made.sender_full_name, made.user], ['test email', 'Sent', 'Linked', 'Wanda Writer', 'Administrator']);
    const info = (await method(reader, 'frappe.desk.form.load.get_docinfo', { doctype: 'FM Note', name: 'a3' })).docinfo;
    assert.deepEqual(info.communications.map((c: { content: string }) => c.content), ['<p>test email</p>', null]);
  });

  it('get_user_info_for_viewers answers the named users that exist', async () => {
    const info = (await method(reader, 'frappe.desk.form.load.get_user_info_for_viewers', { users: JSON.stringify(['fm.writer@example.com', 'nobody@example.com']) })).message;
    assert.deepEqual(Object.keys(info), ['fm.writer@example.com']);
    assert.equal(info['fm.writer@example.com'].fullname, 'Wanda Writer');
    await method(reader, 'frappe.desk.form.load.get_user_info_for_viewers', { users: '"fm.writer@example.com"' }, 417);
    await method(reader, 'frappe.desk.form.load.get_user_info_for_viewers', {}, 417);
    await method(undefined, 'frappe.desk.form.load.get_user_info_for_viewers', { users: '[]' }, 403);
  });

  it('get_next walks the documents the caller may list, in the sort order and within the filters', async () => {
    const next = (auth: string, value: string, prev: number, extra: Record<string, string> = {}) =>
      get(auth, 'frappe.desk.form.utils.get_next', { doctype: 'FM Note', value, prev: String(prev), sort_field: 'title', sort_order: 'asc', ...extra });
    assert.equal((await next(reader, 'a1', 0)).message, 'a2');
    assert.equal((await next(reader, 'a3', 1)).message, 'a2');
    assert.equal((await next(reader, 'a1', 0, { filters: JSON.stringify([['kind', '=', 'x']]) })).message, 'a3');
    assert.equal((await next(reader, 'a2', 0, { sort_order: 'desc' })).message, 'a1');
    // What the form sends without list settings: Frappe's defaults, newest `modified` first.
    const byModified = await get(reader, 'frappe.desk.form.utils.get_next', { doctype: 'FM Note', value: 'a4', prev: 'false', sort_field: '', sort_order: '' });
    assert.ok(['a1', 'a2', 'a3'].includes(byModified.message), JSON.stringify(byModified));
    const last = await next(reader, 'a4', 0);
    assert.equal('message' in last, false);
    assert.equal(serverMessages(last)[0].message, 'No further records');
    // Only the caller's own documents are listed for FM Owner: a4 has no neighbour they may see.
    const mine = await next(ownerOnly, 'a1', 0);
    assert.equal(mine.message, 'a4');
    assert.equal('message' in (await next(ownerOnly, 'a4', 1)), false);
    await get(reader, 'frappe.desk.form.utils.get_next', { doctype: 'FM Note', value: 'a1', prev: '0', sort_order: 'sideways' }, 417);
    await get(reader, 'frappe.desk.form.utils.get_next', { doctype: 'FM Note', value: 'a1', prev: '0', sort_field: 'password' }, 417);
    await get(reader, 'frappe.desk.form.utils.get_next', { doctype: 'FM Note', value: 'a1' }, 417);
    await get(outsider, 'frappe.desk.form.utils.get_next', { doctype: 'FM Note', value: 'a1', prev: '0' }, 403);
  });

  it('remove_attach deletes a file of a document the caller may write, with its timeline entry', async () => {
    const file = await insertAs(site(), admin(), 'File', { file_url: 'https://example.com/a.png', attached_to_doctype: 'FM Note', attached_to_name: 'a1' });
    const loose = await insertAs(site(), admin(), 'File', { file_url: 'https://example.com/loose.png' });
    await method(reader, 'frappe.desk.form.utils.remove_attach', { fid: file.name, dt: 'FM Note', dn: 'a1' }, 403, 'PermissionError');
    await get(writer, 'frappe.desk.form.utils.remove_attach', { fid: file.name }, 403);
    await method(writer, 'frappe.desk.form.utils.remove_attach', { fid: 'nope' }, 404, 'DoesNotExistError');
    await method(writer, 'frappe.desk.form.utils.remove_attach', {}, 417);
    await method(writer, 'frappe.desk.form.utils.remove_attach', { fid: loose.name }, 403);
    await method(writer, 'frappe.desk.form.utils.remove_attach', { fid: file.name, dt: 'FM Note', dn: 'a1' });
    assert.equal((await call(site(), { method: 'GET', url: `/api/resource/File/${file.name}`, auth: admin() })).status, 404);
    const removed = await call(site(), { method: 'GET', url: `/api/resource/Comment?fields=["content"]&filters=${encodeURIComponent(JSON.stringify({ comment_type: 'Attachment Removed', reference_name: 'a1' }))}`, auth: admin() });
    assert.deepEqual(removed.json.data, [{ content: 'Removed a.png' }]);
    await runScenario(site(), { name: 'DELETE verb', method: 'DELETE', url: `/api/method/frappe.desk.form.utils.remove_attach?fid=${loose.name}`, auth: admin(), status: 200 });
  });

  it('follow_document follows for a user who asked for follow notifications, once; unfollow_document undoes it', async () => {
    const follow = (auth: string, user: string, status = 200, doc = 'a1') => method(auth, 'frappe.desk.form.document_follow.follow_document', { doctype: 'FM Note', doc_name: doc, user }, status);
    assert.equal('message' in (await follow(writer, 'fm.writer@example.com')), false, 'not without document_follow_notify');
    await runScenario(site(), { name: 'notify', method: 'PUT', url: '/api/resource/User/fm.writer@example.com', auth: admin(), json: { document_follow_notify: 1 }, status: 200 });
    const made = (await follow(writer, 'fm.writer@example.com')).message;
    assert.equal(made.user, 'fm.writer@example.com');
    assert.equal(made.ref_doctype, 'FM Note');
    assert.equal(made.ref_docname, 'a1');
    assert.equal('message' in (await follow(writer, 'fm.writer@example.com')), false, 'only once');
    const info = (await method(writer, 'frappe.desk.form.load.get_docinfo', { doctype: 'FM Note', name: 'a1' })).docinfo;
    assert.equal(info.is_document_followed, made.name);
    assert.equal((await method(writer, 'frappe.desk.form.document_follow.unfollow_document', { doctype: 'FM Note', doc_name: 'a1', user: 'fm.writer@example.com' })).message, 1);
    assert.equal((await method(writer, 'frappe.desk.form.document_follow.unfollow_document', { doctype: 'FM Note', doc_name: 'a1', user: 'fm.writer@example.com' })).message, 0);
    assert.equal((await method(writer, 'frappe.desk.form.document_follow.update_follow', { doctype: 'FM Note', doc_name: 'a2', following: true })).message.user, 'fm.writer@example.com');
    assert.equal((await method(writer, 'frappe.desk.form.document_follow.update_follow', { doctype: 'FM Note', doc_name: 'a2', following: false })).message, 1);
    // A System Manager may follow for someone else; nobody follows as the Administrator, nor a ToDo.
    assert.equal((await follow(admin(), 'fm.writer@example.com', 200, 'a3')).message.user, 'fm.writer@example.com');
    assert.equal('message' in (await follow(admin(), 'Administrator')), false);
    // A deleted document's follows go with it.
    const gone = (await insertAs(site(), admin(), 'FM Note', { title: 'gone' })).name;
    await follow(admin(), 'fm.writer@example.com', 200, gone);
    await runScenario(site(), { name: 'delete', method: 'DELETE', url: `/api/resource/FM Note/${gone}`, auth: admin(), status: 202 });
    const left = await call(site(), { method: 'GET', url: `/api/resource/Document Follow?filters=${encodeURIComponent(JSON.stringify({ ref_docname: gone }))}`, auth: admin() });
    assert.deepEqual(left.json.data, []);
    assert.equal('message' in (await method(admin(), 'frappe.desk.form.document_follow.follow_document', { doctype: 'ToDo', doc_name: (await insertAs(site(), admin(), 'ToDo', { description: 't' })).name, user: 'Administrator' })), false);
  });

  it('follow_document refuses following for others, unreadable documents, GET and missing arguments', async () => {
    await method(writer, 'frappe.desk.form.document_follow.follow_document', { doctype: 'FM Note', doc_name: 'a1', user: 'fm.reader@example.com' }, 403, 'PermissionError');
    await method(writer, 'frappe.desk.form.document_follow.unfollow_document', { doctype: 'FM Note', doc_name: 'a1', user: 'fm.reader@example.com' }, 403);
    await method(outsider, 'frappe.desk.form.document_follow.follow_document', { doctype: 'FM Note', doc_name: 'a1', user: 'fm.outsider@example.com' }, 403);
    await method(writer, 'frappe.desk.form.document_follow.follow_document', { doctype: 'FM Note', doc_name: 'nope', user: 'fm.writer@example.com' }, 404);
    await method(writer, 'frappe.desk.form.document_follow.follow_document', { doctype: 'FM Note', doc_name: 'a1' }, 417);
    await get(writer, 'frappe.desk.form.document_follow.follow_document', { doctype: 'FM Note', doc_name: 'a1', user: 'fm.writer@example.com' }, 403);
    await method(writer, 'frappe.desk.form.document_follow.update_follow', { doctype: 'FM Note', doc_name: 'a1', following: 'maybe' }, 417);
  });

  it('linked_with.get answers the documents that link to a readable document, per DocType, as the caller may list them', async () => {
    const found = (await linked(clerk, 'get', { doctype: 'FL Order', docname: n.o1 })).message;
    assert.deepEqual(Object.keys(found).sort(), ['FL Invoice', 'FL Note', 'FL Payment']);
    assert.deepEqual(found['FL Invoice'].map((r: { name: string }) => r.name).sort(), [n.i1, n.i2, n.i3].sort(), 'by its field or a child row, each once');
    const i1 = found['FL Invoice'].find((r: { name: string }) => r.name === n.i1);
    assert.deepEqual(Object.keys(i1).sort(), ['docstatus', 'modified', 'name', 'order']);
    assert.deepEqual(found['FL Payment'].map((r: { name: string }) => r.name), [n.p2], 'through its Dynamic Link');
    assert.deepEqual(found['FL Note'].map((r: { name: string }) => r.name), [n.note]);
    const seen = (await linked(viewer, 'get', { doctype: 'FL Order', docname: n.o1 })).message;
    assert.equal('FL Note' in seen, false, 'a DocType the caller cannot read is left out');
    const doctypes = (await linked(clerk, 'get_linked_doctypes', { doctype: 'FL Order' })).message;
    assert.deepEqual(doctypes['FL Invoice'], { child_doctype: 'FL Invoice Item', fieldname: ['ref_order'] });
    assert.deepEqual(doctypes['FL Payment'], { fieldname: ['ref_name'], doctype_fieldname: 'ref_type' });
    await linked(clerk, 'get_linked_doctypes', { doctype: 'No Such Type' }, 404);
    await linked(flOutsider, 'get', { doctype: 'FL Order', docname: n.o1 }, 403, 'PermissionError');
    await linked(clerk, 'get', { doctype: 'FL Order', docname: 'nope' }, 404, 'DoesNotExistError');
    await linked(clerk, 'get', { doctype: 'FL Order' }, 417);
  });

  it('linked_with.get_submitted_linked_docs follows submitted documents link by link, drafts and other DocTypes aside', async () => {
    const tree = (await linked(viewer, 'get_submitted_linked_docs', { doctype: 'FL Order', name: n.o1 })).message;
    assert.equal(tree.count, 4);
    const key = (d: { doctype: string; name: string }) => `${d.doctype} ${d.name}`;
    assert.deepEqual(tree.docs.map(key).sort(), [`FL Invoice ${n.i1}`, `FL Invoice ${n.i3}`, `FL Payment ${n.p1}`, `FL Payment ${n.p2}`].sort());
    assert.equal(key(tree.docs[3]), `FL Payment ${n.p1}`, 'the payment of an invoice comes after the invoice');
    assert.ok(tree.docs.every((d: { docstatus: number }) => d.docstatus === 1));
    assert.deepEqual((await linked(admin(), 'get_submitted_linked_docs', { doctype: 'FL Payment', name: n.p1 })).message, { docs: [], count: 0 });
    await linked(flOutsider, 'get_submitted_linked_docs', { doctype: 'FL Order', name: n.o1 }, 403);
    await linked(viewer, 'get_submitted_linked_docs', { doctype: 'FL Order', name: 'nope' }, 404);
    await linked(viewer, 'get_submitted_linked_docs', { name: n.o1 }, 417);
  });

  it('cancel_all_linked_docs is all or nothing: a refused cancel, a document still linked or bad input cancel none', async () => {
    const docs = (await linked(admin(), 'get_submitted_linked_docs', { doctype: 'FL Order', name: n.o1 })).message.docs;
    await linked(clerk, 'cancel_all_linked_docs', { docs: JSON.stringify(docs) }, 403, 'PermissionError');
    await linked(admin(), 'cancel_all_linked_docs', { docs: JSON.stringify(docs), ignore_doctypes_on_cancel_all: JSON.stringify(['FL Payment']) }, 417, 'LinkExistsError');
    await linked(admin(), 'cancel_all_linked_docs', { docs: JSON.stringify({ doctype: 'FL Invoice' }) }, 417);
    await linked(admin(), 'cancel_all_linked_docs', { docs: JSON.stringify([{ doctype: 'No Such', name: 'x', docstatus: 1 }]) }, 404);
    await linked(admin(), 'cancel_all_linked_docs', { docs: JSON.stringify(docs), ignore_doctypes_on_cancel_all: '"FL Payment"' }, 417);
    await linked(admin(), 'cancel_all_linked_docs', {}, 417);
    await runScenario(site(), { name: 'GET', method: 'GET', url: `/api/method/frappe.desk.form.linked_with.cancel_all_linked_docs?docs=${encodeURIComponent(JSON.stringify(docs))}`, auth: admin(), status: 403 });
    for (const d of docs) assert.equal(await docstatus(d.doctype, d.name), 1, `${d.doctype} ${d.name} still submitted`);
  });

  it('cancel_all_linked_docs cancels the listed submitted documents, farthest first, so the document itself can be cancelled', async () => {
    const docs = (await linked(admin(), 'get_submitted_linked_docs', { doctype: 'FL Order', name: n.o1 })).message.docs;
    // A draft in the list is skipped, as is what the client reports as not submitted.
    const sent = [...docs, { doctype: 'FL Invoice', name: n.i2, docstatus: 0 }];
    await linked(admin(), 'cancel_all_linked_docs', { docs: JSON.stringify(sent) });
    for (const d of docs) assert.equal(await docstatus(d.doctype, d.name), 2, `${d.doctype} ${d.name} cancelled`);
    assert.equal(await docstatus('FL Invoice', n.i2), 0);
    await runScenario(site(), { name: 'cancel the order', method: 'POST', url: '/api/method/frappe.client.cancel', auth: admin(), json: { doctype: 'FL Order', name: n.o1 }, status: 200 });
  });
});
