import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, it } from 'node:test';
import { appsWith } from '../helpers/apps.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, serverMessages, type Scenario } from '../helpers/scenario.ts';

/** Frappe's document events (frappe/model/document.py, delete_doc.py, rename_doc.py), written out here so a missing one fails the app's load. */
const FRAPPE_EVENTS = [
  'before_insert', 'before_validate', 'validate', 'before_save', 'on_update', 'after_insert', 'before_submit', 'on_submit',
  'before_update_after_submit', 'on_update_after_submit', 'before_cancel', 'on_cancel', 'on_change', 'on_trash', 'after_delete',
  'before_discard', 'on_discard', 'before_rename', 'after_rename',
];

/**
 * Every document event logged as a message `ev:<event>` with what it was told; before_cancel
 * refuses a document noted "hold", before_rename the name "EV-refused", and
 * before_update_after_submit changes the title of one noted "sneak". The rename hooks log too,
 * and rename.before answers "EV-answered" when asked for "EV-ask".
 */
const CONTROLLER = `import { frappeThrow, msgprint } from 'svc/app-api';
const log = (event) => (dc, doc, _meta, old, rename) => {
  const told = rename ? \` \${rename.from}>\${rename.to}\${rename.merge ? ' merge' : ''} doc=\${doc.name}\` : '';
  msgprint(dc, \`ev:\${event}\${told}\${old ? ' old=' + old.docstatus : ''}\`);
  if (event === 'before_cancel' && doc.note === 'hold') frappeThrow('on hold');
  if (event === 'before_rename' && rename.to === 'EV-refused') frappeThrow('not that name');
  if (event === 'before_update_after_submit' && doc.note === 'sneak') doc.title = 'changed by the hook';
};
export default {
  events: Object.fromEntries(${JSON.stringify(FRAPPE_EVENTS)}.map((event) => [event, log(event)])),
  rename: {
    before(dc, _doc, to) {
      msgprint(dc, 'ev:rename.before');
      if (to === 'EV-ask') return 'EV-answered';
    },
    after(dc) {
      msgprint(dc, 'ev:rename.after');
    },
  },
};
`;

const DOCTYPE = {
  doctype: 'DocType', name: 'Ev Doc', module: 'Evtest', autoname: 'hash', is_submittable: 1, allow_rename: 1,
  fields: [
    { fieldname: 'title', fieldtype: 'Data', label: 'Title' },
    { fieldname: 'note', fieldtype: 'Data', label: 'Note', allow_on_submit: 1 },
    { fieldname: 'amended_from', fieldtype: 'Link', label: 'Amended From', options: 'Ev Doc', read_only: 1 },
  ],
  permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, submit: 1, cancel: 1, amend: 1 }],
};

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-lifecycle-'));
const appDir = path.join(tmp, 'evtest');
fs.mkdirSync(path.join(appDir, 'doctype', 'ev_doc'), { recursive: true });
// An ES module, as an app made by `svc new-app` is: a CommonJS one would load its own copy of the app API.
fs.writeFileSync(path.join(appDir, 'package.json'), JSON.stringify({ type: 'module' }));
fs.writeFileSync(path.join(appDir, 'doctype', 'ev_doc', 'ev_doc.json'), JSON.stringify(DOCTYPE));
fs.writeFileSync(path.join(appDir, 'doctype', 'ev_doc', 'ev_doc.ts'), CONTROLLER);
const apps = await appsWith(appDir);

// Frappe's order (frappe/model/document.py insert, _save, run_before_save_methods, run_post_save_methods).
const INSERT = ['before_insert', 'before_validate', 'validate', 'before_save', 'after_insert', 'on_update', 'on_change'];
const INSERT_SUBMITTED = ['before_insert', 'before_validate', 'validate', 'before_submit', 'after_insert', 'on_update', 'on_submit', 'on_change'];
const SAVE = ['before_validate old=0', 'validate old=0', 'before_save old=0', 'on_update old=0', 'on_change old=0'];
const SUBMIT = ['before_validate old=0', 'validate old=0', 'before_submit old=0', 'on_update old=0', 'on_submit old=0', 'on_change old=0'];
const UPDATE_AFTER_SUBMIT = ['before_update_after_submit old=1', 'on_update_after_submit old=1', 'on_change old=1'];
const CANCEL = ['before_cancel old=1', 'on_cancel old=1', 'on_change old=1'];

/**
 * The document events a controller sees, in Frappe's order, for every way svc inserts, saves,
 * submits, updates after submit, cancels, amends, discards, renames and deletes a document.
 */
