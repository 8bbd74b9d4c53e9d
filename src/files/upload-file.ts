import type { Readable } from 'node:stream';
import type { Principal } from '../context/principal.ts';
import { appError } from '../errors/app-error.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import { contextWith, type DocContext } from '../model/doc-context.ts';
import type { Doc } from '../model/document.ts';
import { insertDocument } from '../model/lifecycle/insert-document.ts';
import { saveDocument } from '../model/lifecycle/save-document.ts';
import { loadReadableDocument } from '../model/load-document.ts';
import { accessFor, type DocAccess } from '../model/permissions.ts';
import { serializeDoc } from '../model/serialize-doc.ts';
import { validateValue } from '../model/validate-value.ts';
import { permissionDenied, requireDocRight } from '../model/steps/check-permission.ts';
import { runOperation } from '../operations/run-operation.ts';
import { mayRegisterFileUrl } from './file-access.ts';
import { candidateNames, clientFileName, isRemoteUrl, keyOfUrl, urlOfKey } from './file-names.ts';
import { fileMeta, hasRecordWithUrl, isFolder, lockFileUrl, sameContentUrl, type UploadDocContext } from './file-records.ts';
import type { FileRequest } from './file-site.ts';
import { removeBytesIfUnused } from './remove-unused-bytes.ts';
import { FileTooLargeError, type FileKey, type StagedFile } from './file-store.ts';
import { fileTypeOf, isUnprivilegedType } from './mime-types.ts';
import { assertMayUpload, fileTooLarge } from './upload-policy.ts';
import { runSteps } from '../util/step-table.ts';

const ATTACH_FIELD_TYPES = new Set(['Attach', 'Attach Image']);

/** An upload_file call: its form fields and, when a `file` part came, its staged bytes. */
export interface UploadRequest {
  form: Record<string, unknown>;
  file?: { filename: string | undefined; staged: StagedFile };
}

interface UploadState {
  readonly ctx: FileRequest;
  /** The request's context before the transaction, the transaction's inside it. */
  dc: FileRequest | DocContext;
  req: UploadRequest;
  isPrivate: boolean;
  folder: string;
  fileName: string | null;
  target: { meta: DocTypeMeta; doc: Doc | null; fieldname: string | null } | null;
  record: Doc;
  /** A key this upload published, removed again if the upload fails. */
  published: FileKey | null;
  /** The URL of an identical stored copy this upload points at instead of publishing its bytes. */
  reused: string | null;
  saved: Doc | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null);
/**
 * A form flag (`is_private`, `decode_base64`) as Frappe's cint reads it (any non-zero number: `1`,
 * `2`, `1.0`), and also `true`, `yes` and `on` (a checkbox, a JSON boolean): a value meant as
 * private never makes a file public.
 */
export function formFlag(v: unknown): boolean {
  const value = String(v ?? '').trim().toLowerCase();
  const number = Math.trunc(Number(value));
  return (value !== '' && Number.isFinite(number) && number !== 0) || ['true', 'yes', 'on'].includes(value);
}

/** The form fields upload_file reads as text; none may hold a NUL (no name, URL or folder does). */
const TEXT_FIELDS = ['doctype', 'docname', 'fieldname', 'folder', 'file_url', 'file_name'] as const;

/**
 * The upload pipeline in frappe/handler.py upload_file's order, one named step a row. The bytes
 * are published before the write transaction opens: disk round trips inside it would hold the
 * site's writer while the thread pool is busy with other uploads' bytes.
 */
const beforeTransaction: Array<[string, (s: UploadState) => unknown]> = [
  ['check guest', (s) => assertMayUpload(s.dc)],
  ['check form text', checkFormText],
  ['name the file', nameFile],
  ['check file type', checkType],
  // Checked again in the transaction; first here so a refused upload is never published at all.
  ['check target and folder first', precheckTargetAndFolder],
  ['store uploaded bytes', storeUploadedBytes],
];

const inTransaction: Array<[string, (s: UploadState) => unknown]> = [
  ['check target document', checkTarget],
  ['check file_url', checkFileUrl],
  ['keep the reused copy', keepReusedCopy],
  ['insert File', insertRecord],
  ['set attach field', setAttachField],
];

/** Streams an upload's bytes into the site's store, enforcing `max_file_size` as they arrive (413). */
export async function stageUpload(ctx: FileRequest, source: Readable): Promise<StagedFile> {
  const maxBytes = ctx.site.config.max_file_size;
  try {
    return await ctx.site.files.put(source, { maxBytes });
  } catch (err) {
    if (err instanceof FileTooLargeError) throw fileTooLarge(maxBytes);
    throw err;
  }
}

/**
 * POST /api/method/upload_file: creates the File record of an uploaded (already staged) file or
 * of a `file_url`, optionally attached to a document, and answers it as Frappe does. On any
 * failure nothing stays behind: the staged bytes are dropped, newly published ones removed.
 */
