import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The largest value of one form field; a longer one is refused, never silently cut short. */
export const MAX_FIELD_BYTES = 64 * 1024;

/**
 * multipart/form-data bodies are not parsed up front: upload_file reads them as a stream of
 * parts (`cappedParts`), so a file goes to disk as it arrives. Limits are set per request from
 * the site's config; these are the ceilings for any other use.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: 25 * 1024 * 1024, files: 10, fields: 100, parts: 110, fieldSize: 1024 * 1024 } });
}

/** The body of a multipart request passed its cap; nothing more of it is read. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the request body is larger than ${maxBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * The parts of a multipart request with the whole body (boundaries, headers, fields and every
 * file part, read or skipped) capped at `maxBodyBytes`, as Frappe caps the request and whether
 * or not a Content-Length came: a chunked body is counted as it arrives. Past the cap nothing
 * more is read, the file part being read fails with BodyTooLargeError, and so does the
 * iteration. Fields are at most MAX_FIELD_BYTES each (the part then reports valueTruncated).
 */
export async function* cappedParts(request: FastifyRequest, maxBodyBytes: number): AsyncGenerator<Multipart> {
  const raw = request.raw;
  let seen = 0;
  let reading: MultipartFile['file'] | null = null;
  let stop!: (err: Error) => void;
  const stopped = new Promise<never>((_, reject) => (stop = reject));
  stopped.catch(() => {});
  const count = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen <= maxBodyBytes) return;
    raw.off('data', count);
    // The parser gets nothing more and the socket is no longer read; the answer closes it.
    raw.unpipe();
    raw.pause();
    const err = new BodyTooLargeError(maxBodyBytes);
    reading?.destroy(err);
    stop(err);
  };
  // Paused first so no byte flows before the parser is piped in (request.parts() does that on its first step).
  raw.pause();
  raw.on('data', count);
  const parts = request.parts({ limits: { fileSize: maxBodyBytes, files: 10, fields: 100, parts: 110, fieldSize: MAX_FIELD_BYTES } })[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = parts.next();
      // Once stopped, the parser never settles this step; its late failure is nobody's to handle.
      next.catch(() => {});
      const step = await Promise.race([next, stopped]);
      if (step.done) return;
      reading = step.value.type === 'file' ? step.value.file : null;
      yield step.value;
      reading = null;
    }
  } finally {
    raw.off('data', count);
  }
}
