import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { call, insertAs, makeRole, type Reply } from '../helpers/users.ts';

const PARENT = 'Level Card';
const CHILD = 'Level Phone';
const MANAGER = 'lvl.manager@example.com';
const CLERK = 'lvl.clerk@example.com';
const VIEWER = 'lvl.viewer@example.com';
/** What a restricted caller tries to write into a level-1 field; it must never be stored. */
const FORGED = 'FORGED-9999';
/** The level-1 child field's default: what a row a restricted caller adds gets. */
const UNLISTED = 'unlisted';

type Row = Record<string, unknown>;

/**
 * Issue 49 part 1: field permission levels hold inside child tables. A child DocType's levels are
 * judged by the parent's permission rows (Frappe's get_permissions); a caller who may not write
 * level 1 keeps every level-1 value of every row as stored (rows matched by name), and a row it
 * adds gets the field's default, whichever endpoint carries the rows. Reads leave out the levels
 * the caller may not read, rows included. Frappe's test_fieldlevel_permissions_in_load_for_child_table.
 */
perDialect('field permission levels inside child tables', (site) => {
  const auth: Record<'admin' | 'manager' | 'clerk' | 'viewer' | 'creator', string> = { admin: '', manager: '', clerk: '', viewer: '', creator: '' };
  const docUrl = (name: string) => `/api/resource/${encodeURIComponent(PARENT)}/${encodeURIComponent(name)}`;
  const v2Url = (name: string) => `/api/v2/document/${encodeURIComponent(PARENT)}/${encodeURIComponent(name)}`;
  const ok = (r: Reply, what: string) => {
    assert.equal(r.status, 200, `${what}: ${r.body.slice(0, 600)}`);
    return r.json;
  };
  const stored = async (name: string) => ok(await call(site(), { method: 'GET', url: docUrl(name), auth: auth.admin }), 'admin read').data;
  const method = (who: string, path: string, json: Record<string, unknown>) => call(site(), { method: 'POST', url: `/api/method/${path}`, auth: who, json });
  /** A card made by Administrator with two rows whose level-1 phones hold `tag`-based values. */
  const newCard = async (tag: string) =>
    (await insertAs(site(), auth.admin, PARENT, { title: tag, rank: 'gold', phones: [{ label: 'home', phone: `${tag}-home` }, { label: 'work', phone: `${tag}-work` }] })).name as string;

  before(async () => {
    const s = site();
    auth.admin = s.adminAuth;
    await makeRole(s, 'Level Manager', 1);
    await makeRole(s, 'Level Clerk', 1);
    await makeRole(s, 'Level Viewer', 1);
    await makeRole(s, 'Level Creator', 1);
    await insertAs(s, auth.admin, 'DocType', {
      name: CHILD, module: 'Custom', istable: 1,
      fields: [
        { fieldname: 'label', fieldtype: 'Data', label: 'Label' },
        { fieldname: 'phone', fieldtype: 'Data', label: 'Phone', permlevel: 1, default: UNLISTED },
        { fieldname: 'verified', fieldtype: 'Check', label: 'Verified', permlevel: 1 },
      ],
    });
    await insertAs(s, auth.admin, 'DocType', {
      name: PARENT, module: 'Custom', autoname: 'hash',
      fields: [
        { fieldname: 'title', fieldtype: 'Data', label: 'Title' },
        { fieldname: 'rank', fieldtype: 'Data', label: 'Rank', permlevel: 1 },
        { fieldname: 'phones', fieldtype: 'Table', label: 'Phones', options: CHILD },
      ],
      permissions: [
        { role: 'Level Manager', read: 1, write: 1, create: 1, delete: 1 },
        { role: 'Level Manager', permlevel: 1, read: 1, write: 1 },
        { role: 'Level Clerk', read: 1, write: 1, create: 1, delete: 1 },
        { role: 'Level Clerk', permlevel: 1, read: 1 },
        { role: 'Level Viewer', read: 1, write: 1 },
        { role: 'Level Creator', read: 1, create: 1, write: 0 },
      ],
    });
    auth.manager = await s.addUser(MANAGER, ['Level Manager']);
    auth.clerk = await s.addUser(CLERK, ['Level Clerk']);
    auth.viewer = await s.addUser(VIEWER, ['Level Viewer']);
    auth.creator = await s.addUser('lvl.creator@example.com', ['Level Creator']);
  });

  it("a level-1 field of a stored row keeps its value when the caller may not write level 1 (Frappe's test_fieldlevel_permissions_in_load_for_child_table)", async () => {
    const name = await newCard('frappe');
    const read = ok(await call(site(), { method: 'GET', url: docUrl(name), auth: auth.clerk }), 'clerk read').data;
    assert.equal(read.phones[0].phone, 'frappe-home', 'the clerk reads level 1');
    read.phones[0].phone = '654321';
    read.phones[0].label = 'house';
    const put = ok(await call(site(), { method: 'PUT', url: docUrl(name), auth: auth.clerk, json: { phones: read.phones } }), 'clerk PUT');
    assert.equal(put.data.phones[0].phone, 'frappe-home', 'the answer shows the stored value');
    assert.equal(put.data.phones[0].label, 'house', 'the level-0 change in the same row is kept');
    const after = await stored(name);
    assert.deepEqual(after.phones.map((r: Row) => [r.label, r.phone]), [['house', 'frappe-home'], ['work', 'frappe-work']]);

    const manager = ok(await call(site(), { method: 'PUT', url: docUrl(name), auth: auth.manager, json: { phones: [{ ...after.phones[0], phone: '654321' }, after.phones[1]] } }), 'manager PUT');
    assert.equal(manager.data.phones[0].phone, '654321', 'a caller who writes level 1 changes it');
    assert.equal((await stored(name)).phones[0].phone, '654321');
  });

  /**
   * Each way a document's rows reach the save: what the clerk sends changes both stored rows'
   * phones, adds a row with one, and sends a row under a name this document has no row of (another
   * card's row). The stored rows keep their phones, the other two are new rows with the default.
   */
  const endpoints: Array<[string, (name: string, read: Row, rows: Row[]) => Promise<Reply>]> = [
    ['PUT /api/resource', (name, _read, rows) => call(site(), { method: 'PUT', url: docUrl(name), auth: auth.clerk, json: { phones: rows } })],
    ['PATCH /api/v2/document', (name, _read, rows) => call(site(), { method: 'PATCH', url: v2Url(name), auth: auth.clerk, json: { phones: rows } })],
    ['PUT /api/v2/document', (name, _read, rows) => call(site(), { method: 'PUT', url: v2Url(name), auth: auth.clerk, json: { phones: rows } })],
    ['frappe.client.save', (_name, read, rows) => method(auth.clerk, 'frappe.client.save', { doc: { ...read, phones: rows } })],
    ['frappe.desk.form.save.savedocs', (_name, read, rows) => method(auth.clerk, 'frappe.desk.form.save.savedocs', { doc: JSON.stringify({ ...read, phones: rows }), action: 'Save' })],
    ['frappe.client.set_value', (name, _read, rows) => method(auth.clerk, 'frappe.client.set_value', { doctype: PARENT, name, fieldname: 'phones', value: rows })],
    ['frappe.client.bulk_update', async (name, _read, rows) => {
      const r = await method(auth.clerk, 'frappe.client.bulk_update', { docs: JSON.stringify([{ doctype: PARENT, docname: name, phones: rows }]) });
      assert.deepEqual(r.json?.message?.failed_docs, [], r.body.slice(0, 600));
      return r;
    }],
    ['POST /api/v2/document/<doctype>/bulk_update', async (name, _read, rows) => {
      const r = await call(site(), { method: 'POST', url: `/api/v2/document/${encodeURIComponent(PARENT)}/bulk_update`, auth: auth.clerk, json: { docs: [{ name, phones: rows }] } });
      assert.deepEqual(r.json?.data?.failed, [], r.body.slice(0, 600));
      return r;
    }],
    ['POST /api/v2/batch', async (name, _read, rows) => {
      const r = await call(site(), { method: 'POST', url: '/api/v2/batch', auth: auth.clerk, json: { atomic: true, operations: [{ op: 'update', doctype: PARENT, name, doc: { phones: rows } }] } });
      assert.equal(r.json?.data?.[0]?.status, 200, r.body.slice(0, 600));
      return r;
    }],
  ];
  for (const [endpoint, send] of endpoints) {
    it(`${endpoint}: stored rows keep their level-1 values, new rows get the default`, async () => {
      const tag = endpoint.replace(/[^A-Za-z0-9.]+/g, '-');
      const name = await newCard(tag);
      const foreignRow = (await stored(await newCard(`${tag}-other`))).phones[0].name as string;
      const read = ok(await call(site(), { method: 'GET', url: docUrl(name), auth: auth.clerk }), 'clerk read').data;
      const [home, work] = read.phones as Row[];
      // Sent in the other order: rows are matched by name, not by position.
      const rows: Row[] = [
        { ...work, phone: FORGED, verified: 1, label: 'work2' },
        { ...home, phone: FORGED, verified: 1 },
        { label: 'added', phone: FORGED, verified: 1 },
        { name: foreignRow, label: 'borrowed', phone: FORGED, verified: 1 },
      ];
      ok(await send(name, read, rows), endpoint);
      const after = await stored(name);
      assert.deepEqual(
        after.phones.map((r: Row) => [r.label, r.phone, r.verified]),
        [['work2', `${tag}-work`, 0], ['home', `${tag}-home`, 0], ['added', UNLISTED, 0], ['borrowed', UNLISTED, 0]],
      );
      assert.deepEqual(after.phones.slice(0, 2).map((r: Row) => r.name), [work.name, home.name], 'stored rows kept their names');
      assert.ok(!after.phones.slice(2).some((r: Row) => r.name === foreignRow), "another document's row name is not taken over");
      assert.equal(after.rank, 'gold');
      assert.doesNotMatch(JSON.stringify(after), new RegExp(FORGED));
    });
  }

  it('frappe.client.set_value on a child row: the level-1 field keeps its stored value, a level-0 one changes', async () => {
    const name = await newCard('set-row');
    const row = (await stored(name)).phones[0].name as string;
    ok(await method(auth.clerk, 'frappe.client.set_value', { doctype: CHILD, name: row, fieldname: { phone: FORGED, label: 'relabelled' } }), 'set_value on the row');
    const after = await stored(name);
    assert.deepEqual([after.phones[0].label, after.phones[0].phone], ['relabelled', 'set-row-home']);
  });

  it('new documents: rows a restricted caller sends get the default at level 1 (Frappe keeps them as sent on insert; svc resets at every depth)', async () => {
    const created = [
      ok(await call(site(), { method: 'POST', url: `/api/resource/${encodeURIComponent(PARENT)}`, auth: auth.clerk, json: { title: 'mine', rank: 'forged', phones: [{ label: 'a', phone: FORGED, verified: 1 }] } }), 'POST').data.name,
      ok(await method(auth.clerk, 'frappe.client.insert', { doc: { doctype: PARENT, title: 'mine', phones: [{ label: 'a', phone: FORGED, verified: 1 }] } }), 'client.insert').message.name,
      ok(await method(auth.clerk, 'frappe.client.save', { doc: { doctype: PARENT, title: 'mine', phones: [{ label: 'a', phone: FORGED, verified: 1 }] } }), 'client.save').message.name,
      ok(await call(site(), { method: 'POST', url: '/api/v2/batch', auth: auth.clerk, json: { atomic: true, operations: [{ op: 'create', doctype: PARENT, doc: { title: 'mine', phones: [{ label: 'a', phone: FORGED, verified: 1 }] } }] } }), 'batch').data[0].data.name,
    ];
    for (const name of created) {
      const after = await stored(name);
      assert.equal(after.rank, undefined, 'parent level-1 field not set');
      assert.deepEqual(after.phones.map((r: Row) => [r.label, r.phone, r.verified]), [['a', UNLISTED, 0]]);
    }
    const byManager = await insertAs(site(), auth.manager, PARENT, { title: 'managed', phones: [{ label: 'a', phone: '555' }] });
    assert.equal(byManager.phones[0].phone, '555', 'a caller who writes level 1 sets it on insert');
    // Only levels above 0 are reset (Frappe's high-permlevel fields): a role that may create but
    // not write keeps the level-0 values it inserts, in the parent and in the rows.
    const byCreator = await stored((await insertAs(site(), auth.creator, PARENT, { title: 'created', rank: 'forged', phones: [{ label: 'c', phone: FORGED }] })).name);
    assert.deepEqual([byCreator.title, byCreator.rank, byCreator.phones.map((r: Row) => [r.label, r.phone])], ['created', undefined, [['c', UNLISTED]]]);
  });

  it('a caller who cannot read level 1 saves the rows it read without wiping their level-1 values', async () => {
    const name = await newCard('viewer');
    const read = ok(await call(site(), { method: 'GET', url: docUrl(name), auth: auth.viewer }), 'viewer read').data;
    assert.ok(read.phones.every((r: Row) => !('phone' in r) && !('verified' in r)), 'level-1 child fields are left out');
    read.phones[1].label = 'office';
    ok(await call(site(), { method: 'PUT', url: docUrl(name), auth: auth.viewer, json: { phones: read.phones } }), 'viewer PUT');
    ok(await method(auth.viewer, 'frappe.client.save', { doc: { ...read, modified: (await stored(name)).modified } }), 'viewer client.save');
    const after = await stored(name);
    assert.deepEqual(after.phones.map((r: Row) => [r.label, r.phone]), [['home', 'viewer-home'], ['office', 'viewer-work']]);
    assert.equal(after.rank, 'gold');
  });

  it('a restricted caller may still remove a row, as in Frappe (the table itself is at level 0)', async () => {
    const name = await newCard('remove');
    const read = ok(await call(site(), { method: 'GET', url: docUrl(name), auth: auth.clerk }), 'clerk read').data;
    ok(await call(site(), { method: 'PUT', url: docUrl(name), auth: auth.clerk, json: { phones: [read.phones[1]] } }), 'clerk PUT');
    assert.deepEqual((await stored(name)).phones.map((r: Row) => [r.label, r.phone, r.idx]), [['work', 'remove-work', 1]]);
  });

  it('reads at every depth leave out the levels the caller may not read', async () => {
    const name = await newCard('reads');
    const secret = /reads-(home|work)|gold/;
    const reads: Array<[string, () => Promise<Reply>, (json: any) => any]> = [
      ['GET /api/resource', () => call(site(), { method: 'GET', url: docUrl(name), auth: auth.viewer }), (j) => j.data],
      ['GET /api/v2/document', () => call(site(), { method: 'GET', url: v2Url(name), auth: auth.viewer }), (j) => j.data],
      ['frappe.desk.form.load.getdoc', () => method(auth.viewer, 'frappe.desk.form.load.getdoc', { doctype: PARENT, name }), (j) => j.docs[0]],
      ['frappe.client.get', () => call(site(), { method: 'GET', url: `/api/method/frappe.client.get?doctype=${encodeURIComponent(PARENT)}&name=${name}`, auth: auth.viewer }), (j) => j.message],
      ['PUT answer', () => call(site(), { method: 'PUT', url: docUrl(name), auth: auth.viewer, json: { title: 'reads' } }), (j) => j.data],
    ];
    for (const [what, read, docOf] of reads) {
      const r = await read();
      const doc = docOf(ok(r, what));
      assert.equal(doc.phones.length, 2, what);
      for (const row of doc.phones) assert.deepEqual(Object.keys(row).filter((k) => k === 'phone' || k === 'verified'), [], `${what}: row fields`);
      assert.equal('rank' in doc, false, `${what}: parent field`);
      assert.doesNotMatch(r.body, secret, what);
    }
    const clerk = ok(await method(auth.clerk, 'frappe.desk.form.load.getdoc', { doctype: PARENT, name }), 'clerk getdoc').docs[0];
    assert.deepEqual([clerk.phones[0].phone, clerk.rank], ['reads-home', 'gold'], 'a caller with level-1 read sees both depths');
    // Listings of the parent with a child column, and of the child table itself.
    const listings = [
      `/api/resource/${encodeURIComponent(PARENT)}?fields=${encodeURIComponent(JSON.stringify(['name', 'phones.phone']))}&filters=${encodeURIComponent(JSON.stringify([['name', '=', name]]))}`,
      `/api/resource/${encodeURIComponent(CHILD)}?parent=${encodeURIComponent(PARENT)}&fields=${encodeURIComponent(JSON.stringify(['name', 'phone']))}`,
      `/api/method/frappe.client.get_list?doctype=${encodeURIComponent(CHILD)}&parent=${encodeURIComponent(PARENT)}&fields=${encodeURIComponent(JSON.stringify(['phone']))}`,
    ];
    for (const url of listings) {
      const r = await call(site(), { method: 'GET', url, auth: auth.viewer });
      assert.ok(r.status === 200 || r.status === 417 || r.status === 403, `${url}: ${r.status} ${r.body.slice(0, 300)}`);
      assert.doesNotMatch(r.body, secret, url);
    }
  });
});
