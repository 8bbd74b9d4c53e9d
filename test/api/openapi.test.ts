import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { before, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { compileErrors, validate } from '@readme/openapi-parser';
import { SCHEMES } from '../../src/auth/schemes/index.ts';
import { builtinRegistry } from '../../src/rpc/builtin/index.ts';
import { appsWith, FIXTURE_APP } from '../helpers/apps.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { send, serverMessages } from '../helpers/scenario.ts';
import { call, insertAs, makeRole } from '../helpers/users.ts';

/** With the fixture app: app methods, a DocType whose controller has document methods and module functions. */
const apps = await appsWith(FIXTURE_APP);
const SWAGGER_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const CLERK = 'clerk@example.com';
const VIEWER = 'viewer@example.com';

/** Validates with a maintained OpenAPI 3.1 validator; a copy, since the validator dereferences in place. */
async function assertValid(doc: unknown, who: string): Promise<void> {
  const result = await validate(structuredClone(doc) as never);
  assert.ok(result.valid, `${who}'s document is not valid OpenAPI 3.1:\n${result.valid ? '' : compileErrors(result)}`);
}

/** JSON Schema's type of a value. */
function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * Checks a value against the parts of JSON Schema the generator writes (type, enum, const, $ref,
 * properties, items) and says where it does not fit; a property the schema does not name is a
 * misfit too, since the document must name every field an answer holds.
 */
function misfits(value: unknown, schema: any, doc: any, at = '$'): string[] {
  if (schema.$ref) return misfits(value, doc.components.schemas[schema.$ref.split('/').pop()], doc, at);
  const out: string[] = [];
  const types = schema.type === undefined ? null : [schema.type].flat();
  const t = typeOf(value);
  if (types && !types.includes(t) && !(t === 'integer' && types.includes('number'))) out.push(`${at}: ${t} is not ${types.join('|')}`);
  if (schema.enum && !schema.enum.includes(value)) out.push(`${at}: ${JSON.stringify(value)} not in enum`);
  if ('const' in schema && schema.const !== value) out.push(`${at}: ${JSON.stringify(value)} is not ${schema.const}`);
  if (t === 'object' && schema.properties) {
    for (const [k, v] of Object.entries(value as object)) {
      if (!schema.properties[k]) out.push(`${at}.${k}: not in the schema`);
      else out.push(...misfits(v, schema.properties[k], doc, `${at}.${k}`));
    }
  }
  if (t === 'array' && schema.items) (value as unknown[]).forEach((v, i) => out.push(...misfits(v, schema.items, doc, `${at}[${i}]`)));
  return out;
}

/** Every DocType name a document mentions as a tag, path or schema. */
function doctypesOf(doc: any): Set<string> {
  return new Set(Object.values(doc.components.schemas).map((s: any) => s['x-frappe-doctype']).filter(Boolean));
}

perDialect('OpenAPI document', (site) => {
  const auth: Record<string, string> = {};
  const docFor = async (who: string | undefined) => {
    const r = await call(site(), { method: 'GET', url: '/api/openapi.json', auth: who });
    assert.equal(r.status, 200, r.body.slice(0, 400));
    return r.json;
  };

  before(async () => {
    const s = site();
    auth.admin = s.adminAuth;
    await makeRole(s, 'Clerk', 1);
    await makeRole(s, 'Viewer', 1);
    auth.clerk = await s.addUser(CLERK, ['Clerk']);
    auth.viewer = await s.addUser(VIEWER, ['Viewer']);
    await insertAs(s, auth.admin, 'DocType', {
      name: 'Gadget Part', module: 'Custom', istable: 1,
      fields: [{ fieldname: 'part_no', fieldtype: 'Data', label: 'Part No' }, { fieldname: 'part_cost', fieldtype: 'Currency', label: 'Cost' }],
    });
    // Clerk reads level 1 (launch_code) too; Viewer reads level 0 only.
    await insertAs(s, auth.admin, 'DocType', {
      name: 'Gadget', module: 'Custom', autoname: 'hash',
      fields: [
        { fieldname: 'title', fieldtype: 'Data', label: 'Title', reqd: 1 },
        { fieldname: 'units', fieldtype: 'Int', label: 'Units' },
        { fieldname: 'weight', fieldtype: 'Float', label: 'Weight' },
        { fieldname: 'active', fieldtype: 'Check', label: 'Active' },
        { fieldname: 'made_on', fieldtype: 'Date', label: 'Made on' },
        { fieldname: 'kind', fieldtype: 'Select', label: 'Kind', options: 'Small\nLarge' },
        { fieldname: 'keeper', fieldtype: 'Link', label: 'Keeper', options: 'User' },
        { fieldname: 'specs', fieldtype: 'JSON', label: 'Specs' },
        { fieldname: 'parts', fieldtype: 'Table', label: 'Parts', options: 'Gadget Part' },
        { fieldname: 'launch_code', fieldtype: 'Data', label: 'Launch code', permlevel: 1 },
        { fieldname: 'secret_parts', fieldtype: 'Table', label: 'Secret parts', options: 'Gadget Part', permlevel: 1 },
      ],
      permissions: [
        { role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 },
        { role: 'Clerk', read: 1, write: 1, create: 1 },
        { role: 'Clerk', permlevel: 1, read: 1 },
        { role: 'Viewer', read: 1 },
      ],
    });
    // No role of Clerk's or Viewer's.
    await insertAs(s, auth.admin, 'DocType', {
      name: 'Vault Box', module: 'Custom', autoname: 'hash',
      fields: [{ fieldname: 'vault_combination', fieldtype: 'Data', label: 'Combination' }],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }],
    });
  });

  it("validates as OpenAPI 3.1 for Administrator, a restricted user and Guest", async () => {
    for (const who of ['admin', 'viewer', 'clerk', 'guest']) {
      const doc = await docFor(auth[who]);
      assert.equal(doc.openapi, '3.1.0');
      await assertValid(doc, who);
    }
  });

  it('refuses a broken document (the validator is really at work)', async () => {
    const doc = await docFor(auth.viewer);
    delete doc.components.parameters.name;
    doc.components.securitySchemes.token.type = 'cookie-jar';
    const result = await validate(doc).catch((err: Error) => ({ valid: false, thrown: err.message }));
    assert.equal(result.valid, false);
  });

  it('answers documents that fit their schema, for each caller', async () => {
    const made = await insertAs(site(), auth.admin, 'Gadget', {
      title: 'Rotor', units: 3, weight: 2.5, active: 1, made_on: '2025-02-01', kind: 'Large', keeper: 'Administrator', specs: { rpm: 900 },
      parts: [{ part_no: 'P-1', part_cost: 4.25 }], launch_code: 'L-77', secret_parts: [{ part_no: 'S-1' }],
    });
    for (const who of ['viewer', 'clerk', 'admin']) {
      const doc = await docFor(auth[who]);
      const schema = doc.paths['/api/resource/Gadget/{name}'].get.responses['200'].content['application/json'].schema;
      for (const url of [`/api/resource/Gadget/${made.name}`, `/api/v2/document/Gadget/${made.name}`]) {
        const r = await call(site(), { method: 'GET', url, auth: auth[who] });
        assert.equal(r.status, 200, r.body.slice(0, 300));
        assert.deepEqual(misfits(r.json, schema, doc), [], `${who} ${url}`);
      }
      const listed = await call(site(), { method: 'GET', url: '/api/v2/document/Gadget?fields=["*"]', auth: auth[who] });
      const listSchema = doc.paths['/api/v2/document/Gadget'].get.responses['200'].content['application/json'].schema;
      assert.deepEqual(misfits(listed.json, listSchema, doc), [], `${who} v2 list`);
    }
  });

  it('describes each readable DocType: v1 and v2 paths, and a schema of typed fields with child tables as arrays of the child schema', async () => {
    const doc = await docFor(auth.admin);
    for (const path of ['/api/resource/Gadget', '/api/resource/Gadget/{name}', '/api/v2/document/Gadget', '/api/v2/document/Gadget/{name}', '/api/v2/doctype/Gadget/meta', '/api/v2/doctype/Gadget/count', '/api/resource/Vault%20Box']) {
      assert.ok(doc.paths[path], `path ${path}`);
    }
    assert.deepEqual(Object.keys(doc.paths['/api/resource/Gadget']).sort(), ['get', 'post']);
    assert.deepEqual(Object.keys(doc.paths['/api/v2/document/Gadget/{name}']).filter((k) => k !== 'parameters').sort(), ['delete', 'get', 'patch', 'put']);
    const listed = doc.paths['/api/v2/document/Gadget'].get.responses['200'].content['application/json'].schema;
    assert.equal(listed.properties.has_next_page.type, 'boolean');
    assert.equal(listed.properties.data.items.$ref, '#/components/schemas/Gadget');

    const gadget = doc.components.schemas.Gadget.properties;
    assert.deepEqual(gadget.units.type, ['integer', 'null']);
    assert.deepEqual(gadget.weight.type, ['number', 'null']);
    assert.deepEqual(gadget.active.enum, [0, 1]);
    assert.equal(gadget.made_on.format, 'date');
    assert.deepEqual(gadget.kind.enum, ['Small', 'Large', null]);
    assert.equal(gadget.keeper['x-frappe-link'], 'User');
    assert.equal(gadget.title.maxLength, 140);
    assert.equal(gadget.specs.type, undefined, 'JSON holds any value');
    assert.equal(gadget.doctype.const, 'Gadget');
    assert.equal(gadget.parts.type, 'array');
    const partRef = gadget.parts.items.$ref as string;
    const part = doc.components.schemas[partRef.split('/').pop()!];
    assert.equal(part['x-frappe-doctype'], 'Gadget Part');
    assert.deepEqual(part.properties.part_cost.type, ['number', 'null']);
    assert.equal(part.properties.parenttype.type, 'string');
    assert.ok(!doc.paths['/api/resource/Gadget%20Part'], 'a child table has no paths of its own');
    // A DocType name with a space keys its schema with `_`, which OpenAPI allows.
    assert.ok(doc.components.schemas.Vault_Box);

    // Document methods of a controller (OAuth Client's get_client_secret) under v1 run_method and v2 method/<m>.
    const run = doc.paths['/api/v2/document/OAuth%20Client/{name}/method/{method}'];
    assert.ok(run, 'v2 document method path');
    assert.ok(run.parameters.find((p: any) => p.name === 'method').schema.enum.includes('get_client_secret'));
    // A function of a DocType's controller module, as v2's method/<DocType>/<method> calls it.
    const shout = doc.paths['/api/v2/method/Gizmo/shout'];
    assert.ok(shout?.get, 'v2 DocType-module method');
    assert.deepEqual(shout.get.parameters.map((p: any) => [p.name, p.required]), [['text', true]]);
    assert.ok(doc.paths['/api/method/apptest.doctype.gizmo.gizmo.shout'], 'and at its v1 path');
  });

  it('names no DocType and no field the caller may not read', async () => {
    const viewer = await docFor(auth.viewer);
    const text = JSON.stringify(viewer);
    assert.ok(doctypesOf(viewer).has('Gadget'), 'Viewer reads Gadget');
    assert.ok(!doctypesOf(viewer).has('Vault Box'));
    // (assert.ok rather than doesNotMatch: a failure would print the whole document.)
    assert.ok(!/Vault|vault_combination/.test(text), 'a DocType with no role of the caller is named nowhere');
    assert.ok(!/launch_code|secret_parts/.test(text), 'a field at a permlevel the caller may not read is named nowhere');
    assert.ok(!/OAuth Client|OAuth%20Client|OAuth_Client/.test(text), 'nor is OAuth Client, which only System Managers read');
    assert.ok(!/Gizmo\//.test(text) && !doctypesOf(viewer).has('Gizmo'), "nor the fixture app's Gizmo, which Viewer has no role on");
    // Viewer may read but not create, write or delete.
    assert.deepEqual(Object.keys(viewer.paths['/api/resource/Gadget']), ['get']);
    assert.deepEqual(Object.keys(viewer.paths['/api/resource/Gadget/{name}']).filter((k) => k !== 'parameters'), ['get']);
    assert.ok(!viewer.paths['/api/v2/document/Gadget'].post);

    // Clerk reads level 1: the same DocType shows the field and the level-1 table.
    const clerk = await docFor(auth.clerk);
    const gadget = clerk.components.schemas.Gadget.properties;
    assert.ok(gadget.launch_code, 'Clerk reads launch_code');
    assert.equal(gadget.launch_code['x-frappe-permlevel'], 1);
    assert.equal(gadget.secret_parts.type, 'array');
    assert.ok(clerk.paths['/api/resource/Gadget'].post, 'Clerk creates');
    assert.ok(!/Vault|vault_combination/.test(JSON.stringify(clerk)));
  });

  it('describes batch, bulk, realtime and Idempotency-Key as far as the caller may use them', async () => {
    const admin = await docFor(auth.admin);
    assert.ok(admin.paths['/api/v2/batch'].post, 'a signed-in user may batch');
    assert.ok(admin.paths['/api/v2/document/Vault Box/bulk_delete'] ?? admin.paths['/api/v2/document/Vault%20Box/bulk_delete'], 'Administrator may bulk delete Vault Box');
    const realtimeDoctypes = admin.paths['/api/v2/realtime'].get.parameters[0].schema.enum;
    assert.ok(realtimeDoctypes.includes('Gadget'));
    const idempotent = (op: any) => (op.parameters ?? []).some((p: any) => p.$ref === '#/components/parameters/idempotency_key');
    assert.ok(idempotent(admin.paths['/api/resource/Gadget'].post) && idempotent(admin.paths['/api/v2/document/Gadget'].post) && idempotent(admin.paths['/api/v2/batch'].post));
    assert.equal(admin.components.parameters.idempotency_key.in, 'header');

    const viewer = await docFor(auth.viewer);
    assert.ok(!viewer.paths['/api/v2/document/Gadget/bulk_update'] && !viewer.paths['/api/v2/document/Gadget/bulk_delete'], 'Viewer may not write Gadget in bulk');
    const viewerRealtime: string[] = viewer.paths['/api/v2/realtime'].get.parameters[0].schema.enum;
    assert.ok(viewerRealtime.includes('Gadget') && !viewerRealtime.includes('Vault Box'), 'the stream names only DocTypes the caller reads');
    const clerk = await docFor(auth.clerk);
    assert.ok(clerk.paths['/api/v2/document/Gadget/bulk_update'].post && !clerk.paths['/api/v2/document/Gadget/bulk_delete'], 'Clerk writes but does not delete');

    const guest = await docFor(undefined);
    assert.ok(!guest.paths['/api/v2/batch'] && !guest.paths['/api/v2/realtime'], 'Guest can neither batch nor subscribe');
  });

  it('lists only allow_guest methods for Guest, every method for a signed-in user', async () => {
    // The server's registry: the built-ins and the app's methods, as app.ts builds it.
    const registry = builtinRegistry();
    for (const [dotted, def] of apps.methods) registry.register(dotted, def);
    const guest = await docFor(undefined);
    const methodPaths = Object.keys(guest.paths).filter((p) => p.startsWith('/api/method/'));
    assert.ok(methodPaths.includes('/api/method/frappe.ping'));
    assert.ok(methodPaths.includes('/api/method/login'));
    for (const path of methodPaths) {
      const name = path.slice('/api/method/'.length);
      if (name === 'login') continue;
      assert.equal(registry.resolve(name)?.allowGuest, true, `Guest sees ${name}, which is not allow_guest`);
    }
    assert.ok(!methodPaths.includes('/api/method/logout'));
    assert.ok(!methodPaths.includes('/api/method/upload_file'), 'guest uploads are off on this site');
    const v2Names: string[] = guest.paths['/api/v2/method/{method}'].parameters[0].schema.enum;
    for (const name of v2Names) assert.equal(registry.resolve(name)?.allowGuest, true, `v2: Guest sees ${name}`);
    // The fixture app's Gizmo Notice is the one DocType with a Guest read rule.
    assert.deepEqual([...doctypesOf(guest)], ['Gizmo Notice']);
    assert.deepEqual(Object.keys(guest.paths).filter((p) => p.startsWith('/api/resource/')).sort(), ['/api/resource/Gizmo%20Notice', '/api/resource/Gizmo%20Notice/{name}']);
    assert.ok(!guest.paths['/api/v2/doctype/Gizmo%20Notice/meta'], 'Guest reads no DocType definitions');
    assert.ok(guest.paths['/api/method/frappe.ping'].get.security.some((s: object) => Object.keys(s).length === 0), 'a guest method needs no credentials');

    const viewer = await docFor(auth.viewer);
    for (const name of ['frappe.client.get_list', 'frappe.client.insert', 'logout', 'upload_file']) assert.ok(viewer.paths[`/api/method/${name}`], `signed-in user sees ${name}`);
    assert.ok(viewer.paths['/api/method/frappe.client.insert'].post.requestBody, 'a POST method takes its arguments in the body');
    assert.ok(!viewer.paths['/api/method/frappe.client.insert'].get, 'insert is POST only');
    const v2Viewer: string[] = viewer.paths['/api/v2/method/{method}'].parameters[0].schema.enum;
    assert.ok(v2Viewer.includes('frappe.client.get_list') && v2Viewer.includes('svc.client.get_list'));
  });

  it('describes the auth schemes, with the OAuth endpoints discovery names', async () => {
    const doc = await docFor(auth.viewer);
    const schemes = doc.components.securitySchemes;
    assert.deepEqual({ type: schemes.token.type, in: schemes.token.in, name: schemes.token.name }, { type: 'apiKey', in: 'header', name: 'Authorization' });
    assert.deepEqual({ type: schemes.basic.type, scheme: schemes.basic.scheme }, { type: 'http', scheme: 'basic' });
    assert.deepEqual({ type: schemes.sid.type, in: schemes.sid.in, name: schemes.sid.name }, { type: 'apiKey', in: 'cookie', name: 'sid' });
    const discovery = (await call(site(), { method: 'GET', url: '/.well-known/openid-configuration' })).json;
    const flow = schemes.oauth2.flows.authorizationCode;
    assert.equal(flow.authorizationUrl, discovery.authorization_endpoint);
    assert.equal(flow.tokenUrl, discovery.token_endpoint);
    assert.deepEqual(Object.keys(flow.scopes).sort(), [...discovery.scopes_supported].sort());
    assert.equal(schemes.openIdConnect.openIdConnectUrl, `${discovery.issuer}/.well-known/openid-configuration`);
    assert.equal(doc.servers[0].url, discovery.issuer);
    assert.deepEqual(doc.security.map((s: object) => Object.keys(s)[0]).sort(), ['basic', 'oauth2', 'openIdConnect', 'sid', 'token']);
  });

  it('names exactly the schemes of the scheme table, each described', async () => {
    const doc = await docFor(auth.viewer);
    for (const scheme of SCHEMES) assert.ok(Object.keys(scheme.openApi).length > 0, `${scheme.name} has an OpenAPI description`);
    const tableNames = SCHEMES.flatMap((s) => Object.keys(s.openApi)).sort();
    assert.deepEqual(Object.keys(doc.components.securitySchemes).sort(), tableNames);
    assert.deepEqual(doc.security.flatMap((s: object) => Object.keys(s)).sort(), tableNames);
    const unclaimed = await call(site(), { method: 'GET', url: '/api/method/frappe.auth.get_logged_user', auth: 'Digest abc' });
    assert.equal(unclaimed.status, 401);
    const said = String(serverMessages(unclaimed.json)[0]?.message);
    for (const scheme of SCHEMES.filter((s) => s.source === 'header')) assert.ok(said.includes(scheme.hint), `the 401 names ${scheme.name}: ${said}`);
  });

  it('is private to the caller and follows DocType changes at once', async () => {
    const r = await call(site(), { method: 'GET', url: '/api/openapi.json', auth: auth.viewer });
    assert.match(String(r.headers['cache-control']), /private/);
    assert.match(String(r.headers.vary), /Authorization/);
    assert.ok(!r.json.paths['/api/resource/Late%20Comer']);
    await insertAs(site(), auth.admin, 'DocType', {
      name: 'Late Comer', module: 'Custom', autoname: 'hash',
      fields: [{ fieldname: 'note', fieldtype: 'Small Text', label: 'Note' }],
      permissions: [{ role: 'Viewer', read: 1 }],
    });
    assert.ok((await docFor(auth.viewer)).paths['/api/resource/Late%20Comer'], 'a new DocType the caller reads appears');
  });

  it('serves the /api/docs page and the package files it loads, and nothing else from the package', async () => {
    const page = await send(site(), { method: 'GET', url: '/api/docs' });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.match(String(page.headers['content-security-policy']), /script-src 'self';/);
    assert.equal(page.headers['cache-control'], 'no-store');
    const version = JSON.parse(fs.readFileSync(path.join(SWAGGER_DIR, 'package.json'), 'utf8')).version;
    const bundleUrl = `/api/docs/assets/${version}/swagger-ui-bundle.js`;
    assert.ok(page.body.includes(`src="${bundleUrl}"`), 'the page loads the bundle from svc');
    assert.doesNotMatch(page.body, /https?:\/\//, 'and nothing from another origin');
    const bytes = fs.readFileSync(path.join(SWAGGER_DIR, 'swagger-ui-bundle.js'));

    const plain = await send(site(), { method: 'GET', url: bundleUrl });
    assert.equal(plain.statusCode, 200);
    assert.ok(plain.rawPayload.equals(bytes), 'the package file as shipped');
    assert.match(String(plain.headers['cache-control']), /immutable/);
    const zipped = await send(site(), { method: 'GET', url: bundleUrl, headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    assert.ok(gunzipSync(zipped.rawPayload).equals(bytes));
    assert.ok(zipped.rawPayload.length < bytes.length / 3);
    const init = await send(site(), { method: 'GET', url: `/api/docs/assets/${version}/docs-init.js` });
    assert.match(init.body, /url: '\/api\/openapi\.json'/);
    assert.equal((await send(site(), { method: 'GET', url: '/api/docs/oauth2-redirect.html' })).statusCode, 200);

    for (const url of [`/api/docs/assets/0.0.1/swagger-ui-bundle.js`, `/api/docs/assets/${version}/package.json`, `/api/docs/assets/${version}/..%2Fpackage.json`, `/api/docs/assets/${version}/constructor`]) {
      assert.equal((await send(site(), { method: 'GET', url })).statusCode, 404, url);
    }
  });
}, { apps });
