import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { MetaRegistry } from '../../src/meta/meta-registry.ts';
import { customizer, loadCustomizations } from '../../src/model/customizations.ts';
import { appsWith, CUSTOM_APP } from '../helpers/apps.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { silentLog } from '../helpers/test-site.ts';
import { call, insertAs, runtimeOf } from '../helpers/users.ts';

const apps = await appsWith(CUSTOM_APP);

/**
 * Issue 55 part 2: Property Setters over a built-in DocType's and a custom DocType's properties,
 * merged into getdoctype, the OpenAPI document and saves; what Customize Form would refuse is
 * refused with 417.
 */
perDialect('Property Setter', (site) => {
  const admin = () => site().adminAuth;
  let manager = '';
  let plain = '';

  const setProperty = async (json: Record<string, unknown>, auth = manager) => {
    const r = await call(site(), { method: 'POST', url: '/api/resource/Property Setter', auth, json });
    assert.equal(r.status, 200, r.body.slice(0, 500));
    return r.json.data;
  };
  const refused = async (json: Record<string, unknown>, message: string) => {
    const r = await call(site(), { method: 'POST', url: '/api/resource/Property Setter', auth: manager, json });
    assert.equal(r.status, 417, r.body.slice(0, 400));
    assert.equal(r.json.exc_type, 'ValidationError');
    assert.ok(r.body.includes(message), `${message} in ${r.body.slice(0, 600)}`);
  };
  const doctypeDoc = async (doctype: string) => {
    const r = await call(site(), { method: 'POST', url: '/api/method/frappe.desk.form.load.getdoctype', auth: admin(), json: { doctype } });
    assert.equal(r.status, 200, r.body.slice(0, 300));
    return r.json.docs[0];
  };
  const fieldOf = async (doctype: string, fieldname: string) => (await doctypeDoc(doctype)).fields.find((f: { fieldname: string }) => f.fieldname === fieldname);

  before(async () => {
    await runScenario(site(), {
      name: 'define PS Item', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: {
        name: 'PS Item', module: 'Custom', autoname: 'field:title',
        fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }, { fieldname: 'notes', fieldtype: 'Data' }, { fieldname: 'amount', fieldtype: 'Currency' }],
        permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }],
      },
    });
    manager = await site().addUser('ps.manager@example.com', ['System Manager']);
    plain = await site().addUser('ps.plain@example.com', []);
  });

  it('a label set on a User field shows in getdoctype, v2 meta and the OpenAPI document; deleting the setter restores it', async () => {
    const setter = await setProperty({ doctype_or_field: 'DocField', doc_type: 'User', field_name: 'first_name', property: 'label', value: 'Given Name' });
    assert.equal(setter.name, 'User-first_name-label');
    assert.equal(setter.property_type, 'Data', 'filled from the property table');
    assert.equal((await fieldOf('User', 'first_name')).label, 'Given Name');
    const v2 = await call(site(), { method: 'GET', url: '/api/v2/doctype/User/meta', auth: admin() });
    assert.equal(v2.json.data.fields.find((f: { fieldname: string }) => f.fieldname === 'first_name').label, 'Given Name');
    const openapi = (await call(site(), { method: 'GET', url: '/api/openapi.json', auth: admin() })).json;
    const titles = (Object.values(openapi.components.schemas) as Array<{ properties?: Record<string, { title?: string }> }>).map((s) => s.properties?.first_name?.title);
    assert.ok(titles.includes('Given Name'), 'the OpenAPI schema titles the field by the new label');
    const again = await setProperty({ doctype_or_field: 'DocField', doc_type: 'User', field_name: 'first_name', property: 'label', value: 'Forename' });
    assert.equal(again.name, 'User-first_name-label', 'a new setter of the same property replaces the old one');
    assert.equal((await fieldOf('User', 'first_name')).label, 'Forename');
    await runScenario(site(), { name: 'delete setter', method: 'DELETE', url: '/api/resource/Property Setter/User-first_name-label', auth: manager, status: 202 });
    assert.equal((await fieldOf('User', 'first_name')).label, 'First Name');
  });

  it('reqd through a setter is enforced on save; hidden, in_list_view and a DocType property apply', async () => {
    await setProperty({ doctype_or_field: 'DocField', doc_type: 'PS Item', field_name: 'notes', property: 'reqd', value: '1', property_type: 'Check' });
    const missing = await call(site(), { method: 'POST', url: '/api/resource/PS Item', auth: manager, json: { title: 'a' } });
    assert.equal(missing.status, 417, missing.body.slice(0, 300));
    assert.equal(missing.json.exc_type, 'MandatoryError');
    await insertAs(site(), manager, 'PS Item', { title: 'a', notes: 'n', amount: 2 });
    await insertAs(site(), manager, 'PS Item', { title: 'b', notes: 'n', amount: 1 });
    await setProperty({ doctype_or_field: 'DocField', doc_type: 'PS Item', field_name: 'amount', property: 'in_list_view', value: '1' });
    const amount = await fieldOf('PS Item', 'amount');
    assert.equal(amount.in_list_view, 1);
    await setProperty({ doctype_or_field: 'DocType', doc_type: 'PS Item', property: 'sort_field', value: 'amount' });
    await setProperty({ doctype_or_field: 'DocType', doc_type: 'PS Item', property: 'sort_order', value: 'ASC' });
    const doc = await doctypeDoc('PS Item');
    assert.equal(doc.sort_field, 'amount');
    assert.equal(doc.sort_order, 'ASC');
    const listed = await call(site(), { method: 'GET', url: '/api/resource/PS Item', auth: manager });
    assert.deepEqual(listed.json.data.map((d: { name: string }) => d.name), ['b', 'a'], 'the list follows the new sort');
  });

  it('a Data field may become Select (an allowed conversion), with its options checked on save', async () => {
    await setProperty({ doctype_or_field: 'DocField', doc_type: 'PS Item', field_name: 'notes', property: 'fieldtype', value: 'Select' });
    await setProperty({ doctype_or_field: 'DocField', doc_type: 'PS Item', field_name: 'notes', property: 'options', value: 'n\nm' });
    const bad = await call(site(), { method: 'POST', url: '/api/resource/PS Item', auth: manager, json: { title: 'c', notes: 'zzz' } });
    assert.equal(bad.status, 417);
    await insertAs(site(), manager, 'PS Item', { title: 'c', notes: 'm' });
  });

  it('refuses what Customize Form would refuse, and non-managers', async () => {
    await refused({ doctype_or_field: 'DocField', doc_type: 'PS Item', field_name: 'amount', property: 'fieldtype', value: 'Date' }, 'Fieldtype cannot be changed from Currency to Date');
    await refused({ doctype_or_field: 'DocField', doc_type: 'PS Item', field_name: 'title', property: 'fieldname', value: 'other' }, 'Property fieldname of a DocField cannot be customized');
    await refused({ doctype_or_field: 'DocType', doc_type: 'PS Item', property: 'issingle', value: '1' }, 'Property issingle of a DocType cannot be customized');
    await refused({ doctype_or_field: 'DocField', doc_type: 'PS Item', field_name: 'nope', property: 'label', value: 'x' }, 'Field nope not found in DocType PS Item');
    await refused({ doctype_or_field: 'DocField', doc_type: 'DocType', field_name: 'module', property: 'label', value: 'x' }, 'Core DocTypes cannot be customized.');
    await refused({ doctype_or_field: 'DocType', doc_type: 'PS Item', property: 'sort_field', value: 'nope' }, 'sort_field \\"nope\\" is not a field');
    await refused({ doctype_or_field: 'DocType Link', doc_type: 'PS Item', row_name: 'x', property: 'hidden', value: '1' }, 'Property Setters on DocType Link rows are not supported: only on a DocType or a DocField');
    const moved = await call(site(), { method: 'PUT', url: '/api/resource/Property Setter/PS Item-notes-reqd', auth: manager, json: { property: 'hidden' } });
    assert.equal(moved.status, 417);
    assert.ok(moved.body.includes('DocType, Field Name and Property of a Property Setter cannot be changed'), moved.body.slice(0, 400));
    const r = await call(site(), { method: 'POST', url: '/api/resource/Property Setter', auth: plain, json: { doctype_or_field: 'DocField', doc_type: 'PS Item', field_name: 'title', property: 'label', value: 'x' } });
    assert.equal(r.status, 403);
    assert.notEqual((await fieldOf('PS Item', 'title')).label, 'x');
    const stored = await call(site(), { method: 'GET', url: `/api/resource/Property Setter?filters=${encodeURIComponent('[["doc_type","=","PS Item"],["property","in",["fieldtype","fieldname","issingle","label"]]]')}&fields=["name"]`, auth: admin() });
    assert.deepEqual(stored.json.data, [{ name: 'PS Item-notes-fieldtype' }], 'nothing refused was stored');
  });

  it('a fresh MetaRegistry reload sees the setters (what every other process does on the notice)', async () => {
    const runtime = await runtimeOf(site());
    const registry = new MetaRegistry(apps.doctypes);
    const customizations = await runtime.db.read((tx) => loadCustomizations(tx, runtime.meta));
    registry.setCustom([...runtime.meta.all().filter((m) => m.custom).map((m) => runtime.meta.uncustomized(m.name)!)], new Map(), customizer(customizations, silentLog));
    const meta = registry.get('PS Item')!;
    assert.equal(meta.fieldMap.get('notes')!.reqd, true);
    assert.equal(meta.fieldMap.get('notes')!.fieldtype, 'Select');
    assert.equal(meta.sortField, 'amount');
    assert.equal(registry.uncustomized('PS Item')!.fieldMap.get('notes')!.reqd, false);
  });
  it('apps create custom fields and property setters (createCustomFields, makePropertySetter); a field without a fieldname is refused', async () => {
    const add = (json: Record<string, unknown>) => call(site(), { method: 'POST', url: '/api/method/customtest.api.add_fields', auth: admin(), json });
    const first = await add({ fields: { 'PS Item': [{ fieldname: 'app_code', label: 'App Code', fieldtype: 'Data', insert_after: 'title' }, { fieldname: 'app_flag', label: 'App Flag', fieldtype: 'Check', insert_after: 'app_code' }] } });
    assert.equal(first.status, 200, first.body.slice(0, 400));
    const fields = (await doctypeDoc('PS Item')).fields.map((f: { fieldname: string }) => f.fieldname);
    assert.deepEqual(fields.slice(0, 3), ['title', 'app_code', 'app_flag']);
    assert.equal((await call(site(), { method: 'GET', url: '/api/resource/Custom Field/PS Item-app_code', auth: admin() })).json.data.is_system_generated, 1);
    await add({ fields: { 'PS Item': [{ fieldname: 'app_code', label: 'Code of the App' }] } });
    assert.equal((await fieldOf('PS Item', 'app_code')).label, 'Code of the App', 'an existing field is updated');
    await add({ fields: { 'PS Item': [{ fieldname: 'app_code', label: 'Ignored' }] }, update: false });
    assert.equal((await fieldOf('PS Item', 'app_code')).label, 'Code of the App', 'update: false leaves it');
    const nameless = await add({ fields: { 'PS Item': [{ label: 'No Name' }] } });
    assert.equal(nameless.status, 417);
    assert.ok(nameless.body.includes('createCustomFields: every field of PS Item needs a fieldname'));
    const set = await call(site(), { method: 'POST', url: '/api/method/customtest.api.set_property', auth: admin(), json: { doctype: 'PS Item', fieldname: 'app_code', property: 'bold', value: '1', property_type: 'Check' } });
    assert.equal(set.status, 200, set.body.slice(0, 400));
    assert.equal((await fieldOf('PS Item', 'app_code')).bold, 1);
    await call(site(), { method: 'POST', url: '/api/method/customtest.api.set_property', auth: admin(), json: { doctype: 'PS Item', property: 'title_field', value: 'app_code', for_doctype: true } });
    assert.equal((await doctypeDoc('PS Item')).title_field, 'app_code');
    const systemField = await call(site(), { method: 'POST', url: '/api/method/frappe.custom.doctype.custom_field.custom_field.rename_fieldname', auth: manager, json: { custom_field: 'PS Item-app_code', fieldname: 'app_code2' } });
    assert.equal(systemField.status, 417);
    assert.ok(systemField.body.includes('System Generated Fields can not be renamed'));
    const refusedSetter = await call(site(), { method: 'POST', url: '/api/method/customtest.api.set_property', auth: admin(), json: { doctype: 'PS Item', fieldname: 'app_code', property: 'fieldname', value: 'x' } });
    assert.equal(refusedSetter.status, 417);
  });
}, { apps });
