import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { createDocType } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, serverMessages } from '../helpers/scenario.ts';
import { call, insertAs } from '../helpers/users.ts';

/**
 * Deleting a document that has comments, assignments, shares, versions or tags: as in Frappe
 * (delete_doc.py: ignore_links_on_delete, delete_dynamic_links, delete_tags_for_document), these
 * records never block the delete and go with the document, in its transaction.
 */
perDialect('Deleting a document with its comments, assignments, shares, versions and tags', (site) => {
  const admin = () => site().adminAuth;
  let reader = '';

  const method = (auth: string, path: string, json: Record<string, unknown>) =>
    runScenario(site(), { name: path, method: 'POST', url: `/api/method/${path}`, auth, json, status: 200 });
  const remaining = async (doctype: string, typeField: string, nameField: string, name: string) => {
    const filters = encodeURIComponent(JSON.stringify([[typeField, '=', 'DR Note'], [nameField, '=', name]]));
    const r = await call(site(), { method: 'GET', url: `/api/resource/${encodeURIComponent(doctype)}?filters=${filters}&limit_page_length=0`, auth: admin() });
    assert.equal(r.status, 200, r.body);
    return r.json.data.length as number;
  };
  const references = async (name: string) => ({
    Comment: await remaining('Comment', 'reference_doctype', 'reference_name', name),
    ToDo: await remaining('ToDo', 'reference_type', 'reference_name', name),
    DocShare: await remaining('DocShare', 'share_doctype', 'share_name', name),
    Version: await remaining('Version', 'ref_doctype', 'docname', name),
    'Tag Link': await remaining('Tag Link', 'document_type', 'document_name', name),
  });
  /** A note with one of each record about it (the assignment and the share add their own timeline comments). */
  const decorated = async (title: string) => {
    await insertAs(site(), admin(), 'DR Note', { title, body: 'first' });
    await runScenario(site(), { name: 'edit (a Version)', method: 'PUT', url: `/api/resource/DR Note/${title}`, auth: admin(), json: { body: 'second' }, status: 200 });
    await method(admin(), 'frappe.desk.form.utils.add_comment', { reference_doctype: 'DR Note', reference_name: title, content: 'a remark', comment_email: 'Administrator' });
    await method(admin(), 'frappe.desk.form.assign_to.add', { assign_to: ['dr.reader@example.com'], doctype: 'DR Note', name: title });
    await method(admin(), 'frappe.share.add', { doctype: 'DR Note', name: title, user: 'dr.reader@example.com', read: 1 });
    await method(admin(), 'frappe.desk.doctype.tag.tag.add_tag', { tag: 'dr-tag', dt: 'DR Note', dn: title });
  };

  before(async () => {
    await createDocType(site(), {
      name: 'DR Note', autoname: 'field:title', track_changes: 1,
      fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }, { fieldname: 'body', fieldtype: 'Data' }],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, share: 1 }],
    });
    await createDocType(site(), {
      name: 'DR Ref', autoname: 'hash',
      fields: [{ fieldname: 'note', fieldtype: 'Link', options: 'DR Note' }],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }],
    });
    reader = await site().addUser('dr.reader@example.com', []);
  });

  it('the delete succeeds and takes the comments, assignments, shares, versions and tag links with it', async () => {
    await decorated('n-one');
    assert.deepEqual(await references('n-one'), { Comment: 3, ToDo: 1, DocShare: 1, Version: 1, 'Tag Link': 1 }, 'one of each before');
    await runScenario(site(), { name: 'delete', method: 'DELETE', url: '/api/resource/DR Note/n-one', auth: admin(), status: 202 });
    assert.deepEqual(await references('n-one'), { Comment: 0, ToDo: 0, DocShare: 0, Version: 0, 'Tag Link': 0 });
  });

  it('a new document of the same name inherits no share: the shared user cannot read it', async () => {
    await decorated('n-again');
    await decorated('n-kept');
    await runScenario(site(), { name: 'shared reader reads', method: 'GET', url: '/api/resource/DR Note/n-again', auth: reader, status: 200 });
    await runScenario(site(), { name: 'delete', method: 'DELETE', url: '/api/resource/DR Note/n-again', auth: admin(), status: 202 });
    await insertAs(site(), admin(), 'DR Note', { title: 'n-again' });
    // 404, not 403: the reader still holds a share on the DocType (n-kept), just none on this document.
    await runScenario(site(), { name: 'the reader is refused the new one', method: 'GET', url: '/api/resource/DR Note/n-again', auth: reader, status: 404 });
    await runScenario(site(), { name: 'the other share stands', method: 'GET', url: '/api/resource/DR Note/n-kept', auth: reader, status: 200 });
  });

  it('a link from a real document still blocks the delete (417), and the records about it stay', async () => {
    await decorated('n-linked');
    await insertAs(site(), admin(), 'DR Ref', { note: 'n-linked' });
    await runScenario(site(), { name: 'blocked', method: 'DELETE', url: '/api/resource/DR Note/n-linked', auth: admin(), status: 417 });
    assert.deepEqual(await references('n-linked'), { Comment: 3, ToDo: 1, DocShare: 1, Version: 1, 'Tag Link': 1 }, 'nothing deleted by a refused delete');
  });

  it('frappe.client.delete takes the same path', async () => {
    await decorated('n-client');
    await method(admin(), 'frappe.client.delete', { doctype: 'DR Note', name: 'n-client' });
    assert.deepEqual(await references('n-client'), { Comment: 0, ToDo: 0, DocShare: 0, Version: 0, 'Tag Link': 0 });
  });

  it('a linked document that can be disabled is refused with Frappe\'s advice to disable it instead', async () => {
    await createDocType(site(), {
      name: 'DR Flag', autoname: 'field:title',
      fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }, { fieldname: 'disabled', fieldtype: 'Check' }, { fieldname: 'parent_flag', fieldtype: 'Link', options: 'DR Flag' }],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }],
    });
    await insertAs(site(), admin(), 'DR Flag', { title: 'f-used' });
    await insertAs(site(), admin(), 'DR Flag', { title: 'f-user', parent_flag: 'f-used' });
    const refused = await runScenario(site(), { name: 'blocked', method: 'DELETE', url: '/api/resource/DR Flag/f-used', auth: admin(), status: 417 });
    assert.equal(refused.exc_type, 'LinkExistsError');
    assert.deepEqual(serverMessages(refused).map((m) => m.message), ['You can disable this DR Flag instead of deleting it.']);
  });

  it('a cancelled document holding a Link still blocks the delete, as in Frappe', async () => {
    await createDocType(site(), {
      name: 'DR Order', autoname: 'hash', is_submittable: 1,
      fields: [{ fieldname: 'note', fieldtype: 'Link', options: 'DR Note' }],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, submit: 1, cancel: 1 }],
    });
    await insertAs(site(), admin(), 'DR Note', { title: 'n-ordered' });
    const order = await insertAs(site(), admin(), 'DR Order', { note: 'n-ordered' });
    await runScenario(site(), { name: 'submit', method: 'PUT', url: `/api/resource/DR Order/${order.name}`, auth: admin(), json: { docstatus: 1 }, status: 200 });
    await runScenario(site(), { name: 'cancel', method: 'PUT', url: `/api/resource/DR Order/${order.name}`, auth: admin(), json: { docstatus: 2 }, status: 200 });
    await runScenario(site(), { name: 'blocked', method: 'DELETE', url: '/api/resource/DR Note/n-ordered', auth: admin(), status: 417 });
  });

  it('another document\'s child row blocks the delete even when the document\'s own rows link to it too', async () => {
    await runScenario(site(), { name: 'define DR Part', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200, json: { name: 'DR Part', module: 'Custom', istable: 1, fields: [{ fieldname: 'label', fieldtype: 'Data' }] } });
    await createDocType(site(), {
      name: 'DR Kit', autoname: 'field:title',
      fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }, { fieldname: 'parts', fieldtype: 'Table', options: 'DR Part' }],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }],
    });
    await runScenario(site(), { name: 'link parts to kits', method: 'PUT', url: '/api/resource/DocType/DR Part', auth: admin(), status: 200, json: { fields: [{ fieldname: 'label', fieldtype: 'Data' }, { fieldname: 'peer', fieldtype: 'Link', options: 'DR Kit' }] } });
    await insertAs(site(), admin(), 'DR Kit', { title: 'k-one' });
    await runScenario(site(), { name: 'own rows', method: 'PUT', url: '/api/resource/DR Kit/k-one', auth: admin(), status: 200, json: { parts: [{ label: 'a', peer: 'k-one' }, { label: 'b', peer: 'k-one' }] } });
    await insertAs(site(), admin(), 'DR Kit', { title: 'k-two', parts: [{ label: 'c', peer: 'k-one' }] });
    const refused = await runScenario(site(), { name: 'blocked', method: 'DELETE', url: '/api/resource/DR Kit/k-one', auth: admin(), status: 417 });
    assert.match(String(serverMessages(refused)[0].message), /is linked with DR Kit k-two/);
    await runScenario(site(), { name: 'k-two goes', method: 'DELETE', url: '/api/resource/DR Kit/k-two', auth: admin(), status: 202 });
    await runScenario(site(), { name: 'then k-one, whose own rows do not count', method: 'DELETE', url: '/api/resource/DR Kit/k-one', auth: admin(), status: 202 });
  });
});
