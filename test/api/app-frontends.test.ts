import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { before, describe, it } from 'node:test';
import { appsWith } from '../helpers/apps.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { jsonLogin, pageLogin, req, sidOf } from '../helpers/sessions.ts';
import { makeRole } from '../helpers/users.ts';

// Issue 52 part 8: an app's front-end (test/fixtures/apps/spatest, docs/DECISIONS.md D63), served
// from a copy of the fixture that also holds symbolic links leading out of its folders.
const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'svc-spa-')), 'spatest');
fs.cpSync(path.resolve(import.meta.dirname, '../fixtures/apps/spatest'), copy, { recursive: true });
fs.symlinkSync('../../hooks.ts', path.join(copy, 'public/frontend/escape.js'));
fs.symlinkSync('..', path.join(copy, 'public/up'));
process.once('exit', () => fs.rmSync(path.dirname(copy), { recursive: true, force: true }));
const apps = await appsWith(copy);

const HOOKS_TEXT = 'defineHooks';
const SCRIPT = fs.readFileSync(path.join(copy, 'public/frontend/assets/index-Xq3Lk9Za.js'), 'utf8');
const PW = 'spa-pass-word-1';
/** A name that would end the boot's script if it were not escaped, with a replacement pattern in it. */
const HOSTILE = '</script><script>window.pwned=1</script>$&';

/** The boot object the page's injected script carries. */
function bootOf(html: string): Record<string, any> {
  const m = /<script>\(function\(b\)\{.*?\}\)\((\{.*?\})\);<\/script>/s.exec(html);
  assert.ok(m, `no boot script in ${html.slice(0, 300)}`);
  return JSON.parse(m[1]);
}

