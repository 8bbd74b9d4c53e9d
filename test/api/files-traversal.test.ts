import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { enabledDialects } from '../helpers/dialects.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { rawGet, type RawReply } from '../helpers/raw-http.ts';
import { createTestSite, type TestSite } from '../helpers/test-site.ts';
import { filePart, filesUnder, siteFolders, upload, type Part } from '../helpers/uploads.ts';
import { call } from '../helpers/users.ts';

/** What must never come back: the site's config or database (docs/DECISIONS.md D37). */
const SITE_SECRETS = /encryption_key|db_name|db_type|SQLite format/;

/**
 * No file name, URL or request path from a client reaches anything outside the site's files
 * folders (docs/DECISIONS.md D37): every upload, register, download and serve path, every form.
 */
perDialect('files: path traversal', (site) => {
  const admin = () => site().adminAuth;
  /** Every file of the site folder outside public/files and private/files (the database's own files aside). */
  const outsideFiles = () => filesUnder(siteFolders(site()).site).filter((f) => !f.startsWith('public/files/') && !f.startsWith('private/files/') && !/^site\.sqlite3/.test(f));

  before(async () => {
    for (const [name, isPrivate] of [['hello.txt', '0'], ['secret.txt', '1']]) {
      const r = await upload(site(), [filePart(name, `content of ${name}`), { name: 'is_private', value: isPrivate }], { auth: admin() });
      assert.equal(r.status, 200, r.body);
    }
  });

  describe('path traversal', () => {
    const hostileNames = [
      '../../site_config.json', '..\\..\\evil.txt', '/etc/passwd', 'C:\\evil.txt', 'a\u0000b.txt', '..', '.', '...',
      'a\uff0fb.txt', 'a\u2215b.txt', '\u202etxt.exe', '..\uff0fup.txt', ' spaced.txt', 'x'.repeat(300) + '.txt',
    ];
    for (const name of hostileNames) {
      it(`filename ${JSON.stringify(name.slice(0, 40))} never leaves the files folder`, async () => {
        const before = filesUnder(siteFolders(site()).site).filter((f) => !f.startsWith('public/files/') && !f.startsWith('private/files/'));
        const r = await upload(site(), [filePart(name, 'attack')], { auth: admin() });
        assert.ok(r.status === 200 || r.status === 417, `${r.status} ${r.body.slice(0, 300)}`);
        if (r.status === 200) {
          assert.match(r.json.message.file_url, /^\/files\/[^/\\]+$/);
          assert.equal(fs.readFileSync(path.join(siteFolders(site()).public, r.json.message.file_url.slice('/files/'.length)), 'utf8'), 'attack');
        }
        const after = filesUnder(siteFolders(site()).site).filter((f) => !f.startsWith('public/files/') && !f.startsWith('private/files/'));
        assert.deepEqual(after.filter((f) => !/^site\.sqlite3/.test(f)), before.filter((f) => !/^site\.sqlite3/.test(f)));
        assert.equal(fs.readFileSync(path.join(siteFolders(site()).site, 'site_config.json'), 'utf8').includes('attack'), false);
      });
    }

    const hostileFields: Array<[string, Part[]]> = [
      ['file_name ../x.txt for a Blob', [filePart('', 'b'), { name: 'file_name', value: '../x.txt' }]],
      ['file_name with a backslash', [filePart('', 'b'), { name: 'file_name', value: '..\\x.txt' }]],
      ['file_name /abs.txt', [filePart('', 'b'), { name: 'file_name', value: '/abs.txt' }]],
      ['folder ../../', [filePart('f.txt', 'b'), { name: 'folder', value: '../../' }]],
      ['file_url /files/../site_config.json', [{ name: 'file_url', value: '/files/../site_config.json' }]],
      ['file_url /private/files/../../site_config.json', [{ name: 'file_url', value: '/private/files/../../site_config.json' }]],
      ['file_url /files/%2e%2e/site_config.json', [{ name: 'file_url', value: '/files/%2e%2e/site_config.json' }]],
      ['file_url /etc/passwd', [{ name: 'file_url', value: '/etc/passwd' }]],
      ['file_url file:///etc/passwd', [{ name: 'file_url', value: 'file:///etc/passwd' }]],
      ['file_url with NUL', [{ name: 'file_url', value: '/files/hello.txt\u0000.png' }]],
      ['file_url /files/sub\\..\\..\\site_config.json', [{ name: 'file_url', value: '/files/sub\\..\\..\\site_config.json' }]],
    ];
    for (const [name, parts] of hostileFields) {
      it(`${name} is refused`, async () => {
        const r = await upload(site(), parts, { auth: admin() });
        assert.equal(r.status, 417, r.body.slice(0, 300));
      });
    }

    const hostilePaths = [
      '/files/../site_config.json', '/files/%2e%2e/site_config.json', '/files/..%2fsite_config.json', '/files/..%5csite_config.json',
      '/private/files/%2e%2e/%2e%2e/site_config.json', '/files/%00hello.txt', '/files/hello.txt%00', '/files/..%ef%bc%8fsite_config.json',
      '/private/files/..%2f..%2fsite.sqlite3', '/files/%2fetc%2fpasswd', '/files/', '/files/.file-staging',
    ];
    for (const url of hostilePaths) {
      it(`GET ${url} serves nothing outside the files folder`, async () => {
        const r = await call(site(), { method: 'GET', url, auth: admin() });
        assert.ok([400, 403, 404].includes(r.status), `${r.status} ${r.body.slice(0, 200)}`);
        assert.doesNotMatch(r.body, /encryption_key|SQLite format/);
      });
    }
  });

  describe('file_name from the form (busboy strips directories only from the part\'s own filename)', () => {
    // [name, what file_name is sent, the stored name when it is accepted as one plain name (null: refused, 417)]
    const table: Array<[string, string, string | null]> = [
      ['../', '../x.txt', null],
      ['../../ deep', '../../site_config.json', null],
      ['..\\', '..\\x.txt', null],
      ['absolute /etc/passwd', '/etc/passwd', null],
      ['drive C:\\x', 'C:\\x.txt', null],
      ['NUL', 'a\u0000b.txt', null],
      ['URL-encoded %2e%2e%2f (a literal name: % becomes _)', '%2e%2e%2fx.txt', '_2e_2e_2fx.txt'],
      ['division slash U+2215', 'a\u2215b.txt', null],
      ['fullwidth solidus U+FF0F', 'a\uff0fb.txt', null],
      ['big solidus U+29F8', 'a\u29f8b.txt', null],
      ['fraction slash U+2044', 'a\u2044b.txt', null],
      ['fullwidth dots and solidus', '\uff0e\uff0e\uff0fx.txt', null],
      ['right-to-left override U+202E', '\u202etxt.exe', null],
      ['first-strong isolate U+2068', 'a\u2068b.txt', null],
      ['zero-width space', 'a\u200bb.txt', null],
      ['..', '..', null],
      ['.', '.', null],
    ];
    for (const [name, fileName, stored] of table) {
      for (const how of ['a file part without filename', 'no file part (with a local file_url)']) {
        it(`${name}, ${how}: ${stored === null ? '417' : `stored as ${stored}`}`, async () => {
          const before = outsideFiles();
          const parts: Part[] = how.startsWith('a file')
            ? [filePart('', 'traversal attempt'), { name: 'file_name', value: fileName }]
            : [{ name: 'file_url', value: '/files/hello.txt' }, { name: 'file_name', value: fileName }];
          const r = await upload(site(), parts, { auth: admin() });
          if (stored === null) {
            assert.equal(r.status, 417, r.body.slice(0, 300));
            assert.equal(r.json.exc_type, 'ValidationError');
          } else {
            assert.equal(r.status, 200, r.body.slice(0, 300));
            assert.equal(r.json.message.file_name, stored);
            if (how.startsWith('a file')) {
              assert.equal(r.json.message.file_url, `/files/${stored}`);
              assert.equal(fs.readFileSync(path.join(siteFolders(site()).public, stored), 'utf8'), 'traversal attempt');
            }
          }
          assert.deepEqual(outsideFiles(), before, 'nothing written outside the files folders');
          assert.doesNotMatch(fs.readFileSync(path.join(siteFolders(site()).site, 'site_config.json'), 'utf8'), /traversal attempt/);
        });
      }
    }
  });

  describe('download_file never reads outside the files folders', () => {
    const urls = [
      '/files/../site_config.json', '/private/files/../site_config.json', '/private/files/../../site_config.json',
      '/private/files/..%2f..%2fsite_config.json', '/files/%2e%2e%2fsite_config.json', '/files/%252e%252e%252fsite_config.json',
      '/private/files/%252e%252e%252f%252e%252e%252fsite_config.json', '/files/..\\site_config.json', '/private/files/..\\..\\site_config.json',
      '/files/%5c..%5csite_config.json', '/files/.\\./site_config.json', '../site_config.json', 'site_config.json', '/site_config.json',
      '/files//etc/passwd', '/files/hello.txt/../../site_config.json', '/files/\uff0e\uff0e\uff0fsite_config.json', '/private/files/\u0000../site_config.json',
      'file:///etc/passwd', '/files/hello.txt\u0000', '/private/files/./secret.txt',
    ];
    for (const url of urls) {
      it(`file_url=${JSON.stringify(url)} is 4xx`, async () => {
        for (const method of ['download_file', 'frappe.core.doctype.file.file.download_file']) {
          const r = await call(site(), { method: 'GET', url: `/api/method/${method}?file_url=${encodeURIComponent(url)}`, auth: admin() });
          assert.ok(r.status >= 400 && r.status < 500, `${method}: ${r.status} ${r.body.slice(0, 200)}`);
          assert.doesNotMatch(r.body, SITE_SECRETS);
        }
      });
    }

    it('the same calls work for the real files (the table above is not vacuous)', async () => {
      for (const url of ['/files/hello.txt', '/private/files/secret.txt']) {
        const r = await call(site(), { method: 'GET', url: `/api/method/download_file?file_url=${encodeURIComponent(url)}`, auth: admin() });
        assert.deepEqual([r.status, r.body], [200, `content of ${url.split('/').pop()}`]);
      }
    });
  });

  describe('served paths', () => {
    const paths = [
      '/files/%252e%252e%252fsite_config.json', '/private/files/%252e%252e%252f%252e%252e%252fsite_config.json',
      '/private/files/..%5c..%5csite_config.json', '/files/..%255csite_config.json', '/files/%2e%2e%5csite_config.json',
      '/private/files/..%2f..%2fsite_config.json', '/files/hello.txt%2f..%2f..%2fsite_config.json', '/files/%e2%88%95etc%e2%88%95passwd',
      '/files/%c0%ae%c0%ae%c0%afsite_config.json', '/private/files/.svc-partial-0123',
    ];
    for (const url of paths) {
      it(`GET ${url} is 4xx`, async () => {
        const r = await call(site(), { method: 'GET', url, auth: admin() });
        assert.ok(r.status >= 400 && r.status < 500, `${r.status} ${r.body.slice(0, 200)}`);
        assert.doesNotMatch(r.body, SITE_SECRETS);
      });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Raw request targets over a real socket. `app.inject` (light-my-request) rewrites some targets
// before routing (`./` segments, raw backslashes), so the tables above never send them as a
// client can. These rows are written byte for byte with node:net to a listening server (fetch and
// undici normalise too). Serving does not depend on the database: SQLite only.
// ---------------------------------------------------------------------------------------------

const sqliteDialect = (await enabledDialects()).find((d) => d.name === 'sqlite');

describe('files: raw request targets over a socket', { skip: sqliteDialect ? false : 'SQLite is not among the enabled dialects' }, () => {
  let site: TestSite;
  let port = 0;
  const secret = `top secret ${randomBytes(12).toString('hex')}`;
  const publicText = `public hello ${randomBytes(6).toString('hex')}`;
  const dbNameCanary = `canary_db_${randomBytes(6).toString('hex')}`;
  /** Every string that must never come back: the private file, and site_config.json's values and text. */
  let forbidden: string[] = [];
  const guest = () => ({ Host: site.site });
  const admin = () => ({ Host: site.site, Authorization: site.adminAuth });

  before(async () => {
    // db_name is read by MariaDB sites only: on SQLite it is one more value that must never leak.
    site = await createTestSite(sqliteDialect!, { siteConfig: { db_name: dbNameCanary } });
    for (const [name, content, isPrivate] of [['hello.txt', publicText, '0'], ['secret.txt', secret, '1']]) {
      const r = await upload(site, [filePart(name, content), { name: 'is_private', value: isPrivate }], { auth: site.adminAuth });
      assert.equal(r.status, 200, r.body);
    }
    const folders = siteFolders(site);
    assert.equal(fs.readFileSync(path.join(folders.private, 'secret.txt'), 'utf8'), secret);
    assert.equal(fs.readFileSync(path.join(folders.public, 'hello.txt'), 'utf8'), publicText);
    const configText = fs.readFileSync(path.join(folders.site, 'site_config.json'), 'utf8');
    const config = JSON.parse(configText);
    assert.equal(config.db_name, dbNameCanary);
    assert.ok(typeof config.encryption_key === 'string' && config.encryption_key.length >= 16, 'site_config.json holds an encryption_key');
    forbidden = [secret, configText, config.encryption_key, dbNameCanary, 'SQLite format'];
    await site.app.listen({ port: 0, host: '127.0.0.1' });
    port = (site.app.server.address() as AddressInfo).port;
  });
  after(async () => {
    await site?.close();
  });

  /** The one check of every hostile row: an answer, no 5xx, no 200/206 carrying the secret, none of the forbidden text. */
  const assertNothingLeaks = (r: RawReply, what: string) => {
    const shown = `${what} -> ${r.status} ${r.head.split('\r\n')[0]} | ${r.body.toString('utf8').slice(0, 200)}`;
    assert.ok(r.status >= 100 && r.status < 500, `no 5xx (and an answer at all): ${shown}`);
    assert.ok(!([200, 206].includes(r.status) && r.body.includes(secret)), `served the secret: ${shown}`);
    for (const text of forbidden) assert.ok(!r.raw.includes(text), `answer holds ${JSON.stringify(text.slice(0, 40))}: ${shown}`);
  };

  const controls: Array<{ name: string; target: string; as: 'guest' | 'admin'; status: number; body?: () => string }> = [
    { name: 'public file, Guest', target: '/files/hello.txt', as: 'guest', status: 200, body: () => publicText },
    { name: 'public file with a percent-encoded dot, Guest', target: '/files/hello%2etxt', as: 'guest', status: 200, body: () => publicText },
    { name: 'private file, Administrator', target: '/private/files/secret.txt', as: 'admin', status: 200, body: () => secret },
    { name: 'private file, Guest', target: '/private/files/secret.txt', as: 'guest', status: 403 },
    { name: 'download_file of the public file, Guest', target: '/api/method/download_file?file_url=/files/hello.txt', as: 'guest', status: 200, body: () => publicText },
    { name: 'download_file of the private file, Administrator', target: '/api/method/download_file?file_url=/private/files/secret.txt', as: 'admin', status: 200, body: () => secret },
    { name: 'a missing public file', target: '/files/nothing-here.txt', as: 'guest', status: 404 },
  ];
  const runControls = (when: string) => {
    for (const c of controls) {
      it(`control (${when}): GET ${c.target} as ${c.as} is ${c.status}${c.body ? ' with the bytes' : ''}`, async () => {
        const r = await rawGet(port, c.target, c.as === 'guest' ? guest() : admin());
        assert.equal(r.status, c.status, `${r.head.split('\r\n')[0]} | ${r.body.toString('utf8').slice(0, 200)}`);
        if (c.body) assert.equal(r.body.toString('utf8'), c.body());
      });
    }
  };
  runControls('before');

  /**
   * Hostile forms, as what follows the files prefix. Each climbs two folders from public/files or
   * private/files (the site folder, where site_config.json is) or names the private file, so a
   * form the server resolved would answer one of them.
   */
  const forms: Array<[string, string[]]> = [
    ['./ segments', ['./secret.txt', './hello.txt', './../../site_config.json', './../../private/files/secret.txt', '././../.././site_config.json']],
    ['plain ../', ['../../site_config.json', '../../private/files/secret.txt', 'sub/../../../site_config.json', 'sub/../../private/files/secret.txt', 'hello.txt/../../../site_config.json', '../../site.sqlite3']],
    ['..%2f encoded slash', ['..%2f..%2fsite_config.json', '..%2fprivate%2ffiles%2fsecret.txt', '..%2f..%2fprivate%2ffiles%2fsecret.txt', '..%2F..%2Fsite_config.json', 'sub%2f..%2f..%2f..%2fsite_config.json', '..%2f..%2fsite.sqlite3']],
    ['%2e%2e lower case', ['%2e%2e/%2e%2e/site_config.json', '%2e%2e%2f%2e%2e%2fsite_config.json', '.%2e/.%2e/site_config.json', '%2e./%2e./private/files/secret.txt', '%2e/secret.txt']],
    ['%2E%2E upper case', ['%2E%2E/%2E%2E/site_config.json', '%2E%2E%2F%2E%2E%2Fsite_config.json', '%2E%2E/%2E%2E/private/files/secret.txt']],
    ['%252e%252e double encoding', ['%252e%252e/%252e%252e/site_config.json', '%252e%252e%252f%252e%252e%252fsite_config.json', '..%252f..%252fsite_config.json', '%252E%252E%252F%252E%252E%252Fprivate%252Ffiles%252Fsecret.txt', '%25252e%25252e%25252fsite_config.json']],
    ['%5c encoded backslash', ['..%5c..%5csite_config.json', '%2e%2e%5c%2e%2e%5csite_config.json', '..%5c..%5cprivate%5cfiles%5csecret.txt', '.%5csecret.txt', '..%255c..%255csite_config.json']],
    ['raw backslash', ['..\\..\\site_config.json', '..\\..\\private\\files\\secret.txt', '.\\secret.txt', '\\..\\..\\site_config.json', '..\\../site_config.json', 'sub\\..\\..\\..\\site_config.json']],
    ['%00 NUL', ['secret.txt%00', 'secret.txt%00.png', '%00../../site_config.json', '..%00/..%00/site_config.json', '../../site_config.json%00.txt', 'hello.txt%00/../../../site_config.json']],
    ['%c0%ae overlong and invalid UTF-8', ['%c0%ae%c0%ae/%c0%ae%c0%ae/site_config.json', '%c0%ae%c0%ae%c0%af%c0%ae%c0%ae%c0%afsite_config.json', '%e0%80%ae%e0%80%ae/%e0%80%ae%e0%80%ae/site_config.json', '..%c0%af..%c0%afsite_config.json', '..%c1%9c..%c1%9csite_config.json', '%ff%fe/secret.txt', '%c0', 'secret.txt%']],
    ['// doubled slashes', ['//secret.txt', '..//..//site_config.json', '/../../site_config.json', '//private/files/secret.txt', './/..//..//site_config.json', 'sub//../../../site_config.json']],
    ['; path parameters', ['..;/..;/site_config.json', 'secret.txt;.png', 'secret.txt;', ';/../../site_config.json', 'hello.txt;/../../../site_config.json', '..%3b/..%3b/site_config.json']],
    ['fullwidth solidus U+FF0F (percent-encoded)', ['..%ef%bc%8f..%ef%bc%8fsite_config.json', '%ef%bc%8e%ef%bc%8e%ef%bc%8f%ef%bc%8e%ef%bc%8e%ef%bc%8fsite_config.json', '..%ef%bc%8f..%ef%bc%8fprivate%ef%bc%8ffiles%ef%bc%8fsecret.txt', '..%e2%88%95..%e2%88%95site_config.json']],
    ['fullwidth solidus U+FF0F (raw UTF-8 bytes)', ['..\uff0f..\uff0fsite_config.json', '\uff0e\uff0e/\uff0e\uff0e/site_config.json']],
    ['9,000-character paths', ['../'.repeat(3000) + 'site_config.json', '%2e%2e%2f'.repeat(1000) + 'site_config.json', 'a'.repeat(9000), `${'a/'.repeat(4500)}../../site_config.json`]],
  ];
  const contexts: Array<[string, (form: string) => string]> = [
    ['/files/', (f) => `/files/${f}`],
    ['/private/files/', (f) => `/private/files/${f}`],
    ['download_file?file_url=/files/', (f) => `/api/method/download_file?file_url=/files/${f}`],
    ['download_file?file_url=/private/files/', (f) => `/api/method/download_file?file_url=/private/files/${f}`],
  ];
  for (const [name, suffixes] of forms) {
    for (const [context, target] of contexts) {
      it(`${name} under ${context}: nothing outside the files folders, no 5xx (Guest and Administrator)`, async () => {
        for (const suffix of suffixes) {
          for (const [who, headers] of [['Guest', guest()], ['Administrator', admin()]] as const) {
            const t = target(suffix);
            assertNothingLeaks(await rawGet(port, t, headers), `${who} GET ${JSON.stringify(t.length > 160 ? `${t.slice(0, 160)}...(${t.length})` : t)}`);
          }
        }
      });
    }
  }

  /** Targets that are not under a files prefix as sent: absolute-form, and doubled or dotted prefixes. */
  const whole = () => [
    `http://${site.site}/files/../../site_config.json`,
    `http://${site.site}/private/files/../../site_config.json`,
    `http://${site.site}/files/../../private/files/secret.txt`,
    `http://${site.site}/files/%2e%2e/%2e%2e/site_config.json`,
    `http://127.0.0.1:${port}/private/files/..%2f..%2fsite_config.json`,
    `http://${site.site}/api/method/download_file?file_url=/files/../../site_config.json`,
    `http://${site.site}/api/method/download_file?file_url=/private/files/secret.txt`,
    `http://${site.site}/private/files/secret.txt`,
    `http://${site.site}/../../site_config.json`,
    '//files/../../site_config.json',
    '/./files/../../site_config.json',
    '/files/../private/files/secret.txt',
    '/public/files/../../site_config.json',
    '/site_config.json',
    '/../site_config.json',
    '/private/../site_config.json',
    '/%2e%2e/site_config.json',
    '/files%2f..%2f..%2fsite_config.json',
    '/private%2ffiles%2fsecret.txt',
    '/private/files%2fsecret.txt',
    '/files/hello.txt/../../private/files/secret.txt',
    '*',
    'files/../../site_config.json',
  ];
  it('absolute-form targets and mangled prefixes: nothing outside the files folders, no 5xx, the secret only to Administrator', async () => {
    for (const t of whole()) {
      const g = await rawGet(port, t, guest());
      assertNothingLeaks(g, `Guest GET ${t}`);
      // An absolute-form target naming the private file itself is the canonical URL a proxy sends:
      // Administrator may read it there, so only the site's own files are checked for that row.
      const a = await rawGet(port, t, admin());
      if (/^http:\/\/[^/]+(\/private\/files\/secret\.txt|\/api\/method\/download_file\?file_url=\/private\/files\/secret\.txt)$/.test(t)) {
        for (const text of forbidden.slice(1)) assert.ok(!a.raw.includes(text), `Administrator GET ${t} -> ${a.status} holds ${text.slice(0, 40)}`);
        assert.ok(a.status < 500, `Administrator GET ${t} -> ${a.status}`);
      } else {
        assertNothingLeaks(a, `Administrator GET ${t}`);
      }
    }
  });

  runControls('after, the server still answers');
});
