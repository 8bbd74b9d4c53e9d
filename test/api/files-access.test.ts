import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { createDocType } from '../helpers/doctypes.ts';
import { createRole, insert } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { eventually, filePart, filesUnder, siteFolders, upload } from '../helpers/uploads.ts';
import { call } from '../helpers/users.ts';

/**
 * Who may read a private file (docs/DECISIONS.md D28): `Case File` documents are
 * read by the Reader role and written by the Writer role; `owner` is a Writer who uploads.
 */
perDialect('files: private access, serving, download_file, attachments, delete', (site) => {
  const users: Record<'owner' | 'reader' | 'other' | 'clerk' | 'ownWriter', string> = { owner: '', reader: '', other: '', clerk: '', ownWriter: '' };
  let caseName = '';
  let attachedUrl = '';
  let unattachedUrl = '';
  const admin = () => site().adminAuth;

  before(async () => {
    await createRole(site(), 'Writer');
    await createRole(site(), 'Reader');
    await createRole(site(), 'Outsider');
    await createRole(site(), 'Level Zero Clerk');
    await createRole(site(), 'Own Case Writer');
    await createDocType(site(), 'Case File', [
      { fieldname: 'title', fieldtype: 'Data', label: 'Title' },
      { fieldname: 'scan', fieldtype: 'Attach', label: 'Scan' },
      // Readers do not see permlevel 1: a file attached through this field is not theirs to read.
      { fieldname: 'sealed_scan', fieldtype: 'Attach', label: 'Sealed Scan', permlevel: 1 },
    ], { permissions: [
      { role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 },
      { role: 'Writer', read: 1, write: 1, create: 1, delete: 1 },
      { role: 'Reader', read: 1 },
      { role: 'System Manager', permlevel: 1, read: 1, write: 1 },
      { role: 'Writer', permlevel: 1, read: 1, write: 1 },
      // Clerks write level 0 only; Own Writers only the documents they made.
      { role: 'Level Zero Clerk', read: 1, write: 1 },
      { role: 'Own Case Writer', read: 1, write: 1, create: 1, if_owner: 1 },
    ] });
    users.owner = await site().addUser('owner@example.com', ['Writer']);
    users.reader = await site().addUser('reader@example.com', ['Reader']);
    users.other = await site().addUser('other@example.com', ['Outsider']);
    users.clerk = await site().addUser('clerk@example.com', ['Level Zero Clerk']);
    users.ownWriter = await site().addUser('own-writer@example.com', ['Own Case Writer']);
    caseName = (await insert(site(), 'Case File', { title: 'one' }, users.owner)).name;
    const attached = await upload(site(), [filePart('scan.pdf', '%PDF attached'), { name: 'is_private', value: '1' }, { name: 'doctype', value: 'Case File' }, { name: 'docname', value: caseName }, { name: 'fieldname', value: 'scan' }], { auth: users.owner });
    assert.equal(attached.status, 200, attached.body);
    attachedUrl = attached.json.message.file_url;
    const loose = await upload(site(), [filePart('notes.txt', 'private notes'), { name: 'is_private', value: '1' }], { auth: users.owner });
    unattachedUrl = loose.json.message.file_url;
  });

  describe('attaching', () => {
    it('records the target and sets its attach field', async () => {
      const files = await call(site(), { method: 'GET', url: `/api/resource/File?fields=["attached_to_doctype","attached_to_name","attached_to_field","owner"]&filters=[["file_url","=","${attachedUrl}"]]`, auth: admin() });
      assert.deepEqual(files.json.data, [{ attached_to_doctype: 'Case File', attached_to_name: caseName, attached_to_field: 'scan', owner: 'owner@example.com' }]);
      const doc = await call(site(), { method: 'GET', url: `/api/resource/Case File/${caseName}`, auth: admin() });
      assert.equal(doc.json.data.scan, attachedUrl);
    });

    const refused: Array<[string, keyof typeof users, Record<string, string>, number]> = [
      ['a reader cannot attach (no write)', 'reader', { doctype: 'Case File', docname: '' }, 403],
      ['an outsider cannot see the document', 'other', { doctype: 'Case File', docname: '' }, 403],
      ['doctype-level write without docname', 'reader', { doctype: 'Case File' }, 403],
      ['an unknown DocType', 'owner', { doctype: 'No Such Type', docname: 'x' }, 404],
      ['an unknown document', 'owner', { doctype: 'Case File', docname: 'missing-doc' }, 404],
      ['a document the caller cannot read answers as a missing one', 'ownWriter', { doctype: 'Case File', docname: '' }, 404],
      ['a field the DocType lacks', 'owner', { doctype: 'Case File', docname: '', fieldname: 'nope' }, 417],
      ['a field that is no Attach field', 'owner', { doctype: 'Case File', docname: '', fieldname: 'title' }, 417],
      ['an Attach field above the levels the caller writes', 'clerk', { doctype: 'Case File', docname: '', fieldname: 'sealed_scan' }, 403],
      ['a NUL in docname', 'owner', { doctype: 'Case File', docname: 'case\u0000file' }, 417],
      ['a NUL in the folder', 'owner', { doctype: 'Case File', docname: '', folder: 'Home\u0000x' }, 417],
    ];
    for (const [name, who, fields, status] of refused) {
      it(`${name}: ${status}, nothing stored`, async () => {
        const parts = Object.entries(fields).map(([k, v]) => ({ name: k, value: k === 'docname' && v === '' ? caseName : v }));
        const content = `refused ${name}`;
        const r = await upload(site(), [filePart('refused.txt', content), ...parts], { auth: users[who] });
        assert.equal(r.status, status, r.body.slice(0, 300));
        const stored = filesUnder(siteFolders(site()).public).map((f) => fs.readFileSync(path.join(siteFolders(site()).public, f), 'utf8'));
        assert.ok(!stored.includes(content), 'no bytes of a refused upload');
      });
    }
  });

  it('a Clerk (level-0 write only) attaches through a level-0 Attach field', async () => {
    const r = await upload(site(), [filePart('clerk.txt', 'clerk scan'), { name: 'doctype', value: 'Case File' }, { name: 'docname', value: caseName }, { name: 'fieldname', value: 'scan' }], { auth: users.clerk });
    assert.equal(r.status, 200, r.body);
    const doc = await call(site(), { method: 'GET', url: `/api/resource/Case File/${caseName}`, auth: admin() });
    assert.equal(doc.json.data.scan, r.json.message.file_url);
    const back = await upload(site(), [filePart('scan.pdf', '%PDF attached'), { name: 'is_private', value: '1' }, { name: 'doctype', value: 'Case File' }, { name: 'docname', value: caseName }, { name: 'fieldname', value: 'scan' }], { auth: users.owner });
    assert.equal(back.json.message.file_url, attachedUrl, 'the field points at the first scan again');
  });

  describe('attaching through the resource API', () => {
    const cases: Array<[string, 'owner' | 'reader' | 'other', number]> = [
      ['a writer of the document', 'owner', 200],
      ['a reader without write', 'reader', 403],
      ['a user without any right on the DocType', 'other', 403],
    ];
    for (const [name, who, status] of cases) {
      it(`${name}: ${status}`, async () => {
        const r = await call(site(), { method: 'POST', url: '/api/resource/File', auth: users[who], json: { file_url: 'https://cdn.example.com/scan.pdf', attached_to_doctype: 'Case File', attached_to_name: caseName } });
        assert.equal(r.status, status, r.body.slice(0, 200));
      });
    }

    it('moving an own File onto a document needs write on it too', async () => {
      const mine = await call(site(), { method: 'POST', url: '/api/resource/File', auth: users.reader, json: { file_url: 'https://cdn.example.com/mine.pdf' } });
      assert.equal(mine.status, 200, mine.body.slice(0, 200));
      const moved = await call(site(), { method: 'PUT', url: `/api/resource/File/${mine.json.data.name}`, auth: users.reader, json: { attached_to_doctype: 'Case File', attached_to_name: caseName } });
      assert.equal(moved.status, 403, moved.body.slice(0, 200));
    });
  });

  describe('who reads a private file', () => {
    const table: Array<[string, 'admin' | 'owner' | 'reader' | 'other' | 'guest', 'attached' | 'unattached', number]> = [
      ['Administrator', 'admin', 'attached', 200],
      ['the owner', 'owner', 'attached', 200],
      ['a reader of the attached document', 'reader', 'attached', 200],
      ['another user', 'other', 'attached', 403],
      ['Guest', 'guest', 'attached', 403],
      ['the owner, unattached', 'owner', 'unattached', 200],
      ['a reader, unattached', 'reader', 'unattached', 403],
      ['Guest, unattached', 'guest', 'unattached', 403],
    ];
    const auth = (who: string) => (who === 'admin' ? admin() : who === 'guest' ? undefined : users[who as 'owner']);
    for (const [name, who, which, status] of table) {
      it(`${name} → ${status} (served and download_file)`, async () => {
        const url = which === 'attached' ? attachedUrl : unattachedUrl;
        const served = await call(site(), { method: 'GET', url: encodeURI(url), auth: auth(who) });
        assert.equal(served.status, status, served.body.slice(0, 200));
        const download = await call(site(), { method: 'GET', url: `/api/method/download_file?file_url=${encodeURIComponent(url)}`, auth: auth(who) });
        assert.equal(download.status, status, download.body.slice(0, 200));
        if (status === 200) {
          assert.equal(served.headers['cache-control'], 'private, no-cache');
          assert.match(String(download.headers['content-disposition']), /^attachment; filename="/);
          assert.equal(download.body, served.body);
        } else {
          assert.doesNotMatch(served.body, /PDF attached|private notes/);
          assert.equal(download.json.exc_type, 'PermissionError');
        }
      });
    }

    it('a private URL cannot be claimed by registering it again (docs/DECISIONS.md D28)', async () => {
      const viaUpload = await upload(site(), [{ name: 'file_url', value: unattachedUrl }], { auth: users.reader });
      assert.equal(viaUpload.status, 403, viaUpload.body.slice(0, 200));
      const viaResource = await call(site(), { method: 'POST', url: '/api/resource/File', auth: users.reader, json: { file_url: unattachedUrl } });
      assert.equal(viaResource.status, 403, viaResource.body.slice(0, 200));
      const byOwner = await call(site(), { method: 'POST', url: '/api/resource/File', auth: users.owner, json: { file_url: unattachedUrl } });
      assert.equal(byOwner.status, 200, byOwner.body.slice(0, 200));
    });

    it('registering a private URL does not tell a user who may not read it whether the file exists', async () => {
      const answers = [];
      for (const url of [unattachedUrl, '/private/files/no-such-file.pdf']) {
        const r = await call(site(), { method: 'POST', url: '/api/resource/File', auth: users.reader, json: { file_url: url } });
        answers.push([r.status, r.json.exc_type]);
      }
      assert.deepEqual(answers, [[403, 'PermissionError'], [403, 'PermissionError']]);
      const missing = await call(site(), { method: 'POST', url: '/api/resource/File', auth: admin(), json: { file_url: '/private/files/no-such-file.pdf' } });
      assert.equal(missing.status, 417, 'a System Manager learns that it is missing');
    });

    it('bytes no File record names cannot be claimed by a plain user (deleting the claim would remove them)', async () => {
      fs.mkdirSync(siteFolders(site()).public, { recursive: true });
      fs.writeFileSync(path.join(siteFolders(site()).public, 'copied-in.png'), 'from a Frappe site');
      for (const attempt of [
        () => upload(site(), [{ name: 'file_url', value: '/files/copied-in.png' }], { auth: users.owner }),
        () => call(site(), { method: 'POST', url: '/api/resource/File', auth: users.owner, json: { file_url: '/files/copied-in.png' } }),
      ]) {
        const r = await attempt();
        assert.equal(r.status, 403, r.body.slice(0, 200));
      }
      const bySystemManager = await call(site(), { method: 'POST', url: '/api/resource/File', auth: admin(), json: { file_url: '/files/copied-in.png' } });
      assert.equal(bySystemManager.status, 200, bySystemManager.body.slice(0, 200));
      const second = await call(site(), { method: 'POST', url: '/api/resource/File', auth: users.owner, json: { file_url: '/files/copied-in.png' } });
      assert.equal(second.status, 200, 'a URL with a readable record may be registered again');
    });

    it('download_file: a missing argument is 417, an unknown URL 404', async () => {
      assert.equal((await call(site(), { method: 'GET', url: '/api/method/download_file', auth: admin() })).status, 417);
      const missing = await call(site(), { method: 'GET', url: '/api/method/frappe.core.doctype.file.file.download_file?file_url=/files/none.txt', auth: admin() });
      assert.equal(missing.status, 404);
      assert.equal(missing.json.exc_type, 'DoesNotExistError');
      const privateMissing = await call(site(), { method: 'GET', url: '/api/method/download_file?file_url=/private/files/none.txt', auth: admin() });
      assert.equal(privateMissing.status, 404, 'a System Manager is told');
    });

    it('download_file tells no one who may not read a private file whether it exists', async () => {
      for (const auth of [undefined, users.other, users.reader]) {
        const existing = await call(site(), { method: 'GET', url: `/api/method/download_file?file_url=${encodeURIComponent(unattachedUrl)}`, auth });
        const missing = await call(site(), { method: 'GET', url: '/api/method/download_file?file_url=/private/files/salary-2027.pdf', auth });
        assert.deepEqual([existing.status, missing.status], [403, 403], String(auth));
        assert.equal(existing.json.exc_type, missing.json.exc_type);
      }
    });

    it('listing File shows a user public files and their own only', async () => {
      const names = async (auth: string) => (await call(site(), { method: 'GET', url: '/api/resource/File?fields=["file_url"]&limit_page_length=0', auth })).json.data.map((r: { file_url: string }) => r.file_url);
      assert.ok((await names(users.owner)).includes(unattachedUrl));
      assert.ok(!(await names(users.other)).includes(unattachedUrl));
    });
  });

  describe('the read rule is part of one query over every record of a URL', () => {
    const served = async (url: string, auth: string | undefined) => {
      const direct = await call(site(), { method: 'GET', url: encodeURI(url), auth });
      const download = await call(site(), { method: 'GET', url: `/api/method/download_file?file_url=${encodeURIComponent(url)}`, auth });
      assert.equal(direct.status, download.status, `served ${direct.status}, download_file ${download.status}`);
      return direct.status;
    };
    const privateUpload = async (name: string, auth: string, extra: Array<{ name: string; value: string }> = []) => {
      const r = await upload(site(), [filePart(name, `%PDF ${name}`), { name: 'is_private', value: '1' }, ...extra], { auth });
      assert.equal(r.status, 200, r.body.slice(0, 300));
      return r.json.message.file_url as string;
    };

    it('60 records that grant nothing, then a late one attached to a readable document', async () => {
      const url = await privateUpload('crowded.pdf', admin());
      for (let i = 0; i < 60; i++) {
        const r = await call(site(), { method: 'POST', url: '/api/resource/File', auth: admin(), json: { file_url: url } });
        assert.equal(r.status, 200, r.body.slice(0, 200));
      }
      assert.equal(await served(url, users.reader), 403, 'nothing grants the reader access yet');
      const late = await call(site(), { method: 'POST', url: '/api/resource/File', auth: admin(), json: { file_url: url, attached_to_doctype: 'Case File', attached_to_name: caseName } });
      assert.equal(late.status, 200, late.body.slice(0, 200));
      assert.equal(await served(url, users.reader), 200, 'the 62nd record grants it');
      assert.equal(await served(url, users.other), 403);
      assert.equal(await served(url, undefined), 403, 'Guest');
    });

    it('a record the caller owns, among many others, grants access', async () => {
      const url = await privateUpload('owned-late.pdf', admin());
      for (let i = 0; i < 55; i++) await call(site(), { method: 'POST', url: '/api/resource/File', auth: admin(), json: { file_url: url } });
      assert.equal(await served(url, users.owner), 403);
      // The owner may register it once a record they can read exists: one attached to a document they read.
      const attach = await call(site(), { method: 'POST', url: '/api/resource/File', auth: admin(), json: { file_url: url, attached_to_doctype: 'Case File', attached_to_name: caseName } });
      assert.equal(attach.status, 200);
      const own = await call(site(), { method: 'POST', url: '/api/resource/File', auth: users.owner, json: { file_url: url } });
      assert.equal(own.status, 200, own.body.slice(0, 200));
      await call(site(), { method: 'DELETE', url: `/api/resource/File/${attach.json.data.name}`, auth: admin() });
      assert.equal(await served(url, users.owner), 200, 'through the record they own');
      assert.equal(await served(url, users.reader), 403, 'the attached record is gone');
    });

    it('an attach field above the caller\'s permlevel grants nothing', async () => {
      const url = await privateUpload('sealed.pdf', users.owner, [{ name: 'doctype', value: 'Case File' }, { name: 'docname', value: caseName }, { name: 'fieldname', value: 'sealed_scan' }]);
      assert.equal(await served(url, users.owner), 200);
      assert.equal(await served(url, users.reader), 403);
      const open = await call(site(), { method: 'POST', url: '/api/resource/File', auth: admin(), json: { file_url: url, attached_to_doctype: 'Case File', attached_to_name: caseName, attached_to_field: 'scan' } });
      assert.equal(open.status, 200);
      assert.equal(await served(url, users.reader), 200, 'the same document through a field they read');
    });

    describe('DocType rules: if_owner, autoincrement names, single DocTypes', () => {
      const clerks = { one: '', two: '' };
      before(async () => {
        await createRole(site(), 'Clerk');
        await createDocType(site(), 'Own Case', [{ fieldname: 'title', fieldtype: 'Data', label: 'Title' }], { permissions: [
          { role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 },
          { role: 'Clerk', if_owner: 1, read: 1, write: 1, create: 1 },
        ] });
        await createDocType(site(), 'Numbered Case', [{ fieldname: 'title', fieldtype: 'Data', label: 'Title' }], { autoname: 'autoincrement', permissions: [
          { role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 },
          { role: 'Clerk', read: 1 },
        ] });
        const single = await call(site(), { method: 'POST', url: '/api/resource/DocType', auth: admin(), json: {
          name: 'Case Settings', module: 'Custom', custom: 1, issingle: 1, fields: [{ fieldname: 'banner', fieldtype: 'Attach', label: 'Banner' }],
          permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1 }, { role: 'Clerk', read: 1 }],
        } });
        assert.equal(single.status, 200, single.body.slice(0, 300));
        clerks.one = await site().addUser('clerk1@example.com', ['Clerk']);
        clerks.two = await site().addUser('clerk2@example.com', ['Clerk']);
      });

      it('if_owner: only the document\'s owner reads its attachment', async () => {
        const doc = await insert(site(), 'Own Case', { title: 'mine' }, clerks.one);
        const url = await privateUpload('own-case.pdf', admin(), [{ name: 'doctype', value: 'Own Case' }, { name: 'docname', value: doc.name }]);
        assert.equal(await served(url, clerks.one), 200);
        assert.equal(await served(url, clerks.two), 403);
      });

      it('autoincrement: the numeric name matches the attached_to_name text', async () => {
        const doc = await insert(site(), 'Numbered Case', { title: 'numbered' });
        assert.equal(typeof doc.name, 'number');
        const url = await privateUpload('numbered.pdf', admin(), [{ name: 'doctype', value: 'Numbered Case' }, { name: 'docname', value: String(doc.name) }]);
        assert.equal(await served(url, clerks.two), 200);
        assert.equal(await served(url, users.other), 403);
      });

      it('single DocType: its readers read its attachments', async () => {
        const url = await privateUpload('banner.pdf', admin(), [{ name: 'doctype', value: 'Case Settings' }, { name: 'docname', value: 'Case Settings' }, { name: 'fieldname', value: 'banner' }]);
        assert.equal(await served(url, clerks.one), 200);
        assert.equal(await served(url, users.other), 403);
      });
    });
  });

  describe('serving', () => {
    const body = Buffer.from('0123456789abcdefghij');
    before(async () => {
      for (const [name, content] of [['range.txt', body], ['page.html', '<script>alert(1)</script>'], ['logo.svg', '<svg/>'], ['feed.xml', '<x/>'], ['pic.png', 'png']] as const) {
        const r = await upload(site(), [filePart(name, content)], { auth: admin() });
        assert.equal(r.status, 200, r.body);
      }
    });

    it('Content-Type, ETag, Last-Modified, caching, nosniff; 304 on a match', async () => {
      const r = await call(site(), { method: 'GET', url: '/files/range.txt' });
      assert.equal(r.status, 200);
      assert.equal(r.body, body.toString());
      assert.equal(r.headers['content-type'], 'text/plain; charset=utf-8');
      assert.equal(r.headers['x-content-type-options'], 'nosniff');
      assert.equal(r.headers['cache-control'], 'public, max-age=3600');
      assert.equal(r.headers['accept-ranges'], 'bytes');
      assert.equal(r.headers['content-disposition'], undefined);
      const etag = String(r.headers.etag);
      assert.equal((await call(site(), { method: 'GET', url: '/files/range.txt', headers: { 'if-none-match': etag } })).status, 304);
      assert.equal((await call(site(), { method: 'GET', url: '/files/range.txt', headers: { 'if-modified-since': String(r.headers['last-modified']) } })).status, 304);
      assert.equal((await call(site(), { method: 'GET', url: '/files/range.txt', headers: { 'if-none-match': '"other"' } })).status, 200);
      assert.equal((await call(site(), { method: 'GET', url: '/files/pic.png' })).headers['content-type'], 'image/png');
      const head = await call(site(), { method: 'HEAD', url: '/files/range.txt' });
      assert.equal(head.status, 200);
      assert.equal(head.headers['content-length'], String(body.length));
      assert.equal(head.body, '');
    });

    const ranges: Array<[string, number, string | null, string | null]> = [
      ['bytes=0-4', 206, '01234', 'bytes 0-4/20'],
      ['bytes=15-', 206, 'fghij', 'bytes 15-19/20'],
      ['bytes=-3', 206, 'hij', 'bytes 17-19/20'],
      ['bytes=18-99', 206, 'ij', 'bytes 18-19/20'],
      ['bytes=20-25', 416, null, 'bytes */20'],
      ['bytes=5-2', 200, '0123456789abcdefghij', null],
      ['bytes=0-1,4-5', 200, '0123456789abcdefghij', null],
      ['lines=1-2', 200, '0123456789abcdefghij', null],
    ];
    for (const [range, status, expected, contentRange] of ranges) {
      it(`Range ${range} → ${status}`, async () => {
        const r = await call(site(), { method: 'GET', url: '/files/range.txt', headers: { range } });
        assert.equal(r.status, status);
        if (expected !== null) assert.equal(r.body, expected);
        if (contentRange) assert.equal(r.headers['content-range'], contentRange);
      });
    }

    for (const name of ['page.html', 'logo.svg', 'feed.xml']) {
      it(`${name} is only ever an attachment, with nosniff`, async () => {
        const r = await call(site(), { method: 'GET', url: `/files/${name}` });
        assert.equal(r.status, 200);
        assert.match(String(r.headers['content-disposition']), new RegExp(`^attachment; filename="${name}"`));
        assert.equal(r.headers['x-content-type-options'], 'nosniff');
      });
    }

    it('a missing file is 404', async () => {
      assert.equal((await call(site(), { method: 'GET', url: '/files/not-there.txt' })).status, 404);
      assert.equal((await call(site(), { method: 'GET', url: '/private/files/not-there.txt', auth: admin() })).status, 404);
    });
  });

  describe('delete', () => {
    const exists = (url: string) => fs.existsSync(path.join(siteFolders(site()).site, url.startsWith('/private/') ? 'private' : 'public', 'files', url.split('/').pop()!));

    it('deleting a File removes the bytes only when no other record uses them', async () => {
      const a = await upload(site(), [filePart('shared.txt', 'shared bytes')], { auth: admin() });
      const b = await upload(site(), [filePart('shared-too.txt', 'shared bytes')], { auth: admin() });
      const url = a.json.message.file_url;
      assert.equal(b.json.message.file_url, url);
      assert.equal((await call(site(), { method: 'DELETE', url: `/api/resource/File/${a.json.message.name}`, auth: admin() })).status, 202);
      assert.ok(exists(url), 'still used by the other record');
      assert.equal((await call(site(), { method: 'DELETE', url: `/api/resource/File/${b.json.message.name}`, auth: admin() })).status, 202);
      await eventually(() => !exists(url), `${url} removed`);
    });

    it('deleting a document deletes its attachments and their bytes', async () => {
      const doc = await insert(site(), 'Case File', { title: 'to delete' }, users.owner);
      const r = await upload(site(), [filePart('doomed.pdf', '%PDF doomed'), { name: 'is_private', value: '1' }, { name: 'doctype', value: 'Case File' }, { name: 'docname', value: doc.name }], { auth: users.owner });
      assert.equal(r.status, 200, r.body);
      assert.ok(exists(r.json.message.file_url));
      assert.equal((await call(site(), { method: 'DELETE', url: `/api/resource/Case File/${doc.name}`, auth: users.owner })).status, 202);
      assert.equal((await call(site(), { method: 'GET', url: `/api/resource/File/${r.json.message.name}`, auth: admin() })).status, 404);
      await eventually(() => !exists(r.json.message.file_url), 'attachment bytes removed');
    });

    it('another user cannot delete someone else\'s file; folders are protected', async () => {
      const r = await upload(site(), [filePart('mine.txt', 'mine')], { auth: users.owner });
      const other = await call(site(), { method: 'DELETE', url: `/api/resource/File/${r.json.message.name}`, auth: users.other });
      assert.ok([403, 404].includes(other.status), other.body);
      assert.ok(exists(r.json.message.file_url));
      const home = await call(site(), { method: 'DELETE', url: '/api/resource/File/Home', auth: admin() });
      assert.equal(home.status, 417);
      const attachments = await call(site(), { method: 'DELETE', url: '/api/resource/File/Home%2FAttachments', auth: admin() });
      assert.equal(attachments.status, 417);
      const folder = await call(site(), { method: 'POST', url: '/api/resource/File', auth: admin(), json: { file_name: 'Docs', is_folder: 1, folder: 'Home' } });
      assert.equal(folder.json.data.name, 'Home/Docs');
      const inside = await upload(site(), [filePart('in-folder.txt', 'in folder'), { name: 'folder', value: 'Home/Docs' }], { auth: admin() });
      assert.equal(inside.status, 200);
      assert.equal((await call(site(), { method: 'DELETE', url: '/api/resource/File/Home%2FDocs', auth: admin() })).status, 417);
    });
  });
});
