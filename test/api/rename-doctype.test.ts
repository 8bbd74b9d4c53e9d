import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { appsWith, RENAME_APP } from '../helpers/apps.ts';
import { createDocType, rows } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { upload } from '../helpers/uploads.ts';
import { call, insertAs, runtimeOf } from '../helpers/users.ts';

const apps = await appsWith(RENAME_APP);
const RENAME = '/api/method/frappe.client.rename_doc';

/**
 * Issue 55 part 6: renaming a custom DocType (Frappe's rename_doc("DocType", old, new)) moves its
 * table and everything that names it, in one transaction; standard DocTypes, merges, taken and
 * malformed names are refused as Frappe refuses them.
 */
perDialect('Renaming a DocType', (site) => {
  const admin = () => site().adminAuth;
  let manager: string;
  const rename = (old_name: string, new_name: string, status: number, auth = admin(), merge = false) =>
    runScenario(site(), { name: `rename ${old_name} to ${new_name}`, method: 'POST', url: RENAME, auth, json: { doctype: 'DocType', old_name, new_name, merge }, status });
  const read = (doctype: string, name: string, status = 200) =>
    runScenario(site(), { name: `read ${doctype} ${name}`, method: 'GET', url: `/api/resource/${encodeURIComponent(doctype)}/${encodeURIComponent(name)}`, auth: admin(), status });
  const optionsOf = async (doctype: string, fieldname: string) => (await read('DocType', doctype)).data.fields.find((f: { fieldname: string }) => f.fieldname === fieldname).options;
  const duplicateRefused = (doctype: string, title: string) =>
    runScenario(site(), { name: `duplicate code in ${doctype}`, method: 'POST', url: `/api/resource/${encodeURIComponent(doctype)}`, auth: admin(), json: { title, code: 'C0' }, status: 417, excType: 'UniqueValidationError' });
  const indexesOf = async (table: string) => {
    const db = (await runtimeOf(site())).db;
    return [...(await db.read((tx) => db.schema.tableIndexes(tx, table)))].sort();
  };
  const typeOf = async (doctype: string, field: string, filters: unknown[]) => (await rows(site(), doctype, { fields: [field], filters }))[0]?.[field];

  before(async () => {
    manager = await site().addUser('rd.manager@example.com', ['System Manager']);
    await site().addUser('rd.reader@example.com', []);
    await createDocType(site(), { name: 'RD Item', istable: 1, fields: [{ fieldname: 'note', fieldtype: 'Data' }] });
    await createDocType(site(), {
      name: 'RD Thing', autoname: 'field:title', track_changes: 1,
      fields: [
        { fieldname: 'title', fieldtype: 'Data', reqd: 1, unique: 1 },
        { fieldname: 'status', fieldtype: 'Data', search_index: 1 },
        { fieldname: 'code', fieldtype: 'Data', unique: 1 },
        { fieldname: 'parent_thing', fieldtype: 'Link', options: 'RD Thing' },
        { fieldname: 'about_type', fieldtype: 'Link', options: 'DocType' },
        { fieldname: 'about', fieldtype: 'Dynamic Link', options: 'about_type' },
        { fieldname: 'items', fieldtype: 'Table', options: 'RD Item' },
      ],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }],
    });
    await createDocType(site(), {
      name: 'RD Holder', autoname: 'prompt',
      fields: [
        { fieldname: 'thing', fieldtype: 'Link', options: 'RD Thing' },
        { fieldname: 'any_type', fieldtype: 'Data' },
        { fieldname: 'any_name', fieldtype: 'Dynamic Link', options: 'any_type' },
      ],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }],
    });
    await insertAs(site(), admin(), 'RD Thing', { title: 't0', code: 'C0' });
    await insertAs(site(), admin(), 'RD Thing', { title: 't1', status: 'open', parent_thing: 't0', about_type: 'RD Thing', about: 't0', items: [{ note: 'first' }] });
    await runScenario(site(), { name: 'edit t1', method: 'PUT', url: '/api/resource/RD Thing/t1', auth: admin(), json: { status: 'closed' }, status: 200 });
    await insertAs(site(), admin(), 'RD Holder', { name: 'h1', thing: 't1', any_type: 'RD Thing', any_name: 't1' });
    const call_ = (method: string, json: Record<string, unknown>) => runScenario(site(), { name: method, method: 'POST', url: `/api/method/${method}`, auth: admin(), json, status: 200 });
    await call_('frappe.desk.form.utils.add_comment', { reference_doctype: 'RD Thing', reference_name: 't1', content: 'noted', comment_email: 'admin@example.com' });
    await call_('frappe.share.add', { doctype: 'RD Thing', name: 't1', user: 'rd.reader@example.com' });
    await call_('frappe.desk.form.assign_to.add', { doctype: 'RD Thing', name: 't1', assign_to: ['rd.manager@example.com'] });
    await call_('frappe.core.page.permission_manager.permission_manager.add', { parent: 'RD Thing', role: 'System Manager', permlevel: 0 });
    await call_('frappe.core.page.permission_manager.permission_manager.update', { doctype: 'RD Thing', role: 'System Manager', permlevel: 0, ptype: 'write', value: 1 });
    await insertAs(site(), admin(), 'User Permission', { user: 'rd.reader@example.com', allow: 'RD Thing', for_value: 't1' });
    const up = await upload(site(), [{ name: 'file', filename: 't1.txt', content: 't1' }, { name: 'doctype', value: 'RD Thing' }, { name: 'docname', value: 't1' }], { auth: admin() });
    assert.equal(up.status, 200, up.body);
    await call_('frappe.model.utils.user_settings.save', { doctype: 'RD Thing', user_settings: JSON.stringify({ last_view: 'Report' }) });
  });

  it('is refused for a standard DocType, a merge, a taken or malformed name, and for anyone but Administrator on a standard one', async () => {
    const standard = await rename('ToDo', 'Task Note', 417);
    assert.equal(standard.exc_type, 'CannotCreateStandardDoctypeError');
    assert.match(standard.exception, /Not in Developer Mode! Set in site_config.json or make 'Custom' DocType\./);
    const notAdmin = await rename('ToDo', 'Task Note', 417, manager);
    assert.equal(notAdmin.exc_type, 'ValidationError');
    assert.match(notAdmin.exception, /DocType can only be renamed by Administrator/);
    const taken = await rename('RD Thing', 'RD Holder', 417);
    assert.match(taken.exception, /Another DocType with name RD Holder exists, select another name/);
    const merged = await rename('RD Thing', 'RD Holder', 417, admin(), true);
    assert.match(merged.exception, /DocType can not be merged/);
    const malformed = await rename('RD Thing', '1 Thing', 409);
    assert.equal(malformed.exc_type, 'NameError');
    assert.match(malformed.exception, /A DocType's name should start with a letter/);
    const long = await rename('RD Thing', `R${'x'.repeat(61)}`, 409);
    assert.match(long.exception, /Doctype name is limited to 61 characters/);
    const same = await rename('RD Thing', 'RD Thing', 417);
    assert.match(same.exception, /No changes made because old and new name are the same/);
    assert.equal((await read('RD Thing', 't1')).data.status, 'closed', 'nothing moved');
  });

  it('is undone whole when it fails after the table and the links moved', async () => {
    const indexes = await indexesOf('tabRD Thing');
    const refused = await rename('RD Thing', 'RD Refused Thing', 417);
    assert.match(refused.exception, /Renaming to RD Refused Thing is refused by the renametest app/);
    const doc = await read('RD Thing', 't1');
    assert.equal(doc.data.items[0].note, 'first');
    assert.equal(doc.data.items[0].parenttype, 'RD Thing');
    await read('RD Refused Thing', 't1', 404);
    await read('DocType', 'RD Refused Thing', 404);
    assert.equal(await optionsOf('RD Holder', 'thing'), 'RD Thing');
    assert.equal(await typeOf('Comment', 'reference_doctype', [['reference_name', '=', 't1'], ['comment_type', '=', 'Comment']]), 'RD Thing');
    assert.equal(await typeOf('RD Holder', 'any_type', [['name', '=', 'h1']]), 'RD Thing');
    // The table took its old name and indexes back: writing to it and a later rename work.
    await runScenario(site(), { name: 'write after undo', method: 'PUT', url: '/api/resource/RD Thing/t0', auth: admin(), json: { status: 'kept' }, status: 200 });
    await duplicateRefused('RD Thing', 'dup-after-undo');
    assert.deepEqual(await indexesOf('tabRD Thing'), indexes, 'its indexes as they were');
    assert.deepEqual(await indexesOf('tabRD Refused Thing'), []);
  });

  it('moves the table, its child rows, every field and record naming it, and reloads the metadata', async () => {
    const renamed = await rename('RD Thing', 'RD Gadget', 200);
    assert.equal(renamed.message, 'RD Gadget');
    await read('RD Thing', 't1', 404);
    const doc = await read('RD Gadget', 't1');
    assert.equal(doc.data.status, 'closed');
    assert.equal(doc.data.parent_thing, 't0');
    assert.equal(doc.data.about_type, 'RD Gadget', 'a Link to DocType inside the renamed table itself');
    assert.deepEqual(doc.data.items.map((r: { note: string; parenttype: string }) => [r.note, r.parenttype]), [['first', 'RD Gadget']]);
    assert.equal(await optionsOf('RD Holder', 'thing'), 'RD Gadget');
    assert.equal(await optionsOf('RD Gadget', 'parent_thing'), 'RD Gadget', 'its own Link to itself');
    assert.equal((await read('RD Holder', 'h1')).data.any_type, 'RD Gadget', 'a Dynamic Link whose type is a Data field');
    const byName = [['reference_name', '=', 't1']];
    assert.equal(await typeOf('Comment', 'reference_doctype', [...byName, ['comment_type', '=', 'Comment']]), 'RD Gadget');
    assert.equal(await typeOf('ToDo', 'reference_type', byName), 'RD Gadget');
    assert.equal(await typeOf('DocShare', 'share_doctype', [['share_name', '=', 't1']]), 'RD Gadget');
    assert.equal(await typeOf('User Permission', 'allow', [['for_value', '=', 't1']]), 'RD Gadget');
    assert.equal(await typeOf('File', 'attached_to_doctype', [['attached_to_name', '=', 't1']]), 'RD Gadget');
    assert.equal(await typeOf('Version', 'ref_doctype', [['docname', '=', 't1']]), 'RD Gadget');
    assert.deepEqual((await rows(site(), 'Custom DocPerm', { fields: ['parent'], filters: [['role', '=', 'System Manager'], ['parent', 'in', ['RD Thing', 'RD Gadget']]] })).map((r) => r.parent), ['RD Gadget']);
    const settings = await runScenario(site(), { name: 'settings', method: 'GET', url: '/api/method/frappe.model.utils.user_settings.get?doctype=RD%20Gadget', auth: admin(), status: 200 });
    assert.deepEqual(JSON.parse(settings.message), { last_view: 'Report' });
    // The renamed DocType works through every path: links to it validate, its unique field holds, it lists.
    await insertAs(site(), admin(), 'RD Holder', { name: 'h2', thing: 't1' });
    await runScenario(site(), { name: 'link to the old name', method: 'POST', url: '/api/resource/RD Holder', auth: admin(), json: { name: 'h3', thing: 'nope' }, status: 417 });
    await insertAs(site(), admin(), 'RD Gadget', { title: 't2', items: [{ note: 'second' }] });
    await duplicateRefused('RD Gadget', 'dup-after-rename');
    const indexes = await indexesOf('tabRD Gadget');
    assert.equal(indexes.filter((ix) => /^(ix|uq)_/.test(ix)).length, 4, `one of each, under the new table's names: ${indexes.join(', ')}`);
    assert.deepEqual((await rows(site(), 'RD Gadget', { fields: ['name'], order_by: 'name asc' })).map((r) => r.name), ['t0', 't1', 't2']);
    const meta = await runScenario(site(), { name: 'getdoctype', method: 'GET', url: '/api/method/frappe.desk.form.load.getdoctype?doctype=RD%20Gadget', auth: admin(), status: 200 });
    assert.equal(meta.docs[0].name, 'RD Gadget');
    const timeline = await call(site(), { method: 'GET', url: `/api/resource/Comment?filters=${encodeURIComponent(JSON.stringify([['reference_doctype', '=', 'DocType'], ['reference_name', '=', 'RD Gadget']]))}&fields=${encodeURIComponent('["content"]')}`, auth: admin() });
    assert.deepEqual(timeline.json.data, [{ content: 'renamed from <strong>RD Thing</strong> to <strong>RD Gadget</strong>' }]);
  });

  it('moves a single DocType\'s values', async () => {
    await createDocType(site(), { name: 'RD Settings', issingle: 1, fields: [{ fieldname: 'motto', fieldtype: 'Data' }], permissions: [{ role: 'System Manager', read: 1, write: 1 }] });
    await runScenario(site(), { name: 'set motto', method: 'PUT', url: '/api/resource/RD Settings/RD Settings', auth: admin(), json: { motto: 'kept' }, status: 200 });
    await rename('RD Settings', 'RD Config', 200);
    assert.equal((await read('RD Config', 'RD Config')).data.motto, 'kept');
  });

  it('lets the old name be given to a new DocType afterwards', async () => {
    await createDocType(site(), { name: 'RD Thing', fields: [{ fieldname: 'title', fieldtype: 'Data', unique: 1 }, { fieldname: 'status', fieldtype: 'Data', search_index: 1 }], permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1 }] });
    await insertAs(site(), admin(), 'RD Thing', { name: 'fresh', title: 't1' });
    assert.equal((await read('RD Gadget', 't1')).data.title, 't1', 'the renamed one is untouched');
  });

  it('carries its Custom Fields and Property Setters: the new name keeps the custom column, its data and the changed label', async () => {
    await createDocType(site(), { name: 'RD Widget', fields: [{ fieldname: 'title', fieldtype: 'Data' }], permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1 }] });
    const post = (doctype: string, json: Record<string, unknown>) => runScenario(site(), { name: `new ${doctype}`, method: 'POST', url: `/api/resource/${doctype}`, auth: admin(), json, status: 200 });
    await post('Custom Field', { dt: 'RD Widget', label: 'Colour', fieldname: 'colour', fieldtype: 'Data', insert_after: 'title' });
    await post('Property Setter', { doctype_or_field: 'DocField', doc_type: 'RD Widget', field_name: 'title', property: 'label', property_type: 'Data', value: 'Widget Title' });
    const w1 = (await insertAs(site(), admin(), 'RD Widget', { title: 'one', colour: 'teal' })).name;
    await rename('RD Widget', 'RD Gizmo', 200);
    assert.equal((await read('RD Gizmo', w1)).data.colour, 'teal');
    assert.deepEqual((await rows(site(), 'Custom Field', { fields: ['dt', 'fieldname'], filters: [['fieldname', '=', 'colour']] })).map((r) => r.dt), ['RD Gizmo']);
    assert.deepEqual((await rows(site(), 'Property Setter', { fields: ['doc_type'], filters: [['field_name', '=', 'title']] })).map((r) => r.doc_type), ['RD Gizmo']);
    const meta = await runScenario(site(), { name: 'getdoctype', method: 'GET', url: '/api/method/frappe.desk.form.load.getdoctype?doctype=RD%20Gizmo', auth: admin(), status: 200 });
    const fields = meta.docs[0].fields as Array<{ fieldname: string; label: string }>;
    assert.equal(fields.find((f) => f.fieldname === 'title')?.label, 'Widget Title');
    assert.ok(fields.some((f) => f.fieldname === 'colour'), 'the custom field is in the renamed DocType');
    const w2 = (await insertAs(site(), admin(), 'RD Gizmo', { title: 'two', colour: 'plum' })).name;
    assert.equal((await read('RD Gizmo', w2)).data.colour, 'plum');
  });
}, { apps });