perDialect(
  'An app’s front-end',
  (site) => {
    let staffSid = '';
    let plainSid = '';
    const STAFF = 'spa.staff@example.com';
    const PLAIN = 'spa.plain@example.com';

    before(async () => {
      await makeRole(site(), 'SPA Staff', 1);
      await site().addUser(STAFF, ['SPA Staff'], { new_password: PW, first_name: 'Staff', last_name: 'Member', time_zone: 'Asia/Kolkata', language: 'de' });
      await site().addUser(PLAIN, [], { new_password: PW, first_name: HOSTILE, last_name: null });
      const login = await pageLogin(site(), STAFF, PW, '/spa/deals');
      assert.equal(login.status, 303);
      assert.equal(login.headers.location, '/spa/deals', '/login sends the user back to the front-end');
      staffSid = sidOf(login);
      plainSid = sidOf(await pageLogin(site(), PLAIN, PW));
    });

    it('sends a Guest to /login and back, path and query kept', async () => {
      for (const url of ['/spa', '/spa/deals/D-1?tab=notes', '/spa/index.html', '/spa-staff/x']) {
        const r = await req(site(), { url, headers: { accept: 'text/html' } });
        assert.equal(r.status, 303, url);
        assert.equal(r.headers.location, `/login?redirect-to=${encodeURIComponent(url)}`);
        assert.equal(r.headers['cache-control'], 'no-store');
      }
    });

    it('serves the page at the route and every page path below it, with Frappe’s boot and the session’s CSRF token', async () => {
      for (const url of ['/spa', '/spa/', '/spa/deals/D-1', '/spa/contacts/ann@example.com', '/spa/index.html']) {
        const r = await req(site(), { url, sid: staffSid, headers: { host: 'crm.example:8000' } });
        assert.equal(r.status, 200, `${url}: ${r.body.slice(0, 200)}`);
        assert.equal(r.headers['content-type'], 'text/html; charset=utf-8');
        assert.equal(r.headers['cache-control'], 'no-store');
        assert.equal(r.headers['x-content-type-options'], 'nosniff');
        const boot = bootOf(r.body);
        assert.match(boot.csrf_token, /^[0-9a-f]{40}$/);
        assert.deepEqual({ ...boot, csrf_token: '', roles: [] }, {
          csrf_token: '', site_name: site().site, sitename: site().site, user: STAFF, user_type: 'System User', full_name: 'Staff Member', roles: [],
          lang: 'de', time_zone: { system: 'UTC', user: 'Asia/Kolkata' }, socketio_port: 8000, default_route: '/spa',
        });
        assert.ok(boot.roles.includes('SPA Staff') && boot.roles.includes('All'));
        // The Jinja frappe-ui's build leaves is filled in or dropped, and the boot runs before the page's scripts.
        assert.ok(!r.body.includes('{{') && !r.body.includes('{%'), 'no template tag is left');
        assert.ok(r.body.includes(`window.csrf_token = '${boot.csrf_token}';`));
        assert.ok(r.body.includes(`<meta name="csrf-token" content="${boot.csrf_token}" />`));
        assert.ok(r.body.indexOf('(function(b)') < r.body.indexOf('<script type="module"'));
      }
    });

    it('lets the page’s token write, and refuses the same write without it or with another', async () => {
      const page = await req(site(), { url: '/spa', sid: staffSid });
      const token = bootOf(page.body).csrf_token;
      const insert = (headers: Record<string, string>) => req(site(), { method: 'POST', url: '/api/method/frappe.client.insert', sid: staffSid, headers, json: { doc: { doctype: 'ToDo', description: 'from the front-end', allocated_to: STAFF } } });
      const saved = await insert({ 'x-frappe-csrf-token': token });
      assert.equal(saved.status, 200, saved.body);
      assert.equal(saved.json.message.owner, STAFF);
      for (const headers of [{} as Record<string, string>, { 'x-frappe-csrf-token': 'f'.repeat(40) }, { 'x-frappe-csrf-token': bootOf((await req(site(), { url: '/spa', sid: plainSid })).body).csrf_token }]) {
        const refused = await insert(headers);
        assert.equal(refused.status, 400, refused.body);
        assert.equal(refused.json.exc_type, 'CSRFTokenError');
      }
    });

    it('gives a session opened by the JSON login an empty token, which it needs for no write (D17)', async () => {
      const sid = await jsonLogin(site(), PLAIN, PW);
      const page = await req(site(), { url: '/spa/x', sid });
      assert.equal(page.status, 200);
      assert.equal(bootOf(page.body).csrf_token, '');
      // The name as stored (svc keeps Data fields' markup escaped, as Frappe does), "$&" untouched.
      assert.equal(bootOf(page.body).full_name, HOSTILE.replace(/</g, '&lt;').replace(/>/g, '&gt;'));
      assert.ok(!page.body.includes('<script>window.pwned'));
      const saved = await req(site(), { method: 'POST', url: '/api/method/frappe.client.insert', sid, json: { doc: { doctype: 'ToDo', description: 'json session', allocated_to: PLAIN } } });
      assert.equal(saved.status, 200, saved.body);
    });

    it('serves a front-end open to Guests with a Guest boot, and a role-bound one only to its role', async () => {
      const open = await req(site(), { url: '/spa-open/board/cards/7' });
      assert.equal(open.status, 200);
      const boot = bootOf(open.body);
      assert.deepEqual([boot.user, boot.csrf_token, boot.roles, boot.default_route, boot.socketio_port], ['Guest', '', ['Guest'], '/spa-open/board', 80]);
      assert.ok(open.body.indexOf('(function(b)') < open.body.indexOf('</head>'), 'a page without scripts gets the boot at the end of its head');
      assert.equal((await req(site(), { url: '/spa-open' })).status, 404, 'only the declared route is served');

      const refused = await req(site(), { url: '/spa-staff', sid: plainSid });
      assert.equal(refused.status, 403);
      assert.match(refused.body, /may not open this page/);
      assert.equal((await req(site(), { url: '/spa-staff/anything', sid: staffSid })).status, 200);
      assert.equal((await req(site(), { url: '/spa', sid: plainSid })).status, 200, 'a front-end without roles takes any signed-in user');
    });

    it('serves built files with their type, caching and gzip, at /assets/<app>/ and below the route', async () => {
      const script = await req(site(), { url: '/assets/spatest/frontend/assets/index-Xq3Lk9Za.js' });
      assert.equal(script.status, 200);
      assert.equal(script.body, SCRIPT);
      assert.equal(script.headers['content-type'], 'text/javascript; charset=utf-8');
      assert.equal(script.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(script.headers['x-content-type-options'], 'nosniff');
      const zipped = await site().app.inject({ url: '/spa/assets/index-Xq3Lk9Za.js', headers: { 'accept-encoding': 'gzip, br' } });
      assert.equal(zipped.headers['content-encoding'], 'gzip');
      assert.equal(gunzipSync(zipped.rawPayload).toString('utf8'), SCRIPT, 'the same file below the route, gzipped');

      const css = await req(site(), { url: '/assets/spatest/frontend/assets/index-Bv7TqP2w.css' });
      assert.equal(css.headers['content-type'], 'text/css; charset=utf-8');
      const logo = await req(site(), { url: '/assets/spatest/logo.svg' });
      assert.equal(logo.headers['content-type'], 'image/svg+xml');
      assert.equal(logo.headers['cache-control'], 'no-cache', 'a name without a build hash is revalidated');
      const again = await req(site(), { url: '/assets/spatest/logo.svg', headers: { 'if-none-match': String(logo.headers.etag) } });
      assert.equal(again.status, 304);
      const robots = await req(site(), { url: '/spa/robots.txt', sid: staffSid });
      assert.equal(robots.headers['content-type'], 'text/plain; charset=utf-8');
      assert.equal((await req(site(), { url: '/spa-open/board/board.js' })).body, 'console.log("board");\n');
      const head = await req(site(), { method: 'HEAD', url: '/assets/spatest/frontend/assets/index-Xq3Lk9Za.js' });
      assert.equal(head.status, 200);
      assert.equal(head.headers['content-length'], String(Buffer.byteLength(SCRIPT)));
      assert.equal(head.body, '');
    });

    it('answers 404 for missing files, other apps’ folders and every path that leaves the folder', async () => {
      const urls = [
        '/spa/assets/index-Missing1.js', '/spa/nothing.css', '/assets/spatest/frontend/assets/gone-AAAAAAAA.js', '/assets/spatest/', '/assets/nope/x.js', '/assets/svc/doctype/todo/todo.json',
        '/spa/..%2Fhooks.ts', '/spa/%2e%2e/%2e%2e/hooks.ts', '/spa/assets/..%2F..%2F..%2Fhooks.ts', '/spa/..%5C..%5Chooks.ts', '/spa/%00.js',
        '/assets/spatest/%2e%2e/hooks.ts', '/assets/spatest/frontend/..%2F..%2Fhooks.ts', '/assets/spatest/.secret', '/spa/.%2e/.%2e/hooks.ts',
        '/spa/escape.js', '/assets/spatest/frontend/escape.js', '/assets/spatest/up/hooks.ts', '/assets/spatest/frontend/assets%2Findex-Xq3Lk9Za.js',
      ];
      for (const url of urls) {
        const r = await req(site(), { url, sid: staffSid });
        assert.equal(r.status, 404, `${url}: ${r.status} ${r.body.slice(0, 200)}`);
        assert.ok(!r.body.includes(HOOKS_TEXT) && !r.body.includes('not for browsers'), `${url} leaks nothing`);
      }
      for (const url of ['/spa/../hooks.ts', '/assets/spatest/frontend/../../hooks.ts']) {
        const r = await req(site(), { url, sid: staffSid });
        assert.ok(!r.body.includes(HOOKS_TEXT), `${url} leaks nothing (${r.status})`);
      }
    });
  },
  { apps },
);

describe('An app’s front-end: the app folder', () => {
  it('loads no module from public/ or frontend/ (the fixture’s browser script would fail in node)', () => {
    assert.deepEqual(apps.frontends.map((f) => [f.app, f.route, f.index, f.loginRequired, f.roles]), [
      ['spatest', '/spa', 'index.html', true, null],
      ['spatest', '/spa-open/board', 'index.html', false, null],
      ['spatest', '/spa-staff', 'index.html', true, ['SPA Staff']],
    ]);
  });
});
