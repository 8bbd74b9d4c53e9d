import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { LoadedApps } from '../../src/apps/load-apps.ts';
import { frappeThrow, type DocController } from '../../src/apps/app-api.ts';
import { rowExists } from '../../src/storage/repository.ts';
import { appsWith } from '../helpers/apps.ts';
import { createDocType, insert, rows } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { upload } from '../helpers/uploads.ts';
import { runScenario, serverMessages } from '../helpers/scenario.ts';

const RESTORE = '/api/method/frappe.core.doctype.deleted_document.deleted_document.restore';
const BULK_RESTORE = '/api/method/frappe.core.doctype.deleted_document.deleted_document.bulk_restore';

/** after_delete runs once the row is gone; one that throws undoes the whole delete. */
const ref: DocController = {
  events: {
    async after_delete(dc, doc, meta) {
      if (await rowExists(dc.tx, meta, doc.name)) frappeThrow('after_delete ran before the row was deleted');
      if (doc.tag === 'AFTER') frappeThrow('after_delete refused');
    },
  },
};
const base = await appsWith();
const apps: LoadedApps = { ...base, controllers: new Map([...base.controllers, ['DD Ref', ref]]) };

/**
 * Deleted Document (frappe/model/delete_doc.py add_to_deleted_document and
 * frappe/core/doctype/deleted_document): every delete keeps the document, child rows and all,
 * and a System Manager can bring it back.
 */
