import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadInstalledApps } from '../../src/apps/app-list.ts';
import { systemClock } from '../../src/context/clock.ts';
import { createDocument } from '../../src/operations/document-create.ts';
import { getDocument } from '../../src/operations/document-get.ts';
import { updateDocument } from '../../src/operations/document-update.ts';
import { systemContext } from '../../src/operations/system-context.ts';
import { SiteRuntime } from '../../src/sites/site-runtime.ts';
import { FIXTURES_APP } from '../helpers/apps.ts';
import { silentLog } from '../helpers/test-site.ts';

const root = path.resolve(import.meta.dirname, '../..');
const bin = path.join(root, 'bin', 'svc.js');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-fixtures-'));
const sitesDir = path.join(dir, 'sites');
const appDir = path.join(dir, 'apps', 'fixtest');
const fixturesDir = path.join(appDir, 'fixtures');

function svc(...args: string[]) {
  const res = spawnSync(process.execPath, [bin, '--sites-dir', sitesDir, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, SVC_LOG_LEVEL: 'silent' } });
  return { code: res.status, out: res.stdout.trim(), err: res.stderr.trim() };
}

/** Runs `fn` as the system principal on one site of the project, in this process, then closes it. */
async function onSite<T>(site: string, fn: (ctx: ReturnType<typeof systemContext>) => Promise<T>): Promise<T> {
  const clock = systemClock();
  const runtime = await SiteRuntime.open(sitesDir, site, await loadInstalledApps(sitesDir), clock, silentLog);
  try {
    return await fn(systemContext(runtime, clock, silentLog));
  } finally {
    await runtime.close();
  }
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(fixturesDir, file), 'utf8'));

/**
 * Issue 55 part 5: an app's hooks.ts `fixtures`, written by `svc export-fixtures` to its
 * `fixtures/` folder in Frappe's layout and installed (inserted or saved over) by `svc migrate`.
 */
