import type { DocContext } from '../model/doc-context.ts';
import { loadReadableDocument } from '../model/load-document.ts';
import { accessFor } from '../model/permissions.ts';
import { FALSE, TRUE } from '../query/ast.ts';
import { isGuest, type Principal } from '../context/principal.ts';
import { attachedDoctypesOf, fileMeta, someRecordReadable, type AttachedReadRule } from './file-records.ts';
import { keyOfUrl } from './file-names.ts';

/** Administrator, the system principal and System Managers read every file (docs/DECISIONS.md D28). */
export function readsEveryFile(user: Principal): boolean {
  return user.superuser || user.roles.has('System Manager');
}

/**
 * Whether the caller may read the file at a local URL (docs/DECISIONS.md D28):
 * public files are open; a private one needs a File record of it that is public, owned by
 * the caller, or attached to a document (and field) the caller can read. Guests read no private file.
 */
export async function mayReadFileUrl(dc: DocContext, url: string): Promise<boolean> {
  const key = keyOfUrl(url);
  if (!key) return false;
  if (!key.isPrivate || readsEveryFile(dc.user)) return true;
  if (isGuest(dc.user)) return false;
  return someRecordGrantsRead(dc, url);
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
  return someRecordGrantsRead(dc, url);
}

/**
 * Whether some File record of `url` lets the caller read its bytes: a public one for anyone; for
 * a signed-in user also one they own or one attached to a document they can read. The rules are
 * part of one query over every record of the URL (permissions in SQL, never a post-filter).
 */
export async function someRecordGrantsRead(dc: DocContext, url: string): Promise<boolean> {
  if (readsEveryFile(dc.user)) return true;
  const meta = fileMeta(dc);
  if (isGuest(dc.user)) return someRecordReadable(dc.tx, meta, url, { owner: null, attached: [] });
  const attached: AttachedReadRule[] = [];
  for (const doctype of await attachedDoctypesOf(dc.tx, meta, url)) {
    const rule = await attachedReadRule(dc, doctype);
    if (rule) attached.push(rule);
  }
  return someRecordReadable(dc.tx, meta, url, { owner: dc.user.name, attached });
}

/** The caller's read rule on a DocType files are attached to; null when they read none of its documents. */
async function attachedReadRule(dc: DocContext, doctype: string): Promise<AttachedReadRule | null> {
  const meta = dc.site.meta.get(doctype);
  if (!meta || meta.istable) return null;
  const access = accessFor(meta, dc.user, dc.site.controllers);
  if (!access.has('read')) return null;
  const hiddenFields = meta.fields.filter((f) => !access.readableLevels.has(f.permlevel)).map((f) => f.fieldname);
  // A single DocType has one document, held outside any table: its rule is decided here, once.
  const read = meta.issingle ? ((await readsSingle(dc, meta.name)) ? TRUE : FALSE) : access.condition('read');
  return { meta, read, hiddenFields };
}

async function readsSingle(dc: DocContext, doctype: string): Promise<boolean> {
  try {
    await loadReadableDocument(dc, dc.site.meta.get(doctype)!, doctype);
    return true;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'DOC_NOT_FOUND' || code === 'PERMISSION_DENIED') return false;
    throw err;
  }
}
