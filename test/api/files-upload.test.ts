import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { createRole } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { filePart, filesUnder, siteFolders, upload, type Part } from '../helpers/uploads.ts';
import { call } from '../helpers/users.ts';

const md5 = (s: string | Buffer) => createHash('md5').update(s).digest('hex');

perDialect('upload_file: fields, names, de-duplication, traversal', (site) => {
  const admin = () => site().adminAuth;

  describe('fields', () => {
    const table: Array<{ name: string; parts: Part[]; status: number; excType?: string; expect?: Record<string, unknown>; onDisk?: string }> = [
      { name: 'a public file', parts: [filePart('hello.txt', 'hello')], status: 200, expect: { file_name: 'hello.txt', file_url: '/files/hello.txt', is_private: 0, file_size: 5, content_hash: md5('hello'), file_type: 'TXT', folder: 'Home', is_folder: 0, doctype: 'File' }, onDisk: 'public/files/hello.txt' },
      { name: 'is_private=1', parts: [filePart('secret.txt', 'secret'), { name: 'is_private', value: '1' }], status: 200, expect: { file_url: '/private/files/secret.txt', is_private: 1 }, onDisk: 'private/files/secret.txt' },
      { name: 'fields before the file', parts: [{ name: 'is_private', value: '1' }, { name: 'folder', value: 'Home/Attachments' }, filePart('first.txt', 'first')], status: 200, expect: { file_url: '/private/files/first.txt', folder: 'Home/Attachments' } },
      { name: 'a JPEG is file_type JPG', parts: [filePart('photo.jpeg', 'jpeg bytes', 'image/jpeg')], status: 200, expect: { file_type: 'JPG', file_url: '/files/photo.jpeg' } },
      { name: 'a file part with an empty filename takes file_name', parts: [filePart('', 'blob content'), { name: 'file_name', value: 'named.txt' }], status: 200, expect: { file_name: 'named.txt', file_url: '/files/named.txt' } },
      { name: 'a file part with an empty filename and no file_name is "blob"', parts: [filePart('', 'anonymous blob')], status: 200, expect: { file_name: 'blob', file_url: '/files/blob' } },
      { name: 'a plain field named file is no file', parts: [filePart(undefined, 'just text')], status: 417, excType: 'MandatoryError' },
      { name: 'a remote URL is registered, not fetched', parts: [{ name: 'file_url', value: 'https://example.com/a/logo.png' }], status: 200, expect: { file_url: 'https://example.com/a/logo.png', file_name: 'logo.png', is_private: 0, file_type: 'PNG' } },
      { name: 'a local URL of this site is registered', parts: [{ name: 'file_url', value: '/files/hello.txt' }], status: 200, expect: { file_url: '/files/hello.txt', file_name: 'hello.txt', file_size: 5, is_private: 0 } },
      { name: 'a missing local URL', parts: [{ name: 'file_url', value: '/files/nothing-here.txt' }], status: 417, excType: 'ValidationError' },
      { name: 'an ftp URL', parts: [{ name: 'file_url', value: 'ftp://example.com/x.txt' }], status: 417, excType: 'ValidationError' },
      { name: 'a javascript: URL', parts: [{ name: 'file_url', value: 'javascript:alert(1)' }], status: 417, excType: 'ValidationError' },
      { name: 'an unknown folder', parts: [filePart('lost.txt', 'lost'), { name: 'folder', value: 'Nowhere' }], status: 417, excType: 'ValidationError' },
      { name: 'no file and no file_url', parts: [{ name: 'is_private', value: '0' }], status: 417, excType: 'MandatoryError' },
      { name: 'the file under another part name', parts: [{ name: 'upload', filename: 'wrong.txt', content: 'wrong part' }], status: 417, excType: 'MandatoryError' },
      { name: 'file_name alone', parts: [{ name: 'file_name', value: 'empty.txt' }], status: 417, excType: 'MandatoryError' },
      { name: 'spaces around a name are dropped', parts: [filePart('  spaced report.txt ', 'spaced')], status: 200, expect: { file_name: 'spaced report.txt', file_url: '/files/spaced report.txt' } },
      { name: 'a remote name that decodes to a path shows it encoded', parts: [{ name: 'file_url', value: 'https://example.com/x/..%2F..%2Fsite_config.json' }], status: 200, expect: { file_name: '..%2F..%2Fsite_config.json' } },
      { name: 'a remote name that decodes to a NUL shows it encoded', parts: [{ name: 'file_url', value: 'https://example.com/a%00b.png' }], status: 200, expect: { file_name: 'a%00b.png', file_type: 'PNG' } },
      { name: 'a NUL in file_url', parts: [{ name: 'file_url', value: 'https://example.com/a\u0000b.png' }], status: 417, excType: 'ValidationError' },
      { name: 'a NUL in file_name', parts: [filePart('', 'nul name'), { name: 'file_name', value: 'a\u0000b.txt' }], status: 417, excType: 'ValidationError' },
    ];
    for (const row of table) {
      it(row.name, async () => {
        const r = await upload(site(), row.parts, { auth: admin() });
        assert.equal(r.status, row.status, r.body.slice(0, 500));
        if (row.excType) assert.equal(r.json.exc_type, row.excType);
        for (const [k, v] of Object.entries(row.expect ?? {})) assert.deepEqual(r.json.message[k], v, `${k} in ${r.body.slice(0, 400)}`);
        if (row.status === 200) assert.match(r.json.message.name, /^[0-9a-f]{10}$/);
        if (row.onDisk) assert.equal(fs.readFileSync(path.join(siteFolders(site()).site, row.onDisk), 'utf8'), (row.parts.find((p) => 'content' in p) as { content: string }).content);
      });
    }

    it('nothing of a refused upload stays on disk', async () => {
      assert.ok(!filesUnder(siteFolders(site()).public).includes('lost.txt'));
      assert.ok(!filesUnder(siteFolders(site()).public).includes('wrong.txt'));
      assert.deepEqual(filesUnder(siteFolders(site()).staging), []);
    });

    it('answers under every alias and refuses GET', async () => {
      for (const url of ['/api/method/frappe.handler.upload_file', '/api/method/svc.handler.upload_file', '/api/v1/method/upload_file']) {
        const r = await upload(site(), [filePart(`alias-${url.length}.txt`, url)], { auth: admin(), url });
        assert.equal(r.status, 200, `${url}: ${r.body}`);
      }
      const get = await call(site(), { method: 'GET', url: '/api/method/upload_file?file_url=/files/hello.txt', auth: admin() });
      assert.equal(get.status, 403);
    });

    it('takes file_url from a form-encoded or JSON body too', async () => {
      const r = await call(site(), { method: 'POST', url: '/api/method/upload_file', auth: admin(), json: { file_url: 'http://example.org/doc.pdf' } });
      assert.equal(r.status, 200, r.body);
      assert.equal(r.json.message.file_type, 'PDF');
      const f = await call(site(), { method: 'POST', url: '/api/method/upload_file', auth: admin(), form: { file_url: 'https://example.org/z.txt', file_name: 'zed.txt', is_private: '1' } });
      assert.equal(f.json.message.file_name, 'zed.txt');
      assert.equal(f.json.message.is_private, 0, 'a remote file is never private: its own host serves it (Frappe)');
    });
  });

  describe('is_private as Frappe\'s cint reads it; true, yes and on also mean private', () => {
    const table: Array<[string, 0 | 1]> = [['1', 1], ['2', 1], ['1.0', 1], [' 1 ', 1], ['true', 1], ['Yes', 1], ['on', 1], ['0', 0], ['', 0], ['0.4', 0], ['false', 0], ['no', 0]];
    for (const [value, expected] of table) {
      it(`is_private=${JSON.stringify(value)} is ${expected ? 'private' : 'public'}`, async () => {
        const r = await upload(site(), [filePart(`privacy-${value.trim() || 'empty'}.txt`, `privacy ${JSON.stringify(value)}`), { name: 'is_private', value }], { auth: admin() });
        assert.equal(r.status, 200, r.body);
        assert.equal(r.json.message.is_private, expected);
        assert.ok(r.json.message.file_url.startsWith(expected ? '/private/files/' : '/files/'), r.json.message.file_url);
      });
    }
  });

  describe('folders', () => {
    it('an attachment goes to Home unless a folder is named', async () => {
      const todo = await call(site(), { method: 'POST', url: '/api/resource/ToDo', auth: admin(), json: { description: 'with a file' } });
      const r = await upload(site(), [filePart('todo-note.txt', 'todo note'), { name: 'doctype', value: 'ToDo' }, { name: 'docname', value: todo.json.data.name }], { auth: admin() });
      assert.equal(r.status, 200, r.body);
      assert.deepEqual([r.json.message.folder, r.json.message.attached_to_name], ['Home', todo.json.data.name]);
    });

    it('a folder made through the resource API takes uploads', async () => {
      const folder = await call(site(), { method: 'POST', url: '/api/resource/File', auth: admin(), json: { file_name: 'Reports', is_folder: 1, folder: 'Home' } });
      assert.equal(folder.status, 200, folder.body);
      assert.equal(folder.json.data.name, 'Home/Reports');
      const r = await upload(site(), [filePart('q3.txt', 'quarter three'), { name: 'folder', value: 'Home/Reports' }], { auth: admin() });
      assert.equal(r.status, 200, r.body);
      assert.equal(r.json.message.folder, 'Home/Reports');
      const file = await upload(site(), [filePart('not-a-folder.txt', 'x'), { name: 'folder', value: r.json.message.name }], { auth: admin() });
      assert.equal(file.status, 417, 'a File that is no folder takes no uploads');
    });
  });

  describe('name clashes and de-duplication', () => {
    it('a name taken with and without the content hash suffix gets a random 6-hex suffix', async () => {
      const suffixed = `rnd${md5('B').slice(-6)}.txt`;
      assert.equal((await upload(site(), [filePart(suffixed, 'C')], { auth: admin() })).json.message.file_url, `/files/${suffixed}`);
      assert.equal((await upload(site(), [filePart('rnd.txt', 'A')], { auth: admin() })).json.message.file_url, '/files/rnd.txt');
      const third = await upload(site(), [filePart('rnd.txt', 'B')], { auth: admin() });
      assert.match(third.json.message.file_url, /^\/files\/rnd[0-9a-f]{6}\.txt$/);
      assert.notEqual(third.json.message.file_url, `/files/${suffixed}`);
      const served = await call(site(), { method: 'GET', url: third.json.message.file_url });
      assert.equal(served.body, 'B');
    });

    it('identical bytes whose stored copy went missing on disk are stored again', async () => {
      const first = await upload(site(), [filePart('vanishing.txt', 'vanishing bytes')], { auth: admin() });
      fs.rmSync(path.join(siteFolders(site()).public, 'vanishing.txt'));
      const again = await upload(site(), [filePart('vanishing-again.txt', 'vanishing bytes')], { auth: admin() });
      assert.equal(again.status, 200, again.body);
      assert.notEqual(again.json.message.file_url, first.json.message.file_url);
      const served = await call(site(), { method: 'GET', url: again.json.message.file_url });
      assert.deepEqual([served.status, served.body], [200, 'vanishing bytes']);
    });

    it('a taken name gets the last 6 hex digits of the content hash, then a random suffix', async () => {
      const first = await upload(site(), [filePart('clash.txt', 'one')], { auth: admin() });
      const second = await upload(site(), [filePart('clash.txt', 'two')], { auth: admin() });
      const third = await upload(site(), [filePart('clash.txt', 'three')], { auth: admin() });
      assert.equal(first.json.message.file_url, '/files/clash.txt');
      assert.equal(second.json.message.file_url, `/files/clash${md5('two').slice(-6)}.txt`);
      assert.equal(third.json.message.file_url, `/files/clash${md5('three').slice(-6)}.txt`);
      assert.equal(fs.readFileSync(path.join(siteFolders(site()).public, 'clash.txt'), 'utf8'), 'one');
    });

    it('the same bytes with the same privacy are stored once', async () => {
      const a = await upload(site(), [filePart('dup-a.txt', 'same bytes')], { auth: admin() });
      const b = await upload(site(), [filePart('dup-b.txt', 'same bytes')], { auth: admin() });
      const p = await upload(site(), [filePart('dup-c.txt', 'same bytes'), { name: 'is_private', value: '1' }], { auth: admin() });
      assert.notEqual(a.json.message.name, b.json.message.name);
      assert.equal(b.json.message.file_url, '/files/dup-a.txt');
      assert.equal(p.json.message.file_url, '/private/files/dup-c.txt', 'another privacy is another copy');
      assert.ok(!filesUnder(siteFolders(site()).public).includes('dup-b.txt'));
    });
  });

  describe('names that would break their URL', () => {
    it('%, ? and # become _, so the answered file_url serves the file', async () => {
      const r = await upload(site(), [filePart('100%?x#y.txt', 'percent content')], { auth: site().adminAuth });
      assert.equal(r.status, 200, r.body.slice(0, 300));
      assert.equal(r.json.message.file_name, '100__x_y.txt');
      const served = await call(site(), { method: 'GET', url: r.json.message.file_url, auth: site().adminAuth });
      assert.deepEqual([served.status, served.body], [200, 'percent content']);
    });

    it('an extension named like a prototype member is just an unknown type', async () => {
      for (const ext of ['constructor', '__proto__', 'toString']) {
        const r = await upload(site(), [filePart(`odd.${ext}`, `odd ${ext}`)], { auth: site().adminAuth });
        assert.equal(r.status, 200, `${ext}: ${r.body.slice(0, 300)}`);
        const served = await call(site(), { method: 'GET', url: r.json.message.file_url, auth: site().adminAuth });
        assert.deepEqual([served.status, served.headers['content-type'], served.body], [200, 'application/octet-stream', `odd ${ext}`], ext);
      }
    });
  });
});

