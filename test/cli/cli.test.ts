import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const bin = path.join(root, 'bin', 'svc.js');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-cli-'));
const sitesDir = path.join(dir, 'sites');

function svc(...args: string[]) {
  const res = spawnSync(process.execPath, [bin, '--sites-dir', sitesDir, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, SVC_LOG_LEVEL: 'silent' } });
  return { code: res.status, out: res.stdout.trim(), err: res.stderr.trim() };
}

describe('svc command line', () => {
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates a site that becomes default_site, and refuses to create it twice', () => {
    const made = svc('new-site', 'one.local', '--admin-password', 'pw', '--json');
    assert.equal(made.code, 0, made.err);
    assert.deepEqual(JSON.parse(made.out), { site: 'one.local', db_type: 'sqlite' });
    assert.ok(fs.existsSync(path.join(sitesDir, 'one.local', 'site.sqlite3')), 'SQLite file inside the site folder');
    const config = JSON.parse(fs.readFileSync(path.join(sitesDir, 'one.local', 'site_config.json'), 'utf8'));
    assert.equal(config.developer_mode, 0);
    assert.equal(JSON.parse(fs.readFileSync(path.join(sitesDir, 'common_site_config.json'), 'utf8')).default_site, 'one.local');
    const again = svc('new-site', 'one.local', '--admin-password', 'pw');
    assert.notEqual(again.code, 0);
    assert.match(again.err, /^svc: site one.local already exists/);
    assert.equal(again.err.split('\n').length, 1, 'one-line reason');
  });

  it('lists sites, with the default marked', () => {
    assert.equal(svc('new-site', 'two.local', '--admin-password', 'pw', '--developer-mode').code, 0);
    assert.deepEqual(JSON.parse(svc('list-sites', '--json').out), { sites: ['one.local', 'two.local'], default_site: 'one.local' });
    const config = JSON.parse(fs.readFileSync(path.join(sitesDir, 'two.local', 'site_config.json'), 'utf8'));
    assert.equal(config.developer_mode, 1);
  });

  it('adds a user and generates keys printed once as JSON', () => {
    const added = svc('add-user', 'Ann@Example.com', '--first-name', 'Ann', '--roles', 'System Manager', '--password', 'secret', '--json');
    assert.equal(added.code, 0, added.err);
    assert.equal(JSON.parse(added.out).name, 'ann@example.com');
    const keys = JSON.parse(svc('generate-keys', 'ann@example.com', '--json').out);
    assert.match(keys.api_key, /^[0-9a-f]{15}$/);
    assert.match(keys.api_secret, /^[0-9a-f]{32}$/);
    const missing = svc('generate-keys', 'nobody@example.com');
    assert.equal(missing.code, 1);
    assert.match(missing.err, /not found/);
  });

  it('sets and removes config keys with JSON values', () => {
    assert.equal(svc('set-config', 'rate_limit', '{"limit":600,"window":3600}', '--site', 'two.local').code, 0);
    assert.equal(svc('set-config', 'host_name', '"https://two.example.com"', '--site', 'two.local').code, 0);
    let config = JSON.parse(fs.readFileSync(path.join(sitesDir, 'two.local', 'site_config.json'), 'utf8'));
    assert.deepEqual(config.rate_limit, { limit: 600, window: 3600 });
    assert.equal(config.host_name, 'https://two.example.com');
    assert.equal(svc('set-config', 'rate_limit', 'null', '--site', 'two.local').code, 0);
    config = JSON.parse(fs.readFileSync(path.join(sitesDir, 'two.local', 'site_config.json'), 'utf8'));
    assert.equal('rate_limit' in config, false);
    assert.equal(svc('set-config', 'x', '1', '--site', 'nope.local').code, 1);
  });

  it('refuses a set-config value that is not JSON, unless --string says it is text', () => {
    const file = path.join(sitesDir, 'two.local', 'site_config.json');
    const before = fs.readFileSync(file, 'utf8');
    for (const value of ['{limit: 5}', 'tru', 'https://two.example.com']) {
      const res = svc('set-config', 'some_key', value, '--site', 'two.local');
      assert.equal(res.code, 1, value);
      assert.match(res.err, /^svc: the value for some_key is not valid JSON .*--string/, value);
      assert.equal(fs.readFileSync(file, 'utf8'), before, 'nothing written');
    }
    assert.equal(svc('set-config', 'host_name', 'https://three.example.com', '--string', '--site', 'two.local').code, 0);
    // `flag` is no key svc reads: --force writes it (an app's own key).
    assert.equal(svc('set-config', 'flag', '1', '--string', '--force', '--site', 'two.local').code, 0);
    const config = JSON.parse(fs.readFileSync(file, 'utf8'));
    assert.equal(config.host_name, 'https://three.example.com');
    assert.equal(config.flag, '1', '--string keeps digits as text');
    assert.equal(svc('set-config', 'flag', 'null', '--site', 'two.local').code, 0);
  });

  it('migrate says what it changed: tables, columns, indexes, or that the schema was up to date', () => {
    const app = path.join(dir, 'migrapp');
    fs.mkdirSync(path.join(app, 'doctype', 'gizmo'), { recursive: true });
    const file = path.join(app, 'doctype', 'gizmo', 'gizmo.json');
    const define = (fields: unknown[]) => fs.writeFileSync(file, JSON.stringify({ name: 'Gizmo', module: 'Migrapp', fields, permissions: [{ role: 'System Manager', read: 1 }] }));
    const migrate = () => spawnSync(process.execPath, [bin, '--sites-dir', sitesDir, 'migrate', '--site', 'one.local', '--json'], { cwd: dir, encoding: 'utf8', env: { ...process.env, SVC_LOG_LEVEL: 'silent', SVC_APPS_DIRS: app } });
    const changesOf = (res: ReturnType<typeof migrate>) => {
      assert.equal(res.status, 0, res.stderr);
      return JSON.parse(res.stdout).changes[0];
    };
    define([{ fieldname: 'size', fieldtype: 'Data' }]);
    const created = changesOf(migrate());
    assert.deepEqual(created.tables, ['tabGizmo']);
    assert.deepEqual(created.columns, []);
    define([{ fieldname: 'size', fieldtype: 'Data' }, { fieldname: 'serial', fieldtype: 'Data', search_index: 1 }]);
    const altered = changesOf(migrate());
    assert.deepEqual(altered, { site: 'one.local', tables: [], columns: ['tabGizmo.serial'], types: [], indexes: [altered.indexes[0]], fixtures: [] });
    assert.match(altered.indexes[0], /^tabGizmo\.ix_[0-9a-f]{12}_serial_modified_name$/);
    const again = spawnSync(process.execPath, [bin, '--sites-dir', sitesDir, 'migrate', '--site', 'one.local'], { cwd: dir, encoding: 'utf8', env: { ...process.env, SVC_LOG_LEVEL: 'silent', SVC_APPS_DIRS: app } });
    assert.equal(again.stdout.trim(), 'migrated one.local: the schema was up to date');
  });

  it('answers --version with the package version', () => {
    const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
    for (const flag of ['--version', '-V']) {
      const res = svc(flag);
      assert.equal(res.code, 0, res.err);
      assert.equal(res.out, version);
    }
  });

  it('writes failures as one JSON line under --json, usage errors included', () => {
    const cases = [
      { args: ['generate-keys', 'nobody@example.com', '--json'], reason: /not found/ },
      { args: ['set-config', 'k', '{bad', '--json', '--site', 'two.local'], reason: /not valid JSON/ },
      { args: ['bogus-command', '--json'], reason: /unknown command/ },
      { args: ['serve', '--no-such-flag', '--json'], reason: /unknown option/ },
    ];
    for (const { args, reason } of cases) {
      const res = svc(...args);
      assert.notEqual(res.code, 0, args.join(' '));
      assert.equal(res.err.split('\n').length, 1, `${args.join(' ')}: one line`);
      const body = JSON.parse(res.err) as { error: string };
      assert.match(body.error, reason, args.join(' '));
    }
    assert.match(svc('bogus-command').err, /^error: unknown command/, 'without --json commander speaks text');
  });

  it('fails with a one-line reason on bad input', () => {
    for (const args of [['new-site', '../evil', '--admin-password', 'pw'], ['new-site', 'x.local'], ['migrate', '--site', 'missing.local'], ['bogus']]) {
      const res = svc(...args);
      assert.notEqual(res.code, 0, args.join(' '));
      assert.ok(res.err.length > 0, `${args.join(' ')} says why`);
    }
    assert.equal(fs.existsSync(path.join(dir, 'evil')), false);
  });

  it('refuses to start when an app holds a malformed DocType file, naming the file and the reason', async () => {
    const app = path.join(dir, 'badapp');
    fs.mkdirSync(path.join(app, 'doctype', 'widget'), { recursive: true });
    const file = path.join(app, 'doctype', 'widget', 'widget.json');
    fs.writeFileSync(file, JSON.stringify({ name: 'Widget', fields: [{ fieldname: 'size', fieldtype: 'Lenght' }] }));
    const env = { ...process.env, SVC_LOG_LEVEL: 'silent', SVC_APPS_DIRS: app };
    const res = spawnSync(process.execPath, [bin, '--sites-dir', sitesDir, 'serve', '--port', '0'], { cwd: dir, encoding: 'utf8', env, timeout: 20000 });
    assert.equal(res.status, 1);
    assert.ok(res.stderr.includes(file), res.stderr);
    assert.match(res.stderr, /unknown fieldtype "Lenght"/);
    fs.writeFileSync(file, '{"name": "Widget", ');
    const broken = spawnSync(process.execPath, [bin, '--sites-dir', sitesDir, 'serve', '--port', '0'], { cwd: dir, encoding: 'utf8', env, timeout: 20000 });
    assert.equal(broken.status, 1);
    assert.match(broken.stderr, /widget\.json: not valid JSON/);
  });

  it('serves: an API key from generate-keys reads the site over HTTP', async () => {
    const keys = JSON.parse(svc('generate-keys', 'Administrator', '--json').out);
    const { child, address } = await start(['--sites-dir', sitesDir, 'serve', '--port', '0']);
    try {
      const res = await fetch(`${address}/api/resource/ToDo`, { headers: { Authorization: `token ${keys.api_key}:${keys.api_secret}` } });
      assert.equal(res.status, 200);
      assert.deepEqual(await res.json(), { data: [] });
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  });

  it('dev (npm start) creates the development site once, with a generated password, and serves it', async () => {
    const devSites = path.join(dir, 'dev-sites');
    const env = { ...process.env, SVC_LOG_LEVEL: 'silent', ADMIN_PASSWORD: '' };
    const { child, address, stderr } = await start(['--sites-dir', devSites, 'dev', '--port', '0'], env);
    try {
      assert.match(stderr(), /created development site "localhost"/);
      assert.match(stderr(), /Administrator password \(shown once\): \S{12,}/);
      const config = JSON.parse(fs.readFileSync(path.join(devSites, 'localhost', 'site_config.json'), 'utf8'));
      assert.equal(config.developer_mode, 1);
      const keys = JSON.parse(spawnSync(process.execPath, [bin, '--sites-dir', devSites, 'generate-keys', 'Administrator', '--json'], { encoding: 'utf8', env }).stdout);
      const res = await fetch(`${address}/api/resource/ToDo`, { headers: { Authorization: `token ${keys.api_key}:${keys.api_secret}` } });
      assert.equal(res.status, 200);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  });
});

