import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { insertAs } from '../helpers/users.ts';

/** Issue 16 part 7: frappe.desk.form.load.getdoc and getdoctype, as Frappe's form and frappe-ui load a document. */
perDialect('getdoc and getdoctype', (site) => {
  const admin = () => site().adminAuth;
  let reader = '';
  let outsider = '';
  const method = (auth: string, path: string, json: Record<string, unknown>, status = 200) => runScenario(site(), { name: path, method: 'POST', url: `/api/method/${path}`, auth, json, status });

  before(async () => {
    await insertAs(site(), admin(), 'Role', { role_name: 'FL Reader', desk_access: 1 });
    await runScenario(site(), { name: 'child', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200, json: { name: 'FL Line', module: 'Custom', istable: 1, fields: [{ fieldname: 'item', fieldtype: 'Data' }] } });
    await runScenario(site(), {
      name: 'define', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: {
        name: 'FL Doc', module: 'Custom', autoname: 'field:title',
        fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }, { fieldname: 'note', fieldtype: 'Data' }, { fieldname: 'lines', fieldtype: 'Table', options: 'FL Line' }],
        permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, share: 1 }, { role: 'FL Reader', read: 1 }],
      },
    });
    reader = await site().addUser('fl.reader@example.com', ['FL Reader']);
    outsider = await site().addUser('fl.outsider@example.com', []);
    await insertAs(site(), admin(), 'FL Doc', { title: 'd-one', lines: [{ item: 'a' }] });
    await method(admin(), 'frappe.desk.form.utils.add_comment', { reference_doctype: 'FL Doc', reference_name: 'd-one', content: 'Hello', comment_email: 'admin@example.com' });
    await method(admin(), 'frappe.desk.form.assign_to.add', { assign_to: ['fl.reader@example.com'], doctype: 'FL Doc', name: 'd-one' });
    await method(admin(), 'frappe.share.add', { doctype: 'FL Doc', name: 'd-one', user: 'fl.outsider@example.com' });
    await method(admin(), 'frappe.desk.doctype.tag.tag.add_tag', { tag: 'red', dt: 'FL Doc', dn: 'd-one' });
    await method(admin(), 'frappe.desk.like.toggle_like', { doctype: 'FL Doc', name: 'd-one', add: 'Yes' });
    await method(admin(), 'frappe.share.remove', { doctype: 'FL Doc', name: 'd-one', user: 'fl.outsider@example.com' });
  });

  it('getdoc answers docs and docinfo, with the caller’s rights on the document and no nulls', async () => {
    const body = await method(reader, 'frappe.desk.form.load.getdoc', { doctype: 'FL Doc', name: 'd-one' });
    assert.equal(body.message, undefined, 'no message, as Frappe');
    const [doc] = body.docs;
    assert.equal(doc.name, 'd-one');
    assert.equal(doc.lines[0].item, 'a');
    assert.ok(!Object.values(doc).includes(null), 'nulls are left out');
    const info = body.docinfo;
    assert.deepEqual(info.comments.map((c: { content: string }) => c.content), ['Hello']);
    assert.equal(info.total_comments, 1);
    assert.deepEqual(info.assignments.map((a: { owner: string }) => a.owner), ['fl.reader@example.com']);
    assert.deepEqual(info.shared, [], 'the share was removed');
    assert.equal(info.tags, 'red');
    assert.equal(info.like_logs.length, 1);
    assert.equal(info.permissions.read, 1);
    assert.equal(info.permissions.write, 0);
    assert.deepEqual(info.attachments, []);
  });

  it('getdoc refuses who cannot read, and answers 404 for a missing document', async () => {
    await method(outsider, 'frappe.desk.form.load.getdoc', { doctype: 'FL Doc', name: 'd-one' }, 403);
    await method(reader, 'frappe.desk.form.load.getdoc', { doctype: 'FL Doc', name: 'nope' }, 404);
    await method(reader, 'frappe.desk.form.load.getdoc', { doctype: 'No Such Type', name: 'x' }, 404);
  });

  it('getdoctype answers the DocType and its child tables to a reader, and 403 to others', async () => {
    const body = await method(reader, 'frappe.desk.form.load.getdoctype', { doctype: 'FL Doc' });
    assert.deepEqual(body.docs.map((d: { name: string }) => d.name), ['FL Doc', 'FL Line']);
    assert.deepEqual(body.docs[0].fields.map((f: { fieldname: string }) => f.fieldname), ['title', 'note', 'lines']);
    await method(outsider, 'frappe.desk.form.load.getdoctype', { doctype: 'FL Doc' }, 403);
  });

  it('getdoctype carries the fields’ depends_on, mandatory_depends_on and read_only_depends_on, built-in and custom, for the desk to apply', async () => {
    const rules = { depends_on: 'eval:doc.kind == "Other"', mandatory_depends_on: 'eval:doc.kind == "Other"', read_only_depends_on: 'locked' };
    await runScenario(site(), {
      name: 'define', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: {
        name: 'FL Rules', module: 'Custom',
        fields: [{ fieldname: 'kind', fieldtype: 'Select', options: 'Usual\nOther' }, { fieldname: 'locked', fieldtype: 'Check' }, { fieldname: 'why', fieldtype: 'Data', ...rules }],
        permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1 }],
      },
    });
    const custom = (await method(admin(), 'frappe.desk.form.load.getdoctype', { doctype: 'FL Rules' })).docs[0];
    const why = custom.fields.find((f: { fieldname: string }) => f.fieldname === 'why');
    assert.deepEqual([why.depends_on, why.mandatory_depends_on, why.read_only_depends_on], [rules.depends_on, rules.mandatory_depends_on, rules.read_only_depends_on]);
    const account = (await method(admin(), 'frappe.desk.form.load.getdoctype', { doctype: 'Email Account' })).docs[0];
    const server = account.fields.find((f: { fieldname: string }) => f.fieldname === 'smtp_server');
    assert.deepEqual([server.depends_on, server.mandatory_depends_on], ['enable_outgoing', 'enable_outgoing']);
  });
});
