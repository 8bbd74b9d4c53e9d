import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs } from '../helpers/users.ts';

/**
 * Issue 52 part 2 (forms): frappe.desk.form.linked_with's get, get_submitted_linked_docs and
 * cancel_all_linked_docs (Frappe v15's test_linked_with, re-expressed over HTTP): an order, the
 * invoices that name it (by a field, or in a child row), the payments that name those (or the
 * order, by a Dynamic Link), and a note that is not submittable.
 */
perDialect('Form linked documents', (site) => {
  const admin = () => site().adminAuth;
  let clerk = '';
  let viewer = '';
  let outsider = '';
  const n: Record<string, string> = {};
  const method = (auth: string, path: string, json: Record<string, unknown>, status = 200, excType?: string) =>
    runScenario(site(), { name: `${path} ${JSON.stringify(json).slice(0, 80)}`, method: 'POST', url: `/api/method/frappe.desk.form.linked_with.${path}`, auth, json, status, excType });
  const define = (json: Record<string, unknown>) => runScenario(site(), { name: `define ${String(json.name)}`, method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200, json: { module: 'Custom', autoname: 'hash', ...json } });
  const all = { read: 1, write: 1, create: 1, submit: 1, cancel: 1, delete: 1 };
  const docstatus = async (doctype: string, name: string) => (await call(site(), { method: 'GET', url: `/api/resource/${doctype}/${name}`, auth: admin() })).json.data.docstatus;

  before(async () => {
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
    outsider = await site().addUser('fl.outsider@example.com', []);
    const ins = async (doctype: string, doc: Record<string, unknown>) => (await insertAs(site(), admin(), doctype, doc)).name as string;
    n.o1 = await ins('FL Order', { title: 'one', docstatus: 1 });
    n.i1 = await ins('FL Invoice', { order: n.o1, docstatus: 1 });
    n.i2 = await ins('FL Invoice', { order: n.o1 });
    n.i3 = await ins('FL Invoice', { items: [{ ref_order: n.o1 }, { ref_order: n.o1 }], docstatus: 1 });
    n.p1 = await ins('FL Payment', { invoice: n.i1, docstatus: 1 });
    n.p2 = await ins('FL Payment', { ref_type: 'FL Order', ref_name: n.o1, docstatus: 1 });
    n.note = await ins('FL Note', { order: n.o1 });
  });

  it('get answers the documents that link to a readable document, per DocType, as the caller may list them', async () => {
    const linked = (await method(clerk, 'get', { doctype: 'FL Order', docname: n.o1 })).message;
    assert.deepEqual(Object.keys(linked).sort(), ['FL Invoice', 'FL Note', 'FL Payment']);
    assert.deepEqual(linked['FL Invoice'].map((r: { name: string }) => r.name).sort(), [n.i1, n.i2, n.i3].sort(), 'by its field or a child row, each once');
    const i1 = linked['FL Invoice'].find((r: { name: string }) => r.name === n.i1);
    assert.deepEqual(Object.keys(i1).sort(), ['docstatus', 'modified', 'name', 'order']);
    assert.deepEqual(linked['FL Payment'].map((r: { name: string }) => r.name), [n.p2], 'through its Dynamic Link');
    assert.deepEqual(linked['FL Note'].map((r: { name: string }) => r.name), [n.note]);
    const seen = (await method(viewer, 'get', { doctype: 'FL Order', docname: n.o1 })).message;
    assert.equal('FL Note' in seen, false, 'a DocType the caller cannot read is left out');
    const doctypes = (await method(clerk, 'get_linked_doctypes', { doctype: 'FL Order' })).message;
    assert.deepEqual(doctypes['FL Invoice'], { child_doctype: 'FL Invoice Item', fieldname: ['ref_order'] });
    assert.deepEqual(doctypes['FL Payment'], { fieldname: ['ref_name'], doctype_fieldname: 'ref_type' });
    await method(outsider, 'get', { doctype: 'FL Order', docname: n.o1 }, 403, 'PermissionError');
    await method(clerk, 'get', { doctype: 'FL Order', docname: 'nope' }, 404, 'DoesNotExistError');
    await method(clerk, 'get', { doctype: 'FL Order' }, 417);
  });

  it('get_submitted_linked_docs follows submitted documents link by link, drafts and other DocTypes aside', async () => {
    const tree = (await method(viewer, 'get_submitted_linked_docs', { doctype: 'FL Order', name: n.o1 })).message;
    assert.equal(tree.count, 4);
    const key = (d: { doctype: string; name: string }) => `${d.doctype} ${d.name}`;
    assert.deepEqual(tree.docs.map(key).sort(), [`FL Invoice ${n.i1}`, `FL Invoice ${n.i3}`, `FL Payment ${n.p1}`, `FL Payment ${n.p2}`].sort());
    assert.equal(key(tree.docs[3]), `FL Payment ${n.p1}`, 'the payment of an invoice comes after the invoice');
    assert.ok(tree.docs.every((d: { docstatus: number }) => d.docstatus === 1));
    assert.deepEqual((await method(admin(), 'get_submitted_linked_docs', { doctype: 'FL Payment', name: n.p1 })).message, { docs: [], count: 0 });
    await method(outsider, 'get_submitted_linked_docs', { doctype: 'FL Order', name: n.o1 }, 403);
    await method(viewer, 'get_submitted_linked_docs', { doctype: 'FL Order', name: 'nope' }, 404);
    await method(viewer, 'get_submitted_linked_docs', { name: n.o1 }, 417);
  });

  it('cancel_all_linked_docs is all or nothing: a refused cancel, a document still linked or bad input cancel none', async () => {
    const docs = (await method(admin(), 'get_submitted_linked_docs', { doctype: 'FL Order', name: n.o1 })).message.docs;
    await method(clerk, 'cancel_all_linked_docs', { docs: JSON.stringify(docs) }, 403, 'PermissionError');
    await method(admin(), 'cancel_all_linked_docs', { docs: JSON.stringify(docs), ignore_doctypes_on_cancel_all: JSON.stringify(['FL Payment']) }, 417, 'LinkExistsError');
    await method(admin(), 'cancel_all_linked_docs', { docs: JSON.stringify({ doctype: 'FL Invoice' }) }, 417);
    await method(admin(), 'cancel_all_linked_docs', { docs: JSON.stringify([{ doctype: 'No Such', name: 'x', docstatus: 1 }]) }, 404);
    await method(admin(), 'cancel_all_linked_docs', { docs: JSON.stringify(docs), ignore_doctypes_on_cancel_all: '"FL Payment"' }, 417);
    await method(admin(), 'cancel_all_linked_docs', {}, 417);
    await runScenario(site(), { name: 'GET', method: 'GET', url: `/api/method/frappe.desk.form.linked_with.cancel_all_linked_docs?docs=${encodeURIComponent(JSON.stringify(docs))}`, auth: admin(), status: 403 });
    for (const d of docs) assert.equal(await docstatus(d.doctype, d.name), 1, `${d.doctype} ${d.name} still submitted`);
  });

  it('cancel_all_linked_docs cancels the listed submitted documents, farthest first, so the document itself can be cancelled', async () => {
    const docs = (await method(admin(), 'get_submitted_linked_docs', { doctype: 'FL Order', name: n.o1 })).message.docs;
    // A draft in the list is skipped, as is what the client reports as not submitted.
    const sent = [...docs, { doctype: 'FL Invoice', name: n.i2, docstatus: 0 }];
    await method(admin(), 'cancel_all_linked_docs', { docs: JSON.stringify(sent) });
    for (const d of docs) assert.equal(await docstatus(d.doctype, d.name), 2, `${d.doctype} ${d.name} cancelled`);
    assert.equal(await docstatus('FL Invoice', n.i2), 0);
    await runScenario(site(), { name: 'cancel the order', method: 'POST', url: '/api/method/frappe.client.cancel', auth: admin(), json: { doctype: 'FL Order', name: n.o1 }, status: 200 });
  });
});
