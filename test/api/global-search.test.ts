import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { migrateSite } from '../../src/sites/migrate-site.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { silentLog } from '../helpers/test-site.ts';
import { call, insertAs, runtimeOf } from '../helpers/users.ts';

const PHRASES = [
  '"The Sixth Extinction II: Amor Fati" is the second episode of the seventh season of the American science fiction.',
  'After Mulder awakens from his coma, he realizes his duty to prevent alien colonization. ',
  'Carter explored themes of extraterrestrial involvement in ancient mass extinctions in this episode, the third in a trilogy.',
];

const CASE_FIELDS = [
  { fieldname: 'subject', fieldtype: 'Data', label: 'Subject', in_global_search: 1 },
  { fieldname: 'body', fieldtype: 'Text Editor', label: 'Body', in_global_search: 1 },
  { fieldname: 'room', fieldtype: 'Data', label: 'Room' },
  { fieldname: 'disabled', fieldtype: 'Check' },
  { fieldname: 'items', fieldtype: 'Table', options: 'GS Case Item' },
  { fieldname: 'photo', fieldtype: 'Attach Image' },
];

/**
 * Issue 52 part 2: frappe.utils.global_search.search over a real `__global_search` index, kept by
 * every save, delete and rename in the document's transaction, rebuilt when a DocType's searchable
 * fields change and by migrate, and searched under the caller's read rules (Frappe v15's
 * test_global_search re-expressed over HTTP).
 */
