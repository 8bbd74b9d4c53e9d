import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomHex } from '../util/random.ts';
import { isSafeRelativePath } from './file-names.ts';
import { FileTooLargeError, UnsafeFileKeyError, type ByteRange, type FileKey, type FileStat, type FileStore, type StagedFile } from './file-store.ts';

/** Folder (under the site folder) where uploads wait until published: never served. */
const STAGING = '.file-staging';
/** Uploads up to this size are held in memory until published; larger ones stream to staging. */
const IN_MEMORY_MAX = 64 * 1024;
/** A staged file untouched this long belongs to no running upload. */
const STALE_STAGING_MS = 60 * 60 * 1000;
/**
 * Prefix of a copy being written beside its key when the files folder is on another file system
 * than the staging folder: such names are never served, stat'ed, deleted or published.
 */
const PARTIAL_PREFIX = '.svc-partial-';

/**
 * Files on local disk in Frappe's layout: `<site>/public/files/<path>` and
 * `<site>/private/files/<path>`, so a Frappe site's files folders can be copied in. An upload
 * up to 64 KiB waits in memory and is published by creating its file exclusively; a larger one
 * streams into `<site>/.file-staging/` and is published with a hard link; when the files folder
 * lives on another file system (a Frappe folder mounted or linked in), the staged file is first
 * copied beside its key under a never-served name, then linked. Nothing ever overwrites an
 * existing file or shows a partial one under its key.
 */
export class LocalFileStore implements FileStore {
  private readonly roots: Record<'public' | 'private', string>;
  private readonly staging: string;
  private readonly realRoots: Partial<Record<'public' | 'private', string>> = {};
  /** Folders known to exist inside the files folder; a removed one is recreated on ENOENT. */
  private readonly readyDirs = new Set<string>();
  private stagingReady = false;

  constructor(siteDir: string) {
    const base = path.resolve(siteDir);
    this.roots = { public: path.join(base, 'public', 'files'), private: path.join(base, 'private', 'files') };
    this.staging = path.join(base, STAGING);
  }

  async put(source: Readable | AsyncIterable<Uint8Array>, options: { maxBytes?: number } = {}): Promise<StagedFile> {
    const hash = createHash('md5');
    const maxBytes = options.maxBytes ?? Infinity;
    const head: Buffer[] = [];
    let size = 0;
    const chunks = source[Symbol.asyncIterator]();
    try {
      // A small file (the common upload) stays in memory until published: one write at its key
      // instead of a staging file, a link and an unlink. Anything larger streams to staging.
      for (;;) {
        const next = await chunks.next();
        if (next.done) return this.stagedInMemory(Buffer.concat(head, size), hash.digest('hex'));
        const chunk = asBuffer(next.value);
        size += chunk.length;
        if (size > maxBytes) throw new FileTooLargeError(maxBytes);
        hash.update(chunk);
        head.push(chunk);
        if (size > IN_MEMORY_MAX) break;
      }
    } catch (err) {
      if (source instanceof Readable) source.destroy();
      throw err;
    }
    return this.stageOnDisk(head, chunks, source, { hash, size, maxBytes });
  }

  /** Streams the rest of an upload into a staging file, behind the chunks already read. */
  private async stageOnDisk(
    head: Buffer[], rest: AsyncIterator<Uint8Array>, source: unknown,
    state: { hash: ReturnType<typeof createHash>; size: number; maxBytes: number },
  ): Promise<StagedFile> {
    if (!this.stagingReady) {
      await fsp.mkdir(this.staging, { recursive: true });
      this.stagingReady = true;
      await this.sweepStaging();
    }
    const temp = path.join(this.staging, `${Date.now()}-${randomHex(16)}`);
    async function* all(): AsyncGenerator<Buffer> {
      yield* head;
      for (;;) {
        const next = await rest.next();
        if (next.done) return;
        const chunk = asBuffer(next.value);
        state.size += chunk.length;
        if (state.size > state.maxBytes) throw new FileTooLargeError(state.maxBytes);
        state.hash.update(chunk);
        yield chunk;
      }
    }
    try {
      // Created before the first chunk, not by the write stream: pipeline rejects as soon as the
      // source throws, while a stream's own open may still be in the thread pool, so the unlink
      // below could run before the file exists and leave it behind.
      const handle = await fsp.open(temp, 'wx', 0o640);
      // The write stream batches chunks into few writes, and closes the handle however it ends.
      await pipeline(all(), handle.createWriteStream({ highWaterMark: 1024 * 1024 }));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') this.stagingReady = false;
      await unlinkQuietly(temp);
      if (source instanceof Readable) source.destroy();
      throw err;
    }
    return this.stagedOnDisk(temp, state.size, state.hash.digest('hex'));
  }

