import { appError } from '../../errors/app-error.ts';
import { updateRow } from '../../storage/repository.ts';
import { escapeHtml } from '../../util/html.ts';
import { isPlainObject, tryParseJson } from '../../util/json.ts';
import { DELETED_DOCUMENT } from '../deleted-document.ts';
import type { DocContext } from '../doc-context.ts';
import { addInfoComment } from '../info-comment.ts';
import { loadReadableDocument } from '../load-document.ts';
import { insertDocument } from './insert-document.ts';

/**
 * Frappe's Deleted Document restore: the kept document is inserted again in the restorer's name
 * and with their rights (create, and submit for a submitted one), named by its DocType's rule
 * as a new document is (a `prompt`, `field:` or UUID name comes back as it was, a hash or a
 * series draws a new one); a cancelled one comes back as a draft. The new document's timeline
 * says where it came from, and the record notes the new name. Answers that name.
 */
export async function restoreDeletedDocument(dc: DocContext, name: string): Promise<string> {
  const keptMeta = dc.site.meta.get(DELETED_DOCUMENT);
  if (!keptMeta) throw appError('DOC_NOT_FOUND', `DocType ${DELETED_DOCUMENT} not found`);
  const kept = await loadReadableDocument(dc, keptMeta, name, true);
  if (Number(kept.restored) === 1) throw appError('DOCUMENT_ALREADY_RESTORED', `Document ${String(kept.name)} Already Restored`);
  const parsed = tryParseJson(String(kept.data ?? ''));
  if (!parsed.ok || !isPlainObject(parsed.value)) throw appError('VALIDATION', `Deleted Document ${String(kept.name)} holds no document to restore`);
  const meta = dc.site.meta.get(String(kept.deleted_doctype));
  if (!meta) throw appError('DOC_NOT_FOUND', `DocType ${String(kept.deleted_doctype).slice(0, 140)} not found`);
  const { doctype: _doctype, ...input } = parsed.value;
  if (Number(input.docstatus) === 2) {
    input.docstatus = 0;
    dc.messages.push({ message: 'Cancelled Document restored as Draft', title: 'Message' });
  }
  const doc = await insertDocument(dc, meta, input);
  const restoredAs = String(doc.name);
  await addInfoComment(dc, meta.name, restoredAs, 'Edit', `restored ${escapeHtml(String(kept.deleted_name))} as ${escapeHtml(restoredAs)}`);
  // Frappe's db_update: the record changes without a new modified.
  await updateRow(dc.tx, keptMeta, { ...kept, restored: 1, new_name: restoredAs });
  return restoredAs;
}
