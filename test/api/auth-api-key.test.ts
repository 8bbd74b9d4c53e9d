import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, type Scenario } from '../helpers/scenario.ts';
import { basicAuth, call, keyPair, regenerateKeys, runtimeOf } from '../helpers/users.ts';

const USER = 'keys@example.com';
const OTHER = 'other@example.com';
const WHO = '/api/resource/ToDo?limit_page_length=0';

perDialect('API key authentication', (site) => {
  let key = '';
  let secret = '';
  let otherSecret = '';

  before(async () => {
    ({ key, secret } = keyPair(await site().addUser(USER, ['System Manager'])));
    otherSecret = keyPair(await site().addUser(OTHER, ['System Manager'])).secret;
  });

  it('accepts token and Basic credentials with a case-insensitive scheme', async () => {
    const good = [
      `token ${key}:${secret}`,
      `Token ${key}:${secret}`,
      `TOKEN ${key}:${secret}`,
      basicAuth(key, secret),
      basicAuth(key, secret, 'basic'),
      basicAuth(key, secret, 'BASIC'),
    ];
    for (const authorization of good) {
      const r = await call(site(), { method: 'POST', url: '/api/resource/ToDo', auth: authorization, json: { description: 'who am I' } });
      assert.equal(r.status, 200, `${authorization.split(' ')[0]}: ${r.body.slice(0, 300)}`);
      assert.equal(r.json.data.owner, USER, 'the request runs as the key\'s user');
    }
    await runScenario(site(), { name: 'admin token', method: 'GET', url: WHO, auth: site().adminAuth, status: 200 });
  });

  it('refuses every header that does not authenticate with 401 (never a silent Guest), bad base64 with 400', async () => {
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    const table: Array<[string, string, number, string]> = [
      ['wrong secret', `token ${key}:${secret}x`, 401, 'AuthenticationError'],
      ['secret of another user', `token ${key}:${otherSecret}`, 401, 'AuthenticationError'],
      ['unknown key', `token nokey123:${secret}`, 401, 'AuthenticationError'],
      ['no colon', 'token garbage', 401, 'AuthenticationError'],
      ['empty secret', `token ${key}:`, 401, 'AuthenticationError'],
      ['empty key', `token :${secret}`, 401, 'AuthenticationError'],
      ['Bearer', 'Bearer x', 401, 'AuthenticationError'],
      ['unknown scheme', `Digest ${key}:${secret}`, 401, 'AuthenticationError'],
      ['three parts', `token ${key}:${secret} extra`, 401, 'AuthenticationError'],
      ['scheme only', 'token', 401, 'AuthenticationError'],
      ['Basic wrong secret', basicAuth(key, 'nope'), 401, 'AuthenticationError'],
      ['Basic empty secret', `Basic ${b64(`${key}:`)}`, 401, 'AuthenticationError'],
      ['Basic without colon', `Basic ${b64('garbage')}`, 401, 'AuthenticationError'],
      ['Basic not base64', 'Basic !!!not-base64!!!', 400, 'InvalidAuthorizationToken'],
      ['Basic not base64 (bad length)', 'Basic abcde', 400, 'InvalidAuthorizationToken'],
    ];
    for (const [name, authorization, status, excType] of table) {
      for (const method of ['GET', 'POST'] as const) {
        const r = await call(site(), { method, url: method === 'GET' ? WHO : '/api/resource/ToDo', auth: authorization, json: method === 'POST' ? { description: name } : undefined });
        assert.equal(r.status, status, `${name} (${method}): ${r.status} ${r.body.slice(0, 300)}`);
        assert.equal(r.json.exc_type, excType, name);
        assert.equal(r.json.data, undefined, `${name}: no data`);
        assert.ok(!r.body.includes(secret) && !r.body.includes(otherSecret), `${name}: no secret echoed`);
      }
    }
    const r = await call(site(), { method: 'GET', url: WHO, auth: `token ${key}:wrong` });
    assert.equal(r.json.exception, 'frappe.exceptions.AuthenticationError');
    const owners = await call(site(), { method: 'GET', url: `${WHO}&fields=["owner"]`, auth: site().adminAuth });
    assert.ok(owners.json.data.every((row: { owner: string }) => row.owner === USER), 'refused POSTs wrote nothing');
  });

  it('refuses a secret one character off, of the same length, right after the key was used with its own secret', async () => {
    // The accepted secret is remembered for the next request; a near miss must still be checked in full.
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'a' ? 'b' : 'a') + text.slice(at + 1);
    for (const at of [0, secret.length - 1]) {
      await runScenario(site(), { name: 'own secret', method: 'GET', url: WHO, auth: `token ${key}:${secret}`, status: 200 });
      const near = flip(secret, at);
      assert.equal(near.length, secret.length);
      await runScenario(site(), { name: `off at ${at}`, method: 'GET', url: WHO, auth: `token ${key}:${near}`, status: 401, excType: 'AuthenticationError' });
      await runScenario(site(), { name: `off at ${at}, Basic`, method: 'GET', url: WHO, auth: basicAuth(key, near), status: 401, excType: 'AuthenticationError' });
    }
    await runScenario(site(), { name: 'own secret again', method: 'GET', url: WHO, auth: `token ${key}:${secret}`, status: 200 });
  });

  it('treats a request without Authorization as Guest', async () => {
    const table: Scenario[] = [
      { name: 'Guest list', method: 'GET', url: '/api/resource/ToDo', status: 403, excType: 'PermissionError' },
      { name: 'empty header', method: 'GET', url: '/api/resource/ToDo', headers: { authorization: '' }, status: 403, excType: 'PermissionError' },
    ];
    for (const s of table) await runScenario(site(), s);
  });

  it('refuses a disabled user\'s key from the next request on, and accepts it again once re-enabled', async () => {
    const victim = 'disabled@example.com';
    const auth = await site().addUser(victim, ['System Manager']);
    const basic = basicAuth(keyPair(auth).key, keyPair(auth).secret);
    await runScenario(site(), { name: 'enabled', method: 'GET', url: WHO, auth, status: 200 });
    await runScenario(site(), { name: 'disable', method: 'PUT', url: `/api/resource/User/${victim}`, auth: site().adminAuth, json: { enabled: 0 }, status: 200 });
    await runScenario(site(), { name: 'disabled token', method: 'GET', url: WHO, auth, status: 401, excType: 'AuthenticationError' });
    await runScenario(site(), { name: 'disabled basic', method: 'GET', url: WHO, auth: basic, status: 401, excType: 'AuthenticationError' });
    await runScenario(site(), { name: 'disabled write', method: 'POST', url: '/api/resource/ToDo', auth, json: { description: 'x' }, status: 401 });
    await runScenario(site(), { name: 'enable', method: 'PUT', url: `/api/resource/User/${victim}`, auth: site().adminAuth, json: { enabled: 1 }, status: 200 });
    await runScenario(site(), { name: 'enabled again', method: 'GET', url: WHO, auth, status: 200 });
  });

  it('regenerating keys keeps the key and kills the old secret at once', async () => {
    const user = 'rotate@example.com';
    const oldAuth = await site().addUser(user, ['System Manager']);
    await runScenario(site(), { name: 'old works', method: 'GET', url: WHO, auth: oldAuth, status: 200 });
    const newAuth = await regenerateKeys(site(), user);
    assert.equal(keyPair(newAuth).key, keyPair(oldAuth).key, 'the key is kept');
    assert.notEqual(keyPair(newAuth).secret, keyPair(oldAuth).secret);
    await runScenario(site(), { name: 'old secret', method: 'GET', url: WHO, auth: oldAuth, status: 401, excType: 'AuthenticationError' });
    await runScenario(site(), { name: 'old secret, Basic', method: 'GET', url: WHO, auth: basicAuth(keyPair(oldAuth).key, keyPair(oldAuth).secret), status: 401 });
    await runScenario(site(), { name: 'new secret', method: 'GET', url: WHO, auth: newAuth, status: 200 });
  });

  it('never shows the secret: GET User masks it, listings do not carry it, __Auth stores only a hash', async () => {
    const doc = await call(site(), { method: 'GET', url: `/api/resource/User/${USER}`, auth: site().adminAuth });
    assert.equal(doc.status, 200);
    assert.equal(doc.json.data.api_key, key);
    assert.match(doc.json.data.api_secret, /^\*+$/, 'api_secret is shown as asterisks');
    assert.ok(!doc.body.includes(secret));
    const self = await call(site(), { method: 'GET', url: `/api/resource/User/${USER}`, auth: `token ${key}:${secret}` });
    assert.equal(self.status, 200);
    assert.ok(!self.body.includes(secret), 'not even to its owner');
    const listing = await call(site(), { method: 'GET', url: '/api/resource/User?fields=["*"]&limit_page_length=0', auth: site().adminAuth });
    assert.equal(listing.status, 200);
    assert.ok(!listing.body.includes(secret));
    const put = await call(site(), { method: 'PUT', url: `/api/resource/User/${USER}`, auth: site().adminAuth, json: { api_secret: 'chosen-by-client', last_name: 'K' } });
    assert.equal(put.status, 200, put.body);
    assert.ok(!put.body.includes(secret) && !put.body.includes('chosen-by-client'));
    await runScenario(site(), { name: 'client cannot set the secret', method: 'GET', url: WHO, auth: `token ${key}:chosen-by-client`, status: 401 });
    await runScenario(site(), { name: 'real secret still works', method: 'GET', url: WHO, auth: `token ${key}:${secret}`, status: 200 });

    const runtime = await runtimeOf(site());
    const stored = await runtime.db.read((tx) =>
      tx.all<{ password: string }>(tx.builder.selectFrom('__Auth').select('password').where('doctype', '=', 'User').where('name', '=', USER).where('fieldname', '=', 'api_secret')),
    );
    assert.equal(stored.length, 1);
    const value = stored[0].password;
    assert.notEqual(value, secret);
    assert.ok(!value.includes(secret), 'the stored value does not contain the secret');
    assert.ok(!value.includes(Buffer.from(secret).toString('base64')), 'nor its base64');
    const column = await runtime.db.read((tx) => tx.first<{ api_secret: string }>(tx.builder.selectFrom('tabUser').select('api_secret').where('name', '=', USER)));
    assert.match(String(column?.api_secret), /^\*+$/);
  });

  it('refuses a key whose stored hash is in a form svc never writes, whatever the secret', async () => {
    const odd = keyPair(await site().addUser('odd-hash@example.com', ['System Manager']));
    const runtime = await runtimeOf(site());
    const storedAs = async (value: string) =>
      runtime.db.write((tx) => tx.run(tx.builder.updateTable('__Auth').set({ password: value }).where('doctype', '=', 'User').where('name', '=', 'odd-hash@example.com').where('fieldname', '=', 'api_secret')));
    // Upper-case hex of the right digest, and the secret itself as plain text: neither was ever written by svc.
    for (const value of [`SHA256$${createHash('sha256').update(odd.secret).digest('hex').toUpperCase()}`, odd.secret]) {
      await storedAs(value);
      runtime.credentials.clear();
      await runScenario(site(), { name: `stored as ${value.slice(0, 10)}…`, method: 'GET', url: WHO, auth: `token ${odd.key}:${odd.secret}`, status: 401, excType: 'AuthenticationError' });
    }
    await storedAs(`sha256$${createHash('sha256').update(odd.secret).digest('hex')}`);
    runtime.credentials.clear();
    await runScenario(site(), { name: 'stored as svc writes it', method: 'GET', url: WHO, auth: `token ${odd.key}:${odd.secret}`, status: 200 });
  });

  it('never caches an unknown API key with the site’s credentials (made-up keys cannot flush real ones)', async () => {
    const r = await call(site(), { method: 'GET', url: WHO, auth: 'token 0123456789abcde:0123456789abcdef0123456789abcdef' });
    assert.equal(r.status, 401);
    const runtime = await runtimeOf(site());
    assert.equal(runtime.credentials.get('apikey:0123456789abcde'), undefined);
  });

  // Last: when this fails, Administrator is locked out for the rest of the suite.
  it('refuses to disable Administrator (Frappe: "User Administrator cannot be disabled"), so its keys keep working', async () => {
    await runScenario(site(), { name: 'disable Administrator', method: 'PUT', url: '/api/resource/User/Administrator', auth: site().adminAuth, json: { enabled: 0 }, status: 417, excType: 'ValidationError' });
    await runScenario(site(), { name: 'Administrator still in', method: 'GET', url: WHO, auth: site().adminAuth, status: 200 });
    const admin = await call(site(), { method: 'GET', url: '/api/resource/User/Administrator', auth: site().adminAuth });
    assert.equal(admin.json.data.enabled, 1);
  });
});
