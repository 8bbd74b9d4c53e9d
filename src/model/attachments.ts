import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { DocContext } from './doc-context.ts';

/** The DocType whose records are a document's attachments (attached_to_doctype / attached_to_name). */
export const ATTACHMENT_DOCTYPE = 'File';

/** A document's attachment as its File row holds it. */
export interface AttachmentRow {
  name: string;
  file_url: string | null;
  file_name: string | null;
  is_private: number | null;
}

/**
 * The File records attached to a document (folders aside), oldest first, read with no permission
 * rule: callers have checked the caller's rights on the document. Null when the site has no File.
 */
export async function attachmentsOf(dc: DocContext, doctype: string, name: string): Promise<{ files: DocTypeMeta; rows: AttachmentRow[] } | null> {
  const files = dc.site.meta.get(ATTACHMENT_DOCTYPE);
  if (!files) return null;
  const b = dc.tx.builder;
  const rows = await dc.tx.all<AttachmentRow>(
    b.selectFrom(b.dynamic.table(files.tableName).as('t')).select(['t.name', 't.file_url', 't.file_name', 't.is_private'])
      .where('t.attached_to_doctype', '=', doctype).where('t.attached_to_name', '=', name)
      .where('t.is_folder', '=', 0).orderBy('t.creation').orderBy('t.name'),
  );
  return { files, rows };
}
