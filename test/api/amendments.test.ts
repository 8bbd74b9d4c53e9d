import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { LoadedApps } from '../../src/apps/load-apps.ts';
import type { DocController } from '../../src/model/controller.ts';
import { documentApi } from '../../src/rpc/document-api.ts';
import { appsWith } from '../helpers/apps.ts';
import { createDocType, rows } from '../helpers/fixtures.ts';
import { get, post, put } from '../helpers/doctypes.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { send } from '../helpers/scenario.ts';
import { upload } from '../helpers/uploads.ts';
import { insertAs } from '../helpers/users.ts';

/** Names every document after its title: the amendment's name must still win (Frappe's set_new_name). */
const named: DocController = { autoname: (doc) => `NAMED-${String(doc.title)}` };

/** Cancels the submitted lines that link to the head, as an ERPNext controller cancels its ledger entries in on_cancel. */
const head: DocController = {
  events: {
    async on_cancel(dc, doc) {
      const docs = documentApi(dc);
      const lines = await docs.list('AM Line', { filters: { head: doc.name, docstatus: 1 }, fields: ['name'] });
      for (const line of lines as Array<Record<string, unknown>>) await docs.update('AM Line', String(line.name), { docstatus: 2 });
    },
  },
};

const base = await appsWith();
const apps: LoadedApps = { ...base, controllers: new Map([...base.controllers, ['AM Named', named], ['AM Head', head]]) };

const submittable = (name: string, extra: Record<string, unknown> = {}, fields: Array<Record<string, unknown>> = []) => ({
  name, is_submittable: 1, ...extra,
  fields: [{ fieldname: 'title', fieldtype: 'Data' }, ...fields, { fieldname: 'amended_from', fieldtype: 'Link', options: name, read_only: 1 }],
  permissions: [
    { role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, submit: 1, cancel: 1, amend: 1 },
    { role: 'AM Clerk', read: 1, write: 1, create: 1, submit: 1, cancel: 1, amend: 1, if_owner: 1 },
  ],
});

/**
 * Amending a cancelled document (frappe/model/document.py, naming.py): the new document's name
 * is the original's with a counter whatever else names documents, it carries the original's
 * attachments and its Version shows what changed; a cancel checks back-links after on_cancel.
 */
