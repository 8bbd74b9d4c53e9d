import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { createDocType, get, list, post, put } from '../helpers/doctypes.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { serverMessages } from '../helpers/scenario.ts';

const year = () => new Date().toISOString().slice(0, 4);
const messages = (json: any) => serverMessages(json).map((m) => String(m.message));
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

perDialect('naming', (site) => {
  before(async () => {
    const title = { fieldname: 'title', fieldtype: 'Data', label: 'Title' };
    await createDocType(site(), 'NM Hash', [title], { autoname: 'hash' });
    await createDocType(site(), 'NM Field', [title], { autoname: 'field:title' });
    await createDocType(site(), 'NM Series', [{ fieldname: 'naming_series', fieldtype: 'Select', label: 'Series', options: 'TST-.YYYY.-.#####\nALT-.####\nSER-' }, title], { autoname: 'naming_series:' });
    await createDocType(site(), 'NM Pattern', [title], { autoname: 'PAT-.YYYY.-.#####' });
    await createDocType(site(), 'NM Format', [{ fieldname: 'customer', fieldtype: 'Data', label: 'Customer' }], { autoname: 'format:INV-{customer}-{####}' });
    await createDocType(site(), 'NM Prompt', [title], { autoname: 'prompt' });
    await createDocType(site(), 'NM Auto', [title, { fieldname: 'parent_ref', fieldtype: 'Link', label: 'Parent Ref', options: 'NM Auto' }], { autoname: 'autoincrement' });
    await createDocType(site(), 'NM UUID', [title], { autoname: 'UUID' });
    await createDocType(site(), 'NM Sub', [title, { fieldname: 'amended_from', fieldtype: 'Link', label: 'Amended From', options: 'NM Sub' }], { is_submittable: 1 });
  });

  it('hash: 10 characters of [0-9a-v]; a client-sent name is ignored', async () => {
    const names = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await post(site(), 'NM Hash', { title: `t${i}`, name: 'my-own-name' });
      assert.equal(res.status, 200, JSON.stringify(res.json));
      assert.match(res.json.data.name, /^[0-9a-v]{10}$/);
      names.add(res.json.data.name);
    }
    assert.equal(names.size, 5);
    assert.equal((await get(site(), 'NM Hash', 'my-own-name')).status, 404);
  });

  it('field:<fieldname>: the trimmed field value; empty is 417; a taken value is 409', async () => {
    const res = await post(site(), 'NM Field', { title: '  Alpha One  ', name: 'ignored' });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.data.name, 'Alpha One');
    for (const title of [undefined, '', '   ']) {
      const empty = await post(site(), 'NM Field', title === undefined ? {} : { title });
      assert.equal(empty.status, 417, JSON.stringify(empty.json));
      assert.deepEqual(messages(empty.json), ['Title is required']);
    }
    const dup = await post(site(), 'NM Field', { title: 'Alpha One' });
    assert.equal(dup.status, 409);
    assert.equal(dup.json.exc_type, 'DuplicateEntryError');
  });

  it('naming_series: the chosen (or first) series with a counter per prefix', async () => {
    const cases: Array<[string | undefined, string]> = [
      [undefined, `TST-${year()}-00001`],
      ['TST-.YYYY.-.#####', `TST-${year()}-00002`],
      ['ALT-.####', 'ALT-0001'],
      [undefined, `TST-${year()}-00003`],
      ['ALT-.####', 'ALT-0002'],
      ['SER-', 'SER-00001'],
    ];
    for (const [series, expected] of cases) {
      const res = await post(site(), 'NM Series', series === undefined ? { title: 'x' } : { title: 'x', naming_series: series });
      assert.equal(res.status, 200, JSON.stringify(res.json));
      assert.equal(res.json.data.name, expected);
      assert.equal(res.json.data.naming_series, series ?? 'TST-.YYYY.-.#####');
    }
    const bad = await post(site(), 'NM Series', { naming_series: 'NOPE-.###' });
    assert.equal(bad.status, 417, 'a series that is not an option is refused');
  });

  it('a dotted pattern autoname (PAT-.YYYY.-.#####)', async () => {
    assert.equal((await post(site(), 'NM Pattern', { title: 'a' })).json.data.name, `PAT-${year()}-00001`);
    assert.equal((await post(site(), 'NM Pattern', { title: 'b', name: 'mine' })).json.data.name, `PAT-${year()}-00002`);
  });

  it('format:INV-{customer}-{####}: field values and a counter per prefix', async () => {
    const expected: Array<[string, string]> = [['acme', 'INV-acme-0001'], ['acme', 'INV-acme-0002'], ['beta', 'INV-beta-0001'], ['acme', 'INV-acme-0003']];
    for (const [customer, name] of expected) assert.equal((await post(site(), 'NM Format', { customer })).json.data.name, name);
  });

  it('prompt: the client name is kept (also __newname and names with "/"); missing is 417; duplicate is 409', async () => {
    assert.equal((await post(site(), 'NM Prompt', { name: 'Custom Name 1', title: 'a' })).json.data.name, 'Custom Name 1');
    assert.equal((await post(site(), 'NM Prompt', { __newname: 'From Newname' })).json.data.name, 'From Newname');
    assert.equal((await post(site(), 'NM Prompt', { name: '  Padded  ' })).json.data.name, 'Padded');
    const slash = await post(site(), 'NM Prompt', { name: 'A/B 1' });
    assert.equal(slash.json.data.name, 'A/B 1');
    assert.equal((await get(site(), 'NM Prompt', 'A/B 1')).json.data.name, 'A/B 1');
    const missing = await post(site(), 'NM Prompt', { title: 'no name' });
    assert.equal(missing.status, 417);
    assert.deepEqual(messages(missing.json), ['Please set the document name']);
    const dup = await post(site(), 'NM Prompt', { name: 'Custom Name 1' });
    assert.equal(dup.status, 409);
    assert.equal(dup.json.exc_type, 'DuplicateEntryError');
    const dupMessage = serverMessages(dup.json)[0];
    assert.equal(dupMessage.message, 'NM Prompt <strong>Custom Name 1</strong> already exists');
    assert.equal(dupMessage.title, 'Duplicate Name');
    assert.equal((await get(site(), 'NM Prompt', 'Custom Name 1')).json.data.title, 'a', 'the original is untouched');
  });

  const badNames: Array<[string, unknown, number, string]> = [
    ['"<"', 'bad<name', 409, 'NameError'],
    ['">"', 'bad>name', 409, 'NameError'],
    ['the DocType name', 'NM Prompt', 409, 'NameError'],
    ['"New NM Prompt..."', 'New NM Prompt 1', 409, 'NameError'],
    ['blank', '   ', 417, 'ValidationError'],
  ];
  for (const [label, name, status, excType] of badNames) {
    it(`prompt: a name with ${label} is ${status} ${excType}`, async () => {
      const res = await post(site(), 'NM Prompt', { name });
      assert.equal(res.status, status, JSON.stringify(res.json));
      assert.equal(res.json.exc_type, excType);
      if (label === '"<"') assert.deepEqual(messages(res.json), ["Name cannot contain special characters like '<', '>'"]);
    });
  }

  it('autoincrement: the name is a JSON number; GET, PUT, list and Link work with it', async () => {
    const first = await post(site(), 'NM Auto', { title: 'one', name: 'ignored' });
    const second = await post(site(), 'NM Auto', { title: 'two', parent_ref: 1 });
    assert.equal(first.json.data.name, 1);
    assert.equal(second.status, 200, JSON.stringify(second.json));
    assert.equal(second.json.data.name, 2);
    const read = await get(site(), 'NM Auto', 1);
    assert.equal(read.status, 200);
    assert.equal(read.json.data.name, 1);
    assert.equal(read.json.data.title, 'one');
    assert.equal((await put(site(), 'NM Auto', 2, { title: 'deux' })).json.data.title, 'deux');
    const rows = await list(site(), 'NM Auto', { fields: ['name', 'title'], order_by: 'name asc' });
    assert.deepEqual(rows.json.data, [{ name: 1, title: 'one' }, { name: 2, title: 'deux' }]);
    assert.equal((await post(site(), 'NM Auto', { title: 'x', parent_ref: 99 })).json.exc_type, 'LinkValidationError');
    assert.equal((await post(site(), 'NM Auto', { title: 'x', parent_ref: 'abc' })).json.exc_type, 'LinkValidationError');
    for (const bad of ['abc', '1.5']) {
      assert.equal((await get(site(), 'NM Auto', bad)).status, 404, `GET ${bad}`);
      assert.equal((await put(site(), 'NM Auto', bad, { title: 'y' })).status, 404, `PUT ${bad}`);
    }
  });

  it('UUID: a client UUID is kept, otherwise a v7 UUID; a malformed one is refused', async () => {
    const given = '0f8fad5b-d9cb-469f-a165-70867728950e';
    assert.equal((await post(site(), 'NM UUID', { name: given })).json.data.name, given);
    const made = await post(site(), 'NM UUID', { title: 'gen' });
    assert.match(made.json.data.name, UUID_V7);
    assert.equal((await get(site(), 'NM UUID', made.json.data.name)).status, 200);
    const bad = await post(site(), 'NM UUID', { name: 'not-a-uuid' });
    assert.equal(bad.status, 417, JSON.stringify(bad.json));
  });

  it('amendments: <name>-1, then <name>-2 when amending the amendment', async () => {
    const submitCancel = async (name: string) => {
      assert.equal((await put(site(), 'NM Sub', name, { docstatus: 1 })).json.data.docstatus, 1);
      assert.equal((await put(site(), 'NM Sub', name, { docstatus: 2 })).json.data.docstatus, 2);
    };
    const original = (await post(site(), 'NM Sub', { title: 'v0' })).json.data.name;
    await submitCancel(original);
    const first = await post(site(), 'NM Sub', { title: 'v1', amended_from: original });
    assert.equal(first.status, 200, JSON.stringify(first.json));
    assert.equal(first.json.data.name, `${original}-1`);
    assert.equal(first.json.data.amended_from, original);
    assert.equal(first.json.data.docstatus, 0);
    await submitCancel(first.json.data.name);
    const second = await post(site(), 'NM Sub', { title: 'v2', amended_from: first.json.data.name });
    assert.equal(second.json.data.name, `${original}-2`);
  });

  it('a name that exists is 409 DuplicateEntryError, also when a unique field collides too (a User\'s email, a Role\'s role_name)', async () => {
    const rows: Array<[string, Record<string, unknown>]> = [['User', { email: 'twice@example.com', first_name: 'Twice' }], ['Role', { role_name: 'Twice Role' }]];
    for (const [doctype, body] of rows) {
      assert.equal((await post(site(), doctype, body)).status, 200, doctype);
      const again = await post(site(), doctype, body);
      assert.deepEqual([again.status, again.json.exc_type], [409, 'DuplicateEntryError'], `${doctype}: ${JSON.stringify(again.json).slice(0, 200)}`);
    }
  });
});
