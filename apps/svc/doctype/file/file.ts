import { appError } from '../../../../src/errors/app-error.ts';
import { mayRegisterFileUrl, readsEveryFile } from '../../../../src/files/file-access.ts';
import { isRemoteUrl, isSafeSegment, keyOfUrl, remoteFileName } from '../../../../src/files/file-names.ts';
import { fileMeta, folderHasChildren, isFolder, knownContentHash, lockFileUrl, measuredContentOf } from '../../../../src/files/file-records.ts';
import { removeBytesIfUnused } from '../../../../src/files/remove-unused-bytes.ts';
import { fileTypeOf } from '../../../../src/files/mime-types.ts';
import type { DocController } from '../../../../src/model/controller.ts';
import { addInfoComment } from '../../../../src/model/info-comment.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { loadReadableDocument } from '../../../../src/model/load-document.ts';
import { accessFor } from '../../../../src/model/permissions.ts';
import { requireDocRight } from '../../../../src/model/steps/check-permission.ts';
import { mustColumnRef } from '../../../../src/query/column-ref.ts';
import { randomHex } from '../../../../src/util/random.ts';

const str = (v: unknown): string => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

/**
 * File (frappe/core/doctype/file): a record of stored bytes (or a remote URL) and the folder tree
 * `Home` / `Home/Attachments`. Records are named by 10 random hex digits, folders by their path.
 * A user reads public files and their own; private files attached to a document are served to
 * that document's readers by the /private/files route. Deleting the last record of a URL removes
 * the bytes once the transaction commits.
 */
const controller: DocController = {
  autoname(doc) {
    if (Number(doc.is_folder) !== 1) return randomHex(10);
    return doc.folder ? `${str(doc.folder)}/${str(doc.file_name)}` : str(doc.file_name);
  },

  permissionCondition(meta, user, right) {
    if (readsEveryFile(user) || right === 'create') return null;
    const own = { kind: 'compare', ref: mustColumnRef(meta, 'owner'), op: '=', value: user.name } as const;
    if (right === 'write' || right === 'delete') return own;
    return { kind: 'or', items: [{ kind: 'compare', ref: mustColumnRef(meta, 'is_private'), op: '=', value: 0 }, own] };
  },

  events: {
    before_insert: (dc, doc) => (Number(doc.is_folder) === 1 ? checkNewFolder(doc) : checkNewFile(dc, doc)),
    validate: async (dc, doc, _meta, stored) => {
      await checkFolder(dc, doc);
      refuseContentChange(doc, stored);
      await checkAttachTarget(dc, doc, stored);
    },
    after_insert: async (dc, doc) => {
      if (Number(doc.is_folder) !== 1) await addInfoComment(dc, doc.attached_to_doctype, doc.attached_to_name, 'Attachment', attachmentText(doc));
    },
    on_trash: async (dc, doc) => {
      if (Number(doc.is_home_folder) === 1 || Number(doc.is_attachments_folder) === 1) throw appError('VALIDATION', 'Cannot delete Home and Attachments folders');
      if (Number(doc.is_folder) === 1 && (await folderHasChildren(dc.tx, fileMeta(dc), str(doc.name)))) throw appError('VALIDATION', `Folder ${str(doc.name)} is not empty`);
      await checkAttachedDocWritable(dc, doc);
      if (Number(doc.is_folder) !== 1) await addInfoComment(dc, doc.attached_to_doctype, doc.attached_to_name, 'Attachment Removed', `Removed ${str(doc.file_name)}`);
      // Once the delete is committed, the bytes go if no File record points at them any more.
      const url = str(doc.file_url);
      dc.onCommitted(async () => {
        await removeBytesIfUnused(dc.site, url);
      });
    },
  },
};

export default controller;

/**
 * Python's urllib quote(url, safe="/:"): every byte but letters, digits, `_.-~/:` percent-encoded.
 * A lone surrogate (which JSON may carry) becomes U+FFFD first, as it is stored; encodeURIComponent
 * would throw on it.
 */
function quoteUrl(url: string): string {
  return encodeURIComponent(Buffer.from(url, 'utf8').toString('utf8')).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).replace(/%2F/g, '/').replace(/%3A/g, ':');
}

/** The attached document's timeline entry for a new attachment (Frappe's File.create_attachment_record). */
function attachmentText(doc: Doc): string {
  const url = str(doc.file_url);
  const href = url ? quoteUrl(url) : str(doc.file_name);
  const lock = Number(doc.is_private) === 1 ? ' <i class="fa fa-lock text-warning"></i>' : '';
  return `Added <a href='${href}' target='_blank'>${str(doc.file_name) || url}</a>${lock}`;
}

function checkNewFolder(doc: Doc): void {
  if (!isSafeSegment(str(doc.file_name))) throw appError('VALIDATION', 'A folder needs a plain file_name');
  Object.assign(doc, { file_url: null, file_size: null, content_hash: null });
}

/**
 * A new File's URL: a remote http(s) URL as it is, or an existing local file the caller may read.
 * file_size and content_hash are the server's, whatever the client sent: de-duplication trusts
 * content_hash, so a client-set one would hand the next uploader of those bytes someone else's file.
 */
