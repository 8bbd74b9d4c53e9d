import type { Readable } from 'node:stream';
import type { ByteRange, FileKey, FileStat, FileStore, StagedFile } from '../../src/files/file-store.ts';
import { LocalFileStore } from '../../src/files/local-file-store.ts';

interface Hold {
  op: 'stat' | 'delete';
  path: string;
  reached: () => void;
  released: Promise<void>;
}

/**
 * The local-disk store with one moment held open on request: a `stat` of a path just after it
 * answered, or a `delete` of a path just before it removes. Tests use it to run another request
 * inside that moment, the interleaving a race needs, every time.
 */
export class HeldFileStore implements FileStore {
  private readonly inner: LocalFileStore;
  private hold: Hold | null = null;

  constructor(siteDir: string) {
    this.inner = new LocalFileStore(siteDir);
  }

  /** Holds the next `op` of `path`; `reached` resolves once it is held, `release` lets it go on. */
  holdNext(op: Hold['op'], path: string): { reached: Promise<void>; release: () => void } {
    let reached!: () => void;
    let release!: () => void;
    const reachedP = new Promise<void>((resolve) => (reached = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    this.hold = { op, path, reached, released };
    return { reached: reachedP, release };
  }

  private async pause(op: Hold['op'], key: FileKey): Promise<void> {
    const hold = this.hold;
    if (!hold || hold.op !== op || hold.path !== key.path) return;
    this.hold = null;
    hold.reached();
    await hold.released;
  }

  put(source: Readable | AsyncIterable<Uint8Array>, options?: { maxBytes?: number }): Promise<StagedFile> {
    return this.inner.put(source, options);
  }

  get(key: FileKey, range?: ByteRange): Promise<Readable | null> {
    return this.inner.get(key, range);
  }

  async stat(key: FileKey): Promise<FileStat | null> {
    const answer = await this.inner.stat(key);
    await this.pause('stat', key);
    return answer;
  }

  async delete(key: FileKey): Promise<boolean> {
    await this.pause('delete', key);
    return this.inner.delete(key);
  }
}
