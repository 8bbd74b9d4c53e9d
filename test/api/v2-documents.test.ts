import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { appsWith, FIXTURE_APP } from '../helpers/apps.ts';
import { createRole, insert } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, send, type Scenario } from '../helpers/scenario.ts';

const apps = await appsWith(FIXTURE_APP);
const q = (params: Record<string, unknown>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();

/** Asserts v2's error body: one entry of this type, with a message, and no v1 keys. */
function v2Error(type: string, message?: RegExp) {
  return (_res: unknown, json: any) => {
    assert.ok(Array.isArray(json?.errors), `errors list in ${JSON.stringify(json)}`);
    assert.equal(json.errors[0].type, type);
    if (message) assert.match(String(json.errors[0].message), message);
    assert.equal('exc_type' in json, false, 'no v1 keys');
    assert.equal('_server_messages' in json, false, 'no v1 keys');
  };
}

perDialect(
  'API v2 documents',
  (site) => {
    let reader: string;
    before(async () => {
      reader = await site().addUser('v2-reader@example.com', []);
      for (let i = 1; i <= 25; i++) await insert(site(), 'ToDo', { description: `v2 item ${String(i).padStart(2, '0')}`, priority: i % 2 ? 'High' : 'Low' });
    });

    it('creates, reads, patches, puts and deletes a document with {data} bodies', async () => {
      const auth = site().adminAuth;
      const created = await runScenario(site(), { name: 'create', method: 'POST', url: '/api/v2/document/ToDo', auth, json: { description: 'v2 doc', doctype: 'ignored' }, status: 200 });
      const name = created.data.name;
      assert.equal(created.data.doctype, 'ToDo');
      const read = await runScenario(site(), { name: 'read', method: 'GET', url: `/api/v2/document/ToDo/${name}`, auth, status: 200 });
      assert.deepEqual(read.data, created.data);
      assert.deepEqual(Object.keys(read), ['data']);
      const patched = await runScenario(site(), { name: 'patch', method: 'PATCH', url: `/api/v2/document/ToDo/${name}`, auth, json: { status: 'Closed', flags: { ignore: 1 } }, status: 200 });
      assert.equal(patched.data.status, 'Closed');
      assert.equal(patched.data.description, 'v2 doc');
      const put = await runScenario(site(), { name: 'put', method: 'PUT', url: `/api/v2/document/ToDo/${name}/`, auth, json: { priority: 'High' }, status: 200 });
      assert.equal(put.data.priority, 'High');
      await runScenario(site(), { name: 'delete', method: 'DELETE', url: `/api/v2/document/ToDo/${name}`, auth, status: 202, body: { data: 'ok' } });
      await runScenario(site(), {
        name: 'read deleted', method: 'GET', url: `/api/v2/document/ToDo/${name}`, auth, status: 404,
        check: (res, json) => {
          v2Error('DoesNotExistError', /not found/)(res, json);
          assert.equal('exception' in json.errors[0], false, '404s carry no traceback');
        },
      });
    });

    it('lists pages with has_next_page, fields, filters, order, start, as_dict and group_by', async () => {
      const auth = site().adminAuth;
      const first = await runScenario(site(), { name: 'default page', method: 'GET', url: '/api/v2/document/ToDo', auth, status: 200 });
      assert.equal(first.data.length, 20);
      assert.equal(first.has_next_page, true);
      const filters = [['description', 'like', 'v2 item%']];
      const page = await runScenario(site(), { name: 'last page', method: 'GET', url: `/api/v2/document/ToDo?${q({ fields: ['name', 'description'], filters, order_by: 'description asc', start: '20', limit: '10' })}`, auth, status: 200 });
      assert.deepEqual(page.data.map((r: any) => r.description), ['v2 item 21', 'v2 item 22', 'v2 item 23', 'v2 item 24', 'v2 item 25']);
      assert.equal(page.has_next_page, false);
      const exact = await runScenario(site(), { name: 'exactly a page', method: 'GET', url: `/api/v2/document/ToDo?${q({ filters, limit: '25' })}`, auth, status: 200 });
      assert.equal(exact.data.length, 25);
      assert.equal(exact.has_next_page, false, 'no row after the last one');
      const v15 = await runScenario(site(), { name: 'limit_start alias', method: 'GET', url: `/api/v2/document/ToDo?${q({ fields: ['description'], filters, order_by: 'description desc', limit_start: '24', limit: '5' })}`, auth, status: 200 });
      assert.deepEqual(v15.data, [{ description: 'v2 item 01' }]);
      const lists = await runScenario(site(), { name: 'as_dict false', method: 'GET', url: `/api/v2/document/ToDo?${q({ fields: ['description'], filters, order_by: 'description asc', limit: '1', as_dict: 'false' })}`, auth, status: 200 });
      assert.deepEqual(lists.data, [['v2 item 01']]);
      const grouped = await runScenario(site(), { name: 'group_by', method: 'GET', url: `/api/v2/document/ToDo?${q({ fields: ['priority', 'count(name) as n'], filters, group_by: 'priority', order_by: 'priority asc' })}`, auth, status: 200 });
      assert.deepEqual(grouped.data, [{ priority: 'High', n: 13 }, { priority: 'Low', n: 12 }]);
      const debug = await runScenario(site(), { name: 'debug', method: 'GET', url: `/api/v2/document/ToDo?${q({ filters, limit: '1', debug: '1' })}`, auth, status: 200 });
      assert.match(debug.debug[0].message, /select/i);
    });

    it('adds a bounded count with include=count or Prefer: count=...', async () => {
      const auth = site().adminAuth;
      const filters = [['description', 'like', 'v2 item%']];
      const counted = await runScenario(site(), { name: 'include=count', method: 'GET', url: `/api/v2/document/ToDo?${q({ filters, limit: '5', include: 'count' })}`, auth, status: 200 });
      assert.equal(counted.count, 25);
      assert.equal(counted.count_capped, false);
      assert.equal(counted.has_next_page, true);
      await runScenario(site(), {
        name: 'Prefer', method: 'GET', url: `/api/v2/document/ToDo?${q({ filters: [['priority', '=', 'High'], ['description', 'like', 'v2 item%']], limit: '5' })}`, auth, headers: { prefer: 'count=exact' }, status: 200,
        check: (res, json) => {
          assert.equal(json.count, 13);
          assert.equal(res.headers['preference-applied'], 'count=exact');
        },
      });
      await runScenario(site(), {
        name: 'other preferences are ignored', method: 'GET', url: `/api/v2/document/ToDo?${q({ filters, limit: '5' })}`, auth, headers: { prefer: 'return=minimal' }, status: 200,
        check: (res, json) => {
          assert.equal('count' in json, false);
          assert.equal(res.headers['preference-applied'], undefined);
        },
      });
      const capped = await runScenario(site(), { name: 'count capped by limit', method: 'GET', url: `/api/v2/doctype/ToDo/count?${q({ filters, limit: '3' })}`, auth, status: 200 });
      assert.equal(capped.data, 3);
      const exact = await runScenario(site(), { name: 'exact count', method: 'GET', url: `/api/v2/doctype/ToDo/count?${q({ filters, or_filters: [['priority', '=', 'Low'], ['priority', '=', 'High']] })}`, auth, status: 200 });
      assert.equal(exact.data, 25);
      const none = await runScenario(site(), { name: 'count for a user who sees none', method: 'GET', url: `/api/v2/doctype/ToDo/count?${q({ filters })}`, auth: reader, status: 200 });
      assert.equal(none.data, 0, 'the listing rules apply: ToDos are their owners\' alone');
    });

    it('answers the DocType definition at doctype/<dt>/meta', async () => {
      const meta = await runScenario(site(), { name: 'meta', method: 'GET', url: '/api/v2/doctype/ToDo/meta', auth: site().adminAuth, status: 200 });
      assert.equal(meta.data.name, 'ToDo');
      assert.ok(meta.data.fields.some((f: any) => f.fieldname === 'description'));
    });

    it('answers every error in v2 form with the right status', async () => {
      const auth = site().adminAuth;
      const table: Scenario[] = [
        { name: 'unknown DocType', method: 'GET', url: '/api/v2/document/Nope', auth, status: 404, check: v2Error('DoesNotExistError') },
        { name: 'unknown DocType read', method: 'GET', url: '/api/v2/document/Nope/x', auth, status: 404, check: v2Error('DoesNotExistError') },
        { name: 'missing mandatory', method: 'POST', url: '/api/v2/document/ToDo', auth, json: { status: 'Open' }, status: 417, check: v2Error('MandatoryError', /Description/) },
        { name: 'filters not JSON', method: 'GET', url: '/api/v2/document/ToDo?filters=[oops', auth, status: 417, check: v2Error('ValidationError', /filters/) },
        { name: 'unknown field', method: 'GET', url: `/api/v2/document/ToDo?${q({ fields: ['nope'] })}`, auth, status: 417 },
        { name: 'bad limit', method: 'GET', url: '/api/v2/document/ToDo?limit=-1', auth, status: 417, check: v2Error('ValidationError', /limit/) },
        { name: 'bad start', method: 'GET', url: '/api/v2/document/ToDo?start=x', auth, status: 417, check: v2Error('ValidationError', /limit_start/) },
        { name: 'bad as_dict', method: 'GET', url: '/api/v2/document/ToDo?as_dict=maybe', auth, status: 417, check: v2Error('ValidationError') },
        { name: 'unknown include part', method: 'GET', url: '/api/v2/document/ToDo?include=count,nope', auth, status: 417, check: v2Error('ValidationError', /Unknown include part nope/) },
        { name: 'count with bad limit', method: 'GET', url: '/api/v2/doctype/ToDo/count?limit=x', auth, status: 417, check: v2Error('ValidationError') },
        { name: 'Guest list', method: 'GET', url: '/api/v2/document/ToDo', status: 403, check: v2Error('PermissionError') },
        { name: 'Guest meta', method: 'GET', url: '/api/v2/doctype/ToDo/meta', status: 403, check: v2Error('PermissionError') },
        { name: 'meta of a DocType the caller cannot read', method: 'GET', url: '/api/v2/doctype/Gizmo/meta', auth: reader, status: 403, check: v2Error('PermissionError') },
        { name: 'meta of an unknown DocType', method: 'GET', url: '/api/v2/doctype/Nope/meta', auth, status: 404, check: v2Error('DoesNotExistError') },
        { name: 'unknown doctype route', method: 'GET', url: '/api/v2/doctype/ToDo/other', auth, status: 404, check: v2Error('DoesNotExistError') },
        { name: 'write on doctype route', method: 'POST', url: '/api/v2/doctype/ToDo/count', auth, status: 405, check: v2Error('MethodNotAllowed') },
        { name: 'unknown v2 route', method: 'GET', url: '/api/v2/nothing', auth, status: 404, check: v2Error('DoesNotExistError', /no API route/) },
        { name: 'no DocType', method: 'GET', url: '/api/v2/document/', auth, status: 404, check: v2Error('DoesNotExistError') },
        { name: 'POST to a document', method: 'POST', url: '/api/v2/document/ToDo/x', auth, status: 405, check: (res, json) => { v2Error('MethodNotAllowed')(res, json); assert.equal((res as any).headers.allow, 'GET, HEAD, PUT, PATCH, DELETE'); } },
        { name: 'PUT to the collection', method: 'PUT', url: '/api/v2/document/ToDo', auth, json: {}, status: 405, check: v2Error('MethodNotAllowed') },
        { name: 'bad percent-encoding', method: 'GET', url: '/api/v2/document/ToDo/%E0%A4%A', auth, status: 417, check: v2Error('ValidationError') },
        { name: 'update missing document', method: 'PATCH', url: '/api/v2/document/ToDo/nope', auth, json: { status: 'Closed' }, status: 404, check: v2Error('DoesNotExistError') },
        { name: 'delete missing document', method: 'DELETE', url: '/api/v2/document/ToDo/nope', auth, status: 404, check: v2Error('DoesNotExistError') },
        { name: 'v1 keeps its own body', method: 'GET', url: '/api/resource/Nope', auth, status: 404, excType: 'DoesNotExistError' },
      ];
      for (const s of table) await runScenario(site(), s);
    });

    it('runs whitelisted methods, controller-module methods and document methods', async () => {
      const auth = site().adminAuth;
      await runScenario(site(), { name: 'ping', method: 'GET', url: '/api/v2/method/ping', status: 200, body: { data: 'pong' } });
      await runScenario(site(), { name: 'dotted', method: 'GET', url: '/api/v2/method/apptest.api.whoami', auth, status: 200, body: { data: 'Administrator' } });
      await runScenario(site(), { name: 'DocType shorthand', method: 'GET', url: '/api/v2/method/Gizmo/shout?text=hi', auth, status: 200, body: { data: 'HI' } });
      const chatty = await runScenario(site(), { name: 'messages as a list', method: 'GET', url: '/api/v2/method/apptest.api.chatty', auth, status: 200 });
      assert.deepEqual(chatty.messages.map((m: any) => m.message), ['first', 'second']);
      // Frappe's handler: a method path that resolves to nothing is 417 ValidationError.
      await runScenario(site(), { name: 'unknown method', method: 'GET', url: '/api/v2/method/apptest.api.nope', auth, status: 417, check: v2Error('ValidationError') });
      await runScenario(site(), { name: 'unknown controller method', method: 'GET', url: '/api/v2/method/Gizmo/nope', auth, status: 417, check: v2Error('ValidationError') });
      await runScenario(site(), { name: 'shorthand on unknown DocType', method: 'GET', url: '/api/v2/method/Nope/x', auth, status: 404, check: v2Error('DoesNotExistError') });
      await runScenario(site(), { name: 'too many parts', method: 'GET', url: '/api/v2/method/a/b/c', auth, status: 404, check: v2Error('DoesNotExistError') });
      await runScenario(site(), { name: 'missing argument', method: 'GET', url: '/api/v2/method/Gizmo/shout', auth, status: 417 });
      await runScenario(site(), { name: 'verb not allowed', method: 'GET', url: '/api/v2/method/apptest.api.post_only', auth, status: 403, check: v2Error('PermissionError') });
      await runScenario(site(), { name: 'Guest on members only', method: 'GET', url: '/api/v2/method/apptest.api.members_only', status: 403, check: v2Error('PermissionError') });
      await runScenario(site(), {
        name: 'unexpected failure', method: 'GET', url: '/api/v2/method/apptest.api.boom', auth, status: 500,
        check: (res, json) => {
          v2Error('TypeError')(res, json);
          assert.equal(JSON.stringify(json).includes('/apptest/'), false, 'no paths outside developer mode');
        },
      });

      await createRole(site(), 'Gizmo Reader');
      const gizmoReader = await site().addUser('v2-gizmo@example.com', ['Gizmo Reader']);
      const gizmo = await insert(site(), 'Gizmo', { title: 'Sprocket' });
      await runScenario(site(), { name: 'doc method GET', method: 'GET', url: `/api/v2/document/Gizmo/${gizmo.name}/method/describe`, auth: gizmoReader, status: 200, body: { data: 'Sprocket (Draft) for v2-gizmo@example.com' } });
      await runScenario(site(), { name: 'doc method POST', method: 'POST', url: `/api/v2/document/Gizmo/${gizmo.name}/method/mark_ready`, auth, json: {}, status: 200, body: { data: 'Ready' } });
      await runScenario(site(), { name: 'doc method POST needs write', method: 'POST', url: `/api/v2/document/Gizmo/${gizmo.name}/method/mark_ready`, auth: gizmoReader, json: {}, status: 403, check: v2Error('PermissionError') });
      await runScenario(site(), { name: 'doc method not whitelisted', method: 'GET', url: `/api/v2/document/Gizmo/${gizmo.name}/method/nope`, auth, status: 403, check: v2Error('PermissionError') });
      await runScenario(site(), { name: 'doc method on missing document', method: 'GET', url: '/api/v2/document/Gizmo/nope/method/describe', auth, status: 404, check: v2Error('DoesNotExistError') });
      await runScenario(site(), { name: 'doc method by PUT', method: 'PUT', url: `/api/v2/document/Gizmo/${gizmo.name}/method/describe`, auth, json: {}, status: 405, check: v2Error('MethodNotAllowed') });
    });
  },
  { apps },
);