perDialect('upload_file: size limit and guests', (site) => {
  const LIMIT = 4096;

  it('a file at the limit (with the form around it) is accepted', async () => {
    const r = await upload(site(), [filePart('fits.bin', Buffer.alloc(LIMIT - 300, 1))], { auth: site().adminAuth });
    assert.equal(r.status, 200, r.body);
    assert.equal(r.json.message.file_size, LIMIT - 300);
  });

  // 12 KiB never leaves memory (uploads up to 64 KiB wait there): files-body-cap.test.ts sends
  // megabytes, so the staging folder is really used and really emptied.
  for (const chunked of [false, true]) {
    it(`a larger one is 413 with nothing left behind (${chunked ? 'chunked' : 'Content-Length'})`, async () => {
      const before = await call(site(), { method: 'GET', url: '/api/method/svc.client.get_count?doctype=File', auth: site().adminAuth });
      const r = await upload(site(), [filePart('huge.bin', Buffer.alloc(LIMIT * 3, 2))], { auth: site().adminAuth, chunked });
      assert.equal(r.status, 413, r.body);
      assert.equal(r.json.exc_type, 'RequestEntityTooLarge');
      assert.match(r.json.exception, /maximum allowed size/);
      assert.ok(!filesUnder(siteFolders(site()).public).includes('huge.bin'));
      assert.deepEqual(filesUnder(siteFolders(site()).staging), [], 'the partial file is gone');
      const after = await call(site(), { method: 'GET', url: '/api/method/svc.client.get_count?doctype=File', auth: site().adminAuth });
      assert.equal(after.json.message, before.json.message);
    });
  }

  it('Guests may upload only allow-listed types once allowed', async () => {
    const off = await upload(site(), [filePart('guest.txt', 'g')]);
    assert.equal(off.status, 403, off.body);
    const file = path.join(site().sitesDir, site().site, 'site_config.json');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), allow_guests_to_upload_files: 1 }));
    await new Promise((r) => setTimeout(r, 1100));
    const table: Array<[string, number]> = [['guest.txt', 200], ['guest.pdf', 200], ['guest.png', 200], ['guest.html', 417], ['guest.svg', 417], ['guest.exe', 417], ['noextension', 417]];
    for (const [name, status] of table) {
      const r = await upload(site(), [filePart(name, `guest ${name}`)]);
      assert.equal(r.status, status, `${name}: ${r.body.slice(0, 300)}`);
      if (status === 200) assert.equal(r.json.message.owner, 'Guest');
    }
    const attach = await upload(site(), [filePart('guest2.txt', 'g2'), { name: 'doctype', value: 'ToDo' }]);
    assert.equal(attach.status, 403, 'a Guest still needs write permission on the target');
    const remote = await upload(site(), [{ name: 'file_url', value: 'https://example.com/guest.png' }]);
    assert.equal(remote.status, 200, remote.body);
    const local = await upload(site(), [{ name: 'file_url', value: '/files/guest.txt' }]);
    assert.equal(local.status, 403, 'a Guest claims no stored bytes');
  });

  describe('users without desk access', () => {
    let website = '';
    before(async () => {
      await createRole(site(), 'Customer', 0);
      website = await site().addUser('customer@example.com', ['Customer']);
    });
    const table: Array<[string, number]> = [['invoice.pdf', 200], ['sheet.xlsx', 200], ['page.html', 417], ['script.js', 417]];
    for (const [name, status] of table) {
      it(`${name}: ${status}`, async () => {
        const r = await upload(site(), [filePart(name, `customer ${name}`)], { auth: website });
        assert.equal(r.status, status, r.body.slice(0, 300));
      });
    }
  });
}, { siteConfig: { max_file_size: 4096 } });
