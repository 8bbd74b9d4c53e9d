import type { SaveState } from '../save-state.ts';
import { asTrusted } from '../doc-context.ts';
import { insertDocument } from '../lifecycle/insert-document.ts';
import { versionRecord } from '../version-diff.ts';

/**
 * Frappe's save_version: on a DocType with `track_changes`, a save that changed anything writes a
 * Version (`ref_doctype`, `docname`, `data`: the diff) in the saver's name, whatever their rights on
 * Version (Frappe's ignore_permissions). Inserts write none, as in Frappe, but for an amendment
 * (steps/amendment.ts).
 */
export async function saveVersion(s: SaveState): Promise<void> {
  if (!s.meta.trackChanges || s.meta.name === 'Version' || !s.old) return;
  const record = versionRecord(s.dc.site.meta, s.meta, s.old, s.doc);
  const versionMeta = s.dc.site.meta.get('Version');
  if (!record || !versionMeta) return;
  await insertDocument(asTrusted(s.dc), versionMeta, record);
}
