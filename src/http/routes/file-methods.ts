import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError, isAppError } from '../../errors/app-error.ts';
import { fileForDownload } from '../../files/download-file.ts';
import { stageUpload, uploadFile, type UploadRequest } from '../../files/upload-file.ts';
import { assertMayUpload, fileTooLarge, maxUploadBytes } from '../../files/upload-policy.ts';
import type { HttpMethod } from '../http-method.ts';
import { BodyTooLargeError, cappedParts, isMultipart, MAX_FIELD_BYTES, MultipartError } from '../multipart.ts';
import { ctxOf } from '../request-context.ts';
import { header } from '../request-headers.ts';
import { sendStoredFile } from '../send-file.ts';

/** Paths of Frappe's upload method (frappe/handler.py), answered by `uploadFileRoute`. */
const UPLOAD_METHODS = ['upload_file', 'svc.handler.upload_file', 'frappe.handler.upload_file'];

/** Paths of download_file (the short name is Frappe's hooks override). */
const DOWNLOAD_METHODS = ['download_file', 'svc.core.doctype.file.file.download_file', 'frappe.core.doctype.file.file.download_file'];

/** upload_file streams its body and download_file streams the file: both need the raw request and reply. */
export function fileMethods(): Array<[string, HttpMethod]> {
  const upload: HttpMethod = { traits: {}, handle: uploadFileRoute };
  const download: HttpMethod = { traits: {}, handle: downloadFileRoute };
  return [...UPLOAD_METHODS.map((name): [string, HttpMethod] => [name, upload]), ...DOWNLOAD_METHODS.map((name): [string, HttpMethod] => [name, download])];
}

/**
 * upload_file: the `file` part is streamed into the site's store as it arrives (never held whole
 * in memory); the whole body is capped at `max_file_size` (413: before reading when Content-Length
 * already says so, else as soon as the bytes pass it). The other fields, before or after it, join
 * the form. Other file parts (at most 10 in all) are read past without being kept, as Frappe
 * ignores them; they count against the cap like everything else.
 */
async function uploadFileRoute(request: FastifyRequest, reply: FastifyReply, form: Record<string, unknown>) {
  const ctx = ctxOf(request);
  if (request.method !== 'POST' && request.method !== 'PUT') throw appError('PERMISSION_DENIED', 'Not permitted');
  assertMayUpload(ctx);
  const maxBytes = maxUploadBytes(ctx.site.config);
  const fields: Record<string, unknown> = { ...form };
  let file: UploadRequest['file'];
  if (isMultipart(request)) {
    // What is left of a refused body is not read; the connection closes after the answer.
    if (Number(header(request, 'content-length') ?? 0) > maxBytes) {
      reply.header('connection', 'close');
      throw fileTooLarge(maxBytes);
    }
    try {
      for await (const part of cappedParts(request, maxBytes)) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || file) {
            await drain(part.file);
            continue;
          }
          const staged = await stageUpload(ctx, part.file);
          file = { filename: part.filename, staged };
          if (part.file.truncated) throw fileTooLarge(maxBytes);
        } else {
          // A value cut at the field limit is not what the client sent: refused, never used.
          if (part.truncated) throw appError('PAYLOAD_TOO_LARGE', `The form field ${JSON.stringify(part.fieldname.slice(0, 140))} is larger than ${MAX_FIELD_BYTES / 1024} KiB`);
          // A field named like a member of every object (__proto__, constructor) is no form field.
          if (part.fieldname in Object.prototype) throw new MultipartError('The multipart body is malformed');
          fields[part.fieldname] = part.value;
        }
      }
    } catch (err) {
      await file?.staged.discard();
      reply.header('connection', 'close');
      throw uploadError(err, maxBytes);
    }
  }
  const message = await uploadFile(ctx, { form: fields, file });
  return reply.type('application/json').send({ message });
}

/** download_file?file_url=...: the file's bytes as an attachment, when the caller may read it. */
async function downloadFileRoute(request: FastifyRequest, reply: FastifyReply, form: Record<string, unknown>) {
  const ctx = ctxOf(request);
  const key = await fileForDownload(ctx, form.file_url);
  return sendStoredFile(request, reply, ctx.site.files, key, { isPrivate: key.isPrivate, attachment: true });
}

async function drain(stream: Readable): Promise<void> {
  for await (const _ of stream) void _;
}

function uploadError(err: unknown, maxBytes: number): unknown {
  if (isAppError(err)) return err;
  if (err instanceof BodyTooLargeError) return fileTooLarge(maxBytes);
  if (err instanceof MultipartError) return appError('VALIDATION', err.message);
  // busboy fails the file part being read with its own error ("Part terminated early due to
  // unexpected end of multipart data") before it reports the body as malformed.
  if (/multipart data/i.test((err as Error).message ?? '')) return appError('VALIDATION', 'The multipart body is malformed');
  return err;
}
