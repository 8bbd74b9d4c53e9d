import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, describe, it } from 'node:test';
import type { FileKey } from '../../src/files/file-store.ts';
import { LocalFileStore } from '../../src/files/local-file-store.ts';
import { MemoryFileStore } from '../../src/files/memory-file-store.ts';
import { fileStoreContract } from './file-store-contract.ts';

const dirs: string[] = [];
after(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const pub = (p: string): FileKey => ({ isPrivate: false, path: p });
const priv = (p: string): FileKey => ({ isPrivate: true, path: p });

fileStoreContract('memory', () => ({ store: new MemoryFileStore() }));

fileStoreContract('local', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-files-'));
  const staging = path.join(dir, '.file-staging');
  return {
    store: new LocalFileStore(dir),
    leftovers: () => (fs.existsSync(staging) ? fs.readdirSync(staging) : []),
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
});

describe('LocalFileStore layout', () => {
  it("writes where Frappe does and follows no symlink out of the files folder", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-files-'));
    dirs.push(dir);
    const store = new LocalFileStore(dir);
    await (await store.put(Readable.from(['p']))).publish(pub('p.txt'));
    await (await store.put(Readable.from(['q']))).publish(priv('q.txt'));
    assert.equal(fs.readFileSync(path.join(dir, 'public', 'files', 'p.txt'), 'utf8'), 'p');
    assert.equal(fs.readFileSync(path.join(dir, 'private', 'files', 'q.txt'), 'utf8'), 'q');
    fs.writeFileSync(path.join(dir, 'outside.txt'), 'outside');
    fs.symlinkSync(path.join(dir, 'outside.txt'), path.join(dir, 'public', 'files', 'link.txt'));
    assert.equal(await store.get(pub('link.txt')), null);
    assert.equal(await store.stat(pub('link.txt')), null);
    const big = Buffer.alloc(200 * 1024, 7);
    await (await store.put(Readable.from([big.subarray(0, 100 * 1024), big.subarray(100 * 1024)]))).publish(pub('big.bin'));
    assert.ok(fs.readFileSync(path.join(dir, 'public', 'files', 'big.bin')).equals(big), 'a file past the in-memory size goes through staging whole');
    assert.deepEqual(fs.readdirSync(path.join(dir, '.file-staging')), [], 'nothing left in staging');
  });
});

describe('LocalFileStore across file systems', () => {
  // A Frappe site's files folder mounted or linked in from another file system: staging sits on
  // the site's, so a hard link fails with EXDEV and publish must copy without ever showing a
  // partial file or overwriting one. /dev/shm (tmpfs) stands in for the other file system.
  const otherDevice = fs.existsSync('/dev/shm') && fs.statSync('/dev/shm').dev !== fs.statSync(os.tmpdir()).dev;
  const skip = otherDevice ? false : `SKIPPED: /dev/shm is missing or on the same device as ${os.tmpdir()}, so no EXDEV can be provoked here`;

  it('publishes a staged file into a files folder on another device, never overwriting, leaving nothing behind', { skip }, async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-files-'));
    const mounted = fs.mkdtempSync(path.join('/dev/shm', 'svc-files-'));
    dirs.push(site, mounted);
    fs.mkdirSync(path.join(site, 'public'), { recursive: true });
    fs.symlinkSync(mounted, path.join(site, 'public', 'files'));
    const store = new LocalFileStore(site);
    const big = (fill: number) => Buffer.alloc(300 * 1024, fill);
    const first = await store.put(Readable.from([big(1).subarray(0, 100 * 1024), big(1).subarray(100 * 1024)]));
    assert.equal(await first.publish(pub('big.bin')), true);
    assert.ok(fs.readFileSync(path.join(mounted, 'big.bin')).equals(big(1)));

    const second = await store.put(Readable.from([big(2)]));
    assert.equal(await second.publish(pub('big.bin')), false, 'taken: never overwritten');
    assert.ok(fs.readFileSync(path.join(mounted, 'big.bin')).equals(big(1)));
    assert.equal(await second.publish(pub('big2.bin')), true, 'the next name tried reuses the copy');
    assert.ok(fs.readFileSync(path.join(mounted, 'big2.bin')).equals(big(2)));
    assert.equal((await store.stat(pub('big2.bin')))?.size, 300 * 1024);

    const third = await store.put(Readable.from([big(3)]));
    assert.equal(await third.publish(pub('sub/big.bin')), true, 'into a sub-folder of the mounted folder');
    const discarded = await store.put(Readable.from([big(4)]));
    assert.equal(await discarded.publish(pub('big.bin')), false);
    await discarded.discard();

    assert.deepEqual(fs.readdirSync(mounted).sort(), ['big.bin', 'big2.bin', 'sub'], 'no partial copy left in the files folder');
    assert.deepEqual(fs.readdirSync(path.join(site, '.file-staging')), [], 'nothing left in staging');
  });
});

