import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { FileTooLargeError, type FileKey, type FileStore } from '../../src/files/file-store.ts';

/** A store for the contract to run against, with what the contract may ask beyond the FileStore interface. */
export interface FileStoreUnderTest {
  store: FileStore;
  /**
   * Whatever the store holds outside every key (staged uploads, partial copies), named any way;
   * it must be empty whenever no staged file awaits its publish or discard. Left out by a store
   * that cannot hold anything outside its keys.
   */
  leftovers?(): string[] | Promise<string[]>;
  cleanup?(): void | Promise<void>;
}

/**
 * The local-disk store holds uploads up to 64 KiB in memory and streams larger ones to staging,
 * then reads files back in 256 KiB chunks: this size takes every path and crosses chunks.
 */
const LARGE = 300 * 1024 + 7;
const CHUNK = 40 * 1024;

/**
 * The FileStore contract (src/files/file-store.ts): every store runs it, each from a fresh
 * `make()`, e.g. `fileStoreContract('s3', async () => ({ store, leftovers, cleanup }))`.
 */
export function fileStoreContract(name: string, make: () => FileStoreUnderTest | Promise<FileStoreUnderTest>): void {
  describe(`FileStore contract [${name}]`, () => {
    let underTest: FileStoreUnderTest;
    let store: FileStore;
    before(async () => {
      underTest = await make();
      store = underTest.store;
    });
    after(async () => {
      await underTest?.cleanup?.();
    });

    async function assertNothingLeft(message: string): Promise<void> {
      assert.deepEqual((await underTest.leftovers?.()) ?? [], [], message);
    }

    it('stages with size and MD5, publishes, reads, stats and deletes', async () => {
      const staged = await store.put(Readable.from([Buffer.from('hello '), Buffer.from('world')]));
      assert.equal(staged.size, 11);
      assert.equal(staged.md5, createHash('md5').update('hello world').digest('hex'));
      assert.equal(await store.stat(pub('a.txt')), null, 'nothing visible before publish');
      assert.equal(await staged.publish(pub('a.txt')), true);
      assert.equal(await text(await store.get(pub('a.txt'))), 'hello world');
      const st = await store.stat(pub('a.txt'));
      assert.equal(st?.size, 11);
      assert.ok(typeof st?.mtimeMs === 'number' && st.mtimeMs > 0);
      assert.equal(await store.delete(pub('a.txt')), true);
      assert.equal(await store.delete(pub('a.txt')), false);
      assert.equal(await store.get(pub('a.txt')), null);
    });

    it('counts text chunks in UTF-8 bytes', async () => {
      const staged = await store.put(Readable.from(['héllo']));
      assert.equal(staged.size, 6);
      assert.equal(staged.md5, createHash('md5').update('héllo').digest('hex'));
      await staged.discard();
      await assert.rejects(store.put(Readable.from(['héllo']), { maxBytes: 5 }), FileTooLargeError);
    });

    it('public and private are separate; publish never overwrites', async () => {
      const one = await store.put(Readable.from(['one']));
      const two = await store.put(Readable.from(['two']));
      assert.equal(await one.publish(priv('same.txt')), true);
      assert.equal(await two.publish(priv('same.txt')), false, 'taken');
      assert.equal(await two.publish(pub('same.txt')), true);
      assert.equal(await text(await store.get(priv('same.txt'))), 'one');
      assert.equal(await text(await store.get(pub('same.txt'))), 'two');
    });

    it('reads byte ranges', async () => {
      const staged = await store.put(Readable.from(['0123456789']));
      await staged.publish(pub('digits.txt'));
      assert.equal(await text(await store.get(pub('digits.txt'), { start: 2, end: 4 })), '234');
      assert.equal(await text(await store.get(pub('digits.txt'), { start: 9, end: 9 })), '9');
      assert.equal(await store.get(pub('no-digits.txt'), { start: 2, end: 4 }), null, 'a range of a missing key');
    });

    it('reads byte ranges of a large file', async () => {
      const content = numbered(LARGE);
      assert.equal(await (await store.put(Readable.from(chunked(content)))).publish(pub('large.bin')), true);
      assert.ok((await bytes(await store.get(pub('large.bin'))))?.equals(content), 'whole');
      const ranges = { start: [0, 99], middle: [256 * 1024 - 50, 256 * 1024 + 50], end: [LARGE - 100, LARGE - 1], 'one byte': [70_000, 70_000] };
      for (const [label, [start, end]] of Object.entries(ranges)) {
        const got = await bytes(await store.get(pub('large.bin'), { start, end }));
        assert.ok(got?.equals(content.subarray(start, end + 1)), label);
      }
    });

    it('over maxBytes it throws FileTooLargeError and keeps nothing', async () => {
      const big = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
      await assert.rejects(store.put(big, { maxBytes: 1000 }), FileTooLargeError);
      const ok = await store.put(Readable.from([Buffer.alloc(1000)]), { maxBytes: 1000 });
      assert.equal(ok.size, 1000);
      await ok.discard();
      await assertNothingLeft('nothing left of the small upload');
    });

    it('over maxBytes part way through a large upload it throws FileTooLargeError and keeps nothing', async () => {
      await assert.rejects(store.put(Readable.from(chunked(numbered(LARGE))), { maxBytes: LARGE - 1 }), FileTooLargeError);
      await assertNothingLeft('nothing left of the large upload');
      const ok = await store.put(Readable.from(chunked(numbered(LARGE))), { maxBytes: LARGE });
      assert.equal(ok.size, LARGE);
      await ok.discard();
      await assertNothingLeft('nothing left once discarded');
    });

    it('a source that errors part way rejects put and keeps nothing', async () => {
      for (const [label, size] of [['small', 1000], ['large', LARGE]] as const) {
        const source = Readable.from(failingAfter(chunked(numbered(size))));
        await assert.rejects(store.put(source), /connection reset/, label);
        await assertNothingLeft(`nothing left of the ${label} upload`);
      }
    });

    it('discarded bytes are never visible', async () => {
      const staged = await store.put(Readable.from(['gone']));
      await staged.discard();
      await assert.rejects(staged.publish(pub('gone.txt')));
      assert.equal(await store.stat(pub('gone.txt')), null);
    });

    it('a staged file publishes once; a second publish rejects and discard after publish is harmless', async () => {
      for (const [label, content] of [['small', Buffer.from('once')], ['large', numbered(LARGE)]] as const) {
        const staged = await store.put(Readable.from(chunked(content)));
        assert.equal(await staged.publish(pub(`once-${label}.bin`)), true);
        await assert.rejects(staged.publish(pub(`twice-${label}.bin`)), Error, label);
        assert.equal(await store.stat(pub(`twice-${label}.bin`)), null, `${label}: no second copy`);
        await staged.discard();
        await staged.discard();
        assert.ok((await bytes(await store.get(pub(`once-${label}.bin`))))?.equals(content), `${label}: published bytes stay`);
        assert.equal((await store.stat(pub(`once-${label}.bin`)))?.size, content.length);
        await assertNothingLeft(`${label}: nothing left`);
      }
    });

    it('refuses every unsafe key', async () => {
      const staged = await store.put(Readable.from(['x']));
      for (const bad of ['../x.txt', '/etc/passwd', 'a/../../b', '..', '', 'a\u0000b', 'a\\..\\b', 'a\uff0fb', './x']) {
        await assert.rejects(staged.publish(pub(bad)), /unsafe/, bad);
        await assert.rejects(store.get(pub(bad)), /unsafe/, bad);
        await assert.rejects(store.stat(priv(bad)), /unsafe/, bad);
        await assert.rejects(store.delete(priv(bad)), /unsafe/, bad);
      }
      await staged.discard();
    });

    it('keys may have sub-folders (a copied-in Frappe folder)', async () => {
      const staged = await store.put(Readable.from(['nested']));
      assert.equal(await staged.publish(priv('sub/dir/n.txt')), true);
      assert.equal(await text(await store.get(priv('sub/dir/n.txt'))), 'nested');
    });

    it('a key naming a folder of keys is absent: get and stat are null, delete is false', async () => {
      assert.equal(await (await store.put(Readable.from(['inside']))).publish(priv('folder/inner/n.txt')), true);
      for (const folder of ['folder', 'folder/inner']) {
        assert.equal(await store.get(priv(folder)), null, folder);
        assert.equal(await store.get(priv(folder), { start: 0, end: 0 }), null, folder);
        assert.equal(await store.stat(priv(folder)), null, folder);
        assert.equal(await store.delete(priv(folder)), false, folder);
      }
      assert.equal(await text(await store.get(priv('folder/inner/n.txt'))), 'inside', 'the file inside survives');
    });
  });
}

const pub = (p: string): FileKey => ({ isPrivate: false, path: p });
const priv = (p: string): FileKey => ({ isPrivate: true, path: p });

async function bytes(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

async function text(stream: Readable | null): Promise<string | null> {
  return (await bytes(stream))?.toString() ?? null;
}

/** Bytes unlike their neighbours, so a range read off by one reads wrong. */
function numbered(size: number): Buffer {
  const content = Buffer.alloc(size);
  for (let i = 0; i < size; i++) content[i] = i % 251;
  return content;
}

/** `content` as an upload arrives: in chunks, so a store sees it cross its limits part way. */
function chunked(content: Buffer): Buffer[] {
  const chunks: Buffer[] = [];
  for (let at = 0; at < content.length; at += CHUNK) chunks.push(content.subarray(at, at + CHUNK));
  return chunks;
}

async function* failingAfter(chunks: Buffer[]): AsyncGenerator<Buffer> {
  yield* chunks;
  throw new Error('connection reset');
}