export async function uploadFile(ctx: FileRequest, req: UploadRequest): Promise<Record<string, unknown>> {
  const state: UploadState = {
    ctx, dc: ctx, req,
    isPrivate: formFlag(req.form.is_private),
    folder: text(req.form.folder) ?? 'Home',
    fileName: null, target: null, record: {}, published: null, reused: null, saved: null,
  };
  try {
    await runSteps(beforeTransaction, state);
    return await runOperation(ctx, 'write', async (dc) => {
      state.dc = dc;
      await runSteps(inTransaction, state);
      const meta = fileMeta(dc);
      return serializeDoc(meta, state.saved!, dc.site.meta, { noNulls: true, readableLevels: new Set([0]) });
    });
  } catch (err) {
    // A record made meanwhile by registering this URL keeps the bytes. When that cannot be known
    // (the database out of reach), they stay: unused bytes are harmless, a record without them is not.
    if (state.published) await removeBytesIfUnused(ctx.site, urlOfKey(state.published)).catch(() => {});
    throw err;
  } finally {
    await req.file?.staged.discard().catch(() => {});
  }
}

/**
 * doctype (+ docname, + fieldname): the caller must be able to write the target
 * (docs/DECISIONS.md F13), and a named field must be an Attach field at a level they may write,
 * since its value becomes the file's URL.
 */
async function checkTarget(s: UploadState): Promise<void> {
  const doctype = text(s.req.form.doctype);
  if (!doctype) return;
  const meta = s.dc.site.meta.get(doctype);
  if (!meta || meta.istable || meta.issingle && !text(s.req.form.docname)) throw appError('DOCTYPE_NOT_FOUND', `DocType ${doctype.slice(0, 140)} not found`);
  const access = accessFor(meta, s.dc.user, s.dc.site.controllers);
  const docname = text(s.req.form.docname);
  const fieldname = text(s.req.form.fieldname);
  if (fieldname) checkAttachField(meta, access, fieldname, s.dc.user);
  let doc: Doc | null = null;
  if (docname) {
    doc = await loadReadableDocument(inTx(s), meta, docname, !inTx(s).tx.readOnly);
    requireDocRight(access, s.dc.user, 'write', doc);
  } else if (!access.has('write')) {
    throw permissionDenied(meta.name, s.dc.user, 'write');
  }
  s.target = { meta, doc, fieldname };
}

function checkAttachField(meta: DocTypeMeta, access: DocAccess, fieldname: string, user: Principal): void {
  const field = meta.fieldMap.get(fieldname);
  if (!field?.column) throw appError('VALIDATION', `${meta.name} has no field ${fieldname.slice(0, 140)} to attach to`);
  if (!ATTACH_FIELD_TYPES.has(field.fieldtype)) throw appError('VALIDATION', `${meta.name} field ${fieldname} is a ${field.fieldtype} field, not an Attach field`);
  if (!access.writableLevels.has(field.permlevel)) throw permissionDenied(meta.name, user, 'write');
}

function checkFormText(s: UploadState): void {
  for (const field of TEXT_FIELDS) {
    if (text(s.req.form[field])?.includes('\u0000')) throw appError('VALIDATION', `The form field ${field} holds a NUL character`);
  }
}

function nameFile(s: UploadState): void {
  const given = s.req.file ? (s.req.file.filename || text(s.req.form.file_name) || 'blob') : text(s.req.form.file_name);
  s.fileName = given === null ? null : clientFileName(given);
  // The record would refuse a longer name (417) after the bytes were published: refuse it first.
  if (s.fileName !== null) validateValue(fileNameField(s), s.fileName);
}

function fileNameField(s: UploadState) {
  return fileMeta(s.dc).fieldMap.get('file_name')!;
}

/** Users without desk access (and Guests) may upload only images, PDF, text and office documents. */
function checkType(s: UploadState): void {
  if (!s.req.file || s.dc.user.userType === 'System User' || s.dc.user.superuser) return;
  if (!isUnprivilegedType(s.fileName ?? '')) throw appError('VALIDATION', 'You can only upload JPG, PNG, PDF, TXT or Microsoft documents.');
}

/** A `file_url` instead of bytes: a remote URL as it is, or a local one the caller may read. */
async function checkFileUrl(s: UploadState): Promise<void> {
  if (s.req.file) return;
  const url = text(s.req.form.file_url);
  if (!url) throw appError('MANDATORY', 'Fields `file_name` or `file_url` must be set for File');
  if (isRemoteUrl(url)) {
    // The File controller makes it public: its own host serves it.
    s.record = { file_url: url, ...(s.fileName ? { file_name: s.fileName } : {}) };
    return;
  }
  const key = keyOfUrl(url);
  if (!key) throw appError('VALIDATION', 'URL must start with http:// or https://');
  if (!(await mayRegisterFileUrl(inTx(s), url))) throw appError('PERMISSION_DENIED', `You don't have permission to access the file ${url}`);
  s.record = { file_url: url, ...(s.fileName ? { file_name: s.fileName } : {}) };
}

