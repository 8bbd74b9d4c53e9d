import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError, isAppError } from '../../errors/app-error.ts';
import { fileForDownload } from '../../files/download-file.ts';
import { formFlag, stageUpload, uploadFile, type UploadRequest } from '../../files/upload-file.ts';
import { isGuest } from '../../context/principal.ts';
import { assertMayUpload, fileTooLarge } from '../../files/upload-policy.ts';
import type { HttpMethod } from '../http-method.ts';
import { BodyTooLargeError, cappedParts, isMultipart, MAX_FIELD_BYTES, MultipartError } from '../multipart.ts';
import { ctxOf } from '../request-context.ts';
import { header } from '../request-headers.ts';
import { sendStoredFile } from '../send-file.ts';

/** Paths of Frappe's upload method (frappe/handler.py), answered by `uploadFileRoute`. */
const UPLOAD_METHODS = ['upload_file', 'svc.handler.upload_file', 'frappe.handler.upload_file'];

/** Paths of download_file (the short name is Frappe's hooks override). */
const DOWNLOAD_METHODS = ['download_file', 'svc.core.doctype.file.file.download_file', 'frappe.core.doctype.file.file.download_file'];

/** Paths of frappe.client.attach_file, an upload whose bytes come in a form field. */
const ATTACH_METHODS = ['svc.client.attach_file', 'frappe.client.attach_file'];

/**
 * upload_file streams its body and download_file streams the file: both need the raw request and
 * reply; attach_file shares upload_file's operation, which opens its own transaction.
 */
export function fileMethods(): Array<[string, HttpMethod]> {
  const entries: Array<[string[], HttpMethod]> = [
    [UPLOAD_METHODS, { traits: {}, handle: uploadFileRoute }],
    [DOWNLOAD_METHODS, { traits: {}, handle: downloadFileRoute }],
    [ATTACH_METHODS, { traits: {}, handle: attachFileRoute }],
  ];
  return entries.flatMap(([names, method]) => names.map((name): [string, HttpMethod] => [name, method]));
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
  const maxBytes = ctx.site.config.max_file_size;
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

/**
 * frappe.client.attach_file (POST/PUT): `filedata` (text, or base64 with `decode_base64`, a
 * `data:` URL prefix allowed) becomes a File named `filename`, attached to `doctype`/`docname`
 * and, with `docfield`, set in that Attach field, through upload_file's operation and checks
 * (write permission on the document, `max_file_size`, the file type rules). Answers the File.
 */
async function attachFileRoute(request: FastifyRequest, reply: FastifyReply, form: Record<string, unknown>) {
  const ctx = ctxOf(request);
  if (request.method !== 'POST' && request.method !== 'PUT') throw appError('PERMISSION_DENIED', 'Not permitted');
  // Not allow_guest in Frappe, whatever allow_guests_to_upload_files says about upload_file.
  if (isGuest(ctx.user)) throw appError('PERMISSION_DENIED', 'Not permitted');
  if (typeof form.filedata !== 'string' || form.filedata === '') throw appError('MANDATORY', 'filedata is required');
  if (typeof form.filename !== 'string' || form.filename === '') throw appError('MANDATORY', 'filename is required');
  // Frappe's attach_file begins with frappe.get_doc(doctype, docname): there is no unattached form of it.
  const named = (v: unknown) => (typeof v === 'string' && v !== '') || typeof v === 'number';
  if (typeof form.doctype !== 'string' || form.doctype === '' || !named(form.docname)) throw appError('MANDATORY', 'doctype and docname are required');
  const bytes = formFlag(form.decode_base64) ? base64Bytes(form.filedata) : Buffer.from(form.filedata, 'utf8');
  const staged = await stageUpload(ctx, Readable.from([bytes]));
  const fields = { doctype: form.doctype, docname: form.docname, fieldname: form.docfield, folder: form.folder, is_private: form.is_private };
  const message = await uploadFile(ctx, { form: fields, file: { filename: form.filename, staged } });
  return reply.type('application/json').send({ message });
}

/** Frappe's safe_b64decode of a data URL or bare base64 (what follows the first comma, when there is one). */
function base64Bytes(text: string): Buffer {
  const body = text.includes(',') ? text.slice(text.indexOf(',') + 1) : text;
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(body.replace(/\s+/g, ''))) throw appError('VALIDATION', 'filedata is not valid base64');
  return Buffer.from(body, 'base64');
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
