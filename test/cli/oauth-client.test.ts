import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openSqlite } from '../../src/storage/dialects/sqlite.ts';

const root = path.resolve(import.meta.dirname, '../..');
const bin = path.join(root, 'bin', 'svc.js');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-cli-oauth-'));
const sitesDir = path.join(dir, 'sites');

function svc(...args: string[]) {
  const res = spawnSync(process.execPath, [bin, '--sites-dir', sitesDir, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, SVC_LOG_LEVEL: 'silent' } });
  return { code: res.status, out: res.stdout.trim(), err: res.stderr.trim() };
}

describe('svc add-oauth-client', () => {
  before(() => assert.equal(svc('new-site', 'oauth.local', '--admin-password', 'pw').code, 0));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('registers a confidential client with every redirect URI and prints client_id and client_secret as JSON', async () => {
    const r = svc('add-oauth-client', '--app-name', 'My App', '--redirect-uri', 'https://a.example/cb', '--redirect-uri', 'https://a.example/cb2', '--scopes', 'openid all', '--skip-authorization', '--json');
    assert.equal(r.code, 0, r.err);
    const out = JSON.parse(r.out);
    assert.deepEqual(Object.keys(out), ['client_id', 'client_secret']);
    assert.match(out.client_id, /^[0-9a-f]{10}$/);
    assert.ok(Buffer.from(out.client_secret, 'base64url').length >= 32);
    const db = openSqlite({ path: path.join(sitesDir, 'oauth.local', 'site.sqlite3') });
    try {
      const row = await db.read((tx) => tx.first<any>(tx.builder.selectFrom('tabOAuth Client').selectAll().where('name', '=', out.client_id)));
      assert.equal(row.app_name, 'My App');
      assert.equal(row.redirect_uris, 'https://a.example/cb https://a.example/cb2');
      assert.equal(Number(row.skip_authorization), 1);
      assert.match(row.client_secret, /^\*+$/, 'the document table holds no secret');
    } finally {
      await db.close();
    }
  });

  it('registers a public client without a secret, and prints text without --json', () => {
    const r = svc('add-oauth-client', '--app-name', 'SPA', '--redirect-uri', 'http://localhost:5173/cb', '--public', '--site', 'oauth.local');
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^client_id: [0-9a-f]{10}\nclient_secret: \(none: public client\)$/);
  });

  it('fails with one line for a bad redirect URI or a missing option', () => {
    const bad = svc('add-oauth-client', '--app-name', 'Bad', '--redirect-uri', 'not a uri');
    assert.equal(bad.code, 1);
    assert.match(bad.err, /^svc: .*Redirect URI/);
    assert.equal(bad.err.split('\n').length, 1);
    const missing = svc('add-oauth-client', '--app-name', 'Bad');
    assert.notEqual(missing.code, 0);
    assert.match(missing.err, /redirect-uri/);
  });
});
