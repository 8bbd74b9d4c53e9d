import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { filePart, filesUnder, siteFolders, upload, type Part } from '../helpers/uploads.ts';
import { call } from '../helpers/users.ts';

/** What must never come back: the site's config or database (security checklist 32). */
const SITE_SECRETS = /encryption_key|db_name|db_type|SQLite format/;

/**
 * No file name, URL or request path from a client reaches anything outside the site's files
 * folders (security checklist 32): every upload, register, download and serve path, every form.
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
