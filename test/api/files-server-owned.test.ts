import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { createRole } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { filePart, filesUnder, siteFolders, upload } from '../helpers/uploads.ts';
import { call, runtimeOf } from '../helpers/users.ts';

const md5 = (s: string | Buffer) => createHash('md5').update(s).digest('hex');

/**
 * What the server alone decides about a File: its size and content hash (de-duplication trusts
 * them), the name a remote URL shows, and the name a taken long name gets.
 */
perDialect('File: server-owned size and hash, remote URLs, long names', (site) => {
  const users = { attacker: '', victim: '' };
  const admin = () => site().adminAuth;

  before(async () => {
    await createRole(site(), 'Staff');
    users.attacker = await site().addUser('attacker@example.com', ['Staff']);
    users.victim = await site().addUser('victim@example.com', ['Staff']);
  });

  describe('content_hash and file_size come from the server, never the client', () => {
    const victimBytes = 'the victim\'s own report';
    let evil: Record<string, any>;
    before(async () => {
      const r = await upload(site(), [filePart('evil.txt', 'EVIL BYTES')], { auth: users.attacker });
      assert.equal(r.status, 200, r.body);
      evil = r.json.message;
    });

    const updates: Array<[string, Record<string, unknown>]> = [
      ['content_hash', { content_hash: md5(victimBytes) }],
      ['file_size', { file_size: victimBytes.length }],
      ['both', { content_hash: md5(victimBytes), file_size: victimBytes.length }],
    ];
    for (const [name, json] of updates) {
      it(`updating ${name} is refused (417) and changes nothing`, async () => {
        const r = await call(site(), { method: 'PUT', url: `/api/resource/File/${evil.name}`, auth: users.attacker, json });
        assert.equal(r.status, 417, r.body.slice(0, 300));
        assert.equal(r.json.exc_type, 'ValidationError');
        const stored = await call(site(), { method: 'GET', url: `/api/resource/File/${evil.name}`, auth: admin() });
        assert.deepEqual([stored.json.data.content_hash, stored.json.data.file_size], [md5('EVIL BYTES'), 10]);
      });
    }

    it('an update sending the stored values back (a whole-document save) is fine', async () => {
      const r = await call(site(), { method: 'PUT', url: `/api/resource/File/${evil.name}`, auth: users.attacker, json: { content_hash: evil.content_hash, file_size: evil.file_size, file_name: 'renamed.txt' } });
      assert.equal(r.status, 200, r.body.slice(0, 300));
    });

    const creates: Array<[string, () => Record<string, unknown>, (data: any) => void]> = [
      ['a local URL gets the hash and size of its bytes', () => ({ file_url: evil.file_url }), (d) => assert.deepEqual([d.content_hash, d.file_size], [md5('EVIL BYTES'), 10])],
      ['a remote URL gets neither', () => ({ file_url: 'https://cdn.example.com/report.txt' }), (d) => assert.deepEqual([d.content_hash ?? null, d.file_size ?? null], [null, null])],
      ['a folder gets neither', () => ({ file_name: 'Poisoned', is_folder: 1, folder: 'Home' }), (d) => assert.deepEqual([d.content_hash ?? null, d.file_size ?? null], [null, null])],
    ];
    for (const [name, body, check] of creates) {
      it(`creating a File with a client content_hash/file_size: ${name}`, async () => {
        const auth = name.includes('folder') ? admin() : users.attacker;
        const r = await call(site(), { method: 'POST', url: '/api/resource/File', auth, json: { ...body(), content_hash: md5(victimBytes), file_size: victimBytes.length } });
        assert.equal(r.status, 200, r.body.slice(0, 300));
        check(r.json.data);
      });
    }

    it('a later upload of the victim\'s bytes by another user stores and serves those bytes', async () => {
      const r = await upload(site(), [filePart('report.txt', victimBytes)], { auth: users.victim });
      assert.equal(r.status, 200, r.body);
      assert.notEqual(r.json.message.file_url, evil.file_url);
      assert.equal(r.json.message.content_hash, md5(victimBytes));
      const served = await call(site(), { method: 'GET', url: r.json.message.file_url });
      assert.deepEqual([served.status, served.body], [200, victimBytes]);
      const again = await upload(site(), [filePart('report-again.txt', victimBytes)], { auth: users.attacker });
      assert.equal(again.json.message.file_url, r.json.message.file_url, 'de-duplication still works with honest hashes');
    });

    it('a row poisoned before this rule existed is not reused when its bytes differ in size', async () => {
      const poisoned = await upload(site(), [filePart('legacy.txt', 'legacy poisoned bytes')], { auth: users.attacker });
      const runtime = await runtimeOf(site());
      const bytes = 'bytes of a later honest upload';
      await runtime.db.write((tx) => tx.run(tx.builder.updateTable('tabFile').set({ content_hash: md5(bytes) }).where('name', '=', poisoned.json.message.name).compile()));
      const r = await upload(site(), [filePart('honest.txt', bytes)], { auth: users.victim });
      assert.equal(r.status, 200, r.body);
      assert.equal(r.json.message.file_url, '/files/honest.txt');
      assert.equal((await call(site(), { method: 'GET', url: '/files/honest.txt' })).body, bytes);
    });

    it('upload_file form fields cannot set them either', async () => {
      const r = await upload(site(), [filePart('form.txt', 'form bytes'), { name: 'content_hash', value: md5(victimBytes) }, { name: 'file_size', value: '1' }], { auth: users.attacker });
      assert.equal(r.status, 200, r.body);
      assert.deepEqual([r.json.message.content_hash, r.json.message.file_size], [md5('form bytes'), 10]);
    });
  });

  describe('remote URLs', () => {
    const table: Array<{ url: string; status: number; fileName?: string }> = [
      { url: 'https://x.com/100%.png', status: 200, fileName: '100%.png' },
      { url: 'https://x.com/a/%E2%82%AC%20rate.pdf', status: 200, fileName: '€ rate.pdf' },
      { url: 'https://x.com/', status: 200, fileName: 'https://x.com/' },
      { url: 'http://a:99999/', status: 417 },
      { url: 'http://a:99999/x.png', status: 417 },
      { url: 'http://[::1/x.png', status: 417 },
      { url: 'https://exa mple.com/x.png', status: 417 },
    ];
    for (const row of table) {
      it(`${row.url}: ${row.status} through upload_file and /api/resource/File`, async () => {
        const viaUpload = await upload(site(), [{ name: 'file_url', value: row.url }], { auth: admin() });
        const viaResource = await call(site(), { method: 'POST', url: '/api/resource/File', auth: admin(), json: { file_url: row.url } });
        for (const [how, r, doc] of [['upload_file', viaUpload, viaUpload.json?.message], ['resource', viaResource, viaResource.json?.data]] as const) {
          assert.equal(r.status, row.status, `${how}: ${r.body.slice(0, 300)}`);
          if (row.status === 417) assert.equal(r.json.exc_type, 'ValidationError', how);
          else assert.deepEqual([doc.file_url, doc.file_name], [row.url, row.fileName], how);
        }
      });
    }
  });

  describe('a taken long name still fits once suffixed', () => {
    // Names up to 240 bytes (and file_name's 140 characters) are accepted; the suffix must not push past either.
    const table: Array<[string, string]> = [
      ['238 bytes of CJK', `${'文'.repeat(78)}.txt`],
      ['240 bytes of two-byte letters', `${'ü'.repeat(118)}.txt`],
      ['140 ASCII characters', `${'a'.repeat(136)}.txt`],
      ['an extension too long to keep whole', `x.${'e'.repeat(137)}`],
    ];
    for (const [name, fileName] of table) {
      it(`${name}: the second and third uploads get shortened, suffixed names`, async () => {
        const urls: string[] = [];
        for (const content of ['first', 'second', 'third']) {
          const r = await upload(site(), [filePart(fileName, `${name} ${content}`)], { auth: admin() });
          assert.equal(r.status, 200, r.body.slice(0, 300));
          const stored = r.json.message.file_name as string;
          assert.ok(Buffer.byteLength(stored) <= 240 && stored.length <= 140, stored);
          if (fileName.endsWith('.txt')) assert.ok(stored.endsWith('.txt'), `keeps the extension: ${stored}`);
          assert.equal(r.json.message.file_url, `/files/${stored}`);
          assert.equal(fs.readFileSync(path.join(siteFolders(site()).public, stored), 'utf8'), `${name} ${content}`);
          urls.push(r.json.message.file_url);
        }
        assert.equal(new Set(urls).size, 3);
        assert.equal(urls[0], `/files/${fileName}`);
        assert.ok(urls[1].includes(md5(`${name} second`).slice(-6)), 'the second takes the content hash');
      });
    }

    it('a name over file_name\'s 140 characters is refused before anything is stored', async () => {
      const before = filesUnder(siteFolders(site()).public);
      const r = await upload(site(), [filePart(`${'b'.repeat(137)}.txt`, 'too long a name')], { auth: admin() });
      assert.equal(r.status, 417, r.body.slice(0, 300));
      assert.equal(r.json.exc_type, 'CharacterLengthExceededError');
      assert.deepEqual(filesUnder(siteFolders(site()).public), before);
    });
  });
});