describe('LocalFileStore partial copies', () => {
  it('a name of a copy in progress is never served, stat\'ed, deleted or published', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-files-'));
    dirs.push(dir);
    const store = new LocalFileStore(dir);
    await (await store.put(Readable.from(['x']))).publish(pub('real.txt'));
    fs.writeFileSync(path.join(dir, 'public', 'files', '.svc-partial-0123abcd'), 'half a file');
    const key = pub('.svc-partial-0123abcd');
    assert.equal(await store.get(key), null);
    assert.equal(await store.stat(key), null);
    assert.equal(await store.delete(key), false);
    const staged = await store.put(Readable.from(['y']));
    assert.equal(await staged.publish(pub('.svc-partial-new')), false);
    await staged.discard();
    assert.equal(fs.readFileSync(path.join(dir, 'public', 'files', '.svc-partial-0123abcd'), 'utf8'), 'half a file');
  });
});

describe('LocalFileStore with what a copied-in files folder may hold', () => {
  function freshStore(): { dir: string; files: string; store: LocalFileStore } {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-files-'));
    dirs.push(dir);
    const files = path.join(dir, 'public', 'files');
    fs.mkdirSync(files, { recursive: true });
    return { dir, files, store: new LocalFileStore(dir) };
  }

  it('names in any normalisation form and up to 255 bytes are read, stat\'ed and deleted', async () => {
    const { files, store } = freshStore();
    const names = ['cafe\u0301.txt', `${'n'.repeat(251)}.txt`];
    for (const name of names) {
      fs.writeFileSync(path.join(files, name), `bytes of ${name.length}`);
      assert.equal((await store.stat(pub(name)))?.size, `bytes of ${name.length}`.length, name);
      const stream = await store.get(pub(name));
      assert.ok(stream, name);
      stream.destroy();
      assert.equal(await store.delete(pub(name)), true);
      assert.equal(fs.existsSync(path.join(files, name)), false);
    }
  });

  it('deleting a key that is a symbolic link removes the link, not the file it points at', async () => {
    const { files, store } = freshStore();
    fs.writeFileSync(path.join(files, 'target.txt'), 'another key\'s bytes');
    fs.symlinkSync(path.join(files, 'target.txt'), path.join(files, 'alias.txt'));
    assert.equal(await store.delete(pub('alias.txt')), true);
    assert.equal(fs.existsSync(path.join(files, 'alias.txt')), false);
    assert.equal(fs.readFileSync(path.join(files, 'target.txt'), 'utf8'), 'another key\'s bytes');
  });

  it('a named pipe under a key is no file: get answers null at once instead of waiting for a writer', async (t) => {
    const { files, store } = freshStore();
    const made = (await import('node:child_process')).spawnSync('mkfifo', [path.join(files, 'pipe.txt')]);
    if (made.status !== 0) return t.skip('SKIPPED: mkfifo is not available here');
    const answer = await Promise.race([store.get(pub('pipe.txt')), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2000))]);
    assert.equal(answer, null);
    assert.equal(await store.stat(pub('pipe.txt')), null);
  });
});
