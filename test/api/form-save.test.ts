import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { LoadedApps } from '../../src/apps/load-apps.ts';
import { frappeThrow, msgprint, type DocController } from '../../src/apps/app-api.ts';
import { appsWith } from '../helpers/apps.ts';
import { createDocType, insert } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, serverMessages } from '../helpers/scenario.ts';

/** Frappe's discard events: before_discard may refuse, on_discard runs once the draft is set aside. */
const note: DocController = {
  events: {
    before_discard(_dc, doc) {
      if (doc.title === 'locked') frappeThrow('This draft is locked');
    },
    on_discard(dc, doc) {
      msgprint(dc, `on_discard saw docstatus ${String(doc.docstatus)}`);
    },
  },
};
const base = await appsWith();
const apps: LoadedApps = { ...base, controllers: new Map([...base.controllers, ['FS Note', note]]) };

/**
 * frappe.desk.form.save (savedocs, cancel, discard): what Frappe's own form calls to save, submit,
 * update after submit, cancel and discard, answered as send_updated_docs does, `{"docs": [doc],
 * "docinfo": {...}}` with an alert in `_server_messages` and no `message`.
 */
perDialect('Frappe form saves: savedocs, cancel, discard', (site) => {
  const admin = () => site().adminAuth;
  let reader = '';
  let creator = '';
  const call = (method: string, args: Record<string, unknown>, status: number, auth = admin(), verb: 'POST' | 'GET' = 'POST') =>
    runScenario(site(), verb === 'POST'
      ? { name: method, method: 'POST', url: `/api/method/frappe.desk.form.save.${method}`, auth, form: Object.fromEntries(Object.entries(args).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])), status }
      : { name: `GET ${method}`, method: 'GET', url: `/api/method/frappe.desk.form.save.${method}?${new URLSearchParams(args as Record<string, string>)}`, auth, status });
  const savedocs = (doc: Record<string, unknown>, action: string, status = 200, auth = admin()) => call('savedocs', { doc, action }, status, auth);
  const alertOf = (json: any) => serverMessages(json).find((m) => m.alert === 1);
  const read = async (name: string) => (await runScenario(site(), { name: 'read', method: 'GET', url: `/api/resource/FS Note/${name}`, auth: admin(), status: 200 })).data;

  before(async () => {
    await insert(site(), 'Role', { role_name: 'FS Reader', desk_access: 1 });
    await insert(site(), 'Role', { role_name: 'FS Creator', desk_access: 1 });
    await createDocType(site(), { name: 'FS Row', istable: 1, fields: [{ fieldname: 'label', fieldtype: 'Data' }], permissions: [] });
    await createDocType(site(), {
      name: 'FS Note', autoname: 'hash', is_submittable: 1,
      fields: [
        { fieldname: 'title', fieldtype: 'Data' }, { fieldname: 'note', fieldtype: 'Data', allow_on_submit: 1 },
        { fieldname: 'workflow_state', fieldtype: 'Data', allow_on_submit: 1 }, { fieldname: 'rows', fieldtype: 'Table', options: 'FS Row' },
      ],
      permissions: [
        { role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, submit: 1, cancel: 1 }, { role: 'FS Reader', read: 1 },
        { role: 'FS Creator', create: 1, write: 1 },
      ],
    });
    await createDocType(site(), { name: 'FS Prompt', autoname: 'prompt', fields: [{ fieldname: 'title', fieldtype: 'Data' }], permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1 }] });
    reader = await site().addUser('fs.reader@example.com', ['FS Reader']);
    creator = await site().addUser('fs.creator@example.com', ['FS Creator']);
  });

  it("Save of a new document: the form's temporary names are dropped, answered back as localname, with docinfo and a green alert", async () => {
    const json = await savedocs({ doctype: 'FS Note', name: 'new-fs-note-1', __islocal: 1, title: 'first', rows: [{ doctype: 'FS Row', name: 'new-fs-row-1', __islocal: 1, label: 'a' }] }, 'Save');
    assert.equal('message' in json, false);
    const [doc] = json.docs;
    assert.match(doc.name, /^[0-9a-v]{10}$/);
    assert.equal(doc.localname, 'new-fs-note-1');
    assert.deepEqual([doc.docstatus, doc.title, doc.rows.length], [0, 'first', 1]);
    assert.notEqual(doc.rows[0].name, 'new-fs-row-1');
    assert.deepEqual([doc.rows[0].parent, doc.rows[0].label], [doc.name, 'a']);
    assert.ok(Array.isArray(json.docinfo.attachments) && json.docinfo.permissions.write === 1, JSON.stringify(json.docinfo));
    assert.deepEqual(alertOf(json), { message: 'Saved', title: 'Message', indicator: 'green', alert: 1 });
    assert.equal((await read(doc.name)).title, 'first');
    const prompt = await savedocs({ doctype: 'FS Prompt', name: 'new-fs-prompt-1', __islocal: 1, __newname: 'Chosen', title: 'p' }, 'Save');
    assert.deepEqual([prompt.docs[0].name, prompt.docs[0].localname], ['Chosen', 'new-fs-prompt-1']);
  });

  it('Save, Submit, Update and Cancel of a stored document, each with the stored modified', async () => {
    const created = (await savedocs({ doctype: 'FS Note', __islocal: 1, name: 'new-fs-note-2', title: 'draft' }, 'Save')).docs[0];
    const saved = (await savedocs({ ...created, title: 'edited' }, 'Save')).docs[0];
    assert.equal(saved.title, 'edited');
    assert.equal('localname' in saved, false);
    const stale = await savedocs({ ...created, title: 'lost' }, 'Save', 417);
    assert.equal(stale.exc_type, 'TimestampMismatchError');
    const submitted = (await savedocs(saved, 'Submit')).docs[0];
    assert.equal(submitted.docstatus, 1);
    const updated = (await savedocs({ ...submitted, note: 'after submit' }, 'Update')).docs[0];
    assert.deepEqual([updated.docstatus, updated.note], [1, 'after submit']);
    const refused = await savedocs({ ...updated, title: 'not allowed on submit' }, 'Update', 417);
    assert.equal(refused.exc_type, 'UpdateAfterSubmitError');
    const cancelled = await savedocs(updated, 'Cancel');
    assert.equal(cancelled.docs[0].docstatus, 2);
    assert.equal((await read(created.name)).docstatus, 2);
  });

  it('savedocs refuses what it cannot do, writing nothing', async () => {
    const draft = await insert(site(), 'FS Note', { title: 'kept' });
    const full = await read(draft.name);
    await savedocs({ ...full, title: 'x' }, 'Destroy', 417);
    await savedocs({ ...full, title: 'x' }, 'Save', 403, reader);
    await call('savedocs', { doc: JSON.stringify({ ...full, title: 'x' }), action: 'Save' }, 403, admin(), 'GET');
    await savedocs({ ...full, docstatus: 0, title: 'x' }, 'Cancel', 417);
    const notJson = await call('savedocs', { doc: 'not json', action: 'Save' }, 417);
    assert.equal(notJson.exc_type, 'FrappeTypeError');
    assert.equal((await read(draft.name)).title, 'kept');
    // Frappe's docinfo needs read: a role that may create but not read has its save refused whole.
    const count = async () => (await runScenario(site(), { name: 'count', method: 'GET', url: '/api/resource/FS Note?limit_page_length=0', auth: admin(), status: 200 })).data.length;
    const notes = await count();
    await savedocs({ doctype: 'FS Note', name: 'new-fs-note-9', __islocal: 1, title: 'blind' }, 'Save', 403, creator);
    assert.equal(await count(), notes);
  });

  it("a new row in a stored document's save drops the form's name, so it can never take over a stored row", async () => {
    const stored = (await savedocs({ doctype: 'FS Note', __islocal: 1, name: 'new-fs-note-3', title: 'rows', rows: [{ doctype: 'FS Row', __islocal: 1, name: 'new-fs-row-1', label: 'first' }] }, 'Save')).docs[0];
    const first = stored.rows[0];
    const saved = (await savedocs({ ...stored, rows: [first, { doctype: 'FS Row', __islocal: 1, name: first.name, label: 'second' }] }, 'Save')).docs[0];
    assert.deepEqual(saved.rows.map((r: any) => r.label), ['first', 'second']);
    assert.equal(saved.rows[0].name, first.name);
    assert.notEqual(saved.rows[1].name, first.name);
  });

  it('cancel sets the workflow state the form names, then cancels; answered with a red alert', async () => {
    const doc = await insert(site(), 'FS Note', { title: 'to cancel', docstatus: 1, workflow_state: 'Approved' });
    const json = await call('cancel', { doctype: 'FS Note', name: doc.name, workflow_state_fieldname: 'workflow_state', workflow_state: 'Cancelled' }, 200);
    assert.deepEqual([json.docs[0].docstatus, json.docs[0].workflow_state], [2, 'Cancelled']);
    // A field not allowed on submit is no workflow state: a cancel, which validates nothing, leaves it.
    const other = await insert(site(), 'FS Note', { title: 'kept title', docstatus: 1 });
    const kept = await call('cancel', { doctype: 'FS Note', name: other.name, workflow_state_fieldname: 'title', workflow_state: 'rewritten' }, 200);
    assert.deepEqual([kept.docs[0].docstatus, kept.docs[0].title], [2, 'kept title']);
    assert.deepEqual(alertOf(json), { message: 'Cancelled', title: 'Message', indicator: 'red', alert: 1 });
    const draft = await insert(site(), 'FS Note', { title: 'a draft' });
    await call('cancel', { doctype: 'FS Note', name: draft.name }, 417);
    await call('cancel', { doctype: 'FS Note', name: 'no-such-note' }, 404);
    assert.equal((await read(draft.name)).docstatus, 0);
  });

  it('discard sets a draft aside as cancelled, as a form call and as a document method; only drafts, only with write right', async () => {
    const draft = await insert(site(), 'FS Note', { title: 'discard me', rows: [{ label: 'r' }] });
    await call('discard', { doctype: 'FS Note', name: draft.name }, 403, reader);
    const json = await call('discard', { doctype: 'FS Note', name: draft.name }, 200);
    assert.equal(json.docs[0].docstatus, 2);
    assert.deepEqual(alertOf(json), { message: 'Discarded', title: 'Message', indicator: 'red', alert: 1 });
    assert.equal((await read(draft.name)).docstatus, 2);
    const again = await call('discard', { doctype: 'FS Note', name: draft.name }, 417);
    assert.match(again.exception, /Only draft documents can be discarded/);
    const submitted = await insert(site(), 'FS Note', { title: 'submitted', docstatus: 1 });
    await call('discard', { doctype: 'FS Note', name: submitted.name }, 417);
    // Only submittable DocTypes: elsewhere docstatus 2 would lock the document for good.
    const prompt = await insert(site(), 'FS Prompt', { name: 'Not Submittable', title: 'p' });
    const refused = await call('discard', { doctype: 'FS Prompt', name: prompt.name }, 417);
    assert.match(refused.exception, /not submittable/);
    const other = await insert(site(), 'FS Note', { title: 'by run_method' });
    await runScenario(site(), { name: 'run_method discard', method: 'POST', url: `/api/resource/FS Note/${other.name}`, auth: admin(), json: { run_method: 'discard' }, status: 200 });
    assert.equal((await read(other.name)).docstatus, 2);
  });

  it('discard runs before_discard, which may refuse (nothing changes), and on_discard after', async () => {
    const locked = await insert(site(), 'FS Note', { title: 'locked' });
    const refused = await call('discard', { doctype: 'FS Note', name: locked.name }, 417);
    assert.match(refused.exception, /This draft is locked/);
    assert.equal((await read(locked.name)).docstatus, 0);
    const open = await insert(site(), 'FS Note', { title: 'open' });
    const json = await call('discard', { doctype: 'FS Note', name: open.name }, 200);
    assert.ok(serverMessages(json).some((m) => m.message === 'on_discard saw docstatus 2'), json._server_messages);
  });
}, { apps });
