import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { createDocType, get, list, post, put } from '../helpers/doctypes.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, serverMessages } from '../helpers/scenario.ts';

const PARENT = 'CT Order';
const CHILD = 'CT Item';
const messages = (json: any) => serverMessages(json).map((m) => String(m.message));
const rowsOf = (doc: any, table = 'items') => doc[table].map((r: any) => ({ name: r.name, item_code: r.item_code, qty: r.qty ?? null, idx: r.idx }));

perDialect('child tables', (site) => {
  before(async () => {
    await createDocType(site(), CHILD, [
      { fieldname: 'item_code', fieldtype: 'Data', label: 'Item Code', reqd: 1 },
      { fieldname: 'qty', fieldtype: 'Int', label: 'Qty', default: '1' },
      { fieldname: 'note', fieldtype: 'Data', label: 'Note' },
      { fieldname: 'serial', fieldtype: 'Data', label: 'Serial', unique: 1 },
      { fieldname: 'owner_user', fieldtype: 'Link', label: 'Owner User', options: 'User' },
    ], { istable: 1 });
    await createDocType(site(), PARENT, [
      { fieldname: 'customer', fieldtype: 'Data', label: 'Customer' },
      { fieldname: 'items', fieldtype: 'Table', label: 'Items', options: CHILD },
      { fieldname: 'returns', fieldtype: 'Table', label: 'Returns', options: CHILD },
    ]);
  });

  const childRows = async (parent: string) => {
    const res = await list(site(), CHILD, { parent: PARENT, fields: ['name', 'parent', 'parentfield', 'item_code', 'idx'], filters: [['parent', '=', parent]], order_by: 'idx asc' });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    return res.json.data;
  };

  it('creates a parent with rows; rows carry parent, parentfield, parenttype, idx and doctype', async () => {
    const res = await post(site(), PARENT, {
      customer: 'acme',
      items: [{ item_code: 'A', qty: 2, parent: 'forged', parenttype: 'ToDo', idx: 9 }, { item_code: 'B' }],
      returns: [{ item_code: 'R' }],
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const doc = res.json.data;
    assert.deepEqual(Object.keys(doc).slice(-3), ['doctype', 'items', 'returns'], 'tables come after doctype');
    assert.deepEqual(doc.items.map((r: any) => [r.item_code, r.qty, r.idx, r.parent, r.parentfield, r.parenttype, r.doctype, r.docstatus]), [
      ['A', 2, 1, doc.name, 'items', PARENT, CHILD, 0],
      ['B', 1, 2, doc.name, 'items', PARENT, CHILD, 0],
    ]);
    assert.deepEqual(doc.returns.map((r: any) => [r.item_code, r.idx, r.parentfield]), [['R', 1, 'returns']]);
    for (const r of [...doc.items, ...doc.returns]) {
      assert.match(r.name, /^[0-9a-v]{10}$/);
      assert.equal(r.owner, 'Administrator');
      assert.equal(r.creation, doc.creation);
    }
    assert.deepEqual((await get(site(), PARENT, doc.name)).json.data, doc);
  });

  it('PUT with a table replaces it: listed rows are updated, new rows inserted, missing rows deleted', async () => {
    const created = (await post(site(), PARENT, { customer: 'c', items: [{ item_code: 'A', note: 'a' }, { item_code: 'B', note: 'b', qty: 5 }, { item_code: 'C' }], returns: [{ item_code: 'R' }] })).json.data;
    const [a, b, c] = created.items;
    const res = await put(site(), PARENT, created.name, { items: [{ name: c.name, item_code: 'C2' }, { item_code: 'NEW', qty: 7 }, { name: b.name, item_code: 'B2' }] });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const doc = (await get(site(), PARENT, created.name)).json.data;
    assert.deepEqual(res.json.data.items, doc.items, 'PUT answers what GET reads');
    const rows = rowsOf(doc);
    assert.deepEqual(rows.map((r: any) => [r.item_code, r.qty, r.idx]), [['C2', 1, 1], ['NEW', 7, 2], ['B2', 1, 3]]);
    assert.equal(rows[0].name, c.name, 'an existing row keeps its name');
    assert.equal(rows[2].name, b.name);
    assert.ok(![a.name, b.name, c.name].includes(rows[1].name), 'a new row gets a new name');
    assert.equal(doc.items[2].note, undefined, 'a listed row takes every column from what was sent (note was "b")');
    assert.equal(doc.items[2].qty, 1, 'a column not sent falls back to its default (qty was 5)');
    assert.equal(doc.items[2].creation, b.creation, 'an updated row keeps its creation');
    assert.deepEqual(rowsOf(doc, 'returns'), rowsOf(created, 'returns'), 'a table not sent is untouched');
    const stored = await childRows(created.name);
    assert.deepEqual(stored.map((r: any) => `${r.parentfield}:${r.item_code}`).sort(), ['items:B2', 'items:C2', 'items:NEW', 'returns:R']);
    assert.equal(stored.length, 4, 'the deleted row is gone from the child table');
    assert.equal(stored.some((r: any) => r.name === a.name), false);
  });

  it('omitting the table key keeps the rows; an empty list clears them', async () => {
    const created = (await post(site(), PARENT, { customer: 'keep', items: [{ item_code: 'A' }, { item_code: 'B' }] })).json.data;
    const kept = await put(site(), PARENT, created.name, { customer: 'kept' });
    assert.equal(kept.json.data.customer, 'kept');
    assert.deepEqual(rowsOf(kept.json.data), rowsOf(created));
    assert.deepEqual(rowsOf((await get(site(), PARENT, created.name)).json.data), rowsOf(created));
    const cleared = await put(site(), PARENT, created.name, { items: [] });
    assert.deepEqual(cleared.json.data.items, []);
    assert.deepEqual((await get(site(), PARENT, created.name)).json.data.items, []);
    assert.equal((await childRows(created.name)).length, 0);
  });

  it("a row name from another document is a new row; the other document's row is untouched", async () => {
    const a = (await post(site(), PARENT, { customer: 'A', items: [{ item_code: 'mine' }] })).json.data;
    const b = (await post(site(), PARENT, { customer: 'B', items: [] })).json.data;
    const res = await put(site(), PARENT, b.name, { items: [{ name: a.items[0].name, item_code: 'hijack' }] });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.notEqual(res.json.data.items[0].name, a.items[0].name);
    assert.deepEqual(rowsOf((await get(site(), PARENT, a.name)).json.data), rowsOf(a));
  });

  it('listing a child DocType requires a valid parent (403 without)', async () => {
    await runScenario(site(), { name: 'no parent', method: 'GET', url: `/api/resource/${CHILD}`, auth: site().adminAuth, status: 403, excType: 'PermissionError' });
    await runScenario(site(), { name: 'wrong parent', method: 'GET', url: `/api/resource/${CHILD}?parent=ToDo`, auth: site().adminAuth, status: 403 });
    const ok = await runScenario(site(), { name: 'with parent', method: 'GET', url: `/api/resource/${CHILD}?parent=${encodeURIComponent(PARENT)}&fields=["item_code","parenttype"]&limit_page_length=0`, auth: site().adminAuth, status: 200 });
    assert.ok(ok.data.length > 0);
    assert.ok(ok.data.every((r: any) => r.parenttype === PARENT));
    const plain = await site().addUser('no-orders@example.com', []);
    await runScenario(site(), { name: 'no read on the parent', method: 'GET', url: `/api/resource/${CHILD}?parent=${encodeURIComponent(PARENT)}`, auth: plain, status: 403 });
    await runScenario(site(), { name: 'direct create', method: 'POST', url: `/api/resource/${CHILD}`, auth: site().adminAuth, json: { item_code: 'x' }, status: 417 });
  });

  it('reports missing mandatory fields of rows as "Row #n" in one MandatoryError', async () => {
    const before = (await list(site(), PARENT)).json.data.length;
    const res = await post(site(), PARENT, { customer: 'm', items: [{ qty: 1 }, { item_code: 'ok' }, { item_code: '  ' }] });
    assert.equal(res.status, 417);
    assert.equal(res.json.exc_type, 'MandatoryError');
    assert.deepEqual(messages(res.json), [
      `Error: <strong>${CHILD}</strong> Row #1: Value missing for: Item Code`,
      `Error: <strong>${CHILD}</strong> Row #3: Value missing for: Item Code`,
    ]);
    assert.equal((await list(site(), PARENT)).json.data.length, before);
  });

  const failing: Array<[string, unknown[], string]> = [
    ['a row value of the wrong type', [{ item_code: 'A' }, { item_code: 'B', qty: 'many' }], 'ValidationError'],
    ['a row Link to a missing document', [{ item_code: 'A', owner_user: 'ghost@example.com' }], 'LinkValidationError'],
    ['a row whose unique value is taken (found by the database after the parent row is written)', [{ item_code: 'A', serial: 'S-TAKEN' }], 'UniqueValidationError'],
    ['two rows with the same unique value', [{ item_code: 'A', serial: 'S-TWICE' }, { item_code: 'B', serial: 'S-TWICE' }], 'UniqueValidationError'],
  ];
  for (const [label, items, excType] of failing) {
    it(`a create failing on ${label} leaves neither parent nor rows`, async () => {
      await post(site(), PARENT, { customer: 'holder', items: [{ item_code: 'held', serial: 'S-TAKEN' }] });
      const parentsBefore = (await list(site(), PARENT, { fields: ['name'] })).json.data.length;
      const rowsBefore = (await list(site(), CHILD, { parent: PARENT, fields: ['name'] })).json.data.length;
      const res = await post(site(), PARENT, { customer: `fail ${label}`, items });
      assert.equal(res.status, 417, JSON.stringify(res.json));
      assert.equal(res.json.exc_type, excType);
      assert.deepEqual((await list(site(), PARENT, { filters: [['customer', '=', `fail ${label}`]] })).json.data, []);
      assert.equal((await list(site(), PARENT, { fields: ['name'] })).json.data.length, parentsBefore);
      assert.equal((await list(site(), CHILD, { parent: PARENT, fields: ['name'] })).json.data.length, rowsBefore);
    });
  }

  it('an update failing on a row keeps the stored document and rows as they were', async () => {
    const created = (await post(site(), PARENT, { customer: 'stable', items: [{ item_code: 'A', serial: 'S-STABLE-1' }, { item_code: 'B' }] })).json.data;
    const res = await put(site(), PARENT, created.name, { customer: 'changed', items: [{ item_code: 'X' }, { item_code: 'Y', serial: 'S-TAKEN' }] });
    assert.equal(res.status, 417, JSON.stringify(res.json));
    const doc = (await get(site(), PARENT, created.name)).json.data;
    assert.equal(doc.customer, 'stable');
    assert.equal(doc.modified, created.modified);
    assert.deepEqual(rowsOf(doc), rowsOf(created));
    assert.equal((await childRows(created.name)).length, 2);
  });
});
