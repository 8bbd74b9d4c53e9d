import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { filePart, filesUnder, siteFolders, upload, type Part } from '../helpers/uploads.ts';
import { call } from '../helpers/users.ts';

const MiB = 1024 * 1024;
const KiB = 1024;

/**
 * The whole upload_file request body is capped at max_file_size (1 MiB here), as Frappe caps it,
 * with or without a Content-Length; past it the answer is 413 and nothing of the request stays:
 * no staged bytes, no published file, no File record. Sizes are well above the 64 KiB an upload
 * may wait in memory, so the staging folder is really used.
 */
perDialect('upload_file: the request body cap', (site) => {
  const admin = () => site().adminAuth;
  const folders = () => siteFolders(site());
  /** Everything stored under the files and staging folders, with its bytes' first characters. */
  const snapshot = () => [folders().public, folders().private, folders().staging].map((dir) => filesUnder(dir).map((f) => `${f}:${fs.readFileSync(path.join(dir, f)).subarray(0, 8).toString('hex')}`));
  const fileCount = async () => (await call(site(), { method: 'GET', url: '/api/method/svc.client.get_count?doctype=File', auth: admin() })).json.message;
  const fields = (n: number, size: number): Part[] => Array.from({ length: n }, (_, i) => ({ name: `extra${i}`, value: 'v'.repeat(size) }));

  const refused: Array<{ name: string; parts: () => Part[]; chunked: boolean }> = [
    { name: 'a 3 MiB file with Content-Length', parts: () => [filePart('huge.bin', Buffer.alloc(3 * MiB, 3))], chunked: false },
    { name: 'a 3 MiB file, chunked', parts: () => [filePart('huge.bin', Buffer.alloc(3 * MiB, 4))], chunked: true },
    { name: 'a 900 KiB file (staged on disk) then fields past the cap, chunked', parts: () => [filePart('staged.bin', Buffer.alloc(900 * KiB, 5)), ...fields(4, 60 * KiB)], chunked: true },
    { name: 'a small file and 20 fields of 60 KiB, chunked', parts: () => [filePart('small.txt', 'small'), ...fields(20, 60 * KiB)], chunked: true },
    { name: 'fields of 60 KiB before the file, chunked', parts: () => [...fields(20, 60 * KiB), filePart('after.txt', 'after')], chunked: true },
    { name: 'a small file and a 3 MiB extra file part, chunked', parts: () => [filePart('small.txt', 'small'), { name: 'other', filename: 'other.bin', content: Buffer.alloc(3 * MiB, 6) }], chunked: true },
    { name: 'two 600 KiB file parts, chunked', parts: () => [filePart('one.bin', Buffer.alloc(600 * KiB, 7)), filePart('two.bin', Buffer.alloc(600 * KiB, 8))], chunked: true },
  ];
  for (const row of refused) {
    it(`${row.name}: 413, nothing left behind`, async () => {
      const [before, records] = [snapshot(), await fileCount()];
      const r = await upload(site(), row.parts(), { auth: admin(), chunked: row.chunked });
      assert.equal(r.status, 413, r.body.slice(0, 300));
      assert.equal(r.json.exc_type, 'RequestEntityTooLarge');
      assert.match(r.json.exception, /maximum allowed size of 1\.0 MB/);
      assert.equal(r.headers.connection, 'close');
      assert.deepEqual(snapshot(), before, 'no staged, published or partial file');
      assert.deepEqual(filesUnder(folders().staging), []);
      assert.equal(await fileCount(), records, 'no File record');
    });
  }

  it('a field longer than 64 KiB is refused (413), not cut short', async () => {
    const r = await upload(site(), [filePart('field.txt', 'f'), { name: 'file_url', value: `https://example.com/${'p'.repeat(70 * KiB)}` }], { auth: admin() });
    assert.equal(r.status, 413, r.body.slice(0, 300));
    assert.match(r.json.exception, /form field "file_url"/);
    assert.ok(!filesUnder(folders().public).includes('field.txt'));
  });

  const accepted: Array<{ name: string; chunked: boolean }> = [{ name: 'with Content-Length', chunked: false }, { name: 'chunked', chunked: true }];
  for (const row of accepted) {
    it(`a 900 KiB file under the cap is stored whole (${row.name}); extra file parts are read past, not kept`, async () => {
      const content = Buffer.alloc(900 * KiB, row.chunked ? 9 : 10);
      const r = await upload(site(), [filePart(`fits-${row.name}.bin`, content), { name: 'spare', filename: `spare-${row.name}.bin`, content: 'spare part' }, { name: 'is_private', value: '1' }], { auth: admin(), chunked: row.chunked });
      assert.equal(r.status, 200, r.body.slice(0, 300));
      assert.equal(r.json.message.is_private, 1, 'fields after the parts still count');
      assert.ok(fs.readFileSync(path.join(folders().private, `fits-${row.name}.bin`)).equals(content));
      assert.ok(![...filesUnder(folders().public), ...filesUnder(folders().private)].includes(`spare-${row.name}.bin`));
      assert.deepEqual(filesUnder(folders().staging), []);
    });
  }

  describe('after refusals the server still answers', () => {
    it('a small upload right after', async () => {
      const r = await upload(site(), [filePart('after-refusals.txt', 'still fine')], { auth: admin(), chunked: true });
      assert.equal(r.status, 200, r.body.slice(0, 300));
    });
  });
}, { siteConfig: { max_file_size: MiB } });
