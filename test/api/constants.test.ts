import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { serverMessages } from '../helpers/scenario.ts';
import { assertErrorEnvelope, call, insertAs, type Reply } from '../helpers/users.ts';

const LEDGER = 'Once Ledger';
const LINE = 'Once Line';

type Row = Record<string, unknown>;

/**
 * Issue 49 part 2: values that never change after insert. A `set_only_once` field, and a
 * `set_only_once` Table (no row added, removed, reordered or changed), refuse a different value on
 * every later save with 417 CannotChangeConstantError, as do `creation` and `owner` (Frappe's
 * standard set-once fields) and `doctype` and `name` sent with another value. The same value sent
 * back saves. Frappe's test_set_only_once*, test_dont_change_standard_constants.
 */
perDialect('values that never change after insert', (site) => {
  const admin = () => site().adminAuth;
  const url = (name: string, doctype = LEDGER) => `/api/resource/${encodeURIComponent(doctype)}/${encodeURIComponent(name)}`;
  const read = async (name: string, doctype = LEDGER) => {
    const r = await call(site(), { method: 'GET', url: url(name, doctype), auth: admin() });
    assert.equal(r.status, 200, r.body);
    return r.json.data;
  };
  const put = (name: string, json: unknown, doctype = LEDGER) => call(site(), { method: 'PUT', url: url(name, doctype), auth: admin(), json });
  const method = (path: string, json: Record<string, unknown>) => call(site(), { method: 'POST', url: `/api/method/${path}`, auth: admin(), json });
  /** A 417 CannotChangeConstantError naming the field by its label, as Frappe's message does (v1 body, or v2's `errors`). */
  const refused = (r: Reply, label: string, what: string) => {
    assert.equal(r.status, 417, `${what}: ${r.body.slice(0, 600)}`);
    const message = `Value cannot be changed for <strong>${label}</strong>`;
    if (r.json.errors) {
      assert.deepEqual(r.json.errors.map((e: Row) => [e.type, e.message]), [['CannotChangeConstantError', message]], what);
      return;
    }
    assertErrorEnvelope(r.json, 'CannotChangeConstantError');
    assert.deepEqual(serverMessages(r.json).map((m) => m.message), [message], what);
  };
  const saved = (r: Reply, what: string) => assert.equal(r.status, 200, `${what}: ${r.body.slice(0, 600)}`);
  const newLedger = async (extra: Record<string, unknown> = {}) =>
    (await insertAs(site(), admin(), LEDGER, { code: 'C-1', opened: '2024-05-01', memo: 'm', lines: [{ item: 'a', qty: 1 }, { item: 'b', qty: 2 }], ...extra })).name as string;

  before(async () => {
    await insertAs(site(), admin(), 'DocType', {
      name: LINE, module: 'Custom', istable: 1,
      fields: [{ fieldname: 'item', fieldtype: 'Data', label: 'Item' }, { fieldname: 'qty', fieldtype: 'Int', label: 'Qty' }],
    });
    await insertAs(site(), admin(), 'DocType', {
      name: LEDGER, module: 'Custom', autoname: 'hash',
      fields: [
        { fieldname: 'code', fieldtype: 'Data', label: 'Code', set_only_once: 1 },
        { fieldname: 'opened', fieldtype: 'Date', label: 'Opened On', set_only_once: 1 },
        { fieldname: 'memo', fieldtype: 'Data', label: 'Memo' },
        { fieldname: 'lines', fieldtype: 'Table', label: 'Lines', options: LINE, set_only_once: 1 },
      ],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }],
    });
  });

  it('the DocType record keeps set_only_once on its fields', async () => {
    const record = await read(LEDGER, 'DocType');
    const flags = Object.fromEntries(record.fields.map((f: Row) => [f.fieldname, f.set_only_once]));
    assert.deepEqual(flags, { code: 1, opened: 1, memo: 0, lines: 1 });
  });

  it("a set_only_once field refuses another value after insert, and saves the same one (Frappe's test_set_only_once)", async () => {
    const name = await newLedger();
    const before = await read(name);
    refused(await put(name, { code: 'C-2' }), 'Code', 'PUT another code');
    refused(await put(name, { memo: 'ok', opened: '2024-05-02' }), 'Opened On', 'PUT another date');
    refused(await put(name, { code: null }), 'Code', 'PUT an empty code');
    refused(await call(site(), { method: 'PATCH', url: `/api/v2/document/${encodeURIComponent(LEDGER)}/${name}`, auth: admin(), json: { code: 'C-2' } }), 'Code', 'v2 PATCH');
    refused(await method('frappe.client.set_value', { doctype: LEDGER, name, fieldname: 'code', value: 'C-2' }), 'Code', 'set_value');
    refused(await method('frappe.client.save', { doc: { ...before, code: 'C-2' } }), 'Code', 'client.save');
    assert.deepEqual(await read(name), before, 'nothing was written');

    saved(await put(name, { code: 'C-1', opened: '2024-05-01', memo: 'changed' }), 'PUT the same values');
    saved(await put(name, { memo: 'again' }), 'PUT without the field');
    const after = await read(name);
    assert.deepEqual([after.code, after.opened, after.memo], ['C-1', '2024-05-01', 'again']);
  });

  it('a set_only_once field left empty at insert cannot be filled later (Frappe compares with the stored value, empty or not)', async () => {
    const name = (await insertAs(site(), admin(), LEDGER, { memo: 'no code' })).name;
    refused(await put(name, { code: 'LATE' }), 'Code', 'PUT a code');
    saved(await put(name, { code: null, memo: 'still none' }), 'PUT the same empty value');
  });

  it("a set_only_once Table refuses a row added, removed, reordered or changed, and saves rows sent back as read (Frappe's test_set_only_once_child_table_*)", async () => {
    const name = await newLedger();
    const before = await read(name);
    const rows = before.lines as Row[];
    const changes: Array<[string, Row[]]> = [
      ['a row added', [...rows, { item: 'c', qty: 3 }]],
      ['a row removed', rows.slice(0, 1)],
      ['every row removed', []],
      ['rows reordered', [rows[1], rows[0]]],
      ['a value changed', [rows[0], { ...rows[1], qty: 5 }]],
      ['a row replaced by a new one with the same values', [rows[0], { item: 'b', qty: 2 }]],
    ];
    for (const [what, lines] of changes) refused(await put(name, { lines }), 'Lines', what);
    refused(await method('frappe.client.save', { doc: { ...before, lines: rows.slice(1) } }), 'Lines', 'client.save without a row');
    refused(await method('frappe.desk.form.save.savedocs', { doc: JSON.stringify({ ...before, lines: [...rows, { item: 'z' }] }), action: 'Save' }), 'Lines', 'savedocs with a new row');
    assert.deepEqual(await read(name), before, 'nothing was written');

    saved(await put(name, { lines: rows, memo: 'rows as read' }), 'rows sent back as read');
    saved(await put(name, { lines: rows.map((r) => ({ name: r.name, item: r.item, qty: r.qty })) }), 'rows sent back by name with their values');
    const current = await read(name);
    saved(await method('frappe.client.save', { doc: current }), 'client.save of the document as read');
    saved(await method('frappe.desk.form.save.savedocs', { doc: JSON.stringify(await read(name)), action: 'Save' }), 'savedocs of the document as read');
    assert.deepEqual((await read(name)).lines.map((r: Row) => [r.name, r.item, r.qty]), rows.map((r) => [r.name, r.item, r.qty]));
  });

  it("creation, owner, doctype and name refuse another value in an update, and save the same one (Frappe's test_dont_change_standard_constants)", async () => {
    const todo = (await insertAs(site(), admin(), 'ToDo', { description: 'constants' })).name as string;
    const before = await read(todo, 'ToDo');
    const cases: Array<[string, Row, string]> = [
      ['creation', { creation: '2001-01-01 00:00:00.000000' }, 'Created On'],
      ['owner', { owner: 'Guest' }, 'Created By'],
      ['doctype', { doctype: 'Note' }, 'DocType'],
      ['name', { name: `${todo}-other` }, 'ID'],
    ];
    for (const [what, change, label] of cases) {
      refused(await put(todo, { description: 'changed', ...change }, 'ToDo'), label, `PUT ${what}`);
      refused(await call(site(), { method: 'PATCH', url: `/api/v2/document/ToDo/${todo}`, auth: admin(), json: { description: 'changed', ...change } }), label, `v2 PATCH ${what}`);
      if (what === 'creation' || what === 'owner') {
        refused(await method('frappe.client.save', { doc: { ...before, description: 'changed', ...change } }), label, `client.save ${what}`);
        refused(await method('frappe.desk.form.save.savedocs', { doc: JSON.stringify({ ...before, ...change }), action: 'Save' }), label, `savedocs ${what}`);
      }
    }
    assert.deepEqual(await read(todo, 'ToDo'), before, 'nothing was written');

    saved(await put(todo, { ...before, description: 'same constants' }, 'ToDo'), 'PUT of the whole document as read');
    const current = await read(todo, 'ToDo');
    saved(await put(todo, { creation: current.creation, owner: current.owner, doctype: 'ToDo', name: todo, description: 'again' }, 'ToDo'), 'PUT the same four');
    saved(await method('frappe.client.save', { doc: await read(todo, 'ToDo') }), 'client.save as read');
    const after = await read(todo, 'ToDo');
    assert.deepEqual([after.creation, after.owner, after.name, after.description], [before.creation, before.owner, todo, 'again']);
  });

  it('batch and v2 bulk updates refuse another owner or creation per item, and save the same ones', async () => {
    const todo = (await insertAs(site(), admin(), 'ToDo', { description: 'batched' })).name as string;
    const before = await read(todo, 'ToDo');
    const batch = await call(site(), {
      method: 'POST', url: '/api/v2/batch', auth: admin(),
      json: { operations: [{ op: 'update', doctype: 'ToDo', name: todo, doc: { owner: 'Guest' } }, { op: 'update', doctype: 'ToDo', name: todo, doc: { owner: before.owner, description: 'batched again' } }] },
    });
    assert.equal(batch.status, 200, batch.body);
    assert.deepEqual(batch.json.data.map((item: Row) => item.status), [417, 200]);
    const bulk = await call(site(), { method: 'POST', url: '/api/v2/document/ToDo/bulk_update', auth: admin(), json: { docs: [{ name: todo, creation: '2001-01-01 00:00:00' }, { name: todo, creation: before.creation, description: 'bulk' }] } });
    assert.equal(bulk.status, 200, bulk.body);
    assert.deepEqual(bulk.json.data.failed, [{ name: todo, error: 'CannotChangeConstantError: Value cannot be changed for <strong>Created On</strong>' }]);
    assert.deepEqual(bulk.json.data.updated, [todo]);
    const after = await read(todo, 'ToDo');
    assert.deepEqual([after.owner, after.creation, after.description], [before.owner, before.creation, 'bulk']);
  });

  it('a creation sent back in another spelling of the same instant saves', async () => {
    const todo = (await insertAs(site(), admin(), 'ToDo', { description: 'spelling' })).name as string;
    const { creation } = await read(todo, 'ToDo');
    saved(await put(todo, { creation: String(creation).replace(' ', 'T'), description: 'T separator' }, 'ToDo'), 'ISO T separator');
  });
});
