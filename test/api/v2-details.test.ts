import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { appsWith, FIXTURE_APP } from '../helpers/apps.ts';
import { createRole, insert } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, send } from '../helpers/scenario.ts';
import { call } from '../helpers/users.ts';

const apps = await appsWith(FIXTURE_APP);

/**
 * Issue 52 part 7: v2's method/<DocType>/<method> on built-in DocTypes, add_comment as a document
 * method, v2's run_doc_method on an unsaved document, and Frappe develop's v2 routes frappe-ui
 * calls (method/bulk_update, method/bulk_delete, document/<dt>/<name>/copy, doctype/<dt>/search).
 */
perDialect(
  'API v2 details',
  (site) => {
    const admin = () => site().adminAuth;
    let reader = '';
    let writer = '';
    let outsider = '';
    let gizmo: any;
    const todos: string[] = [];
    const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
    const storedGizmo = async () => (await call(site(), { method: 'GET', url: `/api/resource/Gizmo/${gizmo.name}`, auth: admin() })).json.data;

    before(async () => {
      await createRole(site(), 'Gizmo Reader');
      await createRole(site(), 'Gizmo Writer');
      reader = await site().addUser('v2d-reader@example.com', ['Gizmo Reader']);
      writer = await site().addUser('v2d-writer@example.com', ['Gizmo Writer']);
      outsider = await site().addUser('v2d-outsider@example.com', []);
      gizmo = await insert(site(), 'Gizmo', { title: 'Sprocket', note: 'kept' });
      for (const description of ['v2d findme one', 'v2d findme two', 'v2d doomed']) todos.push((await insert(site(), 'ToDo', { description })).name);
    });

    it('method/<DocType>/<method> finds a built-in DocType\'s method in its module, an app\'s in its layout', async () => {
      const own = await runScenario(site(), { name: 'User Permission', method: 'GET', url: '/api/v2/method/User%20Permission/get_user_permissions', auth: reader, status: 200 });
      assert.deepEqual(own, { data: {} });
      await runScenario(site(), { name: 'app DocType', method: 'GET', url: '/api/v2/method/Gizmo/shout?text=hi', auth: reader, status: 200, body: { data: 'HI' } });
      const missing = await runScenario(site(), { name: 'unknown method', method: 'GET', url: '/api/v2/method/User%20Permission/nope', auth: reader, status: 417 });
      assert.match(missing.errors[0].message, /^Failed to get method for command frappe\.core\.doctype\.user_permission\.user_permission\.nope /);
      await runScenario(site(), { name: 'unknown DocType', method: 'GET', url: '/api/v2/method/Nope/get_user_permissions', auth: reader, status: 404 });
      await runScenario(site(), { name: 'Guest', method: 'GET', url: '/api/v2/method/User%20Permission/get_user_permissions', status: 403 });
    });

    it('add_comment is a document method: v2 needs write for POST, v1 run_doc_method read; GET is refused', async () => {
      const url = `/api/v2/document/Gizmo/${gizmo.name}/method/add_comment`;
      const made = await runScenario(site(), { name: 'writer', method: 'POST', url, auth: writer, json: { text: 'hello' }, status: 200 });
      assert.deepEqual(
        [made.data.doctype, made.data.comment_type, made.data.content, made.data.comment_email, made.data.reference_doctype, made.data.reference_name],
        ['Comment', 'Comment', 'hello', 'v2d-writer@example.com', 'Gizmo', gizmo.name],
      );
      const typed = await runScenario(site(), { name: 'Info, no text', method: 'POST', url, auth: admin(), json: { comment_type: 'Info', comment_by: 'Someone' }, status: 200 });
      assert.deepEqual([typed.data.comment_type, typed.data.content, typed.data.comment_by], ['Info', 'Info', 'Someone']);
      const v1 = await runScenario(site(), { name: 'v1 run_doc_method', method: 'POST', url: '/api/method/run_doc_method', auth: reader, json: { dt: 'Gizmo', dn: gizmo.name, method: 'add_comment', args: { text: 'from a reader' } }, status: 200 });
      assert.equal(v1.message.content, 'from a reader');
      await runScenario(site(), { name: 'reader by v2', method: 'POST', url, auth: reader, json: { text: 'x' }, status: 403 });
      await runScenario(site(), { name: 'GET', method: 'GET', url: `${url}?text=x`, auth: admin(), status: 403 });
      await runScenario(site(), { name: 'outsider', method: 'POST', url, auth: outsider, json: { text: 'x' }, status: 403 });
      await runScenario(site(), { name: 'missing', method: 'POST', url: '/api/v2/document/Gizmo/nope/method/add_comment', auth: admin(), json: { text: 'x' }, status: 404 });
      await runScenario(site(), { name: 'bad type', method: 'POST', url, auth: admin(), json: { comment_type: 'Nope', text: 'x' }, status: 417 });
      const comments = await call(site(), { method: 'GET', url: `/api/resource/Comment?fields=${q(['content'])}&filters=${q({ reference_name: gizmo.name })}&order_by=creation%20asc`, auth: admin() });
      assert.deepEqual(comments.json.data.map((c: any) => c.content), ['hello', 'Info', 'from a reader']);
    });

    it('run_doc_method with {document, method, kwargs} runs on an unsaved document and answers it in docs', async () => {
      const rdm = '/api/v2/method/run_doc_method';
      const fresh = { doctype: 'Gizmo', title: 'Unsaved', status: 'Draft' };
      const ran = await runScenario(site(), { name: 'unsaved', method: 'POST', url: rdm, auth: writer, json: { document: fresh, method: 'describe', kwargs: { prefix: '> ', ignored: 1 } }, status: 200 });
      assert.equal(ran.data, '> Unsaved (Draft) for v2d-writer@example.com');
      assert.equal(ran.docs[0].title, 'Unsaved');
      const touched = await runScenario(site(), { name: 'in memory', method: 'GET', url: `${rdm}?document=${q({ ...fresh, __islocal: 1 })}&method=touch_in_memory`, auth: reader, status: 200 });
      assert.deepEqual([touched.data, touched.docs[0].note], [null, 'changed in memory']);
      const gizmos = await call(site(), { method: 'GET', url: `/api/resource/Gizmo?filters=${q({ title: 'Unsaved' })}`, auth: admin() });
      assert.deepEqual(gizmos.json.data, [], 'nothing was saved');
      const current = await storedGizmo();
      const onStored = await runScenario(site(), { name: 'stored, overlaid', method: 'POST', url: rdm, auth: writer, json: { document: { doctype: 'Gizmo', name: gizmo.name, modified: current.modified, title: 'Overlaid' }, method: 'describe' }, status: 200 });
      assert.equal(onStored.data, 'Overlaid (Draft) for v2d-writer@example.com');
      assert.equal((await storedGizmo()).title, 'Sprocket', 'not saved');
      const errors: Array<[string, 'GET' | 'POST', string, unknown, number]> = [
        ['reader by POST', 'POST', reader, { document: fresh, method: 'describe' }, 403],
        ['reader on a stored one by POST', 'POST', reader, { document: { doctype: 'Gizmo', name: gizmo.name }, method: 'describe' }, 403],
        ['outsider', 'POST', outsider, { document: fresh, method: 'describe' }, 403],
        ['not whitelisted', 'POST', writer, { document: fresh, method: 'nope' }, 403],
        ['verb the method refuses', 'GET', writer, { document: fresh, method: 'mark_ready' }, 403],
        ['document a list', 'POST', writer, { document: [fresh], method: 'describe' }, 417],
        ['document missing', 'POST', writer, { method: 'describe' }, 417],
        ['method missing', 'POST', writer, { document: fresh }, 417],
        ['stale', 'POST', writer, { document: { doctype: 'Gizmo', name: gizmo.name, modified: '2001-01-01 00:00:00' }, method: 'describe' }, 417],
        ['unknown DocType', 'POST', writer, { document: { doctype: 'Nope' }, method: 'describe' }, 404],
        ['missing document', 'POST', writer, { document: { doctype: 'Gizmo', name: 'nope' }, method: 'describe' }, 404],
        ['Guest', 'POST', '', { document: fresh, method: 'describe' }, 403],
      ];
      for (const [name, method, auth, json, status] of errors) {
        const url = method === 'GET' ? `${rdm}?${new URLSearchParams({ document: JSON.stringify((json as any).document), method: (json as any).method })}` : rdm;
        const r = await runScenario(site(), { name, method, url, ...(auth ? { auth } : {}), ...(method === 'POST' ? { json } : {}), status });
        assert.ok(Array.isArray(r.errors), `${name}: v2 errors`);
      }
    });

    it('method/bulk_update updates documents of any DocTypes, each alone; failures are reported, not thrown', async () => {
      const docs = [
        { doctype: 'Gizmo', name: gizmo.name, note: 'bulk' },
        { doctype: 'ToDo', name: todos[0], description: 'v2d findme one, bulk' },
        { doctype: 'ToDo', name: 'nope', description: 'x' },
        'junk',
        { name: todos[1] },
        { doctype: 'Gizmo', name: gizmo.name, title: 'forbidden' },
      ];
      const r = await runScenario(site(), { name: 'bulk_update', method: 'POST', url: '/api/v2/method/bulk_update', auth: admin(), json: { docs }, status: 200 });
      assert.deepEqual(r.data.updated, [{ doctype: 'Gizmo', name: gizmo.name }, { doctype: 'ToDo', name: todos[0] }]);
      assert.deepEqual(r.data.failed.map((f: any) => [f.doctype, f.name]), [['ToDo', 'nope'], [null, null], [null, todos[1]], ['Gizmo', gizmo.name]]);
      assert.match(r.data.failed[1].error, /must be a dictionary/);
      assert.match(r.data.failed[2].error, /'doctype' must be a string/);
      assert.deepEqual([r.data.total, r.data.success_count, r.data.failure_count], [6, 2, 4]);
      assert.deepEqual(r.docs.map((d: any) => d.doctype), ['Gizmo', 'ToDo']);
      assert.equal((await storedGizmo()).note, 'bulk');
      assert.equal((await storedGizmo()).title, 'Sprocket', 'the failed item was undone alone');
      const refused = await runScenario(site(), { name: 'reader', method: 'POST', url: '/api/v2/method/bulk_update', auth: reader, json: { docs: [{ doctype: 'Gizmo', name: gizmo.name, note: 'no' }] }, status: 200 });
      assert.match(refused.data.failed[0].error, /^PermissionError/);
      await runScenario(site(), { name: 'docs not a list', method: 'POST', url: '/api/v2/method/bulk_update', auth: admin(), json: { docs: { doctype: 'ToDo' } }, status: 417 });
      await runScenario(site(), { name: 'docs missing', method: 'POST', url: '/api/v2/method/bulk_update', auth: admin(), json: {}, status: 417 });
      await runScenario(site(), { name: 'over 200', method: 'POST', url: '/api/v2/method/bulk_update', auth: admin(), json: { docs: Array.from({ length: 201 }, () => ({ doctype: 'ToDo', name: todos[0] })) }, status: 417 });
      await runScenario(site(), { name: 'docs as form JSON text', method: 'POST', url: '/api/v2/method/bulk_update', auth: admin(), form: { docs: JSON.stringify([{ doctype: 'ToDo', name: todos[1], description: 'v2d findme two' }]) }, status: 200, check: (_r, json) => assert.equal(json.data.success_count, 1) });
      await runScenario(site(), { name: 'GET falls to method/<method>', method: 'GET', url: '/api/v2/method/bulk_update', auth: admin(), status: 417 });
      const guest = await runScenario(site(), { name: 'Guest', method: 'POST', url: '/api/v2/method/bulk_update', json: { docs: [{ doctype: 'ToDo', name: todos[1], description: 'x' }] }, status: 200 });
      assert.match(guest.data.failed[0].error, /^PermissionError/, 'as in Frappe, each item is refused');
    });

    it('method/bulk_delete deletes documents of any DocTypes, each alone', async () => {
      const r = await runScenario(site(), {
        name: 'bulk_delete', method: 'POST', url: '/api/v2/method/bulk_delete', auth: admin(), status: 200,
        json: { docs: [{ doctype: 'ToDo', name: todos[2] }, { doctype: 'Gizmo', name: 'nope' }, { doctype: 5, name: 'x' }] },
      });
      assert.deepEqual(r.data.deleted, [{ doctype: 'ToDo', name: todos[2] }]);
      assert.deepEqual(r.data.failed.map((f: any) => [f.doctype, f.name]), [['Gizmo', 'nope'], [null, 'x']]);
      assert.equal((await call(site(), { method: 'GET', url: `/api/resource/ToDo/${todos[2]}`, auth: admin() })).status, 404);
      const none = await runScenario(site(), { name: 'no docs', method: 'POST', url: '/api/v2/method/bulk_delete', auth: admin(), json: {}, status: 200 });
      assert.deepEqual(none.data, { deleted: [], failed: [], total: 0, success_count: 0, failure_count: 0 });
      const refused = await runScenario(site(), { name: 'writer cannot delete', method: 'POST', url: '/api/v2/method/bulk_delete', auth: writer, json: { docs: [{ doctype: 'Gizmo', name: gizmo.name }] }, status: 200 });
      assert.equal(refused.data.failure_count, 1);
      await runScenario(site(), { name: 'docs not a list', method: 'POST', url: '/api/v2/method/bulk_delete', auth: admin(), json: { docs: 'x' }, status: 417 });
    });

    it('document/<dt>/<name>/copy answers a copy ready to post', async () => {
      const r = await runScenario(site(), { name: 'copy', method: 'GET', url: `/api/v2/document/Gizmo/${gizmo.name}/copy`, auth: reader, status: 200 });
      for (const key of ['name', 'owner', 'creation', 'modified', 'modified_by', 'docstatus']) assert.equal(key in r.data, false, key);
      assert.deepEqual([r.data.doctype, r.data.title, r.data.note], ['Gizmo', 'Sprocket', 'bulk']);
      const posted = await runScenario(site(), { name: 'post the copy', method: 'POST', url: '/api/v2/document/Gizmo', auth: admin(), json: r.data, status: 200 });
      assert.notEqual(posted.data.name, gizmo.name);
      await runScenario(site(), { name: 'outsider', method: 'GET', url: `/api/v2/document/Gizmo/${gizmo.name}/copy`, auth: outsider, status: 403 });
      await runScenario(site(), { name: 'missing', method: 'GET', url: '/api/v2/document/Gizmo/nope/copy', auth: reader, status: 404 });
      await runScenario(site(), { name: 'unknown DocType', method: 'GET', url: '/api/v2/document/Nope/x/copy', auth: admin(), status: 404 });
      await runScenario(site(), { name: 'Guest', method: 'GET', url: `/api/v2/document/Gizmo/${gizmo.name}/copy`, status: 403 });
      await runScenario(site(), { name: 'PUT names a document <name>/copy', method: 'PUT', url: `/api/v2/document/Gizmo/${gizmo.name}/copy`, auth: admin(), json: { note: 'x' }, status: 404 });
    });

    it('doctype/<dt>/search answers {value, description} as search_link finds them', async () => {
      const res = await send(site(), { method: 'GET', url: '/api/v2/doctype/ToDo/search?txt=findme', auth: admin() });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.headers['cache-control'], 'private,max-age=60,stale-while-revalidate=300');
      const found = JSON.parse(res.body).data as Array<{ value: string; description: string }>;
      assert.deepEqual(found.map((f) => f.value).sort(), [todos[0], todos[1]].sort());
      assert.ok(found.every((f) => Object.keys(f).join() === 'value,description' && f.description.includes('findme')));
      const one = await runScenario(site(), { name: 'limit', method: 'GET', url: '/api/v2/doctype/ToDo/search?txt=findme&limit=1', auth: admin(), status: 200 });
      const next = await runScenario(site(), { name: 'start', method: 'GET', url: '/api/v2/doctype/ToDo/search?txt=findme&limit=1&start=1', auth: admin(), status: 200 });
      assert.deepEqual([...one.data, ...next.data].map((f: any) => f.value).sort(), [todos[0], todos[1]].sort());
      const filtered = await runScenario(site(), { name: 'filters', method: 'GET', url: `/api/v2/doctype/ToDo/search?txt=findme&filters=${q({ name: todos[1] })}`, auth: admin(), status: 200 });
      assert.deepEqual(filtered.data.map((f: any) => f.value), [todos[1]]);
      await runScenario(site(), { name: 'outsider', method: 'GET', url: '/api/v2/doctype/Gizmo/search?txt=x', auth: outsider, status: 403 });
      await runScenario(site(), { name: 'unknown DocType', method: 'GET', url: '/api/v2/doctype/Nope/search', auth: admin(), status: 404 });
      await runScenario(site(), { name: 'custom query', method: 'GET', url: '/api/v2/doctype/ToDo/search?query=x.y', auth: admin(), status: 417 });
      await runScenario(site(), { name: 'bad filters', method: 'GET', url: `/api/v2/doctype/ToDo/search?filters=${q([['nope_field', '=', 1]])}`, auth: admin(), status: 417 });
      await runScenario(site(), { name: 'POST', method: 'POST', url: '/api/v2/doctype/ToDo/search', auth: admin(), json: {}, status: 405 });
    });

    it('the OpenAPI document lists the new v2 paths', async () => {
      const doc = (await call(site(), { method: 'GET', url: '/api/openapi.json', auth: admin() })).json;
      for (const path of ['/api/v2/method/bulk_update', '/api/v2/method/bulk_delete', '/api/v2/method/run_doc_method', '/api/v2/document/Gizmo/{name}/copy', '/api/v2/doctype/ToDo/search']) assert.ok(doc.paths[path], path);
      assert.ok(doc.paths['/api/v2/method/User%20Permission/get_user_permissions']?.get, 'a built-in DocType\'s module method');
      const outsiderDoc = (await call(site(), { method: 'GET', url: '/api/openapi.json', auth: outsider })).json;
      assert.equal(outsiderDoc.paths['/api/v2/document/Gizmo/{name}/copy'], undefined);
    });
  },
  { apps },
);
