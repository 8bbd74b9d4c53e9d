import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { appsWith, FIXTURE_APP } from '../helpers/apps.ts';
import { createRole, insert } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, send, serverMessages, type Scenario } from '../helpers/scenario.ts';

const apps = await appsWith(FIXTURE_APP);
const RDM = '/api/method/run_doc_method';

perDialect(
  'document methods',
  (site) => {
    let gizmo: any;
    let notice: any;
    let reader: string;
    let writer: string;
    let outsider: string;
    const url = (method: string, query = '') => `/api/resource/Gizmo/${gizmo.name}?run_method=${method}${query}`;
    const stored = async () => JSON.parse((await send(site(), { method: 'GET', url: `/api/resource/Gizmo/${gizmo.name}`, auth: site().adminAuth })).body).data;

    before(async () => {
      await createRole(site(), 'Gizmo Reader');
      await createRole(site(), 'Gizmo Writer');
      reader = await site().addUser('gizmo-reader@example.com', ['Gizmo Reader']);
      writer = await site().addUser('gizmo-writer@example.com', ['Gizmo Writer']);
      outsider = await site().addUser('gizmo-outsider@example.com', []);
      gizmo = await insert(site(), 'Gizmo', { title: 'Sprocket' });
      notice = await insert(site(), 'Gizmo Notice', { text: 'open day' });
    });

    it('run_method by GET needs read permission and answers {"data": <return>}', async () => {
      const table: Scenario[] = [
        { name: 'Administrator', method: 'GET', url: url('describe', '&prefix=%3E%20'), auth: site().adminAuth, status: 200, body: { data: '> Sprocket (Draft) for Administrator' } },
        { name: 'reader', method: 'GET', url: url('describe'), auth: reader, status: 200, body: { data: 'Sprocket (Draft) for gizmo-reader@example.com' } },
        { name: 'v1 prefix', method: 'GET', url: `/api/v1/resource/Gizmo/${gizmo.name}?run_method=describe`, auth: reader, status: 200 },
        { name: 'no read right on the DocType', method: 'GET', url: url('describe'), auth: outsider, status: 403, excType: 'PermissionError' },
        { name: 'Guest', method: 'GET', url: url('describe'), status: 403, excType: 'PermissionError' },
        { name: 'missing document', method: 'GET', url: '/api/resource/Gizmo/nope?run_method=describe', auth: reader, status: 404, excType: 'DoesNotExistError' },
        { name: 'unknown DocType', method: 'GET', url: '/api/resource/Nope/x?run_method=describe', auth: reader, status: 404 },
        { name: 'argument coerced', method: 'GET', url: url('count_up', '&by=41'), auth: reader, status: 200, body: { data: 42 } },
        { name: 'argument not coercible', method: 'GET', url: url('count_up', '&by=many'), auth: reader, status: 417, excType: 'FrappeTypeError' },
        { name: 'argument missing', method: 'GET', url: url('count_up'), auth: reader, status: 417, excType: 'FrappeTypeError' },
        { name: 'nothing returned is data null', method: 'GET', url: url('touch_in_memory'), auth: reader, status: 200, check: (_r, json) => assert.deepEqual(json, { data: null }) },
      ];
      for (const s of table) await runScenario(site(), s);
      const chatty = await runScenario(site(), { name: 'msgprint', method: 'GET', url: url('chatty'), auth: reader, status: 200, body: { data: 'ok' } });
      assert.deepEqual(serverMessages(chatty), [{ message: `looked at ${gizmo.name}`, title: 'Message' }]);
      assert.equal((await stored()).note, undefined, 'changing the document in memory saves nothing');
    });

    it('a method that is not whitelisted is 403 with Frappe’s message, whatever the name', async () => {
      for (const name of ['not_there', 'constructor', '__proto__', 'toString', 'hasOwnProperty', '<b>x</b>']) {
        const json = await runScenario(site(), { name, method: 'GET', url: url(encodeURIComponent(name)), auth: site().adminAuth, status: 403, excType: 'PermissionError' });
        const [message] = serverMessages(json);
        assert.equal(message.title, 'Method Not Allowed', name);
        assert.match(String(message.message), /You are not permitted to access this resource\..*is not whitelisted/, name);
        assert.equal(String(message.message).includes('<b>'), false, 'the name is escaped');
      }
      await runScenario(site(), { name: 'ToDo has no document methods', method: 'GET', url: `/api/resource/ToDo/${(await insert(site(), 'ToDo', { description: 'x' })).name}?run_method=describe`, auth: site().adminAuth, status: 403 });
    });

    it('run_method by POST (JSON or form) needs write permission and commits', async () => {
      await runScenario(site(), { name: 'reader may not write', method: 'POST', url: `/api/resource/Gizmo/${gizmo.name}`, json: { run_method: 'mark_ready' }, auth: reader, status: 403, excType: 'PermissionError' });
      const refused = await runScenario(site(), { name: 'POST needs write even for a method that only reads', method: 'POST', url: `/api/resource/Gizmo/${gizmo.name}`, json: { run_method: 'count_up', by: 1 }, auth: reader, status: 403, excType: 'PermissionError' });
      assert.equal(serverMessages(refused)[0].message, 'Not permitted');
      await runScenario(site(), { name: 'POST-only method by GET', method: 'GET', url: url('mark_ready'), auth: writer, status: 403, excType: 'PermissionError' });
      assert.equal((await stored()).status, 'Draft');
      await runScenario(site(), { name: 'writer, JSON', method: 'POST', url: `/api/resource/Gizmo/${gizmo.name}`, json: { run_method: 'mark_ready' }, auth: writer, status: 200, body: { data: 'Ready' } });
      assert.equal((await stored()).status, 'Ready');
      await runScenario(site(), { name: 'writer, form', method: 'POST', url: `/api/resource/Gizmo/${gizmo.name}`, form: { run_method: 'count_up', by: '1' }, auth: writer, status: 200, body: { data: 2 } });
      await runScenario(site(), { name: 'POST without run_method keeps 405', method: 'POST', url: `/api/resource/Gizmo/${gizmo.name}`, json: { title: 'x' }, auth: writer, status: 405 });
    });

    it('a document method that writes during GET fails with 403 and keeps nothing', async () => {
      await runScenario(site(), { name: 'write in GET', method: 'GET', url: url('write_anyway'), auth: writer, status: 403, excType: 'PermissionError' });
      assert.equal((await stored()).note, undefined);
      await runScenario(site(), { name: 'write in POST', method: 'POST', url: `/api/resource/Gizmo/${gizmo.name}`, json: { run_method: 'write_anyway' }, auth: writer, status: 200, body: { data: 'written' } });
      assert.equal((await stored()).note, 'written');
    });

    it('allowGuest decides whether a Guest may call a document method', async () => {
      const base = `/api/resource/Gizmo Notice/${notice.name}?run_method=`;
      await runScenario(site(), { name: 'guest method', method: 'GET', url: `${base}guest_hello`, status: 200, body: { data: 'hello Guest, open day' } });
      const refused = await runScenario(site(), { name: 'members method', method: 'GET', url: `${base}members_only`, status: 403, excType: 'PermissionError' });
      assert.match(String(serverMessages(refused)[0].message), /is not whitelisted/);
      await runScenario(site(), { name: 'members method, signed in', method: 'GET', url: `${base}members_only`, auth: reader, status: 200, body: { data: 'gizmo-reader@example.com' } });
    });

    it('run_doc_method runs a document method on dt/dn or docs, with read permission', async () => {
      const table: Scenario[] = [
        { name: 'dt/dn, args as a dict', method: 'POST', url: RDM, json: { method: 'describe', dt: 'Gizmo', dn: gizmo.name, args: { prefix: '* ' } }, auth: reader, status: 200, body: { message: '* Sprocket (Ready) for gizmo-reader@example.com' } },
        { name: 'args as JSON text (form)', method: 'POST', url: RDM, form: { method: 'count_up', dt: 'Gizmo', dn: gizmo.name, args: '{"by": 9}' }, auth: reader, status: 200, body: { message: 10 } },
        { name: 'arg (old name)', method: 'POST', url: RDM, json: { method: 'count_up', dt: 'Gizmo', dn: gizmo.name, arg: { by: 1 } }, auth: reader, status: 200, body: { message: 2 } },
        { name: 'GET', method: 'GET', url: `${RDM}?method=describe&dt=Gizmo&dn=${gizmo.name}`, auth: reader, status: 200 },
        { name: 'a method with an args parameter gets args whole', method: 'POST', url: RDM, json: { method: 'echo_args', dt: 'Gizmo', dn: gizmo.name, args: { a: [1] } }, auth: reader, status: 200, body: { message: { a: [1] } } },
        { name: 'args that are not a dict go to the first parameter', method: 'POST', url: RDM, json: { method: 'first_param', dt: 'Gizmo', dn: gizmo.name, args: 'plain' }, auth: reader, status: 200, body: { message: 'plain' } },
        { name: 'legacy cmd on /', method: 'POST', url: '/', form: { cmd: 'run_doc_method', method: 'count_up', dt: 'Gizmo', dn: gizmo.name, args: '{"by": 1}' }, auth: reader, status: 200, body: { message: 2 } },
        { name: 'runserverobj', method: 'POST', url: '/api/method/runserverobj', json: { method: 'count_up', dt: 'Gizmo', dn: gizmo.name, args: { by: 2 } }, auth: reader, status: 200, body: { message: 3 } },
        { name: 'not whitelisted', method: 'POST', url: RDM, json: { method: 'nope', dt: 'Gizmo', dn: gizmo.name }, auth: reader, status: 403, excType: 'PermissionError' },
        { name: 'method verb checked', method: 'GET', url: `${RDM}?method=mark_ready&dt=Gizmo&dn=${gizmo.name}`, auth: writer, status: 403 },
        { name: 'read permission required', method: 'POST', url: RDM, json: { method: 'describe', dt: 'Gizmo', dn: gizmo.name }, auth: outsider, status: 403 },
        { name: 'Guest', method: 'POST', url: RDM, json: { method: 'describe', dt: 'Gizmo', dn: gizmo.name }, status: 403 },
        { name: 'missing document', method: 'POST', url: RDM, json: { method: 'describe', dt: 'Gizmo', dn: 'nope' }, auth: reader, status: 404 },
        { name: 'method missing', method: 'POST', url: RDM, json: { dt: 'Gizmo', dn: gizmo.name }, auth: reader, status: 417 },
        { name: 'neither dt nor docs', method: 'POST', url: RDM, json: { method: 'describe' }, auth: reader, status: 417 },
        { name: 'what the method saves is checked: a reader cannot write', method: 'POST', url: RDM, json: { method: 'write_anyway', dt: 'Gizmo', dn: gizmo.name }, auth: reader, status: 403 },
        { name: 'stale docs', method: 'POST', url: RDM, json: { method: 'describe', docs: { doctype: 'Gizmo', name: gizmo.name, modified: '2001-01-01 00:00:00' } }, auth: reader, status: 417, excType: 'TimestampMismatchError' },
      ];
      for (const s of table) await runScenario(site(), s);
    });

    it('run_doc_method on docs runs on the client’s unsaved values, saving nothing', async () => {
      const current = await stored();
      const docs = JSON.stringify({ doctype: 'Gizmo', name: gizmo.name, modified: current.modified, title: 'Unsaved title' });
      await runScenario(site(), { name: 'docs', method: 'POST', url: RDM, form: { method: 'describe', docs }, auth: reader, status: 200, body: { message: 'Unsaved title (Ready) for gizmo-reader@example.com' } });
      await runScenario(site(), { name: 'new document', method: 'POST', url: RDM, json: { method: 'describe', docs: { doctype: 'Gizmo', title: 'Fresh', status: 'Draft', __islocal: 1 } }, auth: reader, status: 200, body: { message: 'Fresh (Draft) for gizmo-reader@example.com' } });
      await runScenario(site(), { name: 'new document, no read right', method: 'POST', url: RDM, json: { method: 'describe', docs: { doctype: 'Gizmo', title: 'Fresh' } }, auth: outsider, status: 403 });
      assert.equal((await stored()).title, 'Sprocket');
    });

    it('run_doc_method answers the document after the call in docs', async () => {
      const current = await stored();
      const touched = await runScenario(site(), { name: 'in memory', method: 'POST', url: RDM, json: { method: 'touch_in_memory', docs: { doctype: 'Gizmo', name: gizmo.name, modified: current.modified } }, auth: reader, status: 200 });
      assert.equal('message' in touched, false, 'nothing returned: no message');
      assert.equal(touched.docs[0].note, 'changed in memory');
      assert.ok(Object.values(touched.docs[0]).every((v) => v !== null), 'nulls omitted');
      const saved = await runScenario(site(), { name: 'saved', method: 'POST', url: RDM, json: { method: 'mark_ready', dt: 'Gizmo', dn: gizmo.name }, auth: writer, status: 200, body: { message: 'Ready' } });
      assert.equal(saved.docs[0].name, gizmo.name);
      assert.notEqual(saved.docs[0].modified, current.modified, 'the saved document, re-read');
    });
  },
  { apps },
);
