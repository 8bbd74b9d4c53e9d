import { appError } from '../errors/app-error.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { DocContext } from '../model/doc-context.ts';
import type { Tx } from '../storage/database.ts';

/** The File DocType of a site (part of the built-in app). */
export function fileMeta(dc: Pick<DocContext, 'site'>): DocTypeMeta {
  const meta = dc.site.meta.get('File');
  if (!meta) throw appError('DOCTYPE_NOT_FOUND', 'DocType File not found');
  return meta;
}

/** What access checks need of a File record. */
export interface FileRecord {
  name: string;
  owner: string;
  is_private: number;
  attached_to_doctype: string | null;
  attached_to_name: string | null;
  attached_to_field: string | null;
}

function files(tx: Tx, meta: DocTypeMeta) {
  return tx.builder.selectFrom(tx.builder.dynamic.table(meta.tableName).as('t'));
}

/** The File records (not folders) pointing at `url`, read without permission rules. */
export function recordsWithUrl(tx: Tx, meta: DocTypeMeta, url: string, limit = 50): Promise<FileRecord[]> {
  return tx.all<FileRecord>(
    files(tx, meta).select(['t.name', 't.owner', 't.is_private', 't.attached_to_doctype', 't.attached_to_name', 't.attached_to_field'])
      .where('t.file_url', '=', url).where('t.is_folder', '=', 0).orderBy('t.creation').limit(limit),
  );
}

/**
 * Locks the File records (not folders) pointing at `url` until the transaction ends and answers
 * how many there are: an upload reusing those bytes and the delete of their last record then
 * run one after the other, so the bytes cannot be removed under a new record.
 */
export async function lockRecordsWithUrl(tx: Tx, meta: DocTypeMeta, url: string): Promise<number> {
  let query = files(tx, meta).select('t.name').where('t.file_url', '=', url).where('t.is_folder', '=', 0);
  if (tx.caps.rowLocks) query = query.forUpdate();
  return (await tx.all(query)).length;
}

/** How many File records other than `exceptName` point at `url`. */
export async function otherRecordsWithUrl(tx: Tx, meta: DocTypeMeta, url: string, exceptName: string): Promise<number> {
  const row = await tx.first<{ n: number | string }>(
    files(tx, meta).select((eb) => eb.fn.countAll().as('n')).where('t.file_url', '=', url).where('t.name', '!=', exceptName),
  );
  return Number(row?.n ?? 0);
}

/** The file_url of a stored copy of the same content with the same privacy (de-duplication), or null. */
export async function sameContentUrl(tx: Tx, meta: DocTypeMeta, md5: string, isPrivate: boolean): Promise<string | null> {
  const rows = await tx.all<{ file_url: string | null }>(
    files(tx, meta).select('t.file_url').where('t.content_hash', '=', md5).where('t.is_private', '=', isPrivate ? 1 : 0)
      .where('t.is_folder', '=', 0).orderBy('t.creation').limit(5),
  );
  const prefix = isPrivate ? '/private/files/' : '/files/';
  return rows.map((r) => r.file_url).find((url): url is string => typeof url === 'string' && url.startsWith(prefix)) ?? null;
}

/** The stored File row of `name`, or undefined. */
export function storedFile(tx: Tx, meta: DocTypeMeta, name: string): Promise<Record<string, unknown> | undefined> {
  return tx.first(files(tx, meta).select(['t.name', 't.file_url', 't.is_private', 't.is_folder', 't.content_hash', 't.attached_to_doctype', 't.attached_to_name']).where('t.name', '=', name));
}

/** True when `name` is an existing folder. */
export async function isFolder(tx: Tx, meta: DocTypeMeta, name: string): Promise<boolean> {
  const row = await tx.first<{ is_folder: number }>(files(tx, meta).select('t.is_folder').where('t.name', '=', name));
  return Number(row?.is_folder ?? 0) === 1;
}

/** True when some File record sits in folder `name`. */
export async function folderHasChildren(tx: Tx, meta: DocTypeMeta, name: string): Promise<boolean> {
  return Boolean(await tx.first(files(tx, meta).select('t.name').where('t.folder', '=', name).limit(1)));
}
