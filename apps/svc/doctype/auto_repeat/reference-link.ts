import type { DocContext } from '../../../../src/model/doc-context.ts';

/**
 * Writes `value` to the reference document's `auto_repeat` field (Frappe's db.set_value of
 * update_auto_repeat_id, unlink_if_applicable and on_trash), straight to its row without a save
 * and without touching `modified`, so a form open on it is not made stale (docs/DECISIONS.md
 * D96). Nothing when the DocType has no such field; with `onlyFrom`, only while it still names
 * that Auto Repeat.
 */
export async function setReferenceLink(dc: DocContext, doctype: string, name: string, value: string | null, onlyFrom?: string): Promise<void> {
  const meta = dc.site.meta.get(doctype);
  if (!meta?.fieldMap.get('auto_repeat')?.column || meta.issingle || meta.isVirtual) return;
  let update = dc.tx.builder.updateTable(meta.tableName).set({ auto_repeat: value as never }).where('name', '=', name as never);
  if (onlyFrom !== undefined) update = update.where('auto_repeat', '=', onlyFrom as never);
  await dc.tx.run(update);
}
