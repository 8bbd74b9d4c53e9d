import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { DocContext } from './doc-context.ts';

/** How a record (a comment, a share, a file) names a document: its DocType in one field, its name in another. */
export interface RecordReference {
  doctype: string;
  typeField: string;
  nameField: string;
}

/** The referencing DocType when this site has it as a table with both columns; null otherwise. */
export function referencingTable(dc: DocContext, ref: RecordReference): DocTypeMeta | null {
  const meta = dc.site.meta.get(ref.doctype);
  if (!meta || meta.issingle || meta.istable) return null;
  return meta.fieldMap.get(ref.typeField)?.column && meta.fieldMap.get(ref.nameField)?.column ? meta : null;
}
