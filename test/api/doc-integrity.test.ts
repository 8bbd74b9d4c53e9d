import assert from 'node:assert/strict';
import { it } from 'node:test';
import { createDocType, get, list, post, put } from '../helpers/doctypes.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { send } from '../helpers/scenario.ts';

perDialect('document integrity', (site, dialect) => {
  it('refuses to cancel a document that a submitted document links to, but allows it once that one is cancelled', async () => {
    await createDocType(site(), 'Contract', [{ fieldname: 'title', fieldtype: 'Data' }], { is_submittable: 1 });
    await createDocType(site(), 'Invoice Doc', [{ fieldname: 'contract', fieldtype: 'Link', options: 'Contract' }], { is_submittable: 1 });
    const contract = (await post(site(), 'Contract', { title: 'C', docstatus: 1 })).json.data;
    const invoice = (await post(site(), 'Invoice Doc', { contract: contract.name, docstatus: 1 })).json.data;
    const blocked = await put(site(), 'Contract', contract.name, { docstatus: 2 });
    assert.equal(blocked.status, 417);
    assert.equal(blocked.json.exc_type, 'LinkExistsError');
    assert.equal((await get(site(), 'Contract', contract.name)).json.data.docstatus, 1, 'nothing changed');
    assert.equal((await put(site(), 'Invoice Doc', invoice.name, { docstatus: 2 })).status, 200);
    assert.equal((await put(site(), 'Contract', contract.name, { docstatus: 2 })).status, 200);
  });

  it('drops a deleted custom DocType with its rows, and refuses while another DocType still uses it', async () => {
    await createDocType(site(), 'Temp Part', [{ fieldname: 'code', fieldtype: 'Data' }], { istable: 1 });
    await createDocType(site(), 'Temp Kit', [{ fieldname: 'parts', fieldtype: 'Table', options: 'Temp Part' }]);
    await createDocType(site(), 'Temp Note', [{ fieldname: 'text', fieldtype: 'Data' }]);
    assert.equal((await post(site(), 'Temp Note', { text: 'old row' })).status, 200);
    const inUse = await send(site(), { method: 'DELETE', url: '/api/resource/DocType/Temp%20Part', auth: site().adminAuth });
    assert.equal(inUse.statusCode, 417, inUse.body);
    assert.equal(JSON.parse(inUse.body).exc_type, 'LinkExistsError');
    const gone = await send(site(), { method: 'DELETE', url: '/api/resource/DocType/Temp%20Note', auth: site().adminAuth });
    assert.equal(gone.statusCode, 202, gone.body);
    assert.equal((await list(site(), 'Temp Note')).status, 404);
    await createDocType(site(), 'Temp Note', [{ fieldname: 'text', fieldtype: 'Int' }]);
    assert.deepEqual((await list(site(), 'Temp Note')).json.data, [], 'a re-created DocType starts empty');
  });

  it('answers 417 when a field type change cannot convert stored values, and keeps the old definition', async () => {
    await createDocType(site(), 'Paint', [{ fieldname: 'shade', fieldtype: 'Data' }]);
    assert.equal((await post(site(), 'Paint', { shade: 'blue' })).status, 200);
    const res = await put(site(), 'DocType', 'Paint', { fields: [{ fieldname: 'shade', fieldtype: 'Int' }] });
    if (dialect.name === 'sqlite') {
      // SQLite keeps any value in any column: the change is accepted and the text stays readable.
      assert.equal(res.status, 200);
      assert.equal((await list(site(), 'Paint', { fields: ['shade'] })).json.data[0].shade, 'blue');
    } else {
      assert.equal(res.status, 417, JSON.stringify(res.json));
      assert.match(JSON.stringify(res.json), /Cannot change the type of field shade/);
      assert.equal((await post(site(), 'Paint', { shade: 'green' })).status, 200, 'the old Data definition still applies');
    }
  });

  it('stamps modified after the row lock, so concurrent saves never move it backwards', async () => {
    const todo = (await post(site(), 'ToDo', { description: 'race' })).json.data;
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => put(site(), 'ToDo', todo.name, { description: `v${i}` })));
    const stamps = results.map((r) => r.json.data.modified as string);
    const final = (await get(site(), 'ToDo', todo.name)).json.data;
    assert.equal(final.modified, [...stamps].sort().at(-1), 'the stored modified is the latest one handed out');
    assert.ok(stamps.every((s) => s > todo.modified));
  });

  it('rounds floats to the nine decimals the column keeps, on every dialect', async () => {
    await createDocType(site(), 'Measure', [{ fieldname: 'value', fieldtype: 'Float' }]);
    const made = (await post(site(), 'Measure', { value: 0.1 + 0.2 })).json.data;
    assert.equal(made.value, 0.3);
    assert.equal((await get(site(), 'Measure', made.name)).json.data.value, 0.3);
  });
});
