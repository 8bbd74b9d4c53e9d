import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

// The build (scripts/build.js) and bin/svc.js's choice between it and the sources, on a copy of
// the checkout: these tests edit sources and the build, which the checkout's must never see.
const root = path.resolve(import.meta.dirname, '../..');
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-build-'));
const env = { ...process.env, SVC_LOG_LEVEL: 'silent', SVC_APPS_DIRS: '', SVC_FROM_SOURCE: '' };

function run(file: string, args: string[], extraEnv: Record<string, string> = {}) {
  const res = spawnSync(process.execPath, [path.join(copy, file), ...args], { cwd: copy, encoding: 'utf8', env: { ...env, ...extraEnv }, timeout: 60000 });
  return { code: res.status, out: res.stdout.trim(), err: res.stderr.trim() };
}
const build = () => run('scripts/build.js', []);
const svc = (...args: string[]) => run('bin/svc.js', args);
/** Marks the build's entry, so an answer shows whether bin/svc.js ran dist/ (the build is not a source: dist/ stays fresh). */
const markBuild = () => fs.appendFileSync(path.join(copy, 'dist', 'main.js'), "\nprocess.stdout.write('ran dist\\n');\n");
const ranBuild = (out: string) => out.split('\n').includes('ran dist');

describe('the build (dist/) and bin/svc.js', () => {
  before(() => {
    fs.mkdirSync(path.join(copy, 'apps'));
    for (const part of ['src', 'apps/svc', 'bin', 'scripts', 'package.json']) fs.cpSync(path.join(root, part), path.join(copy, part), { recursive: true, preserveTimestamps: true });
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  });
  after(() => fs.rmSync(copy, { recursive: true, force: true }));

  it('runs the sources through tsx while there is no build, then the build once there is one', () => {
    const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
    const unbuilt = svc('--version');
    assert.equal(unbuilt.code, 0, unbuilt.err);
    assert.equal(unbuilt.out, version);

    const built = build();
    assert.equal(built.code, 0, built.err);
    assert.match(built.out, /compiled src\/ and the built-in app/);
    assert.equal(run('scripts/build.js', ['--if-stale']).out, '', 'a fresh build is not redone');
    const bundle = fs.readdirSync(path.join(copy, 'dist')).filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(copy, 'dist', f), 'utf8')).join('\n');
    assert.ok(!bundle.includes('class Ajv'), 'Fastify\'s schema compilers (Ajv) are left out of the build');
    assert.match(bundle, /@fastify\/ajv-compiler is not in svc's build/);
    markBuild();
    const fresh = svc('--version');
    assert.equal(fresh.code, 0, fresh.err);
    assert.ok(ranBuild(fresh.out), fresh.out);
    assert.ok(fresh.out.includes(version));
  });

  it('never runs a build older than its sources: an edited, added or removed source sends it to the sources', () => {
    const main = path.join(copy, 'src', 'main.ts');
    const text = fs.readFileSync(main, 'utf8');
    fs.writeFileSync(main, `process.stdout.write('edited\\n');\n${text}`);
    const edited = svc('--version');
    assert.equal(edited.code, 0, edited.err);
    assert.ok(!ranBuild(edited.out) && edited.out.split('\n').includes('edited'), edited.out);

    // Rebuilt, the edit is in the build.
    assert.equal(run('scripts/build.js', ['--if-stale']).code, 0);
    markBuild();
    const rebuilt = svc('--version').out.split('\n');
    assert.ok(rebuilt.includes('edited') && rebuilt.includes('ran dist'), rebuilt.join('|'));

    const added = path.join(copy, 'src', 'util', 'added-after-build.ts');
    fs.writeFileSync(added, 'export const added = 1;\n');
    assert.ok(!ranBuild(svc('--version').out), 'an added source makes the build stale');
    assert.equal(build().code, 0);
    markBuild();
    assert.ok(ranBuild(svc('--version').out));
    fs.rmSync(added);
    assert.ok(!ranBuild(svc('--version').out), 'a removed source makes the build stale');
  });

  it('two builds at once leave one whole build in place', async () => {
    const both = await Promise.all([0, 1].map(() => new Promise<number | null>((resolve) => {
      spawn(process.execPath, [path.join(copy, 'scripts', 'build.js')], { cwd: copy, stdio: 'ignore' }).once('exit', resolve);
    })));
    assert.deepEqual(both, [0, 0]);
    assert.deepEqual(fs.readdirSync(copy).filter((name) => name.startsWith('dist')), ['dist']);
    const res = svc('--version');
    assert.equal(res.code, 0, res.err);
  });

  it('loads an app outside the checkout from TypeScript under the build, and refuses its import of svc sources other than the app API', () => {
    assert.equal(build().code, 0);
    const app = path.join(copy, 'outside', 'gadgets');
    fs.mkdirSync(app, { recursive: true });
    fs.writeFileSync(path.join(app, 'api.ts'), "import { whitelist } from 'svc/app-api';\nimport { answer } from './helper.js';\nexport const ask = whitelist({ handler: (): number => answer });\n");
    fs.writeFileSync(path.join(app, 'helper.ts'), 'export const answer: number = 42;\n');
    const sitesDir = path.join(copy, 'sites');
    const site = run('bin/svc.js', ['--sites-dir', sitesDir, 'new-site', 'one.local', '--admin-password', 'pw'], { SVC_APPS_DIRS: app });
    assert.equal(site.code, 0, site.err);

    fs.writeFileSync(path.join(app, 'api.ts'), `import { appError } from '${path.join(copy, 'src', 'errors', 'app-error.ts')}';\nexport const made = appError;\n`);
    const refused = run('bin/svc.js', ['--sites-dir', sitesDir, 'migrate'], { SVC_APPS_DIRS: app });
    assert.equal(refused.code, 1);
    assert.match(refused.err, /api\.ts: cannot be loaded \(.*app code reaches svc through 'svc\/app-api' only/);
  });
});
