import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { isSafeRelativePath } from './file-names.ts';
import { FileTooLargeError, UnsafeFileKeyError, type ByteRange, type FileKey, type FileStat, type FileStore, type StagedFile } from './file-store.ts';

/** Files in this process's memory: for tests and as the reference behaviour of the FileStore contract. */
export class MemoryFileStore implements FileStore {
  private readonly files = new Map<string, { bytes: Buffer; mtimeMs: number }>();

  async put(source: Readable | AsyncIterable<Uint8Array>, options: { maxBytes?: number } = {}): Promise<StagedFile> {
    const chunks: Buffer[] = [];
    const hash = createHash('md5');
    let size = 0;
    const maxBytes = options.maxBytes ?? Infinity;
    try {
      for await (const chunk of source) {
        // Streams made from text yield strings, whose length counts characters, not bytes.
        const bytes = Buffer.from(chunk);
        size += bytes.length;
        if (size > maxBytes) throw new FileTooLargeError(maxBytes);
        hash.update(bytes);
        chunks.push(bytes);
      }
    } catch (err) {
      if (source instanceof Readable) source.destroy();
      throw err;
    }
    const bytes = Buffer.concat(chunks);
    let done = false;
    return {
      size,
      md5: hash.digest('hex'),
      publish: async (key) => {
        if (done) throw new Error('staged file already published or discarded');
        const id = this.idOf(key);
        if (this.files.has(id)) return false;
        this.files.set(id, { bytes, mtimeMs: Date.now() });
        done = true;
        return true;
      },
      discard: async () => {
        done = true;
      },
    };
  }

  async get(key: FileKey, range?: ByteRange): Promise<Readable | null> {
    const file = this.files.get(this.idOf(key));
    if (!file) return null;
    return Readable.from([range ? file.bytes.subarray(range.start, range.end + 1) : file.bytes]);
  }

  async stat(key: FileKey): Promise<FileStat | null> {
    const file = this.files.get(this.idOf(key));
    return file ? { size: file.bytes.length, mtimeMs: file.mtimeMs } : null;
  }

  async delete(key: FileKey): Promise<boolean> {
    return this.files.delete(this.idOf(key));
  }

  private idOf(key: FileKey): string {
    if (!isSafeRelativePath(key.path)) throw new UnsafeFileKeyError(key.path);
    return `${key.isPrivate ? 'private' : 'public'}/${key.path}`;
  }
}