perDialect('Deleted documents: kept on delete, restored on request', (site) => {
  const admin = () => site().adminAuth;
  let writer = '';
  const del = (doctype: string, name: string, status = 202, auth = admin()) =>
    runScenario(site(), { name: `delete ${name}`, method: 'DELETE', url: `/api/resource/${doctype}/${name}`, auth, status });
  const keptOf = async (doctype: string, name: string) =>
    rows(site(), 'Deleted Document', { fields: ['name', 'deleted_doctype', 'deleted_name', 'data', 'restored', 'new_name', 'owner'], filters: [['deleted_doctype', '=', doctype], ['deleted_name', '=', name]] });
  const restore = (name: string, status = 200, auth = admin()) => runScenario(site(), { name: `restore ${name}`, method: 'POST', url: RESTORE, auth, json: { name }, status });
  const read = (doctype: string, name: string, status = 200) => runScenario(site(), { name: `read ${name}`, method: 'GET', url: `/api/resource/${doctype}/${name}`, auth: admin(), status });

  before(async () => {
    await insert(site(), 'Role', { role_name: 'DD Writer', desk_access: 1 });
    await createDocType(site(), { name: 'DD Line', istable: 1, fields: [{ fieldname: 'item', fieldtype: 'Data' }], permissions: [] });
    await createDocType(site(), {
      name: 'DD Note', autoname: 'hash', is_submittable: 1,
      fields: [{ fieldname: 'title', fieldtype: 'Data' }, { fieldname: 'secret_note', fieldtype: 'Data', permlevel: 1 }, { fieldname: 'lines', fieldtype: 'Table', options: 'DD Line' }],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, submit: 1, cancel: 1 }, { role: 'System Manager', permlevel: 1, read: 1, write: 1 }, { role: 'DD Writer', read: 1, write: 1, create: 1, delete: 1 }],
    });
    await createDocType(site(), { name: 'DD Tag', autoname: 'field:code', fields: [{ fieldname: 'code', fieldtype: 'Data', reqd: 1 }], permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }] });
    await createDocType(site(), { name: 'DD Sub', autoname: 'field:code', is_submittable: 1, fields: [{ fieldname: 'code', fieldtype: 'Data', reqd: 1 }], permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, submit: 1, cancel: 1 }] });
    await createDocType(site(), { name: 'DD Locked', autoname: 'field:code', fields: [{ fieldname: 'code', fieldtype: 'Data', reqd: 1 }], permissions: [{ role: 'System Manager', read: 1, delete: 1 }] });
    await createDocType(site(), { name: 'DD Ref', autoname: 'hash', fields: [{ fieldname: 'tag', fieldtype: 'Link', options: 'DD Tag' }], permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }] });
    writer = await site().addUser('dd.writer@example.com', ['DD Writer']);
  });

  it('a delete keeps the whole document, child rows and every field level, in the deleter\'s name', async () => {
    // Written by Administrator (the level-one field is not the writer's), deleted by the writer.
    const note = await insert(site(), 'DD Note', { title: 'gone', secret_note: 'level one', lines: [{ item: 'a' }, { item: 'b' }] });
    const up = await upload(site(), [{ name: 'file', filename: 'gone.txt', content: 'gone' }, { name: 'doctype', value: 'DD Note' }, { name: 'docname', value: note.name }], { auth: admin() });
    assert.equal(up.status, 200, up.body);
    await del('DD Note', note.name, 202, writer);
    const [file] = await keptOf('File', up.json.message.name);
    assert.equal(file.owner, 'dd.writer@example.com', 'its attachment is kept too, in the same name');
    const [kept, ...more] = await keptOf('DD Note', note.name);
    assert.equal(more.length, 0);
    assert.deepEqual([kept.restored, kept.new_name, kept.owner], [0, null, 'dd.writer@example.com']);
    const data = JSON.parse(kept.data);
    assert.deepEqual([data.doctype, data.name, data.title, data.secret_note], ['DD Note', note.name, 'gone', 'level one']);
    assert.deepEqual(data.lines.map((l: any) => [l.item, l.parent, l.doctype]), [['a', note.name, 'DD Line'], ['b', note.name, 'DD Line']]);
    assert.match(kept.data, /^\{\n "creation": /, "Frappe's as_json: sorted keys, indent 1");
  });

  it('restore: a hash-named document comes back under a new name, the record notes it, the timeline says so', async () => {
    const note = await insert(site(), 'DD Note', { title: 'back', lines: [{ item: 'x' }] });
    await del('DD Note', note.name);
    const [kept] = await keptOf('DD Note', note.name);
    const json = await restore(kept.name);
    assert.ok(serverMessages(json).some((m) => m.message === 'Document Restored'));
    const [after] = await keptOf('DD Note', note.name);
    assert.equal(after.restored, 1);
    assert.notEqual(after.new_name, note.name);
    const back = (await read('DD Note', after.new_name)).data;
    assert.deepEqual([back.title, back.lines.map((l: any) => l.item), back.owner], ['back', ['x'], 'Administrator']);
    const edits = await rows(site(), 'Comment', { fields: ['content'], filters: [['reference_name', '=', after.new_name], ['comment_type', '=', 'Edit']] });
    assert.deepEqual(edits.map((c) => c.content), [`restored ${note.name} as ${after.new_name}`]);
    const twice = await restore(kept.name, 417);
    assert.equal(twice.exc_type, 'DocumentAlreadyRestored');
  });

  it('a field-named document comes back under its name; a cancelled one comes back as a draft', async () => {
    await insert(site(), 'DD Tag', { code: 'RED' });
    await del('DD Tag', 'RED');
    await restore((await keptOf('DD Tag', 'RED'))[0].name);
    assert.equal((await read('DD Tag', 'RED')).data.code, 'RED');

    const note = await insert(site(), 'DD Note', { title: 'was cancelled', docstatus: 1 });
    await runScenario(site(), { name: 'cancel', method: 'PUT', url: `/api/resource/DD Note/${note.name}`, auth: admin(), json: { docstatus: 2 }, status: 200 });
    await del('DD Note', note.name);
    const json = await restore((await keptOf('DD Note', note.name))[0].name);
    assert.ok(serverMessages(json).some((m) => m.message === 'Cancelled Document restored as Draft'), json._server_messages);
    const [kept] = await keptOf('DD Note', note.name);
    assert.equal((await read('DD Note', kept.new_name)).data.docstatus, 0);
  });

  it('refused: a restore whose name is taken again, a caller who may not read the records, an unknown record; nothing changes', async () => {
    await insert(site(), 'DD Tag', { code: 'BLUE' });
    await del('DD Tag', 'BLUE');
    await insert(site(), 'DD Tag', { code: 'BLUE' });
    const [kept] = await keptOf('DD Tag', 'BLUE');
    const taken = await restore(kept.name, 409);
    assert.equal(taken.exc_type, 'DuplicateEntryError');
    assert.equal((await keptOf('DD Tag', 'BLUE'))[0].restored, 0);
    await del('DD Tag', 'BLUE');
    const [again] = (await keptOf('DD Tag', 'BLUE')).filter((k) => k.name !== kept.name);
    const manager = await site().addUser('dd.manager@example.com', ['System Manager']);
    await restore(again.name, 403, writer);
    await runScenario(site(), { name: 'writer lists', method: 'GET', url: '/api/resource/Deleted Document', auth: writer, status: 403 });
    await restore('no-such-record', 404);
    // A System Manager without create right on the deleted document's DocType cannot bring it back.
    await insert(site(), 'DD Locked', { code: 'L1' });
    await del('DD Locked', 'L1');
    const [locked] = await keptOf('DD Locked', 'L1');
    await restore(locked.name, 403, manager);
    assert.equal((await keptOf('DD Locked', 'L1'))[0].restored, 0);
    // A System Manager reads and deletes them but creates none (Administrator, like Frappe's, may do anything).
    await runScenario(site(), { name: 'create by hand', method: 'POST', url: '/api/resource/Deleted Document', auth: manager, json: { deleted_name: 'x', deleted_doctype: 'DD Tag', data: '{}' }, status: 403 });
    assert.equal((await read('DD Tag', 'BLUE', 404)).exc_type, 'DoesNotExistError');
  });

  it('a refused delete keeps nothing; deleting a Deleted Document keeps none of it', async () => {
    await insert(site(), 'DD Tag', { code: 'HELD' });
    await insert(site(), 'DD Ref', { tag: 'HELD' });
    await del('DD Tag', 'HELD', 417);
    assert.equal((await keptOf('DD Tag', 'HELD')).length, 0);
    // A delete that went through, then undone with its transaction: its record goes too.
    await insert(site(), 'DD Tag', { code: 'UNDONE' });
    await runScenario(site(), {
      name: 'atomic batch', method: 'POST', url: '/api/v2/batch', auth: admin(), status: 404,
      json: { atomic: true, operations: [{ op: 'delete', doctype: 'DD Tag', name: 'UNDONE' }, { op: 'delete', doctype: 'DD Tag', name: 'NO SUCH TAG' }] },
    });
    assert.equal((await read('DD Tag', 'UNDONE')).data.code, 'UNDONE');
    assert.equal((await keptOf('DD Tag', 'UNDONE')).length, 0);
    const before = (await rows(site(), 'Deleted Document', { fields: ['name'], limit_page_length: 0 })).length;
    const [victim] = await rows(site(), 'Deleted Document', { fields: ['name'], limit_page_length: 1 });
    await del('Deleted Document', victim.name);
    assert.equal((await rows(site(), 'Deleted Document', { fields: ['name'], limit_page_length: 0 })).length, before - 1);
    await insert(site(), 'DD Tag', { code: 'AFTER' });
    const held = await insert(site(), 'DD Ref', { tag: 'AFTER' });
    const refused = await del('DD Ref', held.name, 417);
    assert.match(refused.exception, /after_delete refused/);
    assert.equal((await read('DD Ref', held.name)).data.tag, 'AFTER');
    assert.equal((await keptOf('DD Ref', held.name)).length, 0);
    const plain = await insert(site(), 'DD Ref', { tag: 'HELD' });
    await del('DD Ref', plain.name);
    assert.equal((await keptOf('DD Ref', plain.name)).length, 1);
  });

  it('bulk_restore restores each on its own, reporting the ones already restored and the ones that fail', async () => {
    const a = await insert(site(), 'DD Note', { title: 'bulk a' });
    await del('DD Note', a.name);
    await insert(site(), 'DD Tag', { code: 'BULK' });
    await del('DD Tag', 'BULK');
    await insert(site(), 'DD Tag', { code: 'BULK' });
    const [keptA] = await keptOf('DD Note', a.name);
    const [keptTag] = await keptOf('DD Tag', 'BULK');
    const done = (await keptOf('DD Tag', 'RED')).find((k) => k.restored === 1);
    // A cancelled one whose name is taken again: its "restored as Draft" message goes with its failure.
    await insert(site(), 'DD Sub', { code: 'S1', docstatus: 1 });
    await runScenario(site(), { name: 'cancel S1', method: 'PUT', url: '/api/resource/DD Sub/S1', auth: admin(), json: { docstatus: 2 }, status: 200 });
    await del('DD Sub', 'S1');
    await insert(site(), 'DD Sub', { code: 'S1' });
    const [keptSub] = await keptOf('DD Sub', 'S1');
    const json = await runScenario(site(), { name: 'bulk', method: 'POST', url: BULK_RESTORE, auth: admin(), json: { docnames: JSON.stringify([keptA.name, done!.name, keptTag.name, 'missing', keptSub.name]) }, status: 200 });
    assert.deepEqual(json.message, { restored: [keptA.name], invalid: [done!.name], failed: [keptTag.name, 'missing', keptSub.name] });
    assert.deepEqual(serverMessages(json).map((m) => m.message), [], 'no message of a failed restore, no "Document Restored" in bulk');
    const tooMany = await runScenario(site(), { name: 'too many', method: 'POST', url: BULK_RESTORE, auth: admin(), json: { docnames: Array.from({ length: 201 }, (_, i) => `n${i}`) }, status: 417 });
    assert.match(tooMany.exception, /At most 200/);
    assert.equal((await keptOf('DD Note', a.name))[0].restored, 1);
    assert.equal((await keptOf('DD Tag', 'BULK'))[0].restored, 0);
  });
}, { apps });
