import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { buildApp, type SvcApp } from '../../src/app.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { createTestSite, testApps, type TestSite } from '../helpers/test-site.ts';

/**
 * What a site does with the values of its config files (src/config/site-config.ts declares each
 * key svc reads): one it cannot use stops the site from opening, naming the file and the key; a
 * live edit it cannot use keeps the config the site had. Reading config does not touch the
 * database, so one dialect answers for all. It runs in its own process (test-runner: own
 * process): among some other files in one process, its sites left work running past its end.
 */
describe('site config values', () => {
  let site: TestSite;
  let app: SvcApp;
  const errors: string[] = [];
  let siteFile: string;
  let commonFile: string;

  before(async () => {
    site = await createTestSite((await enabledDialects())[0]);
    siteFile = path.join(site.sitesDir, site.site, 'site_config.json');
    commonFile = path.join(site.sitesDir, 'common_site_config.json');
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) errors.push(String(JSON.parse(line).err?.message ?? JSON.parse(line).err ?? ''));
        done();
      },
    });
    // A second server on the same sites folder, whose log is read: it opens the site on its first request.
    app = await buildApp({ sitesDir: site.sitesDir, logLevel: 'error' }, { apps: await testApps(), logStream: stream });
  });
  after(async () => {
    await app.close();
    await site.close();
  });

  const edit = (file: string, change: Record<string, unknown>) => {
    const values = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const [k, v] of Object.entries(change)) if (v === undefined) delete values[k]; else values[k] = v;
    fs.writeFileSync(file, JSON.stringify(values));
  };
  const ping = (server: SvcApp = app) => server.inject({ method: 'GET', url: '/api/method/ping', headers: { 'x-frappe-site-name': site.site } });

  it('does not open a site whose file holds a value svc cannot use; its requests answer 500 and the log names file, key and kind, until it is mended', async () => {
    edit(siteFile, { trusted_proxies: [5, ['x'], '127.0.0.1'] });
    try {
      const res = await ping();
      assert.equal(res.statusCode, 500);
      assert.equal(res.body.includes('trusted_proxies'), false, 'the reason is the log\'s, not the client\'s');
      assert.ok(errors.includes(`${siteFile}: trusted_proxies must be a list of IP addresses or IPv4 CIDRs (["10.0.0.1", "10.1.0.0/16"]), not [5,["x"],"127.0.0.1"]`), errors.join('\n'));
    } finally {
      edit(siteFile, { trusted_proxies: undefined });
    }
    assert.equal((await ping()).statusCode, 200, 'the next request opens the mended site');
  });

  it('names common_site_config.json when the value every site reads from it is the one svc cannot use', async () => {
    const other = await buildApp({ sitesDir: site.sitesDir, logLevel: 'error' }, { apps: await testApps(), logStream: new Writable({ write: (_c, _e, done) => done() }) });
    edit(commonFile, { max_file_size: '25M' });
    try {
      await assert.rejects(other.sites.get(site.site), { message: `${commonFile}: max_file_size must be a whole number of bytes from 1, not "25M"` });
      edit(siteFile, { max_file_size: 4096 });
      assert.equal((await other.sites.get(site.site)).config.max_file_size, 4096, "the site's own value wins, as Frappe reads them");
    } finally {
      edit(commonFile, { max_file_size: undefined });
      edit(siteFile, { max_file_size: undefined });
      await other.close();
    }
  });

  it("reads Frappe's 0 and 1 written as text, and leaves keys it does not declare (Frappe's own, an app's) alone", async () => {
    edit(siteFile, { maintenance_mode: '1', socketio_port: 9000, myapp_setting: { any: 'thing' } });
    const runtime = await app.sites.get(site.site);
    try {
      runtime.reloadConfig();
      assert.equal((await ping()).statusCode, 503);
      assert.equal('socketio_port' in runtime.config, false, 'nothing reads an undeclared key');
    } finally {
      edit(siteFile, { maintenance_mode: undefined, socketio_port: undefined, myapp_setting: undefined });
      runtime.reloadConfig();
    }
    assert.equal((await ping()).statusCode, 200);
  });

  it('keeps the config a running site had when an edit holds a value svc cannot use, and logs why', async () => {
    const runtime = await app.sites.get(site.site);
    edit(siteFile, { maintenance_mode: 1 });
    try {
      runtime.reloadConfig();
      assert.equal((await ping()).statusCode, 503);
      edit(siteFile, { maintenance_mode: 'yes' });
      assert.throws(() => runtime.reloadConfig(), { message: `${siteFile}: maintenance_mode must be 0 or 1 (or true or false), not "yes"` });
      errors.length = 0;
      // The config is looked at again once a second.
      await new Promise((r) => setTimeout(r, 1100));
      assert.equal((await ping()).statusCode, 503, 'still in maintenance, as before the edit');
      assert.ok(errors.includes(`${siteFile}: maintenance_mode must be 0 or 1 (or true or false), not "yes"`), errors.join('\n'));
    } finally {
      edit(siteFile, { maintenance_mode: undefined });
      runtime.reloadConfig();
    }
    assert.equal((await ping()).statusCode, 200);
  });
});
