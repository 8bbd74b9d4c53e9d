import { Busboy, type BusboyFileStream, type BusboyInstance } from '@fastify/busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAppError } from '../errors/app-error.ts';
import type { ParsedBody } from './body-parsers.ts';

/** The largest value of one form field; a longer one is refused, never silently cut short. */
export const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FILES = 10;
const MAX_FIELDS = 100;

/** One part of a multipart body: a file to read (before asking for the next part), or a field. */
export type UploadPart =
  | { type: 'file'; fieldname: string; filename: string | undefined; file: BusboyFileStream }
  | { type: 'field'; fieldname: string; value: string; truncated: boolean };

/** The body of a multipart request passed its cap; nothing more of it is read. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the request body is larger than ${maxBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** A multipart body svc will not read further: malformed, or over a count limit. */
export class MultipartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MultipartError';
  }
}

/**
 * multipart/form-data bodies are not parsed up front: upload_file reads them as a stream of parts
 * (`cappedParts`), so a file goes to disk as it arrives. This parser leaves the body unread. A
 * plugin such as @fastify/multipart would also add hooks to every request of the server.
 */
export function registerMultipart(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, { kind: 'other' } satisfies ParsedBody));
}

/** True when the request's body is multipart/form-data. */
export function isMultipart(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^\s*multipart\/form-data\b/i.test(type);
}

/**
 * The parts of a multipart request, with the whole body (boundaries, headers, fields and every
 * file part, read or skipped) capped at `maxBodyBytes`, as Frappe caps the request, whether or not
 * a Content-Length came: a chunked body is counted as it arrives. Past the cap nothing more is
 * read, the file part being read fails with BodyTooLargeError, and so does the iteration. A file
 * part must be read to its end before the next part is asked for.
 */
export async function* cappedParts(request: FastifyRequest, maxBodyBytes: number): AsyncGenerator<UploadPart> {
  const raw = request.raw;
  const queue = new PartQueue();
  let parser: BusboyInstance;
  try {
    parser = Busboy({
      headers: raw.headers as Parameters<typeof Busboy>[0]['headers'],
      limits: { fileSize: maxBodyBytes, files: MAX_FILES, fields: MAX_FIELDS, parts: MAX_FILES + MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
    });
  } catch {
    throw new MultipartError('The multipart body is malformed');
  }
  let seen = 0;
  let reading: BusboyFileStream | null = null;
  const count = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen <= maxBodyBytes) return;
    stop();
    // The socket is no longer read; the answer closes the connection.
    raw.pause();
    abandon(new BodyTooLargeError(maxBodyBytes));
  };
  // The file part being read fails with the body, or its reader would wait for bytes forever.
  const abandon = (err: Error) => {
    reading?.destroy(err);
    queue.fail(err);
  };
  const stop = () => {
    raw.off('data', count);
    raw.unpipe(parser);
  };
  parser.on('file', (fieldname, file, filename) => {
    // busboy emits a body cut short as an 'error' event on the part, perhaps before anyone reads
    // it: unheard, that event would take the process down. As the stream's state, its reader
    // meets it whenever it starts.
    file.on('error', (err: Error) => {
      if (!file.destroyed) file.destroy(err);
    });
    queue.push({ type: 'file', fieldname, filename, file });
  });
  parser.on('field', (fieldname, value, fieldnameTruncated, valueTruncated) => queue.push({ type: 'field', fieldname, value, truncated: fieldnameTruncated || valueTruncated }));
  parser.on('partsLimit', () => queue.fail(new MultipartError('The upload has too many parts')));
  parser.on('filesLimit', () => queue.fail(new MultipartError('The upload has too many files')));
  parser.on('fieldsLimit', () => queue.fail(new MultipartError('The upload has too many fields')));
  // An empty body is an empty form, not a truncated one.
  parser.on('error', () => (seen === 0 ? queue.end() : queue.fail(new MultipartError('The multipart body is malformed'))));
  parser.on('finish', () => queue.end());
  raw.on('data', count);
  raw.on('aborted', () => abandon(new MultipartError('The upload was interrupted')));
  // A body cut for arriving too slowly (body-deadline.ts) fails with its own error, a 408.
  raw.on('error', (err) => abandon(isAppError(err) ? err : new MultipartError('The upload was interrupted')));
  raw.pipe(parser);
  try {
    for (;;) {
      const part = await queue.next();
      if (part === null) return;
      reading = part.type === 'file' ? part.file : null;
      yield part;
      reading = null;
    }
  } finally {
    stop();
  }
}

/** Parts in arrival order, handed out one at a time; an error ends it for every later ask. */
class PartQueue {
  private readonly parts: UploadPart[] = [];
  private ended = false;
  private error: Error | null = null;
  private waiting: { resolve: (part: UploadPart | null) => void; reject: (err: Error) => void } | null = null;

  push(part: UploadPart): void {
    if (this.waiting) this.settle((w) => w.resolve(part));
    else this.parts.push(part);
  }

  end(): void {
    this.ended = true;
    this.settle((w) => w.resolve(null));
  }

  fail(err: Error): void {
    this.error ??= err;
    this.settle((w) => w.reject(err));
  }

  next(): Promise<UploadPart | null> {
    if (this.error) return Promise.reject(this.error);
    const part = this.parts.shift();
    if (part) return Promise.resolve(part);
    if (this.ended) return Promise.resolve(null);
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  private settle(fn: (w: NonNullable<PartQueue['waiting']>) => void): void {
    const waiting = this.waiting;
    this.waiting = null;
    if (waiting) fn(waiting);
  }
}
