import { TRUE } from '../../query/ast.ts';
import { loadChildren, selectRow } from '../../storage/repository.ts';
import { contextWith, type DocContext } from '../doc-context.ts';
import type { Doc } from '../document.ts';
import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import type { SaveState } from '../save-state.ts';
import { versionRecord } from '../version-diff.ts';

/** insertDocument, passed in by the insert pipeline that these steps belong to. */
type Insert = (dc: DocContext, meta: DocTypeMeta, input: Record<string, unknown>) => Promise<Doc>;

/** The DocType whose records are a document's attachments (attached_to_doctype / attached_to_name). */
const ATTACHMENT_DOCTYPE = 'File';

/** The cancelled document a new one amends, when it names one. */
function amendedFrom(s: SaveState): string | null {
  const from = s.doc.amended_from;
  return s.meta.fieldMap.has('amended_from') && typeof from === 'string' && from !== '' ? from : null;
}

/**
 * Frappe's copy_attachments_from_amended_from: an amendment gets a File record of its own for
 * each attachment of the document it amends, pointing at the same bytes. The records are made
 * in the amender's name and with their rights, as Frappe's `_file.save()`: a file they may not
 * read is refused (and with it the amendment), never handed to them through the new document.
 */
export async function copyAmendedAttachments(s: SaveState, insert: Insert): Promise<void> {
  const from = amendedFrom(s);
  const files = s.dc.site.meta.get(ATTACHMENT_DOCTYPE);
  if (!from || !files) return;
  const b = s.dc.tx.builder;
  const rows = await s.dc.tx.all<{ file_url: string | null; file_name: string | null; is_private: number | null }>(
    b.selectFrom(b.dynamic.table(files.tableName).as('t')).select(['t.file_url', 't.file_name', 't.is_private'])
      .where('t.attached_to_doctype', '=', s.meta.name).where('t.attached_to_name', '=', from)
      .where('t.is_folder', '=', 0).orderBy('t.creation').orderBy('t.name'),
  );
  for (const row of rows) {
    await insert(s.dc, files, {
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
  const from = amendedFrom(s);
  const versionMeta = s.dc.site.meta.get('Version');
  if (!from || !s.meta.trackChanges || !versionMeta) return;
  const original = (await selectRow(s.dc.tx, s.meta, from, TRUE)) as Doc | undefined;
  if (!original) return;
  if (s.meta.tableFields.length > 0) await loadChildren(s.dc.tx, s.meta, s.dc.site.meta, original);
  const record = versionRecord(s.dc.site.meta, s.meta, original, s.doc);
  if (record) await insert(contextWith(s.dc, { user: { ...s.dc.user, superuser: true } }), versionMeta, record);
}