perDialect('Amendments and cancels as Frappe runs them', (site) => {
  const admin = () => site().adminAuth;
  const submitAndCancel = async (doctype: string, name: string) => {
    assert.equal((await put(site(), doctype, name, { docstatus: 1 })).status, 200);
    const cancelled = await put(site(), doctype, name, { docstatus: 2 });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.json));
  };

  before(async () => {
    await insertAs(site(), admin(), 'Role', { role_name: 'AM Clerk', desk_access: 1 });
    await createDocType(site(), submittable('AM Named'));
    await createDocType(site(), submittable('AM Uuid', { autoname: 'UUID' }));
    await createDocType(site(), submittable('AM Tracked', { track_changes: 1 }, [{ fieldname: 'qty', fieldtype: 'Int' }]));
    await createDocType(site(), submittable('AM Head'));
    await createDocType(site(), submittable('AM Line', {}, [{ fieldname: 'head', fieldtype: 'Link', options: 'AM Head' }]));
  });

  it("an amendment is named after the original even when the controller names documents (Frappe's set_new_name)", async () => {
    const original = (await post(site(), 'AM Named', { title: 'first' })).json.data.name;
    assert.equal(original, 'NAMED-first');
    await submitAndCancel('AM Named', original);
    const amended = await post(site(), 'AM Named', { title: 'second', amended_from: original });
    assert.equal(amended.status, 200, JSON.stringify(amended.json));
    assert.equal(amended.json.data.name, 'NAMED-first-1');
  });

  it('an amendment carries the original\'s attachments: records of its own, the same bytes, a timeline entry', async () => {
    const original = (await post(site(), 'AM Tracked', { title: 'with files' })).json.data.name;
    for (const [filename, isPrivate] of [['public.txt', '0'], ['private.txt', '1']]) {
      const up = await upload(site(), [{ name: 'file', filename, content: filename }, { name: 'doctype', value: 'AM Tracked' }, { name: 'docname', value: original }, { name: 'is_private', value: isPrivate }], { auth: admin() });
      assert.equal(up.status, 200, up.body);
    }
    await submitAndCancel('AM Tracked', original);
    const amended = (await post(site(), 'AM Tracked', { title: 'with files', amended_from: original })).json.data.name;
    const attached = async (name: string) =>
      (await rows(site(), 'File', { fields: ['name', 'file_url', 'file_name', 'is_private', 'folder'], filters: [['attached_to_doctype', '=', 'AM Tracked'], ['attached_to_name', '=', name]], order_by: 'file_name asc' }));
    const before = await attached(original);
    const copies = await attached(amended);
    assert.deepEqual(copies.map((f) => [f.file_url, f.file_name, f.is_private, f.folder]), before.map((f) => [f.file_url, f.file_name, f.is_private, 'Home/Attachments']));
    assert.equal(new Set([...before, ...copies].map((f) => f.name)).size, 4, 'new File records');
    const timeline = await rows(site(), 'Comment', { fields: ['content'], filters: [['reference_name', '=', amended], ['comment_type', '=', 'Attachment']] });
    assert.equal(timeline.length, 2);
    // The amendment's copies go with it; the bytes stay, the original still names them.
    const gone = await send(site(), { method: 'DELETE', url: `/api/resource/AM Tracked/${amended}`, auth: admin() });
    assert.equal(gone.statusCode, 202, gone.body);
    assert.equal((await attached(amended)).length, 0);
    for (const f of before) assert.equal((await send(site(), { method: 'GET', url: f.file_url, auth: admin() })).statusCode, 200, f.file_url);
  });

  it('an amendment of a document the amender may not read is refused as missing, whole: nothing of the original reaches them', async () => {
    const clerk = await site().addUser('am.clerk@example.com', ['AM Clerk']);
    const original = (await post(site(), 'AM Tracked', { title: 'secret files', qty: 7 })).json.data.name;
    const up = await upload(site(), [{ name: 'file', filename: 'secret.txt', content: 'secret' }, { name: 'doctype', value: 'AM Tracked' }, { name: 'docname', value: original }, { name: 'is_private', value: '1' }], { auth: admin() });
    assert.equal(up.status, 200, up.body);
    await submitAndCancel('AM Tracked', original);
    const count = async (doctype: string) => (await rows(site(), doctype, { fields: ['name'], limit_page_length: 0 })).length;
    const before = [await count('File'), await count('Version')];
    const refused = await post(site(), 'AM Tracked', { title: 'mine now', amended_from: original }, clerk);
    assert.deepEqual([refused.status, refused.json.exc_type], [404, 'DoesNotExistError'], JSON.stringify(refused.json));
    assert.doesNotMatch(JSON.stringify(refused.json), /private|secret\.txt/, 'no file URL in the refusal');
    assert.deepEqual([await count('File'), await count('Version')], before, 'no File record, no Version made');
    assert.equal((await get(site(), 'AM Tracked', `${original}-1`)).status, 404, 'no amendment made');
    // The clerk amends their own document as anyone would.
    const own = (await post(site(), 'AM Tracked', { title: 'clerk draft' }, clerk)).json.data.name;
    assert.equal((await put(site(), 'AM Tracked', own, { docstatus: 1 }, clerk)).status, 200);
    assert.equal((await put(site(), 'AM Tracked', own, { docstatus: 2 }, clerk)).status, 200);
    const amended = await post(site(), 'AM Tracked', { title: 'clerk amended', amended_from: own }, clerk);
    assert.deepEqual([amended.status, amended.json.data?.name], [200, `${own}-1`], JSON.stringify(amended.json));
  });

  it('autoincrement and UUID names come before the amendment name, as in Frappe', async () => {
    const original = (await post(site(), 'AM Uuid', { title: 'u' })).json.data.name;
    await submitAndCancel('AM Uuid', original);
    const amended = await post(site(), 'AM Uuid', { title: 'u2', amended_from: original });
    assert.equal(amended.status, 200, JSON.stringify(amended.json));
    assert.match(amended.json.data.name, /^[0-9a-f]{8}-[0-9a-f]{4}-7/);
  });

  it('an amendment writes a Version of what it changed from the original (save_version with amended_from)', async () => {
    const original = (await post(site(), 'AM Tracked', { title: 'v0', qty: 1 })).json.data.name;
    await submitAndCancel('AM Tracked', original);
    const versionsOf = (name: string) => rows(site(), 'Version', { fields: ['data'], filters: [['ref_doctype', '=', 'AM Tracked'], ['docname', '=', name]] });
    const amended = (await post(site(), 'AM Tracked', { title: 'v1', qty: 1, amended_from: original })).json.data.name;
    const [version, ...more] = await versionsOf(amended);
    assert.equal(more.length, 0);
    const changed = JSON.parse(version.data).changed;
    assert.deepEqual(changed, [['title', 'v0', 'v1'], ['amended_from', null, original], ['name', original, amended], ['docstatus', 2, 0]]);
    const plain = (await post(site(), 'AM Tracked', { title: 'not amended' })).json.data.name;
    assert.equal((await versionsOf(plain)).length, 0, 'an insert that amends nothing writes none');
  });

  it('a cancel checks back-links after on_cancel, so on_cancel may cancel what links to the document first', async () => {
    const h = (await post(site(), 'AM Head', { title: 'head' })).json.data.name;
    assert.equal((await put(site(), 'AM Head', h, { docstatus: 1 })).status, 200);
    const line = (await post(site(), 'AM Line', { title: 'line', head: h, docstatus: 1 })).json.data.name;
    const cancelled = await put(site(), 'AM Head', h, { docstatus: 2 });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.json));
    assert.equal((await get(site(), 'AM Line', line)).json.data.docstatus, 2, 'on_cancel cancelled the line');
  });

  it('a submitted document linking through amended_from does not hold its original from being cancelled', async () => {
    const original = (await post(site(), 'AM Line', { title: 'o' })).json.data.name;
    assert.equal((await put(site(), 'AM Line', original, { docstatus: 1 })).status, 200);
    const amendment = await post(site(), 'AM Line', { title: 'a', amended_from: original, docstatus: 1 });
    assert.equal(amendment.status, 200, JSON.stringify(amendment.json));
    const cancelled = await put(site(), 'AM Line', original, { docstatus: 2 });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.json));
  });
}, { apps });
