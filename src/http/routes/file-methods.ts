import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError, isAppError } from '../../errors/app-error.ts';
import { fileForDownload } from '../../files/download-file.ts';
import { stageUpload, uploadFile, type UploadRequest } from '../../files/upload-file.ts';
import { assertMayUpload, fileTooLarge, maxUploadBytes } from '../../files/upload-policy.ts';
import { BodyTooLargeError, cappedParts, MAX_FIELD_BYTES } from '../multipart.ts';
import { ctxOf, header } from '../request-context.ts';
import { sendStoredFile } from '../send-file.ts';

/** Paths of Frappe's upload method (frappe/handler.py), answered by `uploadFileRoute`. */
export const UPLOAD_METHODS = new Set(['upload_file', 'svc.handler.upload_file', 'frappe.handler.upload_file']);

/** Paths of download_file (the short name is Frappe's hooks override). */
export const DOWNLOAD_METHODS = new Set(['download_file', 'svc.core.doctype.file.file.download_file', 'frappe.core.doctype.file.file.download_file']);

const MULTIPART_ERRORS: Record<string, string> = {
  FST_PARTS_LIMIT: 'The upload has too many parts',
  FST_FILES_LIMIT: 'The upload has too many files',
  FST_FIELDS_LIMIT: 'The upload has too many fields',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data',
  FST_PROTO_VIOLATION: 'The multipart body is malformed',
};

/**
 * upload_file: the `file` part is streamed into the site's store as it arrives (never held whole
 * in memory); the whole body is capped at `max_file_size` (413: before reading when Content-Length
 * already says so, else as soon as the bytes pass it). The other fields, before or after it, join
 * the form. Other file parts (at most 10 in all) are read past without being kept, as Frappe
 * ignores them; they count against the cap like everything else.
 */
export async function uploadFileRoute(request: FastifyRequest, reply: FastifyReply, form: Record<string, unknown>) {
  const ctx = ctxOf(request);
  if (request.method !== 'POST' && request.method !== 'PUT') throw appError('PERMISSION_DENIED', 'Not permitted');
  assertMayUpload(ctx);
  const maxBytes = maxUploadBytes(ctx.site.config);
  const fields: Record<string, unknown> = { ...form };
  let file: UploadRequest['file'];
  if (request.isMultipart()) {
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
          if (part.valueTruncated || part.fieldnameTruncated) throw appError('PAYLOAD_TOO_LARGE', `The form field ${JSON.stringify(part.fieldname.slice(0, 140))} is larger than ${MAX_FIELD_BYTES / 1024} KiB`);
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
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
export async function downloadFileRoute(request: FastifyRequest, reply: FastifyReply, form: Record<string, unknown>) {
  const ctx = ctxOf(request);
  const key = await fileForDownload(ctx, form.file_url);
  return sendStoredFile(request, reply, ctx.site.files, key, { isPrivate: key.isPrivate, attachment: true });
}

async function drain(stream: Readable): Promise<void> {
  for await (const _ of stream) void _;
}

function uploadError(err: unknown, maxBytes: number): unknown {
  if (isAppError(err)) return err;
  const code = (err as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE' || err instanceof BodyTooLargeError) return fileTooLarge(maxBytes);
  if (MULTIPART_ERRORS[code]) return appError('VALIDATION', MULTIPART_ERRORS[code]);
  if (/multipart|boundary|Unexpected end of form/i.test((err as Error).message ?? '')) return appError('VALIDATION', 'The multipart body is malformed');
  return err;
}
