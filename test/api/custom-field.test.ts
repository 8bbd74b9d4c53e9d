import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { buildApp } from '../../src/app.ts';
import { MetaRegistry } from '../../src/meta/meta-registry.ts';
import { migrateSite } from '../../src/sites/migrate-site.ts';
import type { NoticePoller } from '../../src/storage/database.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { silentLog, testApps } from '../helpers/test-site.ts';
import { call, insertAs, runtimeOf } from '../helpers/users.ts';

const CF = 'frappe.custom.doctype.custom_field.custom_field';

/**
 * Issue 55 part 1: Custom Fields on a built-in DocType (User) and on a custom one, through every
 * API that reads DocTypes or documents, across a restart, a migrate and a second process; deletion
 * and rename_fieldname keep the data; Frappe's refusals.
 */
perDialect('Custom Field', (site) => {
  const admin = () => site().adminAuth;
  let manager = '';
  let reader = '';
  let userName = '';

  const addField = (json: Record<string, unknown>, auth = admin(), status = 200, excType?: string) =>
    runScenario(site(), { name: `Custom Field ${JSON.stringify(json)}`, method: 'POST', url: '/api/resource/Custom Field', auth, json, status, excType });
  const refused = async (json: Record<string, unknown>, message: string, excType = 'ValidationError') => {
    const r = await call(site(), { method: 'POST', url: '/api/resource/Custom Field', auth: manager, json });
    assert.equal(r.status, 417, r.body.slice(0, 400));
    assert.equal(r.json.exc_type, excType);
    assert.ok(r.body.includes(message), `${message} in ${r.body.slice(0, 600)}`);
  };
  const fieldsOf = async (doctype: string, auth = admin(), app = site().app) => {
    const r = await call({ ...site(), app }, { method: 'POST', url: '/api/method/frappe.desk.form.load.getdoctype', auth, json: { doctype } });
    assert.equal(r.status, 200, r.body.slice(0, 300));
    return r.json.docs[0].fields as Array<Record<string, unknown>>;
  };
  const userDoc = async (app = site().app) => (await call({ ...site(), app }, { method: 'GET', url: `/api/resource/User/${encodeURIComponent(userName)}`, auth: admin() })).json.data;
  const rawColumn = async (table: string, column: string, name: string) => {
    const runtime = await runtimeOf(site());
    const row = await runtime.db.read((tx) => tx.first<Record<string, unknown>>(tx.builder.selectFrom(table).select(column).where('name', '=', name)));
    return row?.[column];
  };

  before(async () => {
    await runScenario(site(), { name: 'role', method: 'POST', url: '/api/resource/Role', auth: admin(), status: 200, json: { role_name: 'CF Reader', desk_access: 1 } });
    await runScenario(site(), {
      name: 'define CF Thing', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: {
        name: 'CF Thing', module: 'Custom', autoname: 'field:title',
        fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }, { fieldname: 'body', fieldtype: 'Small Text' }],
        permissions: [
          { role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 },
          { role: 'System Manager', permlevel: 1, read: 1, write: 1 },
          { role: 'CF Reader', read: 1, write: 1, create: 1 },
        ],
      },
    });
    manager = await site().addUser('cf.manager@example.com', ['System Manager']);
    reader = await site().addUser('cf.reader@example.com', ['CF Reader']);
    userName = 'cf.person@example.com';
    await site().addUser(userName, []);
  });

  it('a custom field on User: named from its label, placed after insert_after, read and written through v1, v2, getdoc, listings and filters', async () => {
    await addField({ dt: 'User', label: 'Favourite Colour', fieldtype: 'Data', insert_after: 'last_name', in_standard_filter: 1 }, admin(), 200);
    const stored = (await call(site(), { method: 'GET', url: '/api/resource/Custom Field/User-custom_favourite_colour', auth: admin() })).json.data;
    assert.equal(stored.fieldname, 'custom_favourite_colour');
    const fields = await fieldsOf('User');
    const at = fields.findIndex((f) => f.fieldname === 'custom_favourite_colour');
    assert.ok(at > 0, 'getdoctype lists the field');
    assert.equal(fields[at - 1].fieldname, 'last_name', 'right after insert_after');
    assert.equal(fields[at].is_custom_field, 1);
    assert.equal(fields[at].label, 'Favourite Colour');
    assert.deepEqual(fields.map((f) => f.idx), fields.map((_f, i) => i + 1), 'rows numbered again');

    await runScenario(site(), { name: 'write v1', method: 'PUT', url: `/api/resource/User/${userName}`, auth: admin(), json: { custom_favourite_colour: 'teal' }, status: 200 });
    assert.equal((await userDoc()).custom_favourite_colour, 'teal');
    const v2 = await call(site(), { method: 'GET', url: `/api/v2/document/User/${userName}`, auth: admin() });
    assert.equal(v2.json.data.custom_favourite_colour, 'teal');
    await runScenario(site(), { name: 'write v2', method: 'PATCH', url: `/api/v2/document/User/${userName}`, auth: admin(), json: { custom_favourite_colour: 'navy' }, status: 200 });
    const form = await call(site(), { method: 'POST', url: '/api/method/frappe.desk.form.load.getdoc', auth: admin(), json: { doctype: 'User', name: userName } });
    assert.equal(form.json.docs[0].custom_favourite_colour, 'navy');
    const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
    const listed = await call(site(), { method: 'GET', url: `/api/resource/User?fields=${q(['name', 'custom_favourite_colour'])}&filters=${q([['custom_favourite_colour', '=', 'navy']])}`, auth: admin() });
    assert.deepEqual(listed.json.data, [{ name: userName, custom_favourite_colour: 'navy' }]);
    const meta = await call(site(), { method: 'GET', url: '/api/v2/doctype/User/meta', auth: admin() });
    assert.ok(meta.json.data.fields.some((f: { fieldname: string }) => f.fieldname === 'custom_favourite_colour'), 'v2 meta');
    const openapi = (await call(site(), { method: 'GET', url: '/api/openapi.json', auth: admin() })).json;
    const schemas = Object.values(openapi.components.schemas) as Array<{ properties?: Record<string, { title?: string }> }>;
    assert.ok(schemas.some((s) => s.properties?.custom_favourite_colour?.title === 'Favourite Colour'), 'the OpenAPI document has the field');
  });

  it('a custom field on a custom DocType, created through v2 and listed; permlevel 1 hidden from a user without level-1 read', async () => {
    await addField({ dt: 'CF Thing', fieldname: 'rating_count', label: 'Rating Count', fieldtype: 'Int', in_list_view: 1, insert_after: 'title' });
    await addField({ dt: 'CF Thing', label: 'Secret Note', fieldtype: 'Data', permlevel: 1 }, manager);
    const created = await call(site(), { method: 'POST', url: '/api/v2/document/CF Thing', auth: admin(), json: { title: 't1', rating_count: '7', custom_secret_note: 'hush' } });
    assert.equal(created.status, 200, created.body.slice(0, 300));
    assert.equal(created.json.data.rating_count, 7);
    const fields = await fieldsOf('CF Thing');
    assert.deepEqual(fields.map((f) => f.fieldname), ['title', 'rating_count', 'body', 'custom_secret_note'], 'appended when insert_after is not given');
    const forReader = await call(site(), { method: 'GET', url: '/api/resource/CF Thing/t1', auth: reader });
    assert.equal(forReader.json.data.rating_count, 7);
    assert.equal('custom_secret_note' in forReader.json.data, false, 'level 1 is not readable by CF Reader');
    const forManager = await call(site(), { method: 'GET', url: '/api/resource/CF Thing/t1', auth: manager });
    assert.equal(forManager.json.data.custom_secret_note, 'hush');
    await insertAs(site(), reader, 'CF Thing', { title: 't2', rating_count: 3, custom_secret_note: 'ignored' });
    assert.equal(await rawColumn('tabCF Thing', 'custom_secret_note', 't2'), null, 'a level the user cannot write is not written');
    const listed = await call(site(), { method: 'GET', url: `/api/resource/CF Thing?fields=${encodeURIComponent('["name","rating_count"]')}&order_by=rating_count%20asc`, auth: reader });
    assert.deepEqual(listed.json.data, [{ name: 't2', rating_count: 3 }, { name: 't1', rating_count: 7 }]);
  });

  it('refuses what Frappe refuses, with its messages', async () => {
    await refused({ dt: 'User', fieldname: 'custom_favourite_colour', fieldtype: 'Data', label: 'Again' }, 'A field with the name <strong>custom_favourite_colour</strong> already exists in User');
    await refused({ dt: 'User', fieldname: 'first_name', fieldtype: 'Data', label: 'First' }, 'A field with the name <strong>first_name</strong> already exists in User');
    await refused({ dt: 'DocType', label: 'Nope', fieldtype: 'Data' }, 'Custom Fields cannot be added to core DocTypes.');
    await refused({ dt: 'CF Thing', label: 'Weird', fieldtype: 'Sparkle' }, 'Field Type cannot be \\"Sparkle\\"');
    await refused({ dt: 'CF Thing', label: 'Linked', fieldtype: 'Link', options: 'No Such DocType' }, 'CF Thing: Options must be a valid DocType for field Linked');
    await refused({ dt: 'CF Thing', label: 'Linked', fieldtype: 'Link' }, 'CF Thing: Options required for Link or Table type field Linked');
    await refused({ dt: 'CF Thing', fieldname: 'owner', label: 'Owner', fieldtype: 'Data' }, 'Fieldname owner conflicting with meta object');
    await refused({ dt: 'CF Thing', fieldtype: 'Data' }, 'Label is mandatory');
    await refused({ dt: 'No Such DocType', label: 'X', fieldtype: 'Data' }, 'Could not find DocType: No Such DocType', 'LinkValidationError');
    const changed = await call(site(), { method: 'PUT', url: '/api/resource/Custom Field/CF Thing-rating_count', auth: manager, json: { fieldtype: 'Date' } });
    assert.equal(changed.status, 417);
    assert.ok(changed.body.includes('Fieldtype cannot be changed from Int to Date'), changed.body.slice(0, 400));
    for (const [changes, message] of [
      [{ dt: 'User' }, 'DocType cannot be changed from CF Thing to User'],
      [{ fieldname: 'other_name' }, 'Fieldname cannot be changed by a save: use rename_fieldname'],
    ] as const) {
      const r = await call(site(), { method: 'PUT', url: '/api/resource/Custom Field/CF Thing-rating_count', auth: manager, json: changes });
      assert.equal(r.status, 417);
      assert.ok(r.body.includes(message), r.body.slice(0, 400));
    }
    const adminOwned = await call(site(), { method: 'DELETE', url: '/api/resource/Custom Field/CF Thing-rating_count', auth: manager });
    assert.equal(adminOwned.status, 417);
    assert.ok(adminOwned.body.includes('Custom Field <strong>Rating Count</strong> is created by the Administrator and can only be deleted through the Administrator account.'), adminOwned.body.slice(0, 400));
    const labels = await call(site(), { method: 'POST', url: `/api/method/${CF}.get_fields_label`, auth: reader, json: { doctype: 'Custom DocPerm' } });
    assert.equal(labels.status, 403, 'get_fields_label asks what getdoctype asks');
    await addField({ dt: 'CF Thing', label: 'By Reader', fieldtype: 'Data' }, reader, 403, 'PermissionError');
    assert.ok(!(await fieldsOf('CF Thing')).some((f) => f.fieldname === 'custom_by_reader' || f.fieldname === 'custom_weird'), 'nothing was added');
  });

  it('survives a restart (a new app over the site folder) and a migrate', async () => {
    const apps = await testApps();
    const runtime = await runtimeOf(site());
    await migrateSite(runtime.db, new MetaRegistry(apps.doctypes), '2024-01-01 00:00:00.000000', silentLog);
    await migrateSite(runtime.db, runtime.meta, '2024-01-01 00:00:00.000000', silentLog);
    const docFields = await call(site(), { method: 'GET', url: `/api/resource/DocField?parent=DocType&filters=${encodeURIComponent('[["parent","=","User"]]')}&fields=["fieldname"]&limit_page_length=0`, auth: admin() });
    assert.equal(docFields.status, 200, docFields.body.slice(0, 300));
    assert.ok(!docFields.json.data.some((f: { fieldname: string }) => f.fieldname === 'custom_favourite_colour'), 'the DocType record stays the app\'s');
    const other = await buildApp({ sitesDir: site().sitesDir, logLevel: 'silent' }, { apps });
    try {
      assert.equal((await userDoc(other)).custom_favourite_colour, 'navy');
      assert.ok((await fieldsOf('User', admin(), other)).some((f) => f.fieldname === 'custom_favourite_colour'));
    } finally {
      await other.close();
    }
  });

  it('a field added in one process shows in another at its next request', async () => {
    const other = await buildApp({ sitesDir: site().sitesDir, logLevel: 'silent' }, { apps: await testApps() });
    try {
      const runtime = await other.sites.get(site().site);
      assert.ok(!(await fieldsOf('CF Thing', admin(), other)).some((f) => f.fieldname === 'custom_late'));
      const noticed = new Promise<void>((resolve) => runtime.db.onNotice((channel) => channel === 'meta' && resolve()));
      await addField({ dt: 'CF Thing', label: 'Late', fieldtype: 'Check' });
      await (runtime.db as Partial<NoticePoller>).pollNotices?.();
      await noticed;
      assert.ok((await fieldsOf('CF Thing', admin(), other)).some((f) => f.fieldname === 'custom_late'));
      const written = await call({ ...site(), app: other }, { method: 'PUT', url: '/api/resource/CF Thing/t1', auth: admin(), json: { custom_late: 1 } });
      assert.equal(written.json.data.custom_late, 1);
    } finally {
      await other.close();
    }
  });

  it('deleting a custom field keeps its column and data; adding it again brings them back', async () => {
    await runScenario(site(), { name: 'delete', method: 'DELETE', url: '/api/resource/Custom Field/CF Thing-custom_late', auth: admin(), status: 202 });
    assert.ok(!(await fieldsOf('CF Thing')).some((f) => f.fieldname === 'custom_late'));
    const doc = (await call(site(), { method: 'GET', url: '/api/resource/CF Thing/t1', auth: admin() })).json.data;
    assert.equal('custom_late' in doc, false);
    assert.equal(Number(await rawColumn('tabCF Thing', 'custom_late', 't1')), 1, 'the column keeps its value');
    await addField({ dt: 'CF Thing', label: 'Late', fieldtype: 'Check' });
    assert.equal((await call(site(), { method: 'GET', url: '/api/resource/CF Thing/t1', auth: admin() })).json.data.custom_late, 1);
  });

  it('a save whose schema change fails writes nothing: a unique field over duplicate values', async () => {
    await addField({ dt: 'CF Thing', label: 'Dup', fieldtype: 'Data' });
    for (const name of ['t1', 't2']) await runScenario(site(), { name: `dup ${name}`, method: 'PUT', url: `/api/resource/CF Thing/${name}`, auth: admin(), json: { custom_dup: 'same' }, status: 200 });
    await runScenario(site(), { name: 'delete dup', method: 'DELETE', url: '/api/resource/Custom Field/CF Thing-custom_dup', auth: admin(), status: 202 });
    const r = await call(site(), { method: 'POST', url: '/api/resource/Custom Field', auth: admin(), json: { dt: 'CF Thing', label: 'Dup', fieldtype: 'Data', unique: 1 } });
    assert.equal(r.status, 417, r.body.slice(0, 400));
    assert.equal(r.json.exc_type, 'UniqueValidationError');
    assert.equal((await call(site(), { method: 'GET', url: '/api/resource/Custom Field/CF Thing-custom_dup', auth: admin() })).status, 404);
    assert.ok(!(await fieldsOf('CF Thing')).some((f) => f.fieldname === 'custom_dup'));
    assert.equal(await rawColumn('tabCF Thing', 'custom_dup', 't1'), 'same', 'the values stay');
  });

  it('rename_fieldname moves the values to the new fieldname; refusals', async () => {
    const rename = (json: Record<string, unknown>, auth = manager) => call(site(), { method: 'POST', url: `/api/method/${CF}.rename_fieldname`, auth, json });
    const done = await rename({ custom_field: 'User-custom_favourite_colour', fieldname: 'custom_colour' });
    assert.equal(done.status, 200, done.body.slice(0, 400));
    assert.ok(done.body.includes('Custom field renamed to custom_colour successfully.'));
    const doc = await userDoc();
    assert.equal(doc.custom_colour, 'navy');
    assert.equal('custom_favourite_colour' in doc, false);
    const fields = await fieldsOf('User');
    assert.equal(fields[fields.findIndex((f) => f.fieldname === 'custom_colour') - 1].fieldname, 'last_name');
    assert.equal((await call(site(), { method: 'GET', url: '/api/resource/Custom Field/User-custom_favourite_colour', auth: admin() })).json.data.fieldname, 'custom_colour', 'the record keeps its name');
    const taken = await rename({ custom_field: 'User-custom_favourite_colour', fieldname: 'first_name' });
    assert.equal(taken.status, 417);
    assert.ok(taken.body.includes('Can not rename as column first_name is already present on DocType.'));
    const same = await rename({ custom_field: 'User-custom_favourite_colour', fieldname: 'custom_colour' });
    assert.ok(same.body.includes('Can not rename as column custom_colour is already present on DocType.'), 'its own column counts, as in Frappe');
    assert.equal((await rename({ custom_field: 'User-custom_favourite_colour', fieldname: 'x_y' }, reader)).status, 403);
  });

  it('get_fields_label answers a DocType\'s fields, or Frappe\'s message', async () => {
    const labels = (await call(site(), { method: 'POST', url: `/api/method/${CF}.get_fields_label`, auth: manager, json: { doctype: 'User' } })).json.message as Array<{ value: string; label: string }>;
    assert.ok(labels.some((l) => l.value === 'custom_colour' && l.label === 'Favourite Colour'));
    assert.ok(labels.some((l) => l.value === 'first_name'));
    const core = await call(site(), { method: 'POST', url: `/api/method/${CF}.get_fields_label`, auth: manager, json: { doctype: 'DocType' } });
    assert.ok(core.body.includes('Custom Fields cannot be added to core DocTypes.'));
    const custom = await call(site(), { method: 'POST', url: `/api/method/${CF}.get_fields_label`, auth: manager, json: { doctype: 'CF Thing' } });
    assert.ok(custom.body.includes('Custom Fields can only be added to a standard DocType.'));
  });

  it('deleting a DocType deletes its Custom Fields', async () => {
    await runScenario(site(), { name: 'delete CF Thing', method: 'DELETE', url: '/api/resource/DocType/CF Thing', auth: admin(), status: 202 });
    const left = await call(site(), { method: 'GET', url: `/api/resource/Custom Field?filters=${encodeURIComponent('[["dt","=","CF Thing"]]')}`, auth: admin() });
    assert.deepEqual(left.json.data, []);
    assert.ok((await fieldsOf('User')).some((f) => f.fieldname === 'custom_colour'), 'other DocTypes keep theirs');
  });
});
