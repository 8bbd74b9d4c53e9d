import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { createDocType, FULL_RIGHTS, get, list, post, put } from '../helpers/doctypes.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { send, serverMessages } from '../helpers/scenario.ts';

const DT = 'DS Doc';
const messages = (json: any) => serverMessages(json).map((m) => String(m.message));
const DRAFT_TO_CANCELLED = 'Cannot change docstatus from 0 (Draft) to 2 (Cancelled)';

perDialect('docstatus and optimistic locking', (site) => {
  let clerk: string;
  before(async () => {
    assert.equal((await post(site(), 'Role', { role_name: 'DS Clerk' })).status, 200);
    clerk = await site().addUser('clerk@example.com', ['DS Clerk']);
    await createDocType(site(), 'DS Line', [{ fieldname: 'item', fieldtype: 'Data', label: 'Item' }], { istable: 1 });
    await createDocType(site(), DT, [
      { fieldname: 'title', fieldtype: 'Data', label: 'Title' },
      { fieldname: 'notes', fieldtype: 'Data', label: 'Notes', allow_on_submit: 1 },
      { fieldname: 'lines', fieldtype: 'Table', label: 'Lines', options: 'DS Line' },
      { fieldname: 'amended_from', fieldtype: 'Link', label: 'Amended From', options: DT },
    ], { is_submittable: 1, permissions: [FULL_RIGHTS, { role: 'DS Clerk', read: 1, write: 1, create: 1, delete: 1 }] });
    await createDocType(site(), 'DS Ref', [{ fieldname: 'target', fieldtype: 'Link', label: 'Target', options: DT }]);
    await createDocType(site(), 'DS Sub Ref', [{ fieldname: 'target', fieldtype: 'Link', label: 'Target', options: DT }], { is_submittable: 1 });
  });

  /** A document in the given docstatus, made through the API. */
  const make = async (docstatus: 0 | 1 | 2, title = 'doc'): Promise<any> => {
    let res = await post(site(), DT, { title, notes: 'n', lines: [{ item: 'i1' }] });
    if (docstatus >= 1) res = await put(site(), DT, res.json.data.name, { docstatus: 1 });
    if (docstatus === 2) res = await put(site(), DT, res.json.data.name, { docstatus: 2 });
    assert.equal(res.json.data.docstatus, docstatus);
    return res.json.data;
  };

  const transitions: Array<{ name: string; from: 0 | 1 | 2; body: Record<string, unknown>; status: number; excType?: string; message?: string; docstatus?: number }> = [
    { name: '0 → 0 save', from: 0, body: { title: 'changed' }, status: 200, docstatus: 0 },
    { name: '0 → 1 submit', from: 0, body: { docstatus: 1 }, status: 200, docstatus: 1 },
    { name: '0 → 2', from: 0, body: { docstatus: 2 }, status: 417, excType: 'DocstatusTransitionError', message: DRAFT_TO_CANCELLED },
    { name: '1 → 0', from: 1, body: { docstatus: 0 }, status: 417, excType: 'DocstatusTransitionError', message: 'Cannot change docstatus from 1 (Submitted) to 0 (Draft)' },
    { name: '1 → 1 allow_on_submit field', from: 1, body: { notes: 'after submit' }, status: 200, docstatus: 1 },
    { name: '1 → 1 unchanged value', from: 1, body: { title: 'doc' }, status: 200, docstatus: 1 },
    { name: '1 → 1 other field', from: 1, body: { title: 'new title' }, status: 417, excType: 'UpdateAfterSubmitError', message: 'Not allowed to change <strong>Title</strong> after submission from <strong>doc</strong> to <strong>new title</strong>' },
    { name: '1 → 1 adding a row', from: 1, body: { lines: [{ item: 'i1' }, { item: 'i2' }] }, status: 417, excType: 'UpdateAfterSubmitError' },
    { name: '1 → 2 cancel', from: 1, body: { docstatus: 2 }, status: 200, docstatus: 2 },
    { name: '2 → 0', from: 2, body: { docstatus: 0 }, status: 417, excType: 'ValidationError', message: 'Cannot edit cancelled document' },
    { name: '2 → 1', from: 2, body: { docstatus: 1 }, status: 417, excType: 'ValidationError', message: 'Cannot edit cancelled document' },
    { name: '2 → 2 edit', from: 2, body: { notes: 'x' }, status: 417, excType: 'ValidationError', message: 'Cannot edit cancelled document' },
    { name: 'docstatus 3', from: 0, body: { docstatus: 3 }, status: 417, excType: 'ValidationError' },
  ];
  for (const t of transitions) {
    it(`transition ${t.name} → ${t.status}${t.excType ? ` ${t.excType}` : ''}`, async () => {
      const doc = await make(t.from);
      const res = await put(site(), DT, doc.name, t.body);
      assert.equal(res.status, t.status, JSON.stringify(res.json));
      if (t.excType) assert.equal(res.json.exc_type, t.excType);
      if (t.message) assert.deepEqual(messages(res.json), [t.message]);
      const stored = (await get(site(), DT, doc.name)).json.data;
      if (t.status === 200) {
        assert.equal(stored.docstatus, t.docstatus);
        assert.ok(stored.lines.every((r: any) => r.docstatus === t.docstatus), 'rows follow the parent docstatus');
      } else {
        assert.deepEqual(stored, doc, 'a refused change writes nothing');
      }
    });
  }

  it('new → 1 inserts submitted and needs the submit right; new → 2 is refused', async () => {
    const submitted = await post(site(), DT, { title: 'born submitted', lines: [{ item: 'x' }], docstatus: 1 });
    assert.equal(submitted.status, 200, JSON.stringify(submitted.json));
    assert.equal(submitted.json.data.docstatus, 1);
    assert.equal((await get(site(), DT, submitted.json.data.name)).json.data.lines[0].docstatus, 1);
    const count = (await list(site(), DT)).json.data.length;
    const denied = await post(site(), DT, { title: 'clerk submit', docstatus: 1 }, clerk);
    assert.equal(denied.status, 403, JSON.stringify(denied.json));
    assert.equal(denied.json.exc_type, 'PermissionError');
    const cancelled = await post(site(), DT, { title: 'born cancelled', docstatus: 2 });
    assert.equal(cancelled.status, 417);
    assert.equal(cancelled.json.exc_type, 'DocstatusTransitionError');
    assert.deepEqual(messages(cancelled.json), [DRAFT_TO_CANCELLED]);
    assert.equal((await list(site(), DT)).json.data.length, count, 'nothing was created');
    assert.equal((await post(site(), DT, { title: 'clerk draft' }, clerk)).status, 200, 'a clerk may create drafts');
  });

  it('submitting and cancelling need the submit and cancel rights', async () => {
    const draft = (await post(site(), DT, { title: 'clerk owned' }, clerk)).json.data;
    assert.equal((await put(site(), DT, draft.name, { docstatus: 1 }, clerk)).status, 403);
    assert.equal((await get(site(), DT, draft.name)).json.data.docstatus, 0);
    const submitted = await make(1);
    assert.equal((await put(site(), DT, submitted.name, { docstatus: 2 }, clerk)).status, 403);
    assert.equal((await get(site(), DT, submitted.name)).json.data.docstatus, 1);
  });

  it('docstatus 1 on a DocType that is not submittable is 403', async () => {
    const res = await post(site(), 'ToDo', { description: 'submit me', docstatus: 1 });
    assert.equal(res.status, 403, JSON.stringify(res.json));
    const todo = (await post(site(), 'ToDo', { description: 'draft' })).json.data;
    assert.equal((await put(site(), 'ToDo', todo.name, { docstatus: 1 })).status, 403);
  });

  it('deleting: a submitted document is 417; drafts and cancelled documents can go', async () => {
    const del = (name: string) => send(site(), { method: 'DELETE', url: `/api/resource/${DT}/${name}`, auth: site().adminAuth });
    const submitted = await make(1);
    const res = await del(submitted.name);
    assert.equal(res.statusCode, 417);
    assert.ok(messages(JSON.parse(res.body))[0].includes('Submitted Record cannot be deleted'), res.body);
    assert.equal((await get(site(), DT, submitted.name)).status, 200);
    for (const doc of [await make(0), await make(2)]) {
      assert.equal((await del(doc.name)).statusCode, 202);
      assert.equal((await get(site(), DT, doc.name)).status, 404);
      assert.deepEqual((await list(site(), 'DS Line', { parent: DT, filters: [['parent', '=', doc.name]] })).json.data, [], 'rows go with the document');
    }
  });

  it('deleting a document another document links to is 417 LinkExistsError; a submittable document\'s link to a cancelled one is refused', async () => {
    const target = await make(0, 'linked');
    const ref = (await post(site(), 'DS Ref', { target: target.name })).json.data;
    const res = await send(site(), { method: 'DELETE', url: `/api/resource/${DT}/${target.name}`, auth: site().adminAuth });
    assert.equal(res.statusCode, 417);
    const json = JSON.parse(res.body);
    assert.equal(json.exc_type, 'LinkExistsError');
    assert.deepEqual(messages(json), [`Cannot delete or cancel because ${DT} ${target.name} is linked with DS Ref ${ref.name}`]);
    assert.equal((await get(site(), DT, target.name)).status, 200);
    assert.equal((await send(site(), { method: 'DELETE', url: `/api/resource/DS Ref/${ref.name}`, auth: site().adminAuth })).statusCode, 202);
    assert.equal((await send(site(), { method: 'DELETE', url: `/api/resource/${DT}/${target.name}`, auth: site().adminAuth })).statusCode, 202);
    const cancelled = await make(2);
    const link = await post(site(), 'DS Sub Ref', { target: cancelled.name });
    assert.equal(link.status, 417);
    assert.equal(link.json.exc_type, 'CancelledLinkError');
    // Frappe's get_invalid_links refuses cancelled targets only for submittable documents.
    const plain = await post(site(), 'DS Ref', { target: cancelled.name });
    assert.equal(plain.status, 200, JSON.stringify(plain.json));
  });

  it('optimistic locking: a stale modified is 417 TimestampMismatchError, the current one saves', async () => {
    const todo = (await post(site(), 'ToDo', { description: 'v1' })).json.data;
    const v2 = await put(site(), 'ToDo', todo.name, { description: 'v2', modified: todo.modified });
    assert.equal(v2.status, 200, JSON.stringify(v2.json));
    assert.notEqual(v2.json.data.modified, todo.modified);
    const stale = await put(site(), 'ToDo', todo.name, { description: 'v3', modified: todo.modified });
    assert.equal(stale.status, 417);
    assert.equal(stale.json.exc_type, 'TimestampMismatchError');
    assert.ok(messages(stale.json)[0].startsWith(`Error: Document has been modified after you have opened it (${v2.json.data.modified}, `), messages(stale.json)[0]);
    const current = (await get(site(), 'ToDo', todo.name)).json.data;
    assert.equal(current.description, 'v2');
    assert.equal(current.modified, v2.json.data.modified);
    const v3 = await put(site(), 'ToDo', todo.name, { description: 'v3', modified: current.modified });
    assert.equal(v3.status, 200);
    assert.equal((await put(site(), 'ToDo', todo.name, { description: 'no lock' })).status, 200, 'without modified there is no check');
    const submitted = await make(1);
    const staleSubmit = await put(site(), DT, submitted.name, { docstatus: 2, modified: '2000-01-01 00:00:00.000000' });
    assert.equal(staleSubmit.json.exc_type, 'TimestampMismatchError');
    assert.equal((await get(site(), DT, submitted.name)).json.data.docstatus, 1);
  });
});
