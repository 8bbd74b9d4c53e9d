import assert from 'node:assert/strict';
import { it } from 'node:test';
import { buildApp } from '../../src/app.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, serverMessages, type Scenario } from '../helpers/scenario.ts';
import { testApps } from '../helpers/test-site.ts';
import { assertErrorEnvelope, call } from '../helpers/users.ts';

/** `exc` as production mode writes it: a JSON list of one line naming the exception, no stack, no path. */
function assertOneLineExc(json: any, excType: string): void {
  assert.equal(typeof json.exc, 'string', `exc in ${JSON.stringify(json).slice(0, 300)}`);
  const lines = JSON.parse(json.exc);
  assert.ok(Array.isArray(lines) && lines.length === 1, json.exc);
  assert.ok(lines[0].startsWith(`frappe.exceptions.${excType}`), json.exc);
  assert.doesNotMatch(lines[0], /\n|\bat \/|\.ts:\d/, json.exc);
}

perDialect('error envelope', (site) => {
  it('answers unknown /api/ paths with 404 DoesNotExistError, a message saying what was not found, and exc but no exception', async () => {
    const table: Array<[string, RegExp]> = [
      ['/api/nothing', /\/api\/nothing is no API route/],
      ['/api/rest', /\/api\/rest is no API route/],
      ['/api/resource', /\/api\/resource is no API route/],
      ['/api/resource/', /\/api\/resource\/ is no API route/],
      ['/api/v3/document/ToDo', /\/api\/v3\/document\/ToDo is no API route/],
    ];
    for (const [url, says] of table) {
      for (const method of ['GET', 'POST'] as const) {
        const r = await call(site(), { method, url, auth: site().adminAuth });
        assert.equal(r.status, 404, `${method} ${url}: ${r.body}`);
        assert.deepEqual(Object.keys(r.json).sort(), ['_server_messages', 'exc', 'exc_type'], `${method} ${url}: ${r.body}`);
        assert.equal(r.json.exc_type, 'DoesNotExistError');
        assertOneLineExc(r.json, 'DoesNotExistError');
        assert.match(String(serverMessages(r.json)[0]?.message), says, `${method} ${url}`);
        assert.match(String(r.headers['content-type']), /^application\/json/);
      }
    }
  });

  it('answers a method path that resolves to nothing with 417 ValidationError "Failed to get method for command …", as Frappe\'s handler does', async () => {
    const auth = site().adminAuth;
    const oneMessage = (path: string) => [`Failed to get method for command ${path} with no whitelisted method of that name`];
    const notInstalled = (app: string, path: string) => [`App ${app} is not installed`, `Failed to get method for command ${path} with App ${app} is not installed`];
    const table: Array<[string, Omit<Scenario, 'name' | 'status'>, string[]]> = [
      ['misspelt frappe. method', { method: 'GET', url: '/api/method/frappe.client.get_lst' }, oneMessage('frappe.client.get_lst')],
      ['misspelt svc. method', { method: 'POST', url: '/api/method/svc.client.get_lst' }, oneMessage('svc.client.get_lst')],
      ['/api/v1/method', { method: 'GET', url: '/api/v1/method/frappe.nope' }, oneMessage('frappe.nope')],
      ['trailing slash (get_api)', { method: 'GET', url: '/api/method/frappe.client.get_lst/' }, oneMessage('frappe.client.get_lst')],
      ['a module, not a method', { method: 'GET', url: '/api/method/frappe.client' }, oneMessage('frappe.client')],
      ['no dot', { method: 'GET', url: '/api/method/nope' }, oneMessage('nope')],
      ['app not installed', { method: 'GET', url: '/api/method/erpnext.api.get_items' }, notInstalled('erpnext', 'erpnext.api.get_items')],
      ['os.system', { method: 'POST', url: '/api/method/os.system' }, notInstalled('os', 'os.system')],
      ['cmd= on / (form)', { method: 'POST', url: '/', form: { cmd: 'frappe.client.get_lst' } }, oneMessage('frappe.client.get_lst')],
      ['cmd= on / (query)', { method: 'GET', url: '/?cmd=frappe.client.get_lst' }, oneMessage('frappe.client.get_lst')],
      ['cmd= on /, app not installed', { method: 'POST', url: '/', form: { cmd: 'erpnext.api.get_items' } }, notInstalled('erpnext', 'erpnext.api.get_items')],
    ];
    for (const [label, request, messages] of table) {
      for (const who of [auth, undefined]) {
        const json = await runScenario(site(), { name: `${label}${who ? '' : ' (Guest)'}`, ...request, auth: who, status: 417, excType: 'ValidationError' });
        assertErrorEnvelope(json, 'ValidationError');
        assert.deepEqual(serverMessages(json).map((m) => m.message), messages, label);
        assert.equal(json.exception, `frappe.exceptions.ValidationError: ${messages[messages.length - 1]}`, label);
      }
    }
    // Both prefixes of a real method still answer.
    for (const prefix of ['frappe', 'svc']) await runScenario(site(), { name: `${prefix}.client.get_count`, method: 'GET', url: `/api/method/${prefix}.client.get_count?doctype=ToDo`, auth, status: 200 });
  });

  it('answers an unresolvable v2 method with 417 in v2\'s errors list, the first message in messages', async () => {
    const auth = site().adminAuth;
    const misspelt = await runScenario(site(), { name: 'v2 misspelt', method: 'GET', url: '/api/v2/method/frappe.client.get_lst', auth, status: 417 });
    assert.deepEqual(Object.keys(misspelt), ['errors']);
    assert.deepEqual(misspelt.errors.map((e: any) => [e.type, e.message]), [['ValidationError', 'Failed to get method for command frappe.client.get_lst with no whitelisted method of that name']]);
    const app = await runScenario(site(), { name: 'v2 app not installed', method: 'POST', url: '/api/v2/method/erpnext.api.x', auth, json: {}, status: 417 });
    assert.deepEqual(app.errors.map((e: any) => [e.type, e.message]), [['ValidationError', 'Failed to get method for command erpnext.api.x with App erpnext is not installed']]);
    assert.deepEqual(app.messages.map((m: any) => m.message), ['App erpnext is not installed']);
    const doctypeMethod = await runScenario(site(), { name: 'v2 DocType method', method: 'GET', url: '/api/v2/method/ToDo/nope', auth, status: 417 });
    assert.equal(doctypeMethod.errors[0].type, 'ValidationError');
    assert.match(doctypeMethod.errors[0].message, /^Failed to get method for command [\w.]+\.doctype\.todo\.todo\.nope with /);
    const unknownDocType = await runScenario(site(), { name: 'v2 unknown DocType', method: 'GET', url: '/api/v2/method/Nope/x', auth, status: 404 });
    assert.equal(unknownDocType.errors[0].type, 'DoesNotExistError');
  });

  it('says why in every 401, in production mode: a bad key or secret, a bad Bearer token, an unknown scheme', async () => {
    const table: Array<[string, string, RegExp]> = [
      ['unknown key', 'token nokey:nosecret', /Invalid API key or secret/],
      ['Basic unknown key', `Basic ${Buffer.from('nokey:nosecret').toString('base64')}`, /Invalid API key or secret/],
      ['no secret', 'token garbage', /expected <api_key>:<api_secret>/],
      ['Bearer', 'Bearer not-a-token', /Invalid, expired or revoked access token/],
      ['scheme', 'Digest abc', /Unsupported Authorization header/],
    ];
    for (const [name, authorization, says] of table) {
      const r = await call(site(), { method: 'GET', url: '/api/resource/ToDo', auth: authorization });
      assert.equal(r.status, 401, name);
      assert.equal(r.json.exc_type, 'AuthenticationError', name);
      assert.equal(r.json.exception, 'frappe.exceptions.AuthenticationError', `${name}: Frappe's bare exception line`);
      assert.match(String(serverMessages(r.json)[0]?.message), says, name);
    }
  });

  it('answers an unknown DocType with 404 DoesNotExistError on every route, with exc but no exception', async () => {
    const table: Scenario[] = [
      { name: 'list', method: 'GET', url: '/api/resource/NoSuchType', status: 404 },
      { name: 'list v1', method: 'GET', url: '/api/v1/resource/NoSuchType', status: 404 },
      { name: 'get', method: 'GET', url: '/api/resource/NoSuchType/x', status: 404 },
      { name: 'post', method: 'POST', url: '/api/resource/NoSuchType', json: { a: 1 }, status: 404 },
      { name: 'put', method: 'PUT', url: '/api/resource/NoSuchType/x', json: { a: 1 }, status: 404 },
      { name: 'delete', method: 'DELETE', url: '/api/resource/NoSuchType/x', status: 404 },
      { name: 'odd name', method: 'GET', url: `/api/resource/${encodeURIComponent("ToDo' or 1=1 --")}`, status: 404 },
      { name: 'table name', method: 'GET', url: '/api/resource/tabToDo', status: 404 },
    ];
    for (const s of table) {
      await runScenario(site(), {
        ...s, auth: site().adminAuth, excType: 'DoesNotExistError',
        check: (_res, json) => {
          assertOneLineExc(json, 'DoesNotExistError');
          assert.equal(json.exception, undefined, `${s.name}: 404 carries no exception`);
        },
      });
    }
    const msg = serverMessages((await call(site(), { method: 'GET', url: '/api/resource/NoSuchType', auth: site().adminAuth })).json);
    assert.equal(msg[0]?.message, 'DocType NoSuchType not found');
  });

  it('answers a missing document with 404, exc and no exception; PUT and DELETE too', async () => {
    const get = await runScenario(site(), { name: 'get missing', method: 'GET', url: '/api/resource/ToDo/nope123', auth: site().adminAuth, status: 404, excType: 'DoesNotExistError' });
    assert.deepEqual(JSON.parse(get.exc), ['frappe.exceptions.DoesNotExistError: ToDo nope123 not found']);
    assert.equal(get.exception, undefined);
    assert.equal(serverMessages(get)[0]?.message, 'ToDo nope123 not found');
    for (const method of ['PUT', 'DELETE'] as const) {
      const r = await runScenario(site(), { name: `${method} missing`, method, url: '/api/resource/ToDo/nope123', auth: site().adminAuth, json: method === 'PUT' ? { status: 'Closed' } : undefined, status: 404, excType: 'DoesNotExistError' });
      assertOneLineExc(r, 'DoesNotExistError');
      assert.equal(r.exception, undefined);
    }
  });

  it('answers malformed bodies with 417 ValidationError, never 500', async () => {
    const bodies: Array<[string, string, string]> = [
      ['truncated JSON', '{"description": ', 'application/json'],
      ['not JSON', 'description=x', 'application/json'],
      ['trailing garbage', '{"description": "x"} x', 'application/json'],
      ['single quotes', "{'description': 'x'}", 'application/json'],
      ['JSON string', '"hello"', 'application/json'],
      ['JSON number', '42', 'application/json'],
      ['JSON true', 'true', 'application/json'],
      ['JSON null', 'null', 'application/json'],
      ['JSON array', '[1, 2]', 'application/json'],
      ['array of objects', '[{"description": "x"}]', 'application/json'],
      ['+json type', '{"description": ', 'application/merge-patch+json'],
      ['form data not JSON', 'data=%7Bnope', 'application/x-www-form-urlencoded'],
      ['form data scalar', 'data=42', 'application/x-www-form-urlencoded'],
    ];
    for (const [name, payload, type] of bodies) {
      for (const [method, url] of [['POST', '/api/resource/ToDo'], ['PUT', '/api/resource/ToDo/anything']] as const) {
        const res = await site().app.inject({ method, url, headers: { authorization: site().adminAuth, 'content-type': type }, payload });
        assert.equal(res.statusCode, 417, `${name} (${method}): ${res.statusCode} ${res.body.slice(0, 300)}`);
        assertErrorEnvelope(JSON.parse(res.body), 'ValidationError');
      }
    }
    const get = await site().app.inject({ method: 'GET', url: '/api/resource/ToDo', headers: { authorization: site().adminAuth, 'content-type': 'application/json' }, payload: '{bad' });
    assert.equal(get.statusCode, 417, get.body);
    for (const url of ['/api/resource/ToDo/%E0%A4%A', '/api/resource/To%ZZDo', `/api/resource/ToDo/${'a'.repeat(3000)}`]) {
      const r = await call(site(), { method: 'GET', url, auth: site().adminAuth });
      assert.ok(r.status === 417 || r.status === 404, `${url.slice(0, 60)}: ${r.status} ${r.body.slice(0, 200)}`);
      assert.ok(typeof r.json?.exc_type === 'string', `Frappe envelope for ${url.slice(0, 60)}: ${r.body.slice(0, 200)}`);
    }
    const list = await call(site(), { method: 'GET', url: '/api/resource/ToDo?limit_page_length=0', auth: site().adminAuth });
    assert.deepEqual(list.json.data, [], 'nothing was created');
  });

  it('answers an oversized body with 413 and accepts one under the limit', async () => {
    const app = await buildApp({ sitesDir: site().sitesDir, logLevel: 'silent', bodyLimit: 1024 }, { apps: await testApps() });
    try {
      const headers = { authorization: site().adminAuth, 'content-type': 'application/json' };
      const small = await app.inject({ method: 'POST', url: '/api/resource/ToDo', headers, payload: JSON.stringify({ description: 'x'.repeat(900) }) });
      assert.equal(small.statusCode, 200, small.body);
      for (const [type, payload] of [
        ['application/json', JSON.stringify({ description: 'x'.repeat(2000) })],
        ['application/x-www-form-urlencoded', `description=${'x'.repeat(2000)}`],
        ['text/plain', 'x'.repeat(2000)],
      ]) {
        const big = await app.inject({ method: 'POST', url: '/api/resource/ToDo', headers: { ...headers, 'content-type': type }, payload });
        assert.equal(big.statusCode, 413, `${type}: ${big.body.slice(0, 200)}`);
        assert.equal(JSON.parse(big.body).exc_type, 'RequestEntityTooLarge');
      }
      await app.inject({ method: 'DELETE', url: `/api/resource/ToDo/${JSON.parse(small.body).data.name}`, headers: { authorization: site().adminAuth } });
    } finally {
      await app.close();
    }
  });

  it('answers PATCH (and other verbs) on a resource with 405 and an Allow header', async () => {
    const table: Array<[Scenario['method'], string, RegExp]> = [
      ['PATCH', '/api/resource/ToDo/x', /\bPUT\b/],
      ['PATCH', '/api/resource/ToDo', /\bPOST\b/],
      ['PUT', '/api/resource/ToDo', /\bPOST\b/],
      ['DELETE', '/api/resource/ToDo', /\bGET\b/],
      ['POST', '/api/resource/ToDo/x', /\bDELETE\b/],
    ];
    for (const [method, url, allow] of table) {
      const r = await call(site(), { method, url, auth: site().adminAuth, json: { status: 'Closed' } });
      assert.equal(r.status, 405, `${method} ${url}: ${r.body.slice(0, 200)}`);
      assert.match(String(r.headers.allow), allow, `${method} ${url}: Allow ${String(r.headers.allow)}`);
      assert.doesNotMatch(String(r.headers.allow), new RegExp(`\\b${method}\\b`));
    }
  });

  it('gives 403 and 417 bodies exception, a one-element exc without stack or path, and three-step _server_messages', async () => {
    const sm = await site().addUser('plain@example.com', []);
    const cases: Array<[string, Scenario, string]> = [
      ['Guest list', { name: '', method: 'GET', url: '/api/resource/ToDo', status: 403 }, 'PermissionError'],
      ['plain user creates unassigned ToDo', { name: '', method: 'POST', url: '/api/resource/ToDo', auth: sm, json: { description: 'x' }, status: 403 }, 'PermissionError'],
      ['mandatory', { name: '', method: 'POST', url: '/api/resource/ToDo', auth: site().adminAuth, json: { status: 'Open' }, status: 417 }, 'MandatoryError'],
      ['bad select', { name: '', method: 'POST', url: '/api/resource/ToDo', auth: site().adminAuth, json: { description: 'x', status: 'Foo' }, status: 417 }, 'ValidationError'],
      ['bad JSON', { name: '', method: 'POST', url: '/api/resource/ToDo', auth: site().adminAuth, json: '{"x":', status: 417 }, 'ValidationError'],
      ['unknown field in list', { name: '', method: 'GET', url: '/api/resource/ToDo?fields=["nope"]', auth: site().adminAuth, status: 417 }, 'DataError'],
    ];
    for (const [name, s, excType] of cases) {
      const json = await runScenario(site(), { ...s, name });
      assertErrorEnvelope(json, excType);
      assert.equal(typeof json._server_messages, 'string', `${name}: _server_messages is a string`);
      const outer = JSON.parse(json._server_messages);
      assert.ok(Array.isArray(outer) && outer.length >= 1 && outer.every((m: unknown) => typeof m === 'string'), `${name}: a JSON list of JSON strings`);
      const first = JSON.parse(JSON.parse(json._server_messages)[0]);
      assert.equal(typeof first.message, 'string', `${name}: decoded message`);
      assert.ok(first.message.length > 0);
    }
    const guest = await call(site(), { method: 'GET', url: '/api/resource/ToDo' });
    assert.deepEqual(Object.keys(guest.json).filter((k) => k !== '_error_message').sort(), ['_server_messages', 'exc', 'exc_type', 'exception']);
  });
});

perDialect('error envelope in developer mode', (site) => {
  it('puts the stack in exc only when developer_mode is 1', async () => {
    const json = await runScenario(site(), { name: 'mandatory', method: 'POST', url: '/api/resource/ToDo', auth: site().adminAuth, json: { status: 'Open' }, status: 417, excType: 'MandatoryError' });
    const exc = JSON.parse(json.exc);
    assert.equal(exc.length, 1);
    assert.match(exc[0], /\n\s+at /, 'a stack trace in developer mode');
  });
}, { siteConfig: { developer_mode: 1 } });