  /** Removes staged files a crashed process left behind (old enough that no upload still writes them). */
  private async sweepStaging(): Promise<void> {
    const before = Date.now() - STALE_STAGING_MS;
    for (const entry of await fsp.readdir(this.staging).catch(() => [] as string[])) {
      const file = path.join(this.staging, entry);
      const st = await fsp.stat(file).catch(() => null);
      if (st && st.isFile() && st.mtimeMs < before) await unlinkQuietly(file).catch(() => {});
    }
  }

  private stagedInMemory(bytes: Buffer, md5: string): StagedFile {
    let done = false;
    return {
      size: bytes.length,
      md5,
      publish: async (key) => {
        if (done) throw new Error('staged file already published or discarded');
        if (!(await this.atKey(key, (target) => writeNew(target, bytes)))) return false;
        done = true;
        return true;
      },
      discard: async () => {
        done = true;
      },
    };
  }

  private stagedOnDisk(temp: string, size: number, md5: string): StagedFile {
    let done = false;
    // The copy made for a files folder on another file system, kept while its key is tried again under other names.
    const copy = { path: null as string | null };
    return {
      size,
      md5,
      publish: async (key) => {
        if (done) throw new Error('staged file already published or discarded');
        if (!(await this.atKey(key, (target) => linkAcross(temp, target, copy)))) return false;
        done = true;
        await unlinkQuietly(temp);
        if (copy.path) await unlinkQuietly(copy.path);
        return true;
      },
      discard: async () => {
        if (done) return;
        done = true;
        await unlinkQuietly(temp);
        if (copy.path) await unlinkQuietly(copy.path);
      },
    };
  }

  /**
   * Runs `create` (which must fail with EEXIST rather than overwrite) at a key's path, making the
   * key's folder first; false when the key is taken.
   */
  private async atKey(key: FileKey, create: (target: string) => Promise<void>): Promise<boolean> {
    if (isPartialName(key)) return false;
    const target = this.pathOf(key);
    const dir = path.dirname(target);
    await this.readyDir(key, dir);
    try {
      await create(target).catch(async (err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
        // The folder went away under us: make it again, once.
        this.readyDirs.delete(dir);
        await this.readyDir(key, dir);
        return create(target);
      });
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw err;
    }
  }

  async get(key: FileKey, range?: ByteRange): Promise<Readable | null> {
    const file = await this.existingPath(key);
    if (!file) return null;
    // Opened before answering, so a missing file is null here rather than a stream error later.
    // Non-blocking: opening a named pipe put under a key would otherwise wait for a writer.
    const handle = await fsp.open(file, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'EISDIR') return null;
      throw err;
    });
    if (!handle) return null;
    // Opening a folder succeeds on Linux and only its first read fails (EISDIR): only a regular file is one.
    const isFile = await handle.stat().then((st) => st.isFile(), async (err: unknown) => {
      await handle.close();
      throw err;
    });
    if (!isFile) {
      await handle.close();
      return null;
    }
    return handle.createReadStream({ highWaterMark: 256 * 1024, ...(range ? { start: range.start, end: range.end } : {}) });
  }

  async stat(key: FileKey): Promise<FileStat | null> {
    const file = await this.existingPath(key);
    if (!file) return null;
    const st = await fsp.stat(file).catch(() => null);
    return st && st.isFile() ? { size: st.size, mtimeMs: Math.floor(st.mtimeMs) } : null;
  }

  async delete(key: FileKey): Promise<boolean> {
    if (!(await this.existingPath(key))) return false;
    // The key's own entry: a symbolic link goes, not the file it points at (another key's, maybe).
    const file = this.pathOf(key);
    try {
      await fsp.unlink(file);
      return true;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return false;
      // A folder is no file to delete (Linux says EISDIR, macOS EPERM, which also means a real refusal).
      if ((code === 'EISDIR' || code === 'EPERM') && (await isFolder(file))) return false;
      throw err;
    }
  }

  /** Where a key lives; refuses any key that is not a relative path of safe segments. */
  private pathOf(key: FileKey): string {
    if (!isSafeRelativePath(key.path)) throw new UnsafeFileKeyError(key.path);
    const root = key.isPrivate ? this.roots.private : this.roots.public;
    const full = path.resolve(root, key.path);
    if (!full.startsWith(root + path.sep)) throw new UnsafeFileKeyError(key.path);
    return full;
  }

  /** The real path of an existing key, or null; a symlink leading out of the files folder counts as absent. */
  private async existingPath(key: FileKey): Promise<string | null> {
    const full = this.pathOf(key);
    if (isPartialName(key)) return null;
    const real = await fsp.realpath(full).catch(() => null);
    if (!real) return null;
    const root = await this.realRoot(key).catch(() => null);
    return root && real.startsWith(root + path.sep) ? real : null;
  }

  /** The resolved files folder of a key's kind (cached once it exists; it never moves while serving). */
  private async realRoot(key: FileKey): Promise<string> {
    const kind = key.isPrivate ? 'private' : 'public';
    return (this.realRoots[kind] ??= await fsp.realpath(this.roots[kind]));
  }

  /** Creates a key's folder and checks it resolves inside the files folder (once per folder). */
  private async readyDir(key: FileKey, dir: string): Promise<void> {
    if (this.readyDirs.has(dir)) return;
    await fsp.mkdir(dir, { recursive: true });
    const root = await this.realRoot(key);
    const real = await fsp.realpath(dir);
    if (real !== root && !real.startsWith(root + path.sep)) throw new UnsafeFileKeyError(key.path);
    if (this.readyDirs.size > 1000) this.readyDirs.clear();
    this.readyDirs.add(dir);
  }
}