describe('svc dev watch mode', () => {
  const devDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-cli-watch-'));
  after(() => fs.rmSync(devDir, { recursive: true, force: true }));

  it('restarts the server when a file of an app changes, so new code answers without a manual restart', async () => {
    const app = path.join(devDir, 'watchapp');
    fs.mkdirSync(app, { recursive: true });
    fs.writeFileSync(path.join(app, 'package.json'), '{"type": "module"}');
    const api = path.join(app, 'api.ts');
    const version = (v: string) => fs.writeFileSync(api, `import { whitelist } from 'svc/app-api';\nexport const which = whitelist({ allowGuest: true, params: [], handler: () => '${v}' });\n`);
    version('first');
    const env = { ...process.env, SVC_LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'pw-watch', SVC_APPS_DIRS: app };
    const child = spawn(process.execPath, [bin, '--sites-dir', path.join(devDir, 'sites'), 'dev', '--port', '0'], { cwd: devDir, env });
    let err = '';
    child.stderr.on('data', (c) => (err += c));
    const addressAfter = async (seen: number) => {
      for (let i = 0; i < 300; i++) {
        const all = [...err.matchAll(/serving .* at (http:\/\/\S+)/g)];
        if (all.length > seen) return all[all.length - 1][1];
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no server started: ${err}`);
    };
    try {
      const first = await addressAfter(0);
      assert.deepEqual(await (await fetch(`${first}/api/method/watchapp.api.which`)).json(), { message: 'first' });
      version('second');
      const second = await addressAfter(1);
      assert.match(err, /watchapp[/\\]api\.ts changed, restarting/);
      assert.deepEqual(await (await fetch(`${second}/api/method/watchapp.api.which`)).json(), { message: 'second' });
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  });
});

describe('svc logs', () => {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-cli-logs-'));
  after(() => fs.rmSync(logDir, { recursive: true, force: true }));

  /** Serves with SVC_LOG_LEVEL=info, calls ping once, and answers what the process wrote to stdout. */
  async function logsOf(command: string, extraEnv: Record<string, string>): Promise<string> {
    const env = { ...process.env, SVC_LOG_LEVEL: 'info', ADMIN_PASSWORD: 'pw-logs', ...extraEnv };
    const child = spawn(process.execPath, [bin, '--sites-dir', path.join(logDir, 'sites'), command, '--port', '0'], { cwd: logDir, env });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    let err = '';
    const address = await new Promise<string>((resolve, reject) => {
      child.stderr.on('data', (c) => {
        err += c;
        const m = /at (http:\/\/\S+)/.exec(err);
        if (m) resolve(m[1]);
      });
      child.on('exit', (code) => reject(new Error(`svc exited ${code}: ${err}`)));
    });
    try {
      assert.equal((await fetch(`${address}/api/method/ping`)).status, 200);
      for (let i = 0; i < 50 && !out.includes('ping'); i++) await new Promise((r) => setTimeout(r, 20));
      return out;
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }

  it('svc dev writes readable lines; SVC_LOG_FORMAT=json and svc serve write JSON lines', async () => {
    const pretty = await logsOf('dev', {});
    // The site is resolved as the request arrives, ping's too; ping has no caller, which reads as Guest.
    assert.match(pretty, /^\d{2}:\d{2}:\d{2}\.\d{3} INFO  GET \/api\/method\/ping 200 [\d.]+ ms Guest@localhost$/m, 'ping names its site');
    const json = await logsOf('dev', { SVC_LOG_FORMAT: 'json' });
    const line = json.split('\n').find((l) => l.includes('/api/method/ping'));
    assert.equal(JSON.parse(line!).msg, 'request');
    const served = await logsOf('serve', {});
    assert.equal(JSON.parse(served.split('\n').find((l) => l.includes('/api/method/ping'))!).status, 200);
  });
});

/** Starts a long-running svc command and waits for the address it serves at. */
async function start(args: string[], env: NodeJS.ProcessEnv = { ...process.env, SVC_LOG_LEVEL: 'silent' }) {
  const child = spawn(process.execPath, [bin, ...args], { cwd: dir, env });
  let text = '';
  const address = await new Promise<string>((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      text += chunk;
      const m = /at (http:\/\/\S+)/.exec(text);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`svc exited ${code}: ${text}`)));
  });
  return { child, address, stderr: () => text };
}