/** Same bytes with the same privacy are stored once; otherwise published under a free name. */
async function storeUploadedBytes(s: UploadState): Promise<void> {
  const staged = s.req.file?.staged;
  if (!staged) return;
  const meta = fileMeta(s.dc);
  const url = await s.dc.site.db.read((tx) => sameContentUrl(tx, meta, staged.md5, s.isPrivate));
  const existing = url ? keyOfUrl(url) : null;
  // The size must match too: a cheap guard against a record whose hash does not describe its bytes.
  if (url && existing && (await s.dc.site.files.stat(existing))?.size === staged.size) {
    s.reused = url;
    s.record = { file_url: url, file_name: s.fileName!, is_private: s.isPrivate ? 1 : 0 };
    return;
  }
  await publishStaged(s, staged);
}

async function publishStaged(s: UploadState, staged: StagedFile): Promise<void> {
  const name = s.fileName!;
  for (const candidate of candidateNames(name, staged.md5, fileNameField(s).length ?? Infinity)) {
    const key = { isPrivate: s.isPrivate, path: candidate };
    if (await staged.publish(key)) {
      s.published = key;
      s.reused = null;
      s.record = { file_url: urlOfKey(key), file_name: candidate, is_private: s.isPrivate ? 1 : 0 };
      return;
    }
  }
  throw appError('VALIDATION', `Could not find a free name for ${name}`);
}

/**
 * A reused copy stays only while a record names it: under the URL's lock (held until commit, so
 * the copy cannot be removed meanwhile), and when the last record was deleted in between (its
 * bytes are going), this upload publishes its own bytes instead.
 */
async function keepReusedCopy(s: UploadState): Promise<void> {
  if (!s.reused || !s.req.file) return;
  const dc = inTx(s);
  await lockFileUrl(dc.tx, s.reused);
  if (await hasRecordWithUrl(dc.tx, fileMeta(dc), s.reused)) return;
  await publishStaged(s, s.req.file.staged);
}

/** The target document and a named folder, checked in a read scope before any byte is published. */
async function precheckTargetAndFolder(s: UploadState): Promise<void> {
  if (!text(s.req.form.doctype) && s.folder === 'Home') return;
  await runOperation(s.ctx, 'read', async (dc) => {
    const first: UploadState = { ...s, dc };
    await checkTarget(first);
    if (s.folder !== 'Home' && !(await isFolder(dc.tx, fileMeta(dc), s.folder))) throw appError('VALIDATION', `Folder ${s.folder.slice(0, 140)} does not exist`);
  });
}

/** The transaction's context: steps of `inTransaction` run only after the operation opened it. */
function inTx(s: UploadState): DocContext {
  return s.dc as DocContext;
}

async function insertRecord(s: UploadState): Promise<void> {
  const record: Doc = {
    ...s.record,
    folder: s.folder,
    is_folder: 0,
    file_type: fileTypeOf(String(s.record.file_name ?? s.fileName ?? '')),
  };
  if (s.target) {
    record.attached_to_doctype = s.target.meta.name;
    if (s.target.doc) record.attached_to_name = String(s.target.doc.name);
    if (s.target.fieldname) record.attached_to_field = s.target.fieldname;
  }
  // The upload checked the caller's rights itself (guest rule, target write, URL access), as
  // Frappe's ignore_permissions does; the record is still owned by the caller. What was measured
  // of the bytes goes beside the record, never in it: the File controller takes content_hash
  // only from the server.
  const dc = inTx(s);
  const staged = s.req.file?.staged;
  const measuredContent = staged ? { url: String(s.record.file_url), md5: staged.md5, size: staged.size, published: s.published !== null } : undefined;
  const trustedDc = contextWith(dc, { user: trusted(dc.user) });
  const uploadDc: DocContext | UploadDocContext = measuredContent ? Object.assign(trustedDc, { measuredContent }) : trustedDc;
  s.saved = await insertDocument(uploadDc, fileMeta(dc), record);
}

/** Sets the attach field of the target document to the new file's URL, with the caller's rights. */
async function setAttachField(s: UploadState): Promise<void> {
  if (!s.target?.doc || !s.target.fieldname) return;
  await saveDocument(inTx(s), s.target.meta, s.target.doc, { [s.target.fieldname]: s.saved!.file_url });
}

/** The caller acting with permission checks done: same name and roles, every right. */
function trusted(user: Principal): Principal {
  return { name: user.name, roles: user.roles, userType: user.userType, superuser: true };
}