/** True for a key naming a copy still being written (see PARTIAL_PREFIX). */
function isPartialName(key: FileKey): boolean {
  return key.path.slice(key.path.lastIndexOf('/') + 1).startsWith(PARTIAL_PREFIX);
}

/**
 * Hard-links a staged file at `target` (EEXIST when taken). Across file systems (EXDEV) it copies
 * the file beside `target` under a partial name first, then links that: `target` appears whole
 * or not at all, and is never overwritten. The copy is kept in `copy` for the next name tried.
 */
async function linkAcross(temp: string, target: string, copy: { path: string | null }): Promise<void> {
  try {
    await fsp.link(temp, target);
    return;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
  }
  const dir = path.dirname(target);
  if (copy.path && path.dirname(copy.path) !== dir) {
    await unlinkQuietly(copy.path);
    copy.path = null;
  }
  if (!copy.path) {
    const partial = path.join(dir, `${PARTIAL_PREFIX}${randomHex(16)}`);
    try {
      await fsp.copyFile(temp, partial, fs.constants.COPYFILE_EXCL);
    } catch (err) {
      await unlinkQuietly(partial).catch(() => {});
      throw err;
    }
    copy.path = partial;
  }
  try {
    await fsp.link(copy.path, target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') {
      // Gone with its folder, say: the next try copies afresh.
      await unlinkQuietly(copy.path).catch(() => {});
      copy.path = null;
    }
    throw err;
  }
}

/**
 * Creates `target` (never overwriting) holding `bytes`, a small file. The create goes to the
 * thread pool: it waits on the file system's journal, which a concurrent fsync (a database
 * checkpoint) can hold for many milliseconds, and a sync call would stall every request meanwhile.
 * Writing at most 64 KiB into the page cache and closing are quick and done at once: each
 * further thread-pool round trip costs a thread wake-up, on a busy machine a context switch.
 */
function writeNew(target: string, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    fs.open(target, 'wx', 0o640, (openErr, fd) => {
      if (openErr) return reject(openErr);
      try {
        if (fs.writeSync(fd, bytes, 0, bytes.length, 0) !== bytes.length) throw new Error(`short write to ${target}`);
        resolve();
      } catch (err) {
        // A half-written file must not stay visible under its key.
        fs.rmSync(target, { force: true });
        reject(err);
      } finally {
        fs.closeSync(fd);
      }
    });
  });
}

/**
 * A chunk as a Buffer, without copying one that already is (Buffer.from(buffer) would copy every
 * byte of an upload). Streams made from text (Readable.from('...')) yield strings.
 */
function asBuffer(chunk: Uint8Array | string): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  return typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

async function isFolder(file: string): Promise<boolean> {
  const st = await fsp.stat(file).catch(() => null);
  return st !== null && st.isDirectory();
}

async function unlinkQuietly(file: string): Promise<void> {
  await fsp.unlink(file).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });
}
