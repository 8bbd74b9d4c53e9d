import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileKey, FileStore } from '../files/file-store.ts';
import { contentTypeOf, isActiveContent } from '../files/mime-types.ts';
import { header } from './request-headers.ts';

export interface SendFileOptions {
  /** Private content: never kept by shared caches. */
  isPrivate: boolean;
  /** Always a download (download_file), whatever the type. */
  attachment?: boolean;
}

/** RFC 6266 Content-Disposition for a download, with an ASCII fallback and the UTF-8 name. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The single range of a `Range: bytes=...` header; null to send everything, 'unsatisfiable' for 416. */
export function parseRange(value: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  const m = value ? /^bytes=(\d*)-(\d*)$/.exec(value.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== '' && Number(m[2]) < start) return null;
  }
  if (start >= size || size === 0) return 'unsatisfiable';
  return { start, end };
}

/**
 * Answers a stored file: guessed Content-Type, ETag and Last-Modified (304 for a matching
 * conditional request), a single byte range (206, or 416), `nosniff` always, and HTML, SVG and
 * XML only ever as attachments (docs/DECISIONS.md D28). Bytes are streamed, never read whole.
 */
export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, store: FileStore, key: FileKey, options: SendFileOptions) {
  const stat = await store.stat(key);
  if (!stat) return reply.status(404).type('text/plain').send('Not Found');
  const name = key.path.split('/').pop()!;
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const lastModified = new Date(Math.floor(stat.mtimeMs / 1000) * 1000);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('accept-ranges', 'bytes');
  reply.header('etag', etag);
  reply.header('last-modified', lastModified.toUTCString());
  reply.header('cache-control', options.isPrivate ? 'private, no-cache' : 'public, max-age=3600');
  if (options.attachment || isActiveContent(name)) reply.header('content-disposition', attachmentDisposition(name));
  if (notModified(request, etag, lastModified)) return reply.status(304).send();
  reply.type(contentTypeOf(name));

  const ifRange = header(request, 'if-range');
  const range = ifRange && ifRange !== etag ? null : parseRange(header(request, 'range'), stat.size);
  if (range === 'unsatisfiable') {
    reply.removeHeader('content-disposition');
    return reply.status(416).header('content-range', `bytes */${stat.size}`).type('text/plain').send('Range Not Satisfiable');
  }
  const length = range ? range.end - range.start + 1 : stat.size;
  if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`);
  reply.header('content-length', String(length));
  if (request.method === 'HEAD') return reply.send();
  const body = await store.get(key, range ?? undefined);
  if (!body) return reply.status(404).removeHeader('content-length').type('text/plain').send('Not Found');
  return reply.send(body);
}

function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = header(request, 'if-none-match');
  if (ifNoneMatch !== undefined) return ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*' || t.trim() === `W/${etag}`);
  const since = header(request, 'if-modified-since');
  if (!since) return false;
  const time = Date.parse(since);
  return Number.isFinite(time) && lastModified.getTime() <= time;
}
