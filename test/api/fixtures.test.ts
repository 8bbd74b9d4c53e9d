import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { exportFixtures } from '../../src/operations/fixtures-export.ts';
import { syncFixtures } from '../../src/operations/fixtures-sync.ts';
import { systemContext } from '../../src/operations/system-context.ts';
import { appsWith, FIXTURES_APP } from '../helpers/apps.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { silentLog } from '../helpers/test-site.ts';
import { insertAs, runtimeOf } from '../helpers/users.ts';
import { systemClock } from '../../src/context/clock.ts';

// Exporting writes into the app's folder: the tests use a copy.
const appDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'svc-fixtures-app-')), 'fixtest');
fs.cpSync(FIXTURES_APP, appDir, { recursive: true });
const apps = await appsWith(appDir);
after(() => fs.rmSync(path.dirname(appDir), { recursive: true, force: true }));

/**
 * Issue 55 part 5 on every dialect: the records an app's fixtures name, exported, then installed
 * again over a site that lost or changed them, come back as they were exported.
 */
perDialect('Fixtures: export, then install', (site) => {
  const admin = () => site().adminAuth;
  const ctx = async () => systemContext(await runtimeOf(site()), systemClock(), silentLog);
  const read = (doctype: string, name: string, status = 200) =>
    runScenario(site(), { name: `read ${doctype} ${name}`, method: 'GET', url: `/api/resource/${encodeURIComponent(doctype)}/${encodeURIComponent(name)}`, auth: admin(), status });
  const sync = async () => (await syncFixtures(await ctx(), [{ app: 'fixtest', dir: appDir }])).map((f) => [path.basename(f.file), f.inserted, f.updated]);

  before(async () => {
    await insertAs(site(), admin(), 'Role', { role_name: 'Fixture Clerk', desk_access: 1 });
    await insertAs(site(), admin(), 'Role', { role_name: 'Fixture Auditor', desk_access: 0 });
    await insertAs(site(), admin(), 'Fixture Thing', { title: 'alpha', description: 'first', rank: 1, items: [{ note: 'one', role: 'Fixture Clerk' }, { note: 'two' }] });
    await insertAs(site(), admin(), 'Fixture Thing', { title: 'beta', rank: 2 });
  });

  it('reproduces deleted and changed records, child rows included', async () => {
    const written = await exportFixtures(await ctx(), appDir, apps.fixtures.get('fixtest')!);
    assert.deepEqual(written.map((f) => [f.doctype, f.records]), [['Fixture Thing', 2], ['Role', 2]]);
    await runScenario(site(), { name: 'delete alpha', method: 'DELETE', url: '/api/resource/Fixture Thing/alpha', auth: admin(), status: 202 });
    await runScenario(site(), { name: 'change beta', method: 'PUT', url: '/api/resource/Fixture Thing/beta', auth: admin(), json: { rank: 7, description: 'local', items: [{ note: 'local row' }] }, status: 200 });
    assert.deepEqual(await sync(), [['fixture_thing.json', 1, 1], ['role.json', 0, 2]]);
    const alpha = (await read('Fixture Thing', 'alpha')).data;
    assert.equal(alpha.description, 'first');
    assert.deepEqual(alpha.items.map((r: Record<string, unknown>) => [r.idx, r.note, r.role ?? null]), [[1, 'one', 'Fixture Clerk'], [2, 'two', null]]);
    const beta = (await read('Fixture Thing', 'beta')).data;
    assert.equal(beta.rank, 2);
    assert.equal(beta.description, undefined, 'a value the fixture holds as null is cleared');
    assert.deepEqual(beta.items, []);
    assert.deepEqual(await sync(), [['fixture_thing.json', 0, 2], ['role.json', 0, 2]], 'installing again changes nothing more');
    assert.equal((await read('Fixture Thing', 'alpha')).data.items.length, 2);
  });

  it('installs nothing when one record is refused', async () => {
    const file = path.join(appDir, 'fixtures', 'zz_refused.json');
    fs.writeFileSync(file, JSON.stringify([{ doctype: 'Fixture Thing', name: 'gamma', title: 'gamma', items: [{ note: 'x', role: 'No Such Role' }] }]));
    try {
      await runScenario(site(), { name: 'change alpha', method: 'PUT', url: '/api/resource/Fixture Thing/alpha', auth: admin(), json: { rank: 5 }, status: 200 });
      await assert.rejects(sync(), (err: Error & { code?: string }) => err.code === 'LINK_VALIDATION' && /No Such Role/.test(err.message));
      assert.equal((await read('Fixture Thing', 'alpha')).data.rank, 5, 'the files before it were not installed either');
      await read('Fixture Thing', 'gamma', 404);
    } finally {
      fs.rmSync(file);
    }
  });
}, { apps });
