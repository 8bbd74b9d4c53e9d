import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const bin = path.join(root, 'bin', 'svc.js');

/** The declared keys, their kinds and scopes (src/config/site-config.ts) as `svc` uses them. */
describe('svc and the declared config keys', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-cli-config-'));
  const sitesDir = path.join(dir, 'sites');
  const siteFile = path.join(sitesDir, 'one.local', 'site_config.json');
  const commonFile = path.join(sitesDir, 'common_site_config.json');
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  const svc = (...args: string[]) => {
    const res = spawnSync(process.execPath, [bin, '--sites-dir', sitesDir, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, SVC_LOG_LEVEL: 'silent' }, timeout: 30_000 });
    return { code: res.status, out: res.stdout.trim(), err: res.stderr.trim() };
  };
  const edit = (file: string, change: Record<string, unknown>) => fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), ...change }));

  it('makes a site to work on', () => {
    const made = svc('new-site', 'one.local', '--admin-password', 'pw');
    assert.equal(made.code, 0, made.err);
  });

  const refusals: Array<{ name: string; args: string[]; reason: RegExp }> = [
    { name: 'a mistyped key, naming the closest', args: ['rate_limt', '{"limit": 1, "window": 60}'], reason: /^svc: rate_limt is not a config key svc reads \(did you mean rate_limit\?\); --force writes it anyway/ },
    { name: 'an unknown key far from any, listing the known ones', args: ['colour_scheme', '"dark"'], reason: /^svc: colour_scheme is not a config key svc reads \(the keys svc reads: db_type, db_path, .*, realtime_max_rooms, default_site, http_headers_timeout, .*\)/ },
    { name: 'a value of the wrong type', args: ['max_file_size', '"25M"'], reason: /^svc: \S+site_config\.json: max_file_size must be a whole number of bytes from 1, not "25M" \(nothing written\)$/ },
    { name: 'a value out of bounds', args: ['db_mmap_mb', '4096'], reason: /db_mmap_mb must be a number of megabytes from 0 to 2047, not 4096/ },
    { name: 'text where JSON of another type is asked', args: ['realtime_max_rooms', '10', '--string'], reason: /realtime_max_rooms must be a whole number from 1, not "10"/ },
    { name: 'a malformed object', args: ['rate_limit', '{"limit": 1}'], reason: /rate_limit must be \{"limit": seconds from 0, "window": whole seconds from 1/ },
    { name: 'a word outside its set', args: ['db_type', '"sqlite3"'], reason: /db_type must be one of "sqlite", "postgres", "mariadb", "mysql", not "sqlite3"/ },
    { name: 'a list holding a non-address', args: ['trusted_proxies', '["10.0.0.1", "proxy.local"]'], reason: /trusted_proxies must be a list of IP addresses or IPv4 CIDRs/ },
    { name: 'a time zone that is none', args: ['time_zone', '"Mars/Olympus"'], reason: /time_zone must be an IANA time zone/ },
    { name: "a server key in a site's file", args: ['http_body_timeout', '30'], reason: /^svc: http_body_timeout is read from common_site_config\.json only: add --global \(nothing written\)$/ },
    { name: 'a server key of the wrong type', args: ['http_body_timeout', '0', '--global'], reason: /common_site_config\.json: http_body_timeout must be a number of seconds above 0, at most 86400, not 0/ },
  ];
  for (const { name, args, reason } of refusals) {
    it(`set-config refuses ${name} with a one-line reason, and writes nothing`, () => {
      const before = [siteFile, commonFile].map((f) => fs.readFileSync(f, 'utf8'));
      const res = svc('set-config', ...args, '--site', 'one.local');
      assert.equal(res.code, 1, res.err);
      assert.equal(res.err.split('\n').length, 1, res.err);
      assert.match(res.err, reason);
      assert.deepEqual([siteFile, commonFile].map((f) => fs.readFileSync(f, 'utf8')), before, 'nothing written');
    });
  }

  it('set-config writes declared keys of the right type, either file, and removes any key with null', () => {
    for (const args of [['developer_mode', '1'], ['maintenance_mode', '0', '--string'], ['trusted_proxies', '["10.0.0.1", "10.1.0.0/16"]'], ['db_port', '"3307"']]) {
      const res = svc('set-config', ...args, '--site', 'one.local');
      assert.equal(res.code, 0, `${args.join(' ')}: ${res.err}`);
    }
    assert.equal(svc('set-config', 'http_body_timeout', '30', '--global').code, 0);
    assert.equal(svc('set-config', 'rate_limit', '{"limit": 600, "window": 3600}', '--global').code, 0, 'a site key in the common file gives every site a value');
    const own = JSON.parse(fs.readFileSync(siteFile, 'utf8'));
    assert.deepEqual([own.developer_mode, own.maintenance_mode, own.trusted_proxies, own.db_port], [1, '0', ['10.0.0.1', '10.1.0.0/16'], '3307']);
    const common = JSON.parse(fs.readFileSync(commonFile, 'utf8'));
    assert.deepEqual([common.http_body_timeout, common.rate_limit, common.default_site], [30, { limit: 600, window: 3600 }, 'one.local']);
    edit(siteFile, { stale_key: 'x' });
    assert.equal(svc('set-config', 'stale_key', 'null', '--site', 'one.local').code, 0, 'removing needs no --force');
    assert.equal('stale_key' in JSON.parse(fs.readFileSync(siteFile, 'utf8')), false);
    for (const key of ['db_port', 'maintenance_mode', 'trusted_proxies', 'developer_mode']) svc('set-config', key, 'null', '--site', 'one.local');
    svc('set-config', 'rate_limit', 'null', '--global');
  });

  it("set-config --force writes a key svc does not read (an app's own), as given", () => {
    const res = svc('set-config', 'myapp_colour', '"teal"', '--force', '--site', 'one.local', '--json');
    assert.equal(res.code, 0, res.err);
    assert.equal(JSON.parse(fs.readFileSync(siteFile, 'utf8')).myapp_colour, 'teal');
    const typed = svc('set-config', 'max_file_size', '"25M"', '--force', '--site', 'one.local');
    assert.equal(typed.code, 1, '--force does not pass a declared key of the wrong type');
    assert.match(typed.err, /max_file_size must be/);
  });

  it('a site whose file holds a value svc cannot use does not open: a command says why in one line, naming file, key and kind', () => {
    edit(siteFile, { realtime_max_rooms: 0 });
    try {
      const res = svc('migrate', '--site', 'one.local');
      assert.equal(res.code, 1);
      assert.equal(res.err, `svc: ${siteFile}: realtime_max_rooms must be a whole number from 1, not 0`);
    } finally {
      edit(siteFile, { realtime_max_rooms: null });
    }
    assert.equal(svc('migrate', '--site', 'one.local').code, 0, 'null is unset: the default again');
  });

  it('serve refuses to start when common_site_config.json holds a value svc cannot use, a site key too', () => {
    for (const change of [{ http_keep_alive_timeout: '72' }, { max_file_size: -1 }]) {
      const original = fs.readFileSync(commonFile, 'utf8');
      edit(commonFile, change);
      try {
        const res = svc('serve', '--port', '0');
        assert.equal(res.code, 1, res.err);
        const [key, value] = Object.entries(change)[0];
        assert.match(res.err, new RegExp(`^svc: ${escaped(commonFile)}: ${key} must be .*, not ${escaped(JSON.stringify(value))}$`));
      } finally {
        fs.writeFileSync(commonFile, original);
      }
    }
  });

  it("serve starts with a site whose own file is invalid, says so at once, and that site's requests fail until it is mended", async () => {
    edit(siteFile, { document_etags: 'sometimes' });
    const child = spawn(process.execPath, [bin, '--sites-dir', sitesDir, 'serve', '--port', '0'], { cwd: dir, env: { ...process.env, SVC_LOG_LEVEL: 'silent' } });
    let err = '';
    try {
      const address = await new Promise<string>((resolve, reject) => {
        child.stderr.on('data', (chunk) => {
          err += chunk;
          const m = /serving .* at (http:\/\/\S+)/.exec(err);
          if (m) resolve(m[1]);
        });
        child.on('exit', (code) => reject(new Error(`svc exited ${code}: ${err}`)));
      });
      assert.ok(err.includes(`svc: ${siteFile}: document_etags must be 0 or 1 (or true or false), not "sometimes" (site one.local will not open until this is mended)`), err);
      const ping = () => fetch(`${address}/api/method/ping`, { headers: { 'x-frappe-site-name': 'one.local' } });
      assert.equal((await ping()).status, 500);
      edit(siteFile, { document_etags: 1 });
      assert.equal((await ping()).status, 200, 'the next request opens the mended site');
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  });
});
