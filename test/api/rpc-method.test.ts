import assert from 'node:assert/strict';
import { it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, send, serverMessages, type Scenario } from '../helpers/scenario.ts';

perDialect('remote methods', (site) => {
  it('answers the whitelisted methods of the framework under svc., frappe. and their short names', async () => {
    const auth = site().adminAuth;
    const table: Scenario[] = [
      { name: 'ping as Guest', method: 'GET', url: '/api/method/ping', status: 200, body: { message: 'pong' } },
      { name: 'ping POST', method: 'POST', url: '/api/method/ping', status: 200, body: { message: 'pong' } },
      { name: 'ping with trailing slash', method: 'GET', url: '/api/method/ping/', status: 200, body: { message: 'pong' } },
      { name: 'anything after the name', method: 'GET', url: '/api/method/ping/extra/parts', status: 200, body: { message: 'pong' } },
      { name: 'v1 prefix', method: 'GET', url: '/api/v1/method/ping', status: 200, body: { message: 'pong' } },
      { name: 'svc prefix', method: 'GET', url: '/api/method/svc.ping', status: 200, body: { message: 'pong' } },
      { name: 'version', method: 'GET', url: '/api/method/version', status: 200, check: (_r, j) => assert.match(j.message, /^\d+\.\d+\.\d+$/) },
      { name: 'logged user (frappe.)', method: 'GET', url: '/api/method/frappe.auth.get_logged_user', auth, status: 200, body: { message: 'Administrator' } },
      { name: 'logged user (svc.)', method: 'POST', url: '/api/method/svc.auth.get_logged_user', auth, status: 200, body: { message: 'Administrator' } },
      { name: 'legacy cmd on / (query)', method: 'GET', url: '/?cmd=ping', status: 200, body: { message: 'pong' } },
      { name: 'legacy cmd on / (form)', method: 'POST', url: '/', form: { cmd: 'frappe.auth.get_logged_user' }, auth, status: 200, body: { message: 'Administrator' } },
    ];
    for (const s of table) await runScenario(site(), s);
  });

  it('refuses what is not registered, Guests on non-guest methods and verbs a method does not allow', async () => {
    const auth = site().adminAuth;
    // Frappe's handler: a path that resolves to nothing is 417 ValidationError, and carries exc so the Python client raises.
    const unknown = await runScenario(site(), { name: 'unknown', method: 'GET', url: '/api/method/os.system', auth, status: 417, excType: 'ValidationError' });
    assert.equal(typeof unknown.exc, 'string');
    await runScenario(site(), { name: 'unknown module path', method: 'GET', url: '/api/method/frappe.nope.nope', auth, status: 417, excType: 'ValidationError' });
    await runScenario(site(), { name: 'cmd unknown', method: 'POST', url: '/', form: { cmd: 'svc.nothing' }, auth, status: 417, excType: 'ValidationError' });
    const noCmd = await runScenario(site(), { name: '/ without cmd', method: 'POST', url: '/', status: 404, excType: 'DoesNotExistError' });
    assert.equal(typeof noCmd.exc, 'string');
    const guest = await runScenario(site(), { name: 'Guest', method: 'GET', url: '/api/method/frappe.auth.get_logged_user', status: 403, excType: 'PermissionError' });
    const [message] = serverMessages(guest);
    assert.equal(message.title, 'Method Not Allowed');
    assert.match(String(message.message), /Function <strong>frappe.auth.get_logged_user<\/strong> is not whitelisted/);
    await runScenario(site(), { name: 'PATCH on a default method', method: 'PATCH', url: '/api/method/ping', auth, status: 403, excType: 'PermissionError' });
    await runScenario(site(), { name: 'GET on a POST-only method', method: 'GET', url: '/api/method/frappe.core.doctype.user.user.generate_keys?user=Administrator', auth, status: 403 });
  });

  it('generate_keys: POST only, System Manager only, the secret shown only then and working at once', async () => {
    const plain = await site().addUser('plain-rpc@example.com', []);
    await runScenario(site(), { name: 'not a System Manager', method: 'POST', url: '/api/method/frappe.core.doctype.user.user.generate_keys', auth: plain, json: { user: 'plain-rpc@example.com' }, status: 403 });
    const manager = await site().addUser('manager-rpc@example.com', ['System Manager']);
    const made = await runScenario(site(), { name: 'issue', method: 'POST', url: '/api/method/svc.core.doctype.user.user.generate_keys', auth: manager, form: { user: 'plain-rpc@example.com' }, status: 200 });
    const { api_key, api_secret } = made.message;
    assert.match(api_key, /^[0-9a-f]{15}$/);
    await runScenario(site(), { name: 'new key works', method: 'GET', url: '/api/method/frappe.auth.get_logged_user', auth: `token ${api_key}:${api_secret}`, status: 200, body: { message: 'plain-rpc@example.com' } });
    await runScenario(site(), { name: 'old secret dead', method: 'GET', url: '/api/method/frappe.auth.get_logged_user', auth: plain, status: 401 });
    const user = await send(site(), { method: 'GET', url: '/api/resource/User/plain-rpc@example.com', auth: site().adminAuth });
    assert.equal(user.body.includes(api_secret), false, 'the secret is never shown again');
    await runScenario(site(), { name: 'missing argument', method: 'POST', url: '/api/method/frappe.core.doctype.user.user.generate_keys', auth: manager, json: {}, status: 417, excType: 'FrappeTypeError' });
    await runScenario(site(), { name: 'unknown user', method: 'POST', url: '/api/method/frappe.core.doctype.user.user.generate_keys', auth: manager, json: { user: 'ghost@example.com' }, status: 404 });
  });
});
