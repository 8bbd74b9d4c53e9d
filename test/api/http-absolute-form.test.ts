import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { enabledDialects } from '../helpers/dialects.ts';
import { rawGet } from '../helpers/raw-http.ts';
import { createTestSite, type TestSite } from '../helpers/test-site.ts';
import { filePart, upload } from '../helpers/uploads.ts';

const sqlite = (await enabledDialects()).find((d) => d.name === 'sqlite')!;

/**
 * Request targets in absolute form (RFC 9112 §3.2.2: `GET http://site/path`, as a client sends
 * to a proxy, and servers must accept): answered as their path, on the site the target names.
 * Sent byte for byte over a socket, since inject and fetch would rewrite them. The HTTP layer
 * does not depend on the database: SQLite only.
 */
describe('absolute-form request targets', () => {
  let site: TestSite;
  let port = 0;
  const auth = () => ({ Host: site.site, Authorization: site.adminAuth });

  before(async () => {
    site = await createTestSite(sqlite);
    const r = await upload(site, [filePart('absolute.txt', 'served by path')], { auth: site.adminAuth });
    assert.equal(r.status, 200, r.body);
    // A second site, so the host a target names is seen to choose it.
    fs.cpSync(path.join(site.sitesDir, site.site), path.join(site.sitesDir, 'other.localhost'), { recursive: true });
    await site.app.listen({ port: 0, host: '127.0.0.1' });
    port = (site.app.server.address() as AddressInfo).port;
  });
  after(async () => {
    await site.close();
  });

  it('a file is served by its path', async () => {
    const r = await rawGet(port, `http://${site.site}/files/absolute.txt`, { Host: site.site });
    assert.equal(r.status, 200, r.head);
    assert.equal(r.body.toString(), 'served by path');
  });

  it('the resource API and remote methods answer as for the path', async () => {
    const list = await rawGet(port, `http://${site.site}/api/resource/ToDo?limit_page_length=1`, auth());
    assert.equal(list.status, 200, list.body.toString().slice(0, 200));
    assert.deepEqual(JSON.parse(list.body.toString()), { data: [] });
    const user = await rawGet(port, `http://${site.site}:${port}/api/method/frappe.auth.get_logged_user`, auth());
    assert.deepEqual([user.status, JSON.parse(user.body.toString())], [200, { message: 'Administrator' }]);
  });

  it('the target\'s host, not the Host header, picks the site', async () => {
    const other = path.join(site.sitesDir, 'other.localhost', 'public', 'files');
    fs.mkdirSync(other, { recursive: true });
    fs.writeFileSync(path.join(other, 'only-other.txt'), 'the other site');
    const named = await rawGet(port, 'http://other.localhost/files/only-other.txt', { Host: site.site });
    assert.deepEqual([named.status, named.body.toString()], [200, 'the other site']);
    const here = await rawGet(port, `http://${site.site}/files/only-other.txt`, { Host: 'other.localhost' });
    assert.equal(here.status, 404);
  });
});
