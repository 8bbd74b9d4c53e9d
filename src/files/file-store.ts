import type { Readable } from 'node:stream';

/**
 * Where a stored file lives: public (`/files/<path>`) or private (`/private/files/<path>`).
 * `path` is a relative path of safe segments (see file-names.ts); a store refuses anything else.
 */
export interface FileKey {
  readonly isPrivate: boolean;
  readonly path: string;
}

export interface FileStat {
  size: number;
  /** Last change, epoch milliseconds (for Last-Modified and ETag). */
  mtimeMs: number;
}

/** Inclusive byte range, as an HTTP Range header names it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Bytes received but not yet visible under any key. `publish` makes them visible under a key
 * only if that key is free (never overwrites); `discard` drops them. One of the two must follow.
 * Once published or discarded, `publish` rejects; `discard` after a publish leaves the published bytes be.
 */
export interface StagedFile {
  readonly size: number;
  /** MD5 of the content, lower-case hex (Frappe's content_hash). */
  readonly md5: string;
  /** Makes the bytes visible at `key`; false (and still staged) when the key is taken. */
  publish(key: FileKey): Promise<boolean>;
  discard(): Promise<void>;
}

/** Thrown by `put` when the source passes `maxBytes`; nothing of it remains stored. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the file is larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/** Thrown when a key does not name a safe place inside the store. */
export class UnsafeFileKeyError extends Error {
  constructor(path: string) {
    super(`unsafe file path: ${JSON.stringify(path.slice(0, 200))}`);
    this.name = 'UnsafeFileKeyError';
  }
}

/** Makes the file store of the site whose folder is `siteDir`. */
export type FileStoreFactory = (siteDir: string) => FileStore;

/**
 * A site's file bytes (docs/DECISIONS.md D28). Uploads stream in through `put` (never held whole in
 * memory), are staged, then published under a key once the caller picked a free one.
 * The local-disk store lays keys out as Frappe does; any later store (S3-compatible) must pass
 * the shared conformance suite, fileStoreContract in test/stores/file-store-contract.ts.
 */
export interface FileStore {
  /**
   * Streams `source` into staging, hashing as it goes; over `maxBytes` it throws FileTooLargeError
   * and keeps nothing, as it keeps nothing when `source` errors (rejecting with that error).
   */
  put(source: Readable | AsyncIterable<Uint8Array>, options?: { maxBytes?: number }): Promise<StagedFile>;
  /** The bytes at `key` (only `range` of them when given), or null when absent. A key naming a folder of keys is absent. */
  get(key: FileKey, range?: ByteRange): Promise<Readable | null>;
  /** Null when absent, as for `get`. */
  stat(key: FileKey): Promise<FileStat | null>;
  /** Removes the bytes at `key`; false when there were none (a folder of keys is left alone). */
  delete(key: FileKey): Promise<boolean>;
}
