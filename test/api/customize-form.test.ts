import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs } from '../helpers/users.ts';

type Row = Record<string, any>;

/**
 * Issue 55 part 3: Customize Form's document methods as the desk calls them (run_doc_method with
 * the form as `docs`, and v2's run_doc_method): fetch, save (labels, new custom fields, order),
 * reset, and Frappe's refusals with nothing written.
 */
perDialect('Customize Form', (site) => {
  const admin = () => site().adminAuth;
  let manager = '';
  let plain = '';

  const run = async (method: string, form: Row, auth = manager) => {
    const r = await call(site(), { method: 'POST', url: '/api/method/run_doc_method', auth, json: { method, docs: JSON.stringify(form) } });
    return r;
  };
  const fetchForm = async (doctype: string): Promise<Row> => {
    const r = await run('fetch_to_customize', { doctype: 'Customize Form', name: 'Customize Form', doc_type: doctype });
    assert.equal(r.status, 200, r.body.slice(0, 600));
    return r.json.docs[0];
  };
  const save = async (form: Row): Promise<Row> => {
    const r = await run('save_customization', form);
    assert.equal(r.status, 200, r.body.slice(0, 600));
    return r.json.docs[0];
  };
  const refused = async (form: Row, message: string) => {
    const r = await run('save_customization', form);
    assert.equal(r.status, 417, r.body.slice(0, 600));
    assert.equal(r.json.exc_type, 'ValidationError');
    assert.ok(r.body.includes(message), `${message} in ${r.body.slice(0, 600)}`);
  };
  const doctypeDoc = async (doctype: string) => {
    const r = await call(site(), { method: 'POST', url: '/api/method/frappe.desk.form.load.getdoctype', auth: admin(), json: { doctype } });
    assert.equal(r.status, 200, r.body.slice(0, 300));
    return r.json.docs[0];
  };
  const fieldnames = async (doctype: string) => (await doctypeDoc(doctype)).fields.map((f: Row) => f.fieldname);
  const row = (form: Row, fieldname: string) => form.fields.find((f: Row) => f.fieldname === fieldname);
  const setterCount = async (doctype: string) => {
    const r = await call(site(), { method: 'GET', url: `/api/resource/Property Setter?filters=${encodeURIComponent(JSON.stringify({ doc_type: doctype }))}&limit_page_length=0`, auth: admin() });
    return r.json.data.length as number;
  };

  before(async () => {
    manager = await site().addUser('cf.manager@example.com', ['System Manager']);
    plain = await site().addUser('cf.plain@example.com', []);
    await runScenario(site(), {
      name: 'define CF Custom', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: { name: 'CF Custom', module: 'Custom', fields: [{ fieldname: 'title', fieldtype: 'Data' }], permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1 }] },
    });
  });

  it('fetch_to_customize loads the merged metadata: properties, standard fields marked, custom ones editable', async () => {
    await insertAs(site(), admin(), 'Custom Field', { dt: 'Note', label: 'Audience', fieldtype: 'Data', insert_after: 'title' });
    const form = await fetchForm('Note');
    assert.equal(form.doc_type, 'Note');
    assert.equal(form.name, 'Customize Form');
    const names = form.fields.map((f: Row) => f.fieldname);
    assert.equal(names[names.indexOf('title') + 1], 'custom_audience', 'the custom field in place');
    assert.equal(row(form, 'title').is_custom_field, 0);
    assert.equal(row(form, 'custom_audience').is_custom_field, 1);
    assert.equal(row(form, 'custom_audience').name, 'Note-custom_audience');
    assert.equal(row(form, 'title').doctype, 'Customize Form Field');
    const v2 = await call(site(), { method: 'POST', url: '/api/v2/method/run_doc_method', auth: manager, json: { method: 'fetch_to_customize', document: { doctype: 'Customize Form', name: 'Customize Form', doc_type: 'ToDo' } } });
    assert.equal(v2.status, 200, v2.body.slice(0, 400));
    assert.equal(v2.json.docs[0].title_field, 'description');
    assert.equal(v2.json.docs[0].track_changes, 1);
    assert.equal(v2.json.docs[0].fields[0].fieldname, 'status');
  });

  it('save_customization: a label shows in getdoctype and OpenAPI, a new custom field gets a column and is writable, the order is kept', async () => {
    const form = await fetchForm('ToDo');
    row(form, 'sender').label = 'Sent By';
    form.sort_order = 'ASC';
    const at = form.fields.findIndex((f: Row) => f.fieldname === 'priority');
    form.fields.splice(at + 1, 0, { doctype: 'Customize Form Field', is_custom_field: 1, label: 'Cost Center', fieldtype: 'Data' });
    const color = form.fields.findIndex((f: Row) => f.fieldname === 'color');
    const [moved] = form.fields.splice(color, 1);
    form.fields.push(moved);
    const saved = await save(form);
    assert.equal(row(saved, 'sender').label, 'Sent By', 'the form is fetched again');
    assert.equal(row(saved, 'custom_cost_center').is_custom_field, 1);
    const doc = await doctypeDoc('ToDo');
    assert.equal(doc.fields.find((f: Row) => f.fieldname === 'sender').label, 'Sent By');
    assert.equal(doc.sort_order, 'ASC');
    const names: string[] = doc.fields.map((f: Row) => f.fieldname);
    assert.equal(names[names.indexOf('priority') + 1], 'custom_cost_center');
    assert.equal(names.at(-1), 'color', 'field_order moves a standard field');
    const openapi = (await call(site(), { method: 'GET', url: '/api/openapi.json', auth: admin() })).json;
    const titles = (Object.values(openapi.components.schemas) as Array<{ properties?: Record<string, { title?: string }> }>).map((s) => s.properties?.sender?.title);
    assert.ok(titles.includes('Sent By'), 'the OpenAPI schema titles the field by the new label');
    const todo = await insertAs(site(), manager, 'ToDo', { description: 'with a center', custom_cost_center: 'CC-1' });
    const read = await call(site(), { method: 'GET', url: `/api/resource/ToDo/${todo.name}`, auth: manager });
    assert.equal(read.json.data.custom_cost_center, 'CC-1');
    const again = await save(saved);
    assert.deepEqual(again.fields.map((f: Row) => f.fieldname), saved.fields.map((f: Row) => f.fieldname), 'saving an unchanged form changes nothing');
  });

  it('a label set back to the app value drops its Property Setter; a removed custom row deletes its Custom Field', async () => {
    const form = await fetchForm('ToDo');
    row(form, 'sender').label = 'Sender';
    form.fields = form.fields.filter((f: Row) => f.fieldname !== 'custom_cost_center');
    const saved = await save(form);
    assert.equal(row(saved, 'custom_cost_center'), undefined);
    const gone = await call(site(), { method: 'GET', url: '/api/resource/Custom Field/ToDo-custom_cost_center', auth: admin() });
    assert.equal(gone.status, 404);
    const setters = await call(site(), { method: 'GET', url: `/api/resource/Property Setter?filters=${encodeURIComponent(JSON.stringify({ doc_type: 'ToDo', property: 'label' }))}`, auth: admin() });
    assert.equal(setters.json.data.length, 0);
  });

  it('reset_to_defaults deletes the Property Setters and the Custom Fields it made', async () => {
    const form = await fetchForm('ToDo');
    row(form, 'sender').label = 'From';
    form.fields.push({ is_custom_field: 1, label: 'Batch', fieldtype: 'Int' });
    await save(form);
    assert.ok((await setterCount('ToDo')) > 0);
    const r = await run('reset_to_defaults', { doctype: 'Customize Form', name: 'Customize Form', doc_type: 'ToDo' });
    assert.equal(r.status, 200, r.body.slice(0, 400));
    assert.equal(row(r.json.docs[0], 'sender').label, 'Sender');
    assert.equal(row(r.json.docs[0], 'custom_batch'), undefined);
    assert.equal(await setterCount('ToDo'), 0);
    const names = await fieldnames('ToDo');
    assert.equal(names.at(-1), 'assignment_rule', 'the app order is back');
    assert.equal((await doctypeDoc('ToDo')).sort_order, 'DESC');
  });

  it('refuses a type outside the allowed conversions, a renamed standard field, mandatory over empty values, hidden and mandatory; nothing written', async () => {
    await insertAs(site(), manager, 'ToDo', { description: 'no sender' });
    const before = JSON.stringify(await doctypeDoc('ToDo'));
    const typed = await fetchForm('ToDo');
    row(typed, 'sender').label = 'Changed first';
    row(typed, 'date').fieldtype = 'Int';
    await refused(typed, 'Fieldtype cannot be changed from Date to Int in row 4');
    const renamed = await fetchForm('ToDo');
    row(renamed, 'sender').fieldname = 'sent_by';
    await refused(renamed, 'the fieldname of a standard field cannot be changed');
    const mandatory = await fetchForm('ToDo');
    row(mandatory, 'sender').reqd = 1;
    await refused(mandatory, 'Field Sender cannot be made mandatory');
    const hidden = await fetchForm('ToDo');
    hidden.fields.push({ is_custom_field: 1, label: 'Secret', fieldtype: 'Data', hidden: 1, reqd: 1 });
    await refused(hidden, 'ToDo: Field Secret in row 15 cannot be hidden and mandatory without default');
    const newCustom = await fetchForm('ToDo');
    newCustom.fields.push({ is_custom_field: 1, label: 'Needs Link', fieldtype: 'Link' });
    await refused(newCustom, 'Options required for Link or Table type field Needs Link');
    assert.equal(JSON.stringify(await doctypeDoc('ToDo')), before, 'nothing written');
    assert.equal(await setterCount('ToDo'), 0);
  });

  it('a conversion Frappe allows, and the changes Frappe leaves out with a message', async () => {
    const form = await fetchForm('ToDo');
    row(form, 'sender').fieldtype = 'Small Text';
    row(form, 'description').reqd = 0;
    row(form, 'status').options = 'Open\nClosed';
    const r = await run('save_customization', form);
    assert.equal(r.status, 200, r.body.slice(0, 600));
    const messages = JSON.stringify(r.json._server_messages ?? '');
    assert.ok(messages.includes('Not allowed to disable Mandatory for standard fields'), messages);
    assert.ok(messages.includes("You can't set 'Options' for field Status"), messages);
    const doc = await doctypeDoc('ToDo');
    assert.equal(doc.fields.find((f: Row) => f.fieldname === 'sender').fieldtype, 'Small Text');
    assert.equal(doc.fields.find((f: Row) => f.fieldname === 'description').reqd, 1);
    await run('reset_to_defaults', { doctype: 'Customize Form', name: 'Customize Form', doc_type: 'ToDo' });
  });

  it('refuses core, Single and custom DocTypes, and callers who are not System Managers', async () => {
    for (const [doctype, message] of [
      ['User', 'Core DocTypes cannot be customized.'],
      ['Custom Field', 'Core DocTypes cannot be customized.'],
      ['System Settings', 'Single DocTypes cannot be customized.'],
      ['CF Custom', 'Only standard DocTypes are allowed to be customized from Customize Form.'],
    ]) {
      const r = await run('fetch_to_customize', { doctype: 'Customize Form', name: 'Customize Form', doc_type: doctype });
      assert.equal(r.status, 417, `${doctype}: ${r.body.slice(0, 300)}`);
      assert.ok(r.body.includes(message), `${message} in ${r.body.slice(0, 300)}`);
    }
    const unknown = await run('fetch_to_customize', { doctype: 'Customize Form', name: 'Customize Form', doc_type: 'No Such Type' });
    assert.equal(unknown.status, 404, unknown.body.slice(0, 300));
    const denied = await run('fetch_to_customize', { doctype: 'Customize Form', name: 'Customize Form', doc_type: 'ToDo' }, plain);
    assert.equal(denied.status, 403, denied.body.slice(0, 300));
    const rows = await run('save_customization', { doctype: 'Customize Form', name: 'Customize Form', doc_type: 'ToDo', fields: 'x' });
    assert.equal(rows.status, 417, rows.body.slice(0, 300));
  });
});
