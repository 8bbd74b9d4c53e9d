import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { systemClock } from '../../src/context/clock.ts';
import { createSite } from '../../src/sites/create-site.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, type Scenario } from '../helpers/scenario.ts';
import { silentLog, testApps } from '../helpers/test-site.ts';
import { call, regenerateKeys } from '../helpers/users.ts';

const OTHER = 'other.localhost';

/** Every path under `dir` with its size and mtime, to show nothing was touched. */
function snapshot(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (!/-(wal|shm|journal)$/.test(e.name)) out.push(`${path.relative(dir, full)} ${fs.statSync(full).size} ${fs.statSync(full).mtimeMs}`);
    }
  };
  walk(dir);
  return out.sort();
}

perDialect('sites', (site, dialect) => {
  let otherAuth = '';
  let dropOther: (() => Promise<void>) | null = null;
  let decoy = '';
  const docs = { test: '', other: '' };

  before(async () => {
    const db = await dialect.newDatabase();
    dropOther = db.drop;
    await createSite({ sitesDir: site().sitesDir, name: OTHER, adminPassword: 'other', dbType: dialect.name, dbUrl: db.url, developerMode: false, apps: await testApps(), clock: systemClock(), log: silentLog });
    otherAuth = await regenerateKeys(site(), 'Administrator', OTHER);
    // A folder beside the sites folder that looks like a site: requests must never reach it.
    decoy = fs.mkdtempSync(path.join(path.dirname(site().sitesDir), 'svc-decoy-'));
    fs.writeFileSync(path.join(decoy, 'site_config.json'), JSON.stringify({ db_type: 'sqlite', db_path: 'decoy.sqlite3' }));
    fs.mkdirSync(path.join(site().sitesDir, 'empty.localhost'));
    const mk = async (headers: Record<string, string>, auth: string, description: string) => {
      const r = await call(site(), { method: 'POST', url: '/api/resource/ToDo', headers, auth, json: { description } });
      assert.equal(r.status, 200, r.body);
      return r.json.data.name as string;
    };
    docs.test = await mk({ 'x-frappe-site-name': site().site }, site().adminAuth, 'on test site');
    docs.other = await mk({ 'x-frappe-site-name': OTHER }, otherAuth, 'on other site');
  });

  after(async () => {
    // perDialect's own after (registered first) has closed the app, so the other database is free.
    await dropOther?.();
    if (decoy) fs.rmSync(decoy, { recursive: true, force: true });
  });

  it('routes by X-Frappe-Site-Name, then Host, then default_site', async () => {
    const get = (name: string, headers: Record<string, string>, auth: string) => call(site(), { method: 'GET', url: `/api/resource/ToDo/${name}`, headers, auth });
    const table: Array<[string, Record<string, string>, 'test' | 'other']> = [
      ['header: test', { 'x-frappe-site-name': site().site }, 'test'],
      ['header: other', { 'x-frappe-site-name': OTHER }, 'other'],
      ['host: other', { host: OTHER }, 'other'],
      ['host with port', { host: `${OTHER}:8000` }, 'other'],
      ['host in capitals', { host: 'OTHER.LOCALHOST' }, 'other'],
      ['header wins over host', { 'x-frappe-site-name': site().site, host: OTHER }, 'test'],
      ['header wins over host (reverse)', { 'x-frappe-site-name': OTHER, host: site().site }, 'other'],
      ['unknown host: default_site', { host: 'unknown.example.com' }, 'test'],
      ['IP host: default_site', { host: '127.0.0.1:8000' }, 'test'],
      ['hostile host: default_site', { host: '..' }, 'test'],
    ];
    for (const [name, headers, expected] of table) {
      const auth = expected === 'test' ? site().adminAuth : otherAuth;
      const r = await get(docs[expected], headers, auth);
      assert.equal(r.status, 200, `${name}: ${r.body.slice(0, 300)}`);
      assert.equal(r.json.data.description, `on ${expected} site`, name);
    }
  });

  it('keeps sites isolated: documents and keys of one site do not exist on the other', async () => {
    const onOther = { 'x-frappe-site-name': OTHER };
    const onTest = { 'x-frappe-site-name': site().site };
    const table: Scenario[] = [
      { name: 'test doc on other', method: 'GET', url: `/api/resource/ToDo/${docs.test}`, headers: onOther, auth: otherAuth, status: 404, excType: 'DoesNotExistError' },
      { name: 'other doc on test', method: 'GET', url: `/api/resource/ToDo/${docs.other}`, headers: onTest, auth: site().adminAuth, status: 404, excType: 'DoesNotExistError' },
      { name: 'update test doc via other', method: 'PUT', url: `/api/resource/ToDo/${docs.test}`, headers: onOther, auth: otherAuth, json: { status: 'Closed' }, status: 404 },
      { name: 'delete test doc via other', method: 'DELETE', url: `/api/resource/ToDo/${docs.test}`, headers: onOther, auth: otherAuth, status: 404 },
      { name: 'test key on other site', method: 'GET', url: '/api/resource/ToDo', headers: onOther, auth: site().adminAuth, status: 401, excType: 'AuthenticationError' },
      { name: 'other key on test site', method: 'GET', url: '/api/resource/ToDo', headers: onTest, auth: otherAuth, status: 401, excType: 'AuthenticationError' },
      { name: 'other key, host routing', method: 'GET', url: '/api/resource/ToDo', headers: { host: OTHER }, auth: site().adminAuth, status: 401, excType: 'AuthenticationError' },
      { name: 'other key, default site', method: 'GET', url: '/api/resource/ToDo', auth: otherAuth, status: 401, excType: 'AuthenticationError' },
    ];
    for (const s of table) await runScenario(site(), s);
    const list = async (headers: Record<string, string>, auth: string) =>
      (await call(site(), { method: 'GET', url: '/api/resource/ToDo?fields=["name","description"]&limit_page_length=0', headers, auth })).json.data;
    assert.deepEqual(await list(onOther, otherAuth), [{ name: docs.other, description: 'on other site' }]);
    assert.deepEqual(await list(onTest, site().adminAuth), [{ name: docs.test, description: 'on test site' }]);
  });

  it('answers 404 for an unknown or hostile X-Frappe-Site-Name and touches nothing outside the sites folder', async () => {
    const decoyName = path.basename(decoy);
    const before = { sites: snapshot(site().sitesDir), decoy: snapshot(decoy) };
    const hostile = [
      'nope.localhost',
      `../${decoyName}`,
      `${site().site}/../${decoyName}`,
      `..%2f${decoyName}`,
      decoy,
      `/${decoyName}`,
      '..',
      '.',
      '../',
      '/etc',
      '/etc/passwd',
      '../../../../etc',
      'C:\\Windows',
      `${site().site}\\..\\${OTHER}`,
      'empty.localhost',
      'common_site_config.json',
      `${site().site}/`,
      `${site().site}/site_config.json`,
      `${site().site}%00`,
      '~',
      'a'.repeat(300),
    ];
    for (const name of hostile) {
      for (const method of ['GET', 'POST'] as const) {
        const r = await call(site(), {
          method,
          url: '/api/resource/ToDo',
          headers: { 'x-frappe-site-name': name },
          auth: site().adminAuth,
          json: method === 'POST' ? { description: 'should not exist' } : undefined,
        });
        assert.equal(r.status, 404, `${JSON.stringify(name)} (${method}): ${r.status} ${r.body.slice(0, 300)}`);
        assert.equal(r.json.exc_type, 'DoesNotExistError');
        assert.equal(JSON.parse(r.json.exc).length, 1, 'exc is a one-line summary');
        assert.ok(!r.body.includes(site().sitesDir), 'the sites folder path is never in the answer');
      }
    }
    assert.deepEqual(snapshot(decoy), before.decoy, 'the decoy folder outside the sites folder is untouched');
    assert.deepEqual(snapshot(site().sitesDir).filter((f) => !f.includes('.sqlite3')), before.sites.filter((f) => !f.includes('.sqlite3')), 'no new files in the sites folder');
    assert.equal(fs.existsSync(path.join(site().sitesDir, 'empty.localhost', 'site.sqlite3')), false);
    assert.deepEqual(fs.readdirSync(path.join(site().sitesDir, 'empty.localhost')), []);
    const rows = await call(site(), { method: 'GET', url: '/api/resource/ToDo?fields=["description"]&limit_page_length=0', auth: site().adminAuth });
    assert.ok(!rows.body.includes('should not exist'), 'no refused POST reached the default site');
  });
});