perDialect('Global search', (site) => {
  const admin = () => site().adminAuth;
  let agent = '';
  let outsider = '';
  const names: string[] = [];
  const search = async (auth: string | undefined, text: string, extra: Record<string, unknown> = {}) =>
    (await runScenario(site(), { name: `search ${text}`, method: 'GET', url: `/api/method/frappe.utils.global_search.search?${new URLSearchParams({ text, ...extra } as Record<string, string>)}`, auth, status: 200 })).message as Array<Record<string, any>>;
  const defineCase = (fields: unknown[], method: 'POST' | 'PUT') => runScenario(site(), {
    name: `${method} GS Case`, method, url: method === 'POST' ? '/api/resource/DocType' : '/api/resource/DocType/GS Case', auth: admin(), status: 200,
    json: { name: 'GS Case', module: 'Custom', allow_rename: 1, image_field: 'photo', fields, permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }, { role: 'GS Agent', read: 1, write: 1, create: 1, if_owner: 1 }] },
  });

  before(async () => {
    await insertAs(site(), admin(), 'Role', { role_name: 'GS Agent', desk_access: 1 });
    await runScenario(site(), { name: 'child', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200, json: { name: 'GS Case Item', module: 'Custom', istable: 1, fields: [{ fieldname: 'note', fieldtype: 'Data', label: 'Note', in_global_search: 1 }] } });
    await defineCase(CASE_FIELDS, 'POST');
    agent = await site().addUser('gs.agent@example.com', ['GS Agent']);
    outsider = await site().addUser('gs.outsider@example.com', []);
    names.push((await insertAs(site(), admin(), 'GS Case', { subject: PHRASES[0], room: 'Monthly' })).name);
    names.push((await insertAs(site(), admin(), 'GS Case', { subject: PHRASES[1], room: 'Monthly', items: [{ note: 'quasar lamp' }], photo: '/files/mulder.png' })).name);
    names.push((await insertAs(site(), agent, 'GS Case', { subject: PHRASES[2], room: 'Monthly', body: '<style>p {color: red}</style><p>Hidden   <b>ledger</b> &amp; more</p><script>var x = "scripted";</script>' })).name);
  });

  describe('search', () => {
    it('finds documents by any part of their indexed text, answering {doctype, name, content, rank} and the image field', async () => {
      const found = await search(admin(), 'awakens');
      assert.equal(found.length, 1);
      assert.deepEqual(Object.keys(found[0]).sort(), ['content', 'doctype', 'image', 'name', 'rank']);
      assert.equal(found[0].image, '/files/mulder.png');
      assert.equal((await search(admin(), 'Amor Fati'))[0].image, null);
      assert.deepEqual([found[0].doctype, found[0].name], ['GS Case', names[1]]);
      assert.ok(found[0].content.includes(PHRASES[1].trim()), found[0].content);
      assert.ok(found[0].rank > 0);
      assert.ok((await search(admin(), 'EXTRATERRESTRIAL'))[0].content.includes(PHRASES[2]), 'case-insensitive');
      assert.equal((await search(admin(), 'awakens & duty & alien'))[0].name, names[1]);
      assert.deepEqual((await search(admin(), 'quasar'))[0].content, `Subject : ${PHRASES[1]} ||| Note : quasar lamp`, 'child rows add their fields');
      assert.deepEqual(await search(admin(), 'nothing-like-this'), []);
    });

    it('indexes Text Editor values without tags, scripts or styles, label first; unmarked fields are not searched', async () => {
      const [hit] = await search(admin(), 'ledger');
      assert.equal(hit.content, `Subject : ${PHRASES[2]} ||| Body : Hidden ledger & more`);
      assert.deepEqual(await search(admin(), 'scripted'), []);
      assert.deepEqual(await search(admin(), 'Monthly'), []);
    });

    it('answers only documents the caller may read: their read rule is in the query', async () => {
      assert.deepEqual((await search(admin(), 'episode')).map((r) => r.name).sort(), [names[0], names[2]].sort());
      assert.deepEqual((await search(agent, 'episode')).map((r) => r.name), [names[2]], 'an if_owner reader sees their own');
      assert.deepEqual(await search(outsider, 'episode'), [], 'no read right: nothing, as Frappe');
      await insertAs(site(), admin(), 'ToDo', { description: 'zebra crossing', allocated_to: 'gs.agent@example.com' });
      assert.deepEqual((await search(agent, 'zebra')).map((r) => r.doctype), ['ToDo']);
      assert.deepEqual(await search(outsider, 'zebra'), [], 'a ToDo of someone else');
    });

    it('doctype narrows the search, start and limit page it', async () => {
      assert.equal((await search(admin(), 'episode', { doctype: 'GS Case' })).length, 2);
      assert.deepEqual(await search(admin(), 'episode', { doctype: 'ToDo' }), []);
      assert.deepEqual(await search(admin(), 'episode', { doctype: 'No Such DocType' }), []);
      const all = await search(admin(), 'episode');
      const second = await search(admin(), 'episode', { start: '1', limit: '1' });
      assert.deepEqual(second.map((r) => r.name), [all[1].name]);
      assert.deepEqual(await search(admin(), 'episode', { limit: '0' }), []);
    });

    it('refuses Guest (403) and a call without text (417)', async () => {
      await runScenario(site(), { name: 'guest', method: 'GET', url: '/api/method/frappe.utils.global_search.search?text=episode', status: 403, excType: 'PermissionError' });
      await runScenario(site(), { name: 'no text', method: 'GET', url: '/api/method/frappe.utils.global_search.search', auth: admin(), status: 417, excType: 'FrappeTypeError' });
    });
  });

  describe('the index follows the documents', () => {
    it('a save replaces the entry, a disabled document leaves the index, a rename moves it, a delete removes it', async () => {
      const doc = (await insertAs(site(), admin(), 'GS Case', { subject: 'orchid before' })).name;
      await runScenario(site(), { name: 'save', method: 'PUT', url: `/api/resource/GS Case/${doc}`, auth: admin(), json: { subject: 'testing global search' }, status: 200 });
      assert.deepEqual((await search(admin(), 'testing global search')).map((r) => r.name), [doc]);
      assert.deepEqual(await search(admin(), 'orchid'), []);
      await runScenario(site(), { name: 'disable', method: 'PUT', url: `/api/resource/GS Case/${doc}`, auth: admin(), json: { disabled: 1 }, status: 200 });
      assert.deepEqual(await search(admin(), 'testing global search'), []);
      await runScenario(site(), { name: 'enable', method: 'PUT', url: `/api/resource/GS Case/${doc}`, auth: admin(), json: { disabled: 0 }, status: 200 });
      await runScenario(site(), { name: 'rename', method: 'POST', url: '/api/method/frappe.client.rename_doc', auth: admin(), json: { doctype: 'GS Case', old_name: doc, new_name: 'gs-renamed' }, status: 200 });
      assert.deepEqual((await search(admin(), 'testing global search')).map((r) => r.name), ['gs-renamed']);
      await runScenario(site(), { name: 'delete', method: 'DELETE', url: '/api/resource/GS Case/gs-renamed', auth: admin(), status: 202 });
      assert.deepEqual(await search(admin(), 'testing global search'), []);
    });

    it('a write that fails leaves the index as it was (same transaction)', async () => {
      const r = await call(site(), { method: 'PUT', url: `/api/resource/GS Case/${names[0]}`, auth: admin(), json: { subject: 'rolled back words', items: 'not a list' } });
      assert.equal(r.status, 417);
      assert.deepEqual(await search(admin(), 'rolled back words'), []);
      assert.equal((await search(admin(), 'Amor Fati'))[0].name, names[0]);
    });

    it('refuses in_global_search on a field that holds no value (417), as Frappe v15', async () => {
      await runScenario(site(), { name: 'section break', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 417, excType: 'ValidationError', json: { name: 'GS Bad', module: 'Custom', fields: [{ fieldname: 'subject', fieldtype: 'Data' }, { fieldname: 'sb', fieldtype: 'Section Break', in_global_search: 1 }], permissions: [{ role: 'System Manager', read: 1 }] } });
    });

    it('marking a field for global search rebuilds the DocType\'s entries; migrate fills an empty index', async () => {
      await defineCase(CASE_FIELDS.map((f) => (f.fieldname === 'room' ? { ...f, in_global_search: 1 } : f)), 'PUT');
      assert.equal((await search(admin(), 'Monthly')).length, 3);
      const runtime = await runtimeOf(site());
      await runtime.db.write(async (tx) => {
        await tx.run(tx.builder.deleteFrom('__global_search'));
        await tx.run(tx.builder.deleteFrom('__global_search_doctypes'));
      });
      assert.deepEqual(await search(admin(), 'Monthly'), []);
      await migrateSite(runtime.db, runtime.meta, '2024-01-01 00:00:00.000000', silentLog);
      assert.equal((await search(admin(), 'Monthly')).length, 3);
      assert.deepEqual((await search(agent, 'zebra')).map((r) => r.doctype), ['ToDo'], 'standard DocTypes too');
    });
  });
});
