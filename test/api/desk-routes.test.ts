import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { csrfTokenFor } from '../../src/auth/sessions/session-id.ts';
import { renderDeskPage, scriptSafeJson } from '../../src/http/routes/desk.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { jsonLogin, pageLogin, req, sidOf } from '../helpers/sessions.ts';
import { createTestSite, type TestSite } from '../helpers/test-site.ts';

// The desk's pages and files do not depend on the database: SQLite is enough.
const sqlite = (await enabledDialects()).find((d) => d.name === 'sqlite');
const SYS = 'desk.sys@example.com';
const WEB = 'desk.web@example.com';
const PW = 'desk-pass-1';

function bootOf(html: string): any {
  const m = /<script type="application\/json" id="svc-boot">([^<]*)<\/script>/.exec(html);
  assert.ok(m, 'the page carries its boot data');
  return JSON.parse(m[1]);
}

describe('the desk at /app and the landing at /', { skip: !sqlite && 'SQLite is not enabled' }, () => {
  let site: TestSite;
  before(async () => {
    site = await createTestSite(sqlite!);
    await site.addUser(SYS, ['System Manager'], { new_password: PW });
    await site.addUser(WEB, [], { new_password: PW, user_type: 'Website User' });
  });
  after(() => site?.close());

  it('sends a Guest to /login and back to the page asked for', async () => {
    for (const [url, target] of [['/app', '/app'], ['/app/ToDo/abc?x=1', '/app/ToDo/abc?x=1'], ['/app/OAuth%20Client', '/app/OAuth%20Client']]) {
      const r = await req(site, { url });
      assert.equal(r.status, 303, url);
      assert.equal(r.headers.location, `/login?redirect-to=${encodeURIComponent(target)}`, url);
      assert.equal(r.headers['cache-control'], 'no-store');
    }
    const root = await req(site, { url: '/' });
    assert.equal(root.status, 303);
    assert.equal(root.headers.location, '/login');
  });

  it('lands a signed-in System User on /app, from / and from /login without redirect-to', async () => {
    const login = await pageLogin(site, SYS, PW);
    assert.equal(login.status, 303);
    assert.equal(login.headers.location, '/app');
    const sid = sidOf(login);
    const root = await req(site, { url: '/', sid });
    assert.equal(root.status, 303);
    assert.equal(root.headers.location, '/app');
    const again = await req(site, { url: '/login', sid });
    assert.equal(again.headers.location, '/app');
  });

  it('renders the page with the boot data: user, roles, the session CSRF token, the site; never cached; a strict CSP', async () => {
    const sid = sidOf(await pageLogin(site, SYS, PW));
    const r = await req(site, { url: '/app/ToDo', sid });
    assert.equal(r.status, 200, r.body.slice(0, 300));
    assert.match(String(r.headers['content-type']), /^text\/html/);
    assert.equal(r.headers['cache-control'], 'no-store');
    assert.match(String(r.headers['content-security-policy']), /script-src 'self';/);
    const boot = bootOf(r.body);
    assert.equal(boot.user, SYS);
    assert.equal(boot.site_name, site.site);
    assert.equal(boot.csrf_token, csrfTokenFor(sid));
    assert.ok(boot.roles.includes('System Manager'));
    // The token in the boot data is the one writes need.
    const write = await req(site, { method: 'POST', url: '/api/resource/ToDo', sid, json: { description: 'from the desk' }, headers: { 'x-frappe-csrf-token': boot.csrf_token } });
    assert.equal(write.status, 200, write.body);
    const refused = await req(site, { method: 'POST', url: '/api/resource/ToDo', sid, json: { description: 'no token' } });
    assert.equal(refused.status, 400);
    // A JSON-login session needs no token, and its page says so.
    const jsonSid = await jsonLogin(site, SYS, PW);
    assert.equal(bootOf((await req(site, { url: '/app', sid: jsonSid })).body).csrf_token, null);
  });

  it('gives a Website User a page that says the desk is not theirs, from /app and from /', async () => {
    const sid = sidOf(await pageLogin(site, WEB, PW));
    for (const url of ['/app', '/']) {
      const r = await req(site, { url, sid });
      assert.equal(r.status, 403, url);
      assert.match(r.body, /Website User/);
    }
  });

  it('serves the built assets with their types, gzipped on request, cached for a year, and nothing else of the folder', async () => {
    const sid = sidOf(await pageLogin(site, SYS, PW));
    const page = (await req(site, { url: '/app', sid })).body;
    const assets = [...page.matchAll(/(?:src|href)="(\/assets\/desk\/[^"]+)"/g)].map((m) => m[1]);
    assert.ok(assets.some((a) => a.endsWith('.js')) && assets.some((a) => a.endsWith('.css')), `assets: ${assets}`);
    for (const url of assets) {
      const plain = await req(site, { url });
      assert.equal(plain.status, 200, url);
      assert.match(String(plain.headers['content-type']), url.endsWith('.js') ? /^text\/javascript/ : /^text\/css/);
      assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable');
      const zipped = await req(site, { url, headers: { 'accept-encoding': 'gzip, br' } });
      assert.equal(zipped.headers['content-encoding'], 'gzip');
      assert.equal(gunzipSync(zipped.res.rawPayload).toString('utf8'), plain.body);
    }
    for (const url of ['/assets/desk/index.html', '/assets/desk/build-info.json', '/assets/desk/..%2Fbuild.mjs', '/assets/desk/..%2F..%2Fpackage.json', '/assets/desk/.hidden.js', '/assets/desk/nothing-here.js']) {
      const r = await req(site, { url });
      assert.equal(r.status, 404, url);
    }
  });

  it('keeps the boot data inside its element whatever a value holds', () => {
    const json = scriptSafeJson({ site_name: '</script><script>alert(1)</script>\u2028' });
    assert.equal(json.includes('<'), false);
    assert.equal(JSON.parse(json).site_name, '</script><script>alert(1)</script>\u2028');
    const html = renderDeskPage('<head><!--svc-boot--></head>', { user: 'a', user_type: 'System User', roles: [], csrf_token: null, site_name: '</script>' });
    assert.equal(html.match(/<\/script>/g)?.length, 1);
  });
});
