import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs } from '../helpers/users.ts';

/** What a served module registers when the desk runs it: its `frappe.ui.form.on` calls, in order. */
async function registrations(code: string): Promise<Array<[string, string[]]>> {
  const mod = await import(`data:text/javascript,${encodeURIComponent(code)}`);
  const seen: Array<[string, string[]]> = [];
  const frappe = { ui: { form: { on: (doctype: string, events: Record<string, unknown>) => seen.push([doctype, Object.keys(events)]) } } };
  mod.default(frappe, (text: string) => text);
  return seen;
}

/**
 * Issue 55 part 4: Client Script records (System Manager only), carried by getdoctype as Frappe's
 * meta carries them, and served to the desk as a same-origin JavaScript module at
 * /app-scripts/<DocType>.js to the users who may read the DocType (docs/DECISIONS.md D122).
 */
perDialect('Client Script', (site) => {
  const admin = () => site().adminAuth;
  let manager = '';
  let reader = '';
  let outsider = '';

  const script = (doctype: string, body: string) => `frappe.ui.form.on(${JSON.stringify(doctype)}, { ${body} });`;
  const moduleOf = (doctype: string, auth: string | undefined) => call(site(), { method: 'GET', url: `/app-scripts/${encodeURIComponent(doctype)}.js`, auth });

  before(async () => {
    await insertAs(site(), admin(), 'Role', { role_name: 'CS Reader', desk_access: 1 });
    await runScenario(site(), {
      name: 'define CS Item', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: {
        name: 'CS Item', module: 'Custom', autoname: 'field:title',
        fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }, { fieldname: 'notes', fieldtype: 'Data' }],
        permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }, { role: 'CS Reader', read: 1 }],
      },
    });
    manager = await site().addUser('cs.manager@example.com', ['System Manager']);
    reader = await site().addUser('cs.reader@example.com', ['CS Reader']);
    outsider = await site().addUser('cs.outsider@example.com', []);
  });

  it('only a System Manager (or Administrator) reads and writes Client Scripts', async () => {
    const made = await insertAs(site(), manager, 'Client Script', { name: 'CS Item Form', dt: 'CS Item', enabled: 1, script: script('CS Item', 'refresh(frm) {}') });
    assert.equal(made.view, 'Form', 'Apply To defaults to Form');
    assert.equal(made.enabled, 1);
    for (const auth of [reader, outsider]) {
      const r = await call(site(), { method: 'POST', url: '/api/resource/Client Script', auth, json: { name: 'Sneaky', dt: 'CS Item', enabled: 1, script: 'alert(1)' } });
      assert.equal(r.status, 403, r.body.slice(0, 300));
      assert.equal(r.json.exc_type, 'PermissionError');
      const read = await call(site(), { method: 'GET', url: '/api/resource/Client Script/CS Item Form', auth });
      assert.equal(read.status, 403, read.body.slice(0, 300));
    }
    const noDoctype = await call(site(), { method: 'POST', url: '/api/resource/Client Script', auth: manager, json: { name: 'Nowhere', dt: 'No Such DocType', script: '' } });
    assert.equal(noDoctype.status, 417, noDoctype.body.slice(0, 300));
    assert.equal(noDoctype.json.exc_type, 'LinkValidationError');
    const badView = await call(site(), { method: 'POST', url: '/api/resource/Client Script', auth: manager, json: { name: 'Bad View', dt: 'CS Item', view: 'Report' } });
    assert.equal(badView.status, 417, badView.body.slice(0, 300));
  });

  it('the module holds the enabled Form scripts only, as JavaScript never cached; getdoctype carries them as Frappe does', async () => {
    await insertAs(site(), manager, 'Client Script', { name: 'CS Item Later', dt: 'CS Item', enabled: 1, script: script('CS Item', 'notes(frm) {}, validate(frm) {}') });
    await insertAs(site(), manager, 'Client Script', { name: 'CS Item Off', dt: 'CS Item', enabled: 0, script: script('CS Item', 'onload(frm) {}') });
    await insertAs(site(), manager, 'Client Script', { name: 'CS Item List', dt: 'CS Item', view: 'List', enabled: 1, script: 'frappe.listview_settings["CS Item"] = {};' });
    const r = await moduleOf('CS Item', reader);
    assert.equal(r.status, 200, r.body.slice(0, 300));
    assert.equal(r.headers['content-type'], 'application/javascript; charset=utf-8');
    assert.equal(r.headers['cache-control'], 'no-store');
    assert.equal(r.headers['x-content-type-options'], 'nosniff');
    assert.ok(!r.body.includes('onload'), 'a disabled script is not served');
    assert.ok(!r.body.includes('listview_settings'), 'a List script is not in the form module');
    assert.deepEqual(await registrations(r.body), [['CS Item', ['refresh']], ['CS Item', ['notes', 'validate']]], 'oldest first, each registering with the frappe it is given');

    const meta = await call(site(), { method: 'GET', url: '/api/method/frappe.desk.form.load.getdoctype?doctype=CS%20Item', auth: reader });
    assert.equal(meta.status, 200, meta.body.slice(0, 300));
    const doc = meta.json.docs[0];
    assert.ok(doc.__custom_js.includes('// CS Item Form\nfrappe.ui.form.on("CS Item", { refresh(frm) {} });'), doc.__custom_js);
    assert.ok(doc.__custom_js.endsWith('//# sourceURL=cs_item__custom_js'));
    assert.ok(!doc.__custom_js.includes('onload'));
    assert.ok(doc.__custom_list_js.includes('listview_settings'));

    await runScenario(site(), { name: 'disable', method: 'PUT', url: '/api/resource/Client Script/CS Item Form', auth: manager, json: { enabled: 0 }, status: 200 });
    assert.deepEqual(await registrations((await moduleOf('CS Item', reader)).body), [['CS Item', ['notes', 'validate']]], 'disabling applies at the next load');
  });

  it('a DocType without scripts answers an empty module; a Client Script for another DocType is not served', async () => {
    const r = await moduleOf('ToDo', outsider);
    assert.equal(r.status, 200, r.body.slice(0, 300));
    assert.deepEqual(await registrations(r.body), []);
  });

  it('a user who cannot read the DocType, or a Guest, gets 403; an unknown DocType 404; a name without .js 404', async () => {
    const denied = await moduleOf('CS Item', outsider);
    assert.equal(denied.status, 403, denied.body.slice(0, 300));
    assert.equal(denied.json.exc_type, 'PermissionError');
    assert.ok(!denied.body.includes('frappe.ui.form.on'));
    const guest = await moduleOf('CS Item', undefined);
    assert.equal(guest.status, 403, guest.body.slice(0, 300));
    const unknown = await moduleOf('No Such DocType', manager);
    assert.equal(unknown.status, 404, unknown.body.slice(0, 300));
    assert.equal(unknown.json.exc_type, 'DoesNotExistError');
    const noExt = await call(site(), { method: 'GET', url: '/app-scripts/CS%20Item', auth: manager });
    assert.equal(noExt.status, 404, noExt.body.slice(0, 300));
  });

  it('renaming the DocType moves its Client Scripts with it', async () => {
    await runScenario(site(), { name: 'rename CS Item', method: 'POST', url: '/api/method/frappe.client.rename_doc', auth: admin(), json: { doctype: 'DocType', old_name: 'CS Item', new_name: 'CS Thing' }, status: 200 });
    const later = await call(site(), { method: 'GET', url: '/api/resource/Client Script/CS Item Later', auth: manager });
    assert.equal(later.json.data.dt, 'CS Thing');
    assert.deepEqual(await registrations((await moduleOf('CS Thing', reader)).body), [['CS Item', ['notes', 'validate']]], 'served under the new name (its text is as written)');
  });
});