async function checkNewFile(dc: DocContext, doc: Doc): Promise<void> {
  const url = str(doc.file_url);
  if (!url) throw appError('MANDATORY', 'Fields `file_name` or `file_url` must be set for File');
  if (isRemoteUrl(url)) {
    const name = remoteFileName(url);
    doc.file_name ??= name || url.slice(0, 140);
    // Nothing was fetched, so nothing is known of the bytes; privacy guards bytes this site serves (Frappe: 0).
    Object.assign(doc, { file_size: null, content_hash: null, is_private: 0 });
  } else {
    const key = keyOfUrl(url);
    if (!key) throw appError('VALIDATION', 'URL must start with http:// or https://');
    // Until this record commits, the bytes cannot be removed as unused (remove-unused-bytes.ts).
    await lockFileUrl(dc.tx, url);
    // Permission first: the answer must not tell a caller who may not read it whether a file exists.
    if (!(await mayRegisterFileUrl(dc, url))) throw appError('PERMISSION_DENIED', `You don't have permission to access the file ${url}`);
    const measured = measuredContentOf(dc, url);
    // Bytes this upload has just published are as it measured them; any others are looked for,
    // under the lock taken above.
    const size = measured?.published ? measured.size : (await dc.site.files.stat(key))?.size;
    if (size === undefined) throw appError('VALIDATION', `File ${url} does not exist`);
    doc.is_private = key.isPrivate ? 1 : 0;
    doc.file_size = size;
    doc.content_hash = measured && measured.size === size ? measured.md5 : await knownContentHash(dc.tx, fileMeta(dc), url);
    doc.file_name ??= key.path.split('/').pop();
  }
  doc.file_type ??= fileTypeOf(str(doc.file_name));
}

async function checkFolder(dc: DocContext, doc: Doc): Promise<void> {
  if (Number(doc.is_home_folder) === 1) return;
  // As Frappe v15's File.set_folder_name: a record attached to a document without a folder goes
  // to the Attachments folder, any other to Home (upload_file names Home itself).
  if (!doc.folder) doc.folder = doc.attached_to_doctype ? 'Home/Attachments' : 'Home';
  if (!(await isFolder(dc.tx, fileMeta(dc), str(doc.folder)))) throw appError('VALIDATION', `Folder ${str(doc.folder)} does not exist`);
}

/**
 * A saved File keeps its bytes: URL and privacy are set when it is created (upload again to
 * change them), and its size and content hash are the server's measure of those bytes.
 */
function refuseContentChange(doc: Doc, stored: Doc | null): void {
  if (!stored) return;
  if (str(stored.file_url) !== str(doc.file_url) || Number(stored.is_private ?? 0) !== Number(doc.is_private ?? 0) || Number(stored.is_folder ?? 0) !== Number(doc.is_folder ?? 0)) {
    throw appError('VALIDATION', 'The URL and privacy of a saved File cannot be changed; upload the file again instead');
  }
  if (str(stored.content_hash) !== str(doc.content_hash) || size(stored.file_size) !== size(doc.file_size)) {
    throw appError('VALIDATION', 'The size and content hash of a File are measured by the server and cannot be set');
  }
}

/** A file_size as comparable text: drivers answer big integers as text, and NULL stays distinct from 0. */
const size = (v: unknown): string => (v === null || v === undefined || v === '' ? '' : String(Number(v)));

/**
 * Attaching a File to a document (attached_to_doctype + attached_to_name, set or changed) needs
 * write permission on that document, as upload_file checks it: otherwise anyone could hang files
 * on documents they cannot touch, to be listed and deleted with them.
 */
async function checkAttachTarget(dc: DocContext, doc: Doc, stored: Doc | null): Promise<void> {
  if (dc.user.superuser || !doc.attached_to_doctype || !doc.attached_to_name) return;
  if (stored && str(stored.attached_to_doctype) === str(doc.attached_to_doctype) && str(stored.attached_to_name) === str(doc.attached_to_name)) return;
  const meta = dc.site.meta.get(str(doc.attached_to_doctype));
  if (!meta || meta.istable) throw appError('VALIDATION', `DocType ${str(doc.attached_to_doctype).slice(0, 140)} not found`);
  const target = await loadReadableDocument(dc, meta, str(doc.attached_to_name));
  requireDocRight(accessFor(meta, dc.user, dc.site.controllers), dc.user, 'write', target);
}

/** Frappe's check_reference_doc_permission: removing an attachment needs write on the document. */
async function checkAttachedDocWritable(dc: DocContext, doc: Doc): Promise<void> {
  if (dc.user.superuser || !doc.attached_to_doctype || !doc.attached_to_name) return;
  const meta = dc.site.meta.get(str(doc.attached_to_doctype));
  if (!meta) return;
  let target: Doc;
  try {
    target = await loadReadableDocument(dc, meta, str(doc.attached_to_name));
  } catch (err) {
    if ((err as { code?: string }).code === 'DOC_NOT_FOUND') return;
    throw err;
  }
  try {
    requireDocRight(accessFor(meta, dc.user, dc.site.controllers), dc.user, 'write', target);
  } catch {
    throw appError('PERMISSION_DENIED', `Cannot delete file as it belongs to ${meta.name} ${str(doc.attached_to_name)} for which you do not have permissions`);
  }
}