describe('svc export-fixtures and the fixtures svc migrate installs', () => {
  before(() => {
    fs.cpSync(FIXTURES_APP, appDir, { recursive: true });
    fs.mkdirSync(sitesDir, { recursive: true });
    fs.writeFileSync(path.join(sitesDir, 'apps.txt'), 'fixtest\n');
    for (const site of ['src.local', 'dst.local']) {
      const made = svc('new-site', site, '--admin-password', 'pw');
      assert.equal(made.code, 0, made.err);
    }
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('exports the listed records, filtered and in Frappe\'s shape, to <app>/fixtures/<doctype>.json', async () => {
    await onSite('src.local', async (ctx) => {
      for (const role_name of ['Fixture Clerk', 'Fixture Auditor', 'Not A Fixture']) await createDocument(ctx, 'Role', { role_name, desk_access: role_name === 'Fixture Clerk' ? 1 : 0 });
      await createDocument(ctx, 'Fixture Thing', { title: 'alpha', description: 'first', rank: 1, items: [{ note: 'one', role: 'Fixture Clerk' }, { note: 'two' }] });
      await createDocument(ctx, 'Fixture Thing', { title: 'beta', description: 'second', rank: 2 });
    });
    const res = svc('export-fixtures', '--app', 'fixtest', '--site', 'src.local', '--json');
    assert.equal(res.code, 0, res.err);
    assert.deepEqual(JSON.parse(res.out), {
      app: 'fixtest',
      fixtures: [
        { doctype: 'Fixture Thing', file: path.join(fixturesDir, 'fixture_thing.json'), records: 2 },
        { doctype: 'Role', file: path.join(fixturesDir, 'role.json'), records: 2 },
      ],
    });
    assert.deepEqual(readJson('role.json').map((r: { name: string }) => r.name).sort(), ['Fixture Auditor', 'Fixture Clerk'], 'only the filtered roles');
    const things = readJson('fixture_thing.json');
    assert.deepEqual(things.map((t: { name: string }) => t.name), ['alpha', 'beta'], 'in creation order');
    const [alpha] = things;
    assert.equal(alpha.doctype, 'Fixture Thing');
    assert.equal(alpha.description, 'first');
    for (const key of ['creation', 'owner', 'modified_by', 'idx']) assert.equal(key in alpha, false, `${key} left out`);
    assert.deepEqual(Object.keys(alpha), [...Object.keys(alpha)].sort(), 'keys sorted, as Frappe writes them');
    assert.deepEqual(alpha.items.map((r: Record<string, unknown>) => [r.note, r.role ?? null, r.parenttype]), [['one', 'Fixture Clerk', 'Fixture Thing'], ['two', null, 'Fixture Thing']]);
    for (const key of ['name', 'docstatus', 'doctype', 'modified', 'idx']) assert.equal(key in alpha.items[0], false, `a row's ${key} left out`);
    const again = svc('export-fixtures', '--app', 'fixtest', '--site', 'src.local');
    assert.equal(again.code, 0, again.err);
    assert.match(again.out, /exported 2 Fixture Thing records to .*fixture_thing\.json/);
  });

  it('migrate inserts the records a site lacks and saves over those it has, child rows replaced, and again alike', async () => {
    await onSite('dst.local', async (ctx) => {
      await createDocument(ctx, 'Role', { role_name: 'Fixture Clerk', desk_access: 0 });
      await createDocument(ctx, 'Fixture Thing', { title: 'beta', description: 'local edit', rank: 9, items: [{ note: 'local row' }] });
    });
    const res = svc('migrate', '--site', 'dst.local', '--json');
    assert.equal(res.code, 0, res.err);
    const fixtures = JSON.parse(res.out).changes[0].fixtures.map((f: { file: string; inserted: number; updated: number }) => [path.basename(f.file), f.inserted, f.updated]);
    assert.deepEqual(fixtures, [['fixture_thing.json', 1, 1], ['role.json', 1, 1]]);
    const read = () => onSite('dst.local', async (ctx) => ({
      alpha: await getDocument(ctx, 'Fixture Thing', 'alpha'),
      beta: await getDocument(ctx, 'Fixture Thing', 'beta'),
      clerk: await getDocument(ctx, 'Role', 'Fixture Clerk'),
      auditor: await getDocument(ctx, 'Role', 'Fixture Auditor'),
    }));
    const check = async () => {
      const got = await read();
      assert.equal(got.alpha.description, 'first');
      assert.deepEqual((got.alpha.items as Array<Record<string, unknown>>).map((r) => [r.note, r.role ?? null]), [['one', 'Fixture Clerk'], ['two', null]]);
      assert.equal(got.beta.description, 'second', 'the site\'s own edit overwritten');
      assert.equal(got.beta.rank, 2);
      assert.deepEqual(got.beta.items, [], 'its child rows replaced by the fixture\'s (none)');
      assert.equal(got.clerk.desk_access, 1);
      assert.equal(got.auditor.desk_access, 0);
    };
    await check();
    const text = svc('migrate', '--site', 'dst.local');
    assert.equal(text.code, 0, text.err);
    assert.match(text.out, /fixtures fixtest\/fixture_thing\.json: 0 inserted, 2 updated/);
    await check();
  });

  it('skips a file of a DocType the site lacks, and a broken file fails the migrate with nothing installed', async () => {
    fs.writeFileSync(path.join(fixturesDir, 'custom_field.json'), JSON.stringify([{ doctype: 'No Such DocType Here', name: 'x' }]));
    const skipped = svc('migrate', '--site', 'dst.local', '--json');
    assert.equal(skipped.code, 0, skipped.err);
    const report = JSON.parse(skipped.out).changes[0].fixtures.find((f: { file: string }) => f.file.endsWith('custom_field.json'));
    assert.equal(report.skipped, 'DocType No Such DocType Here not found');
    fs.rmSync(path.join(fixturesDir, 'custom_field.json'));

    await onSite('dst.local', (ctx) => updateDocument(ctx, 'Fixture Thing', 'alpha', { description: 'changed here' }));
    fs.writeFileSync(path.join(fixturesDir, 'zz_broken.json'), '[{"doctype": "Role", ');
    const broken = svc('migrate', '--site', 'dst.local');
    assert.equal(broken.code, 1);
    assert.match(broken.err, /^svc: Fixture file .*zz_broken\.json is not JSON/);
    fs.writeFileSync(path.join(fixturesDir, 'zz_broken.json'), JSON.stringify([{ doctype: 'Fixture Thing', description: 'no title' }]));
    const invalid = svc('migrate', '--site', 'dst.local');
    assert.equal(invalid.code, 1);
    assert.match(invalid.err, /Title/);
    fs.rmSync(path.join(fixturesDir, 'zz_broken.json'));
    assert.equal((await onSite('dst.local', (ctx) => getDocument(ctx, 'Fixture Thing', 'alpha'))).description, 'changed here', 'the earlier files were not installed either');
  });

  it('refuses an app that is not installed or lists no fixtures', () => {
    const missing = svc('export-fixtures', '--app', 'nope', '--site', 'src.local');
    assert.equal(missing.code, 1);
    assert.match(missing.err, /^svc: app nope is not installed \(installed: svc, fixtest\)/);
    const none = svc('export-fixtures', '--app', 'svc', '--site', 'src.local');
    assert.equal(none.code, 1);
    assert.match(none.err, /^svc: app svc lists no fixtures in its hooks\.ts/);
  });
});
