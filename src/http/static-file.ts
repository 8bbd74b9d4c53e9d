import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentTypeOf, mimeTypeOf } from '../files/mime-types.ts';
import { header } from './request-headers.ts';

/** Types a built front-end holds that the upload table (files/mime-types.ts) does not name. */
const BUILD_TYPES: Record<string, string> = {
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  wasm: 'application/wasm',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/;
// Vite's output names: `<name>-<8-character hash>.<ext>` inside its `assets` folder; a name is
// never reused for other bytes, so browsers may keep it for good.
const HASHED = /(^|\/)assets\/(.+\/)?[^/]+-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const own = (table: Record<string, string>, key: string) => (Object.hasOwn(table, key) ? table[key] : undefined);

export interface StaticFile {
  file: string;
  /** Its path below the served folder, `/`-separated. */
  rel: string;
  stat: fs.Stats;
}

/**
 * The file `rawPath` (the part of a request's path below `root`, still percent-encoded) names
 * under `root`: null when there is none, `invalid` when the path could name none. Every decoded
 * segment must be an ordinary name: no empty, `.`, `..` or hidden (dot) segment, no slash,
 * backslash or NUL inside one; and the file, symbolic links resolved, must still lie inside
 * `root`. Only regular files count.
 */
export async function resolveStaticFile(root: string, rawPath: string): Promise<StaticFile | 'invalid' | null> {
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return 'invalid';
    }
    if (segment === '' || segment.startsWith('.') || /[/\\\0]/.test(segment) || segment.length > 255) return 'invalid';
    segments.push(segment);
  }
  try {
    const realRoot = await fs.promises.realpath(root);
    const file = await fs.promises.realpath(path.join(realRoot, ...segments));
    if (!file.startsWith(realRoot + path.sep)) return null;
    const stat = await fs.promises.stat(file);
    return stat.isFile() ? { file, rel: segments.join('/'), stat } : null;
  } catch {
    return null;
  }
}

/** Whether a path's last segment names a type of static file (a missing asset, not a page of the app). */
export function looksLikeAsset(rawPath: string): boolean {
  const name = rawPath.split('/').pop() ?? '';
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  if (own(BUILD_TYPES, ext)) return true;
  const type = mimeTypeOf(name);
  return type !== null && type !== 'text/html';
}

function notModified(request: FastifyRequest, etag: string, mtime: Date): boolean {
  const ifNoneMatch = header(request, 'if-none-match');
  if (ifNoneMatch !== undefined) return ifNoneMatch.split(',').some((t) => [etag, `W/${etag}`, '*'].includes(t.trim()));
  const since = Date.parse(header(request, 'if-modified-since') ?? '');
  return Number.isFinite(since) && mtime.getTime() <= since;
}

/**
 * Sends a front-end's file: its type by extension (`nosniff`), a year's caching for Vite's hashed
 * names and revalidation (ETag, Last-Modified, 304) for the rest, gzip for text to clients that
 * take it. The bytes are streamed.
 */
export function sendStaticFile(request: FastifyRequest, reply: FastifyReply, found: StaticFile): FastifyReply {
  const ext = path.extname(found.file).slice(1).toLowerCase();
  const type = own(BUILD_TYPES, ext) ?? contentTypeOf(path.basename(found.file));
  const mtime = new Date(Math.floor(found.stat.mtimeMs / 1000) * 1000);
  const etag = `"${found.stat.size.toString(16)}-${Math.floor(found.stat.mtimeMs).toString(16)}"`;
  const compressible = COMPRESSIBLE.test(type);
  reply.headers({ 'x-content-type-options': 'nosniff', 'cache-control': HASHED.test(found.rel) ? IMMUTABLE : 'no-cache', etag, 'last-modified': mtime.toUTCString() });
  if (compressible) reply.header('vary', 'Accept-Encoding');
  if (notModified(request, etag, mtime)) return reply.status(304).send();
  reply.type(type);
  const stream = fs.createReadStream(found.file);
  if (!compressible || !/\bgzip\b/.test(header(request, 'accept-encoding') ?? '')) return reply.header('content-length', String(found.stat.size)).send(stream);
  const gzip = createGzip();
  // pipeline ends both streams if the reply is torn down; its rejection then has no one to tell.
  pipeline(stream, gzip).catch(() => undefined);
  return reply.header('content-encoding', 'gzip').send(gzip);
}
