import type { DocContext } from '../model/doc-context.ts';
import { loadReadableDocument } from '../model/load-document.ts';
import { accessFor } from '../model/permissions.ts';
import { isGuest, type Principal } from '../context/principal.ts';
import { fileMeta, recordsWithUrl, type FileRecord } from './file-records.ts';
import { keyOfUrl } from './file-names.ts';

/** Administrator, the system principal and System Managers read every file (decisions D28). */
export function readsEveryFile(user: Principal): boolean {
  return user.superuser || user.roles.has('System Manager');
}

/**
 * Whether the caller may read the file at a local URL (frappe-behavior §9.6, security checklist
 * 33): public files are open; a private one needs a File record of it that is public, owned by
 * the caller, or attached to a document (and field) the caller can read. Guests read no private file.
 */
export async function mayReadFileUrl(dc: DocContext, url: string): Promise<boolean> {
  const key = keyOfUrl(url);
  if (!key) return false;
  if (!key.isPrivate || readsEveryFile(dc.user)) return true;
  if (isGuest(dc.user)) return false;
  for (const record of await recordsWithUrl(dc.tx, fileMeta(dc), url)) {
    if (await mayReadRecord(dc, record)) return true;
  }
  return false;
}

/**
 * Whether the caller may make a new File record of an existing local URL: System Managers any;
 * others only a URL that already has a record they can read. Bytes no record names (a Frappe
 * files folder copied in, say) are not anyone's to claim, since deleting the claim removes them.
 */
export async function mayRegisterFileUrl(dc: DocContext, url: string): Promise<boolean> {
  if (!keyOfUrl(url)) return false;
  if (readsEveryFile(dc.user)) return true;
  if (isGuest(dc.user)) return false;
  for (const record of await recordsWithUrl(dc.tx, fileMeta(dc), url)) {
    if (await mayReadRecord(dc, record)) return true;
  }
  return false;
}

/** Whether the caller may read one File record's content. */
export async function mayReadRecord(dc: DocContext, record: FileRecord): Promise<boolean> {
  if (readsEveryFile(dc.user) || Number(record.is_private) === 0) return true;
  if (isGuest(dc.user)) return false;
  if (record.owner === dc.user.name) return true;
  return canReadAttachedDocument(dc, record);
}

async function canReadAttachedDocument(dc: DocContext, record: FileRecord): Promise<boolean> {
  if (!record.attached_to_doctype || !record.attached_to_name) return false;
  const meta = dc.site.meta.get(record.attached_to_doctype);
  if (!meta) return false;
  if (record.attached_to_field) {
    const field = meta.fieldMap.get(record.attached_to_field);
    if (field && !accessFor(meta, dc.user, dc.site.controllers).readableLevels.has(field.permlevel)) return false;
  }
  try {
    await loadReadableDocument(dc, meta, record.attached_to_name);
    return true;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'DOC_NOT_FOUND' || code === 'PERMISSION_DENIED') return false;
    throw err;
  }
}