perDialect('Document events in Frappe\'s order', (site) => {
  const admin = () => site().adminAuth;
  /** The events a request fired, in order. */
  const events = async (s: Omit<Scenario, 'auth'>): Promise<{ json: any; fired: string[] }> => {
    const json = await runScenario(site(), { ...s, auth: admin() });
    // v1 carries messages in `_server_messages`, v2 in `messages`.
    const fired = [...serverMessages(json), ...(json?.messages ?? [])].map((m) => String(m.message)).filter((m) => m.startsWith('ev:')).map((m) => m.slice(3));
    return { json, fired };
  };
  const form = (args: Record<string, unknown>) => Object.fromEntries(Object.entries(args).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  const draft = async () => (await events({ name: 'insert', method: 'POST', url: '/api/resource/Ev Doc', json: { title: 'draft' }, status: 200 })).json.data;
  const submitted = async () => {
    const doc = await draft();
    await events({ name: 'submit', method: 'PUT', url: `/api/resource/Ev Doc/${doc.name}`, json: { docstatus: 1 }, status: 200 });
    return (await runScenario(site(), { name: 'read', method: 'GET', url: `/api/resource/Ev Doc/${doc.name}`, auth: admin(), status: 200 })).data;
  };

  after(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('insert, save, submit, update after submit and cancel fire Frappe\'s events in its order', async () => {
    const inserted = await events({ name: 'insert', method: 'POST', url: '/api/resource/Ev Doc', json: { title: 'one' }, status: 200 });
    assert.deepEqual(inserted.fired, INSERT);
    const url = `/api/resource/Ev Doc/${inserted.json.data.name}`;
    assert.deepEqual((await events({ name: 'save', method: 'PUT', url, json: { title: 'two' }, status: 200 })).fired, SAVE);
    assert.deepEqual((await events({ name: 'submit', method: 'PUT', url, json: { docstatus: 1 }, status: 200 })).fired, SUBMIT);
    assert.deepEqual((await events({ name: 'update after submit', method: 'PUT', url, json: { note: 'later' }, status: 200 })).fired, UPDATE_AFTER_SUBMIT);
    assert.deepEqual((await events({ name: 'cancel', method: 'PUT', url, json: { docstatus: 2 }, status: 200 })).fired, CANCEL);
  });

  it('what before_update_after_submit changes is held to what may change after submit, as Frappe checks after it', async () => {
    const doc = await submitted();
    const refused = await runScenario(site(), { name: 'sneak', method: 'PUT', url: `/api/resource/Ev Doc/${doc.name}`, auth: admin(), json: { note: 'sneak' }, status: 417, excType: 'UpdateAfterSubmitError' });
    assert.match(JSON.stringify(refused), /Title/);
    const stored = (await runScenario(site(), { name: 'read', method: 'GET', url: `/api/resource/Ev Doc/${doc.name}`, auth: admin(), status: 200 })).data;
    assert.deepEqual([stored.title, stored.note ?? null], ['draft', null]);
  });

  it('a document inserted submitted fires before_submit and on_submit, not before_save', async () => {
    assert.deepEqual((await events({ name: 'insert submitted', method: 'POST', url: '/api/resource/Ev Doc', json: { title: 'at once', docstatus: 1 }, status: 200 })).fired, INSERT_SUBMITTED);
  });

  it('every way to submit fires the same events', async () => {
    const ways: Array<[string, (doc: any) => Omit<Scenario, 'auth'>]> = [
      ['frappe.client.submit', (doc) => ({ name: 'client.submit', method: 'POST', url: '/api/method/frappe.client.submit', form: form({ doc }), status: 200 })],
      ['savedocs Submit', (doc) => ({ name: 'savedocs', method: 'POST', url: '/api/method/frappe.desk.form.save.savedocs', form: form({ doc, action: 'Submit' }), status: 200 })],
      ['run_method submit', (doc) => ({ name: 'run_method', method: 'POST', url: `/api/resource/Ev Doc/${doc.name}?run_method=submit`, status: 200 })],
      ['v2 PATCH', (doc) => ({ name: 'v2', method: 'PATCH', url: `/api/v2/document/Ev Doc/${doc.name}`, json: { docstatus: 1 }, status: 200 })],
      ['v2 batch', (doc) => ({ name: 'v2 batch', method: 'POST', url: '/api/v2/batch', json: { operations: [{ op: 'update', doctype: 'Ev Doc', name: doc.name, doc: { docstatus: 1 } }] }, status: 200 })],
      ['v2 bulk_update', (doc) => ({ name: 'v2 bulk', method: 'POST', url: '/api/v2/document/Ev Doc/bulk_update', json: { docs: [{ name: doc.name, docstatus: 1 }] }, status: 200 })],
      ['frappe.client.bulk_update', (doc) => ({ name: 'bulk_update', method: 'POST', url: '/api/method/frappe.client.bulk_update', form: form({ docs: [{ doctype: 'Ev Doc', docname: doc.name, docstatus: 1 }] }), status: 200 })],
    ];
    for (const [way, request] of ways) {
      const doc = await draft();
      assert.deepEqual((await events(request({ ...doc, doctype: 'Ev Doc' }))).fired, SUBMIT, way);
    }
  });

  it('every way to cancel fires the same events', async () => {
    const ways: Array<[string, (doc: any) => Omit<Scenario, 'auth'>]> = [
      ['frappe.client.cancel', (doc) => ({ name: 'client.cancel', method: 'POST', url: '/api/method/frappe.client.cancel', form: { doctype: 'Ev Doc', name: doc.name }, status: 200 })],
      ['desk cancel', (doc) => ({ name: 'desk cancel', method: 'POST', url: '/api/method/frappe.desk.form.save.cancel', form: { doctype: 'Ev Doc', name: doc.name }, status: 200 })],
      ['savedocs Cancel', (doc) => ({ name: 'savedocs', method: 'POST', url: '/api/method/frappe.desk.form.save.savedocs', form: form({ doc, action: 'Cancel' }), status: 200 })],
      ['run_method cancel', (doc) => ({ name: 'run_method', method: 'POST', url: `/api/resource/Ev Doc/${doc.name}?run_method=cancel`, status: 200 })],
    ];
    for (const [way, request] of ways) {
      const doc = await submitted();
      assert.deepEqual((await events(request({ ...doc, doctype: 'Ev Doc' }))).fired, CANCEL, way);
    }
  });

  it('an amendment is an insert; a discard fires on_change between its own events, as Frappe\'s db_set', async () => {
    const original = await submitted();
    await events({ name: 'cancel', method: 'PUT', url: `/api/resource/Ev Doc/${original.name}`, json: { docstatus: 2 }, status: 200 });
    const amended = await events({ name: 'amend', method: 'POST', url: '/api/resource/Ev Doc', json: { title: 'again', amended_from: original.name }, status: 200 });
    assert.equal(amended.json.data.name, `${original.name}-1`);
    assert.deepEqual(amended.fired, INSERT);
    const discarded = await events({ name: 'discard', method: 'POST', url: '/api/method/frappe.desk.form.save.discard', form: { doctype: 'Ev Doc', name: amended.json.data.name }, status: 200 });
    assert.deepEqual(discarded.fired, ['before_discard', 'on_change', 'on_discard']);
  });

  it('a rename runs the rename hooks, then the events with the names; the hook\'s answer is the name the event sees', async () => {
    const doc = await draft();
    const rename = (oldName: string, newName: string, merge = false) =>
      events({ name: 'rename', method: 'POST', url: '/api/method/frappe.client.rename_doc', form: { doctype: 'Ev Doc', old_name: oldName, new_name: newName, merge: merge ? '1' : '0' }, status: 200 });
    const renamed = await rename(doc.name, 'EV-ask');
    assert.equal(renamed.json.message, 'EV-answered');
    assert.deepEqual(renamed.fired, ['rename.before', `before_rename ${doc.name}>EV-answered doc=${doc.name}`, 'rename.after', `after_rename ${doc.name}>EV-answered doc=EV-answered`]);
    const other = await draft();
    const merged = await rename(other.name, 'EV-answered', true);
    assert.deepEqual(merged.fired, [
      'rename.before', `before_rename ${other.name}>EV-answered merge doc=${other.name}`, 'rename.after', `after_rename ${other.name}>EV-answered merge doc=EV-answered`,
      // The merged document is deleted through the delete table.
      'on_trash', 'after_delete',
    ]);
  });

  it('an event that throws refuses the change whole: before_cancel, before_rename', async () => {
    const doc = await submitted();
    const url = `/api/resource/Ev Doc/${doc.name}`;
    await runScenario(site(), { name: 'hold', method: 'PUT', url, auth: admin(), json: { note: 'hold' }, status: 200 });
    await runScenario(site(), { name: 'cancel refused', method: 'POST', url: '/api/method/frappe.client.cancel', auth: admin(), form: { doctype: 'Ev Doc', name: doc.name }, status: 417, excType: 'ValidationError' });
    assert.equal((await runScenario(site(), { name: 'read', method: 'GET', url, auth: admin(), status: 200 })).data.docstatus, 1);
    await runScenario(site(), { name: 'rename refused', method: 'POST', url: '/api/method/frappe.client.rename_doc', auth: admin(), form: { doctype: 'Ev Doc', old_name: doc.name, new_name: 'EV-refused' }, status: 417, excType: 'ValidationError' });
    await runScenario(site(), { name: 'still there', method: 'GET', url, auth: admin(), status: 200 });
    await runScenario(site(), { name: 'not renamed', method: 'GET', url: '/api/resource/Ev Doc/EV-refused', auth: admin(), status: 404 });
  });

  it('a delete fires on_trash, then after_delete', async () => {
    const doc = await draft();
    const deleted = await events({ name: 'delete', method: 'POST', url: '/api/method/frappe.client.delete', form: { doctype: 'Ev Doc', name: doc.name }, status: 200 });
    assert.deepEqual(deleted.fired, ['on_trash', 'after_delete']);
  });

}, { apps });
