import assert from 'node:assert/strict';
import { it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { filePart, upload } from '../helpers/uploads.ts';
import { call } from '../helpers/users.ts';

/**
 * frappe/api/v2.py routes login, logout, ping and upload_file to their own endpoints: svc answers
 * them with the v1 code (cookies, CSRF, maintenance traits) in v2's `{"data": ...}` envelope, and
 * their errors in v2's `{"errors": [...]}`.
 */
perDialect('API v2: login, logout, ping and upload_file', (site) => {
  it('ping answers {"data": "pong"}', async () => {
    const r = await call(site(), { method: 'GET', url: '/api/v2/method/ping' });
    assert.equal(r.status, 200);
    assert.deepEqual(r.json, { data: 'pong' });
  });

  it('login opens a session (sid cookie) and answers in v2\'s envelope; a bad password is a v2 error; logout ends the session', async () => {
    const bad = await call(site(), { method: 'POST', url: '/api/v2/method/login', headers: { accept: 'application/json' }, json: { usr: 'Administrator', pwd: 'wrong' } });
    assert.equal(bad.status, 401);
    assert.equal(bad.json.errors?.[0]?.type, 'AuthenticationError');
    const ok = await call(site(), { method: 'POST', url: '/api/v2/method/login', json: { usr: 'Administrator', pwd: 'admin' } });
    assert.equal(ok.status, 200, ok.body);
    assert.equal(ok.json.data, 'Logged In');
    assert.equal(ok.json.full_name, 'Administrator');
    const sid = /sid=([^;]+)/.exec(String(ok.headers['set-cookie']))![1];
    const who = await call(site(), { method: 'GET', url: '/api/v2/method/frappe.auth.get_logged_user', headers: { cookie: `sid=${sid}` } });
    assert.deepEqual([who.status, who.json.data], [200, 'Administrator']);
    const out = await call(site(), { method: 'POST', url: '/api/v2/method/logout', headers: { cookie: `sid=${sid}` } });
    assert.equal(out.status, 200, out.body);
    const after = await call(site(), { method: 'GET', url: '/api/v2/method/frappe.auth.get_logged_user', headers: { cookie: `sid=${sid}` } });
    assert.equal(after.status, 403);
  });

  it('upload_file stores the file and answers the File document under data', async () => {
    const r = await upload(site(), [filePart('v2-note.txt', 'hello v2'), { name: 'is_private', value: '1' }], { auth: site().adminAuth, url: '/api/v2/method/upload_file' });
    assert.equal(r.status, 200, r.body);
    assert.equal(r.json.data.file_name, 'v2-note.txt');
    assert.match(r.json.data.file_url, /^\/private\/files\/v2-note/);
    const guest = await upload(site(), [filePart('nope.txt')], { url: '/api/v2/method/upload_file' });
    assert.equal(guest.status, 403);
    assert.ok(Array.isArray(guest.json.errors), 'a refused upload answers v2\'s error body');
  });
});
