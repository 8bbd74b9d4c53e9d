import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { TestSite } from './test-site.ts';
import type { Reply } from './users.ts';

/** One part of a multipart body: a field, or a file with its raw filename (undefined: none sent, as for a bare Blob). */
export type Part = { name: string; value: string } | { name: string; filename?: string; content: Buffer | string; type?: string };

const BOUNDARY = '----svc-test-boundary-7d1f';

/** A multipart/form-data body written byte by byte, so hostile filenames reach the server unaltered. */
export function multipartBody(parts: Part[]): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ('content' in part) {
      if (part.filename !== undefined) head += `; filename="${part.filename}"`;
      head += `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`;
    }
    chunks.push(Buffer.from(`${head}\r\n\r\n`, 'utf8'));
    chunks.push(Buffer.from('content' in part ? part.content : part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

/** Uploads through POST /api/method/upload_file (auth undefined: Guest); `chunked` sends no Content-Length. */
export async function upload(site: TestSite, parts: Part[], options: { auth?: string; url?: string; chunked?: boolean } = {}): Promise<Reply> {
  const { payload, contentType } = multipartBody(parts);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (options.auth) headers.authorization = options.auth;
  const res = await site.app.inject({
    method: 'POST',
    url: options.url ?? '/api/method/upload_file',
    headers,
    payload: options.chunked ? Readable.from(chunksOf(payload, 64 * 1024)) : payload,
  });
  let json: any;
  try {
    json = JSON.parse(res.body);
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, json, body: res.body, headers: res.headers as Record<string, unknown> };
}

function* chunksOf(buf: Buffer, size: number): Generator<Buffer> {
  for (let i = 0; i < buf.length; i += size) yield buf.subarray(i, i + size);
}

/** A text file part named `file`. */
export function filePart(filename: string | undefined, content: Buffer | string = 'hello', type = 'text/plain'): Part {
  return { name: 'file', filename, content, type };
}

/** The files folders of the test site (public and private), as Frappe lays them out. */
export function siteFolders(site: TestSite): { site: string; public: string; private: string; staging: string } {
  const dir = path.join(site.sitesDir, site.site);
  return { site: dir, public: path.join(dir, 'public', 'files'), private: path.join(dir, 'private', 'files'), staging: path.join(dir, '.file-staging') };
}

/** Every file under a folder, as paths relative to it (empty when the folder does not exist). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath ?? (e as any).path, e.name)))
    .sort();
}

/** Waits until `check` holds (bytes are removed just after a delete commits), failing after ~2 s. */
export async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for: ${what}`);
}
