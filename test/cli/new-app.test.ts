import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const bin = path.join(root, 'bin', 'svc.js');
const project = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-newapp-'));
const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-newapp-outside-'));
const sitesDir = path.join(project, 'sites');
const env = { ...process.env, SVC_LOG_LEVEL: 'silent', SVC_APPS_DIRS: '' };

function svc(...args: string[]) {
  const res = spawnSync(process.execPath, [bin, '--sites-dir', sitesDir, ...args], { cwd: project, encoding: 'utf8', env, timeout: 60000 });
  return { code: res.status, out: res.stdout.trim(), err: res.stderr.trim() };
}

const appsTxt = () => fs.readFileSync(path.join(sitesDir, 'apps.txt'), 'utf8');

describe('svc new-app', () => {
  after(() => {
    fs.rmSync(project, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  });

  it('scaffolds an app in <project>/apps, lists it in sites/apps.txt and prints what it made', () => {
    assert.equal(svc('new-site', 'one.local', '--admin-password', 'pw').code, 0);
    const made = svc('new-app', 'library', '--json');
    assert.equal(made.code, 0, made.err);
    const result = JSON.parse(made.out);
    const dir = path.join(project, 'apps', 'library');
    assert.deepEqual(result, {
      app: 'library',
      dir,
      files: ['README.md', 'package.json', 'tsconfig.json', 'api.ts', 'doctype/library_item/library_item.json', 'doctype/library_item/library_item.ts'],
      doctype: 'Library Item',
      apps_txt: path.join(sitesDir, 'apps.txt'),
      entry: 'library',
    });
    for (const f of result.files) assert.ok(fs.existsSync(path.join(dir, f)), f);
    for (const f of ['api.ts', 'doctype/library_item/library_item.ts']) {
      assert.match(fs.readFileSync(path.join(dir, f), 'utf8'), /from 'svc\/app-api';/, `${f} imports svc by package name`);
    }
    assert.equal(appsTxt(), 'library\n');
    const text = svc('new-app', 'shelf');
    assert.equal(text.code, 0, text.err);
    assert.match(text.out, /^created app shelf in .*apps[/\\]shelf:\n {2}README\.md/);
    assert.match(text.out, /added "shelf" to .*apps\.txt/);
    assert.equal(appsTxt(), 'library\nshelf\n');
  });

  it('writes elsewhere with --apps-dir: a path relative to the project inside it, absolute outside', () => {
    const inside = svc('new-app', 'billing', '--apps-dir', path.join(project, 'custom'), '--json');
    assert.equal(inside.code, 0, inside.err);
    assert.equal(JSON.parse(inside.out).entry, './custom/billing');
    const away = svc('new-app', 'crm', '--apps-dir', outside, '--json');
    assert.equal(away.code, 0, away.err);
    assert.equal(JSON.parse(away.out).entry, path.join(outside, 'crm'));
    assert.equal(appsTxt(), `library\nshelf\n./custom/billing\n${path.join(outside, 'crm')}\n`);
  });

  it('refuses bad names, existing folders and names already listed, with a one-line reason and nothing written', () => {
    const before = appsTxt();
    const cases: Array<[string[], RegExp]> = [
      [['new-app', 'library'], /already exists/],
      [['new-app', 'billing'], /already listed in .*apps\.txt \(line 3\)/],
      [['new-app', 'My-App'], /not an app name/],
      [['new-app', '1app'], /not an app name/],
      [['new-app', '../evil'], /not an app name/],
      [['new-app', 'svc'], /built-in/],
      [['new-app', 'frappe'], /built-in/],
      [['new-app', 'a'.repeat(65)], /at most 64/],
      [['new-app'], /missing required argument/],
    ];
    for (const [args, reason] of cases) {
      const res = svc(...args);
      assert.notEqual(res.code, 0, args.join(' '));
      assert.match(res.err, reason, args.join(' '));
      assert.equal(res.err.split('\n').length, 1, `one line: ${res.err}`);
    }
    assert.equal(appsTxt(), before);
    assert.deepEqual(fs.readdirSync(path.join(project, 'apps')).sort(), ['library', 'shelf']);
    assert.equal(fs.existsSync(path.join(project, 'evil')), false);
  });

  it('the scaffolded apps load and serve: the whitelisted function, the DocType and its document method', async () => {
    const keys = JSON.parse(svc('generate-keys', 'Administrator', '--json').out);
    const auth = { Authorization: `token ${keys.api_key}:${keys.api_secret}` };
    const { child, address } = await start(['--sites-dir', sitesDir, 'serve', '--port', '0']);
    try {
      const hello = await fetch(`${address}/api/method/library.api.hello?name=World`, { headers: auth });
      assert.equal(hello.status, 200);
      assert.deepEqual(await hello.json(), { message: 'Hello, World!' });
      const caller = await fetch(`${address}/api/method/crm.api.hello`, { headers: auth });
      assert.deepEqual(await caller.json(), { message: 'Hello, Administrator!' });
      const created = await fetch(`${address}/api/resource/Library%20Item`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ title: '  Dune ' }) });
      assert.equal(created.status, 200);
      const doc = (await created.json()).data;
      assert.equal(doc.title, 'Dune', 'the validate event trimmed the title');
      const summary = await fetch(`${address}/api/resource/Library%20Item/${doc.name}?run_method=summary`, { headers: auth });
      assert.deepEqual(await summary.json(), { data: 'Dune: no description' });
      const empty = await fetch(`${address}/api/resource/Library%20Item`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ title: '   ' }) });
      assert.equal(empty.status, 417);
      assert.equal((await fetch(`${address}/api/method/billing.api.hello`, { headers: auth })).status, 200);
      assert.equal((await fetch(`${address}/api/method/library.api.hello`)).status, 403, 'Guest: not allow_guest');
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  });

  it('the scaffold type-checks against svc with its own tsconfig, inside the project and outside it', () => {
    const tsc = (dir: string) => spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '--pretty', 'false', '-p', path.join(dir, 'tsconfig.json')], { encoding: 'utf8', timeout: 120000 });
    const inside = tsc(path.join(project, 'apps', 'library'));
    assert.equal(inside.status, 0, inside.stdout + inside.stderr);
    // Outside the project, with a wrong use of the API beside the scaffold's files (one tsc run,
    // each a few seconds): the wrong use is caught through the name, so the types really come
    // from svc, and it is the only error, so the scaffold's own files type-check.
    const bad = path.join(outside, 'crm', 'bad.ts');
    fs.writeFileSync(bad, "import { whitelist } from 'svc/app-api';\nexport const f = whitelist({ params: 5, handler: () => 1 });\n");
    try {
      const res = tsc(path.join(outside, 'crm'));
      assert.notEqual(res.status, 0);
      assert.match(res.stdout, /bad\.ts.*ParamSpec/s);
      const errors = res.stdout.split('\n').filter((line) => /error TS\d+/.test(line));
      assert.ok(errors.length > 0 && errors.every((line) => /bad\.ts\(\d+,\d+\): error TS/.test(line)), `errors only in bad.ts:\n${res.stdout}${res.stderr}`);
    } finally {
      fs.rmSync(bad);
    }
  });

  it('a malformed module of a listed app stops start-up with its path and the reason', () => {
    const file = path.join(project, 'custom', 'billing', 'api.ts');
    fs.writeFileSync(file, "import { whitelist } from 'nowhere-to-be-found';\nexport const f = whitelist({ params: [], handler: () => 1 });\n");
    const res = spawnSync(process.execPath, [bin, '--sites-dir', sitesDir, 'serve', '--port', '0'], { cwd: project, encoding: 'utf8', env, timeout: 60000 });
    assert.equal(res.status, 1);
    assert.match(res.stderr, /^svc: .*custom[/\\]billing[/\\]api\.ts: cannot be loaded \(.*nowhere-to-be-found/);
    assert.equal(res.stderr.trim().split('\n').length, 1, res.stderr);
    fs.writeFileSync(path.join(sitesDir, 'apps.txt'), `${appsTxt()}gone_app\n`);
    fs.rmSync(file);
    const missing = spawnSync(process.execPath, [bin, '--sites-dir', sitesDir, 'migrate'], { cwd: project, encoding: 'utf8', env, timeout: 60000 });
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /apps\.txt line 5: app "gone_app" not found/);
  });
});

/** Starts a long-running svc command and waits for the address it serves at. */
async function start(args: string[]) {
  const child = spawn(process.execPath, [bin, ...args], { cwd: project, env });
  let text = '';
  const address = await new Promise<string>((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      text += chunk;
      const m = /at (http:\/\/\S+)/.exec(text);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`svc exited ${code}: ${text}`)));
  });
  return { child, address };
}
