import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import { attachmentsOf } from '../attachments.ts';
import { asTrusted, type DocContext } from '../doc-context.ts';
import type { Doc } from '../document.ts';
import { loadReadableDocument } from '../load-document.ts';
import type { SaveState } from '../save-state.ts';
import { versionRecord } from '../version-diff.ts';

/** insertDocument, passed in by the insert pipeline that these steps belong to. */
type Insert = (dc: DocContext, meta: DocTypeMeta, input: Record<string, unknown>) => Promise<Doc>;

/** The name of the document a new one amends, when it names one. */
function amendedFrom(s: SaveState): string | null {
  const from = s.doc.amended_from;
  return s.meta.fieldMap.has('amended_from') && typeof from === 'string' && from !== '' ? from : null;
}

/**
 * Loads the document a new one amends, as the amender may read it, into `s.amends`. An amendment
 * takes the original's name, attachments and a Version against it, so one the amender may not
 * read is refused as missing (404) before anything of it is used; Frappe asks nothing here.
 */
export async function readAmendedDocument(s: SaveState): Promise<void> {
  const from = amendedFrom(s);
  if (from) s.amends = await loadReadableDocument(s.dc, s.meta, from);
}

/**
 * Frappe's copy_attachments_from_amended_from: an amendment gets a File record of its own for
 * each attachment of the document it amends, pointing at the same bytes, made in the amender's
 * name and with their rights, as Frappe's `_file.save()`.
 */
export async function copyAmendedAttachments(s: SaveState, insert: Insert): Promise<void> {
  const attached = s.amends && (await attachmentsOf(s.dc, s.meta.name, String(s.amends.name)));
  if (!attached) return;
  for (const row of attached.rows) {
    await insert(s.dc, attached.files, {
      file_url: row.file_url, file_name: row.file_name, is_private: row.is_private ?? 0,
      attached_to_doctype: s.meta.name, attached_to_name: String(s.doc.name), folder: 'Home/Attachments',
    });
  }
}

/**
 * Frappe's save_version on an amendment: with nothing saved before it, the new document is
 * compared with the one it amends, so the Version shows what the amendment changed.
 */
export async function saveAmendmentVersion(s: SaveState, insert: Insert): Promise<void> {
  const versionMeta = s.dc.site.meta.get('Version');
  if (!s.amends || !s.meta.trackChanges || !versionMeta) return;
  const record = versionRecord(s.dc.site.meta, s.meta, s.amends, s.doc);
  if (record) await insert(asTrusted(s.dc), versionMeta, record);
}
